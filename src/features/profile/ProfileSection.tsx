import { Section, SectionCard } from '@blueprintjs/core';
import type { HTMLAttributes, ReactNode } from 'react';

/** The section's title: a level-3 heading under the screen's title, with Blueprint's section-title look. */
function SectionTitle(props: HTMLAttributes<HTMLElement>) {
  return <h3 {...props} />;
}

export interface ProfileSectionProps {
  title: string;
  /** One line under the title saying what the section is for. */
  subtitle?: string;
  children: ReactNode;
}

/** One card of the profile: a titled region (named by its title, for screen readers and tests) and its content. */
export function ProfileSection({ title, subtitle, children }: ProfileSectionProps) {
  return (
    <Section title={title} subtitle={subtitle} titleRenderer={SectionTitle} role="region">
      <SectionCard>{children}</SectionCard>
    </Section>
  );
}

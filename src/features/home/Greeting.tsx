import { H2 } from '@blueprintjs/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import styles from './home.module.css';

const greetings = {
  morning: defineMessage<{ name: string }>({ id: 'home.Greeting.morning', defaultMessage: 'Good morning, {name}', description: 'Greeting before noon' }),
  afternoon: defineMessage<{ name: string }>({ id: 'home.Greeting.afternoon', defaultMessage: 'Good afternoon, {name}', description: 'Greeting from noon to 6 p.m.' }),
  evening: defineMessage<{ name: string }>({ id: 'home.Greeting.evening', defaultMessage: 'Good evening, {name}', description: 'Greeting from 6 p.m.' }),
};
const messages = defineMessages({
  anonymous: { id: 'home.Greeting.anonymous', defaultMessage: 'Welcome', description: 'Greeting when the user has no name' },
});
const today = defineMessage<{ organization: string; date: string }>({
  id: 'home.Greeting.today', defaultMessage: '{organization} · {date}', description: 'Under the greeting: the organization shown and today\'s date',
});

/** The part of a display name a greeting uses: the first word ("Helena" of "Helena Albuquerque"). */
export function firstName(displayName: string): string {
  return displayName.trim().split(/\s+/)[0] ?? '';
}

export interface GreetingProps {
  displayName: string;
  /** The selected organization, or null when the user has none. */
  organization: string | null;
  /** @default now */
  now?: Date;
}

/** Home's heading: a greeting for the time of day with the user's first name, the organization and the date. */
export function Greeting({ displayName, organization, now = new Date() }: GreetingProps) {
  const intl = useIntl();
  const name = firstName(displayName);
  const hour = now.getHours();
  const greeting = hour < 12 ? greetings.morning : hour < 18 ? greetings.afternoon : greetings.evening;
  const date = intl.formatDate(now, { dateStyle: 'full' });
  return (
    <header className={styles.greeting}>
      <H2>{name === '' ? intl.formatMessage(messages.anonymous) : intl.formatMessage(greeting, { name })}</H2>
      <p className={styles.subtitle}>{organization === null ? date : intl.formatMessage(today, { organization, date })}</p>
    </header>
  );
}

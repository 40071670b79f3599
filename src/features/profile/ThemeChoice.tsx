import { SegmentedControl } from '@blueprintjs/core';
import { FlashIcon, MoonIcon } from '@blueprintjs/icons';
import type { ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { themeChoice, THEMES, useTheme } from '../../ui/theme.ts';
import type { Theme } from '../../ui/theme.ts';

const messages = defineMessages({
  light: { id: 'profile.ThemeChoice.light', defaultMessage: 'Light', description: 'The light theme, one of two choices' },
  dark: { id: 'profile.ThemeChoice.dark', defaultMessage: 'Dark', description: 'The dark theme, one of two choices' },
});

const ICONS: Record<Theme, ReactElement> = { light: <FlashIcon />, dark: <MoonIcon /> };

/**
 * Light or dark, both named: the top bar's one-icon toggle (ui/ThemeSwitch.tsx) says what a click will do, a
 * preferences list says what is chosen. The same stored choice (ui/theme.ts), so both always agree.
 */
export function ThemeChoice({ label }: { /** The accessible name of the group ("Theme"). */ label: string }) {
  const intl = useIntl();
  const theme = useTheme();
  return (
    <SegmentedControl
      aria-label={label}
      inline
      value={theme}
      onValueChange={(value) => { if ((THEMES as readonly string[]).includes(value)) themeChoice.set(value as Theme); }}
      options={THEMES.map((value) => ({ value, label: intl.formatMessage(messages[value]), icon: ICONS[value] }))}
    />
  );
}

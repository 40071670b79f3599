import { Button } from '@blueprintjs/core';
import { FlashIcon, MoonIcon } from '@blueprintjs/icons';
import { defineMessages, useIntl } from 'react-intl';
import { themeChoice, useTheme } from './theme.ts';

const messages = defineMessages({
  toDark: { id: 'ui.ThemeSwitch.toDark', defaultMessage: 'Use the dark theme', description: 'Theme toggle, light now' },
  toLight: { id: 'ui.ThemeSwitch.toLight', defaultMessage: 'Use the light theme', description: 'Theme toggle, dark now' },
});

/** Light or dark; the choice is kept across reloads. */
export function ThemeSwitch() {
  const intl = useIntl();
  const theme = useTheme();
  const label = intl.formatMessage(theme === 'dark' ? messages.toLight : messages.toDark);
  return (
    <Button
      variant="minimal"
      icon={theme === 'dark' ? <FlashIcon /> : <MoonIcon />}
      aria-label={label}
      title={label}
      onClick={() => { themeChoice.set(theme === 'dark' ? 'light' : 'dark'); }}
    />
  );
}

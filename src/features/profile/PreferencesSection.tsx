import { FormGroup } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { LanguageSelect } from '../../ui/LanguageSelect.tsx';
import { ProfileSection } from './ProfileSection.tsx';
import { ThemeChoice } from './ThemeChoice.tsx';

const messages = defineMessages({
  title: { id: 'profile.PreferencesSection.title', defaultMessage: 'Preferences', description: 'Title of the profile section with language and theme' },
  language: { id: 'profile.PreferencesSection.language', defaultMessage: 'Language', description: 'Label of the language choice' },
  languageHint: {
    id: 'profile.PreferencesSection.languageHint',
    defaultMessage: 'The portal and the emails we send you use this language.',
    description: 'Text under the language choice',
  },
  theme: { id: 'profile.PreferencesSection.theme', defaultMessage: 'Theme', description: 'Label of the light/dark theme choice' },
  themeHint: {
    id: 'profile.PreferencesSection.themeHint',
    defaultMessage: 'Kept on this browser.',
    description: 'Text under the theme choice: it is stored in the browser, not in the account',
  },
});

/**
 * The portal's language (the shell saves it to the account as the e-mails' language too: useAccountLanguage) and its
 * light or dark theme.
 */
export function PreferencesSection() {
  const intl = useIntl();
  return (
    <ProfileSection title={intl.formatMessage(messages.title)}>
      <FormGroup label={intl.formatMessage(messages.language)} helperText={intl.formatMessage(messages.languageHint)}>
        <LanguageSelect />
      </FormGroup>
      <FormGroup label={intl.formatMessage(messages.theme)} helperText={intl.formatMessage(messages.themeHint)}>
        <ThemeChoice label={intl.formatMessage(messages.theme)} />
      </FormGroup>
    </ProfileSection>
  );
}

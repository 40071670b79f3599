import { defineMessages } from 'react-intl';
import { PasswordLinkPage } from './PasswordLinkPage.tsx';

const messages = defineMessages({
  title: {
    id: 'auth.ForgotPasswordScreen.title',
    defaultMessage: 'Forgot my password',
    description: 'Title of the password-reset page',
  },
  intro: {
    id: 'auth.ForgotPasswordScreen.intro',
    defaultMessage: 'Enter your e-mail and we will send you a link to choose a new password.',
    description: 'Text above the e-mail field of the password-reset page',
  },
});

/** `/forgot-password` (spec §2): asks for a link to choose a new password. */
export function ForgotPasswordScreen() {
  return <PasswordLinkPage title={messages.title} intro={messages.intro} />;
}

import { defineMessages } from 'react-intl';

/** Messages more than one auth screen shows; each screen's own messages live in its file. */
export const authMessages = defineMessages({
  invalidCredentials: {
    id: 'auth.common.invalidCredentials',
    defaultMessage: 'Invalid email or password',
    description: 'Alert after a failed sign-in or sign-up; deliberately does not say which of the two was wrong',
  },
  network: {
    id: 'auth.common.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
    description: 'Alert when the auth service could not be reached at all (network failure)',
  },
  passwordRequired: {
    id: 'auth.common.passwordRequired',
    defaultMessage: 'Password is required',
    description: 'Error under an empty password field',
  },
  backToSignIn: {
    id: 'auth.common.backToSignIn',
    defaultMessage: 'Back to sign in',
    description: 'Link or button that returns to the sign-in form',
  },
  goToSignIn: {
    id: 'auth.common.goToSignIn',
    defaultMessage: 'Go to sign in',
    description: 'Link to the sign-in page shown inside an alert',
  },
});

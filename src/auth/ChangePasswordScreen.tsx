import { H2 } from '@blueprintjs/core';
import { defineMessages, FormattedMessage } from 'react-intl';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import { LinkErrorNotice } from './LinkErrorNotice.tsx';

const messages = defineMessages({
  title: {
    id: 'auth.ChangePasswordScreen.title',
    defaultMessage: 'Choose a new password',
    description: 'Title of the change-password page',
  },
  intro: {
    id: 'auth.ChangePasswordScreen.intro',
    defaultMessage: 'You are signed in. Choose the password you will use from now on.',
    description: 'Text above the new-password fields (the page is reached from a password link, already signed in)',
  },
});

/** `/change-password` (spec §2): reached signed in, usually from a reset or first-access link; then on to /app. */
export function ChangePasswordScreen() {
  return (
    <>
      <H2><FormattedMessage {...messages.title} /></H2>
      <LinkErrorNotice />
      <p><FormattedMessage {...messages.intro} /></p>
      <ChangePasswordForm />
    </>
  );
}

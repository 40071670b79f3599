import { defineMessages } from 'react-intl';
import { PasswordLinkPage } from './PasswordLinkPage.tsx';

const messages = defineMessages({
  title: {
    id: 'auth.FirstAccessScreen.title',
    defaultMessage: 'First access: set your password',
    description: 'Title of the first-access page, for invited users who have no password yet',
  },
  intro: {
    id: 'auth.FirstAccessScreen.intro',
    defaultMessage: 'Enter the e-mail your invitation was sent to and we will send you a link to set your password.',
    description: 'Text above the e-mail field of the first-access page',
  },
});

/** `/first-access` (spec §2): an invited user asks for a link to set a first password (the same reset request). */
export function FirstAccessScreen() {
  return <PasswordLinkPage title={messages.title} intro={messages.intro} />;
}

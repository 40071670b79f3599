import { Callout, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { MessageTag } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';
import { SignUpForm } from './SignUpForm.tsx';

const messages = defineMessages({
  title: {
    id: 'auth.SignUpScreen.title',
    defaultMessage: 'Create your account',
    description: 'Title of the sign-up page',
  },
  checkMailbox: {
    id: 'auth.SignUpScreen.checkMailbox',
    defaultMessage: 'Check your mailbox',
    description: 'Notice replacing the sign-up form when the new account must verify its e-mail',
  },
});

const detailMessage = defineMessage<{ email: string; b: MessageTag }>({
  id: 'auth.SignUpScreen.checkMailboxDetail',
  defaultMessage: 'We sent a link to <b>{email}</b>. Open it to confirm your e-mail, then sign in.',
  description: 'Second line of the check-mailbox notice; {email} is the address signed up with, <b> makes it bold',
});

const bold = (chunks: ReactNode[]) => <strong key="email">{chunks}</strong>;

/** `/sign-up` (spec §2): the form, or the check-mailbox notice once the account waits for its e-mail's link. */
export function SignUpScreen() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <>
      <H2><FormattedMessage {...messages.title} /></H2>
      {sentTo === null ? (
        <SignUpForm onCheckMailbox={setSentTo} />
      ) : (
        <Callout intent="success" role="alert" className={styles.alert}>
          <p><strong><FormattedMessage {...messages.checkMailbox} /></strong></p>
          <FormattedMessage {...detailMessage} values={{ email: sentTo, b: bold }} />
        </Callout>
      )}
      <div className={styles.links}>
        <Link to={paths.signIn}><FormattedMessage {...authMessages.backToSignIn} /></Link>
      </div>
    </>
  );
}

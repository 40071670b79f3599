import { Button, Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { MessageTag } from 'react-intl';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';

const messages = defineMessages({
  title: {
    id: 'auth.VerifyEmailNotice.title',
    defaultMessage: 'You need to verify your email',
    description: 'Notice replacing the sign-in form when the account e-mail is not verified yet',
  },
});

const detailMessage = defineMessage<{ email: string; b: MessageTag }>({
  id: 'auth.VerifyEmailNotice.detail',
  defaultMessage: 'Open the link we sent to <b>{email}</b>, then sign in again.',
  description: 'Second line of the verification notice; {email} is the address the user typed, <b> makes it bold',
});

const bold = (chunks: ReactNode[]) => <strong key="email">{chunks}</strong>;

export interface VerifyEmailNoticeProps {
  email: string;
  /** Back to the sign-in form, with this e-mail still typed. */
  onBack: () => void;
}

/** What the sign-in page shows instead of its form when the account must verify its e-mail first (spec §4). */
export function VerifyEmailNotice({ email, onBack }: VerifyEmailNoticeProps) {
  return (
    <>
      <Callout intent="warning" role="alert" className={styles.alert}>
        <p><strong><FormattedMessage {...messages.title} /></strong></p>
        <FormattedMessage {...detailMessage} values={{ email, b: bold }} />
      </Callout>
      <Button fill text={<FormattedMessage {...authMessages.backToSignIn} />} onClick={onBack} />
    </>
  );
}

import { Button, Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { MessageTag } from 'react-intl';
import { absoluteUrl, paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import type { AuthError } from './authClient.ts';
import { authMessages } from './authMessages.ts';
import { AuthProblemAlert } from './AuthProblemAlert.tsx';
import styles from './authScreens.module.css';

const messages = defineMessages({
  title: {
    id: 'auth.VerifyEmailNotice.title',
    defaultMessage: 'You need to verify your email',
    description: 'Notice replacing the sign-in form when the account e-mail is not verified yet',
  },
  resend: {
    id: 'auth.VerifyEmailNotice.resend',
    defaultMessage: 'Send a new link',
    description: 'Button of the verification notice: e-mails a new verification link (the old one expired or was lost)',
  },
});

const detailMessage = defineMessage<{ email: string; b: MessageTag }>({
  id: 'auth.VerifyEmailNotice.detail',
  defaultMessage: 'Open the link we sent to <b>{email}</b>, then sign in again.',
  description: 'Second line of the verification notice; {email} is the address the user typed, <b> makes it bold',
});

const sentMessage = defineMessage<{ email: string; b: MessageTag }>({
  id: 'auth.VerifyEmailNotice.sent',
  defaultMessage: 'A new link is on its way to <b>{email}</b>. Links sent before it no longer work.',
  description: 'After a new verification link was sent; <b> makes the address bold',
});

const bold = (chunks: ReactNode[]) => <strong key="email">{chunks}</strong>;

export interface VerifyEmailNoticeProps {
  email: string;
  /** Back to the sign-in form, with this e-mail still typed. */
  onBack: () => void;
}

type Resend = { state: 'idle' | 'sending' | 'sent' } | { state: 'failed'; error: AuthError | null };

/**
 * What the sign-in page shows instead of its form when the account must verify its e-mail first (spec §4), with the
 * way to get a new link when the first one expired, was used, or never arrived. It appears only after the service
 * recognised the password, so offering a link tells nobody whether an address has an account.
 */
export function VerifyEmailNotice({ email, onBack }: VerifyEmailNoticeProps) {
  const auth = useAuthClient();
  const [resend, setResend] = useState<Resend>({ state: 'idle' });
  const send = async () => {
    setResend({ state: 'sending' });
    const result = await auth.sendVerificationEmail(email, absoluteUrl(paths.signIn));
    // Verified in the meantime (another tab opened the link): nothing to send, and signing in now works.
    if (result.isSuccess || result.error?.error === 'email-already-verified') setResend({ state: 'sent' });
    else setResend({ state: 'failed', error: result.error });
  };
  return (
    <>
      <Callout intent="warning" role="alert" className={styles.alert}>
        <p><strong><FormattedMessage {...messages.title} /></strong></p>
        <FormattedMessage {...detailMessage} values={{ email, b: bold }} />
      </Callout>
      {resend.state === 'sent' && (
        <Callout intent="success" role="status" className={styles.alert}>
          <FormattedMessage {...sentMessage} values={{ email, b: bold }} />
        </Callout>
      )}
      {resend.state === 'failed' && <AuthProblemAlert error={resend.error} />}
      <div className={styles.actions}>
        <Button
          variant="outlined"
          loading={resend.state === 'sending'}
          disabled={resend.state === 'sent'}
          text={<FormattedMessage {...messages.resend} />}
          onClick={() => { void send(); }}
        />
        <Button text={<FormattedMessage {...authMessages.backToSignIn} />} onClick={onBack} />
      </div>
    </>
  );
}

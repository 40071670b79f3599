import { Button, Classes, H2 } from '@blueprintjs/core';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import type { MessageTag } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import styles from './authScreens.module.css';
import { LinkErrorNotice } from './LinkErrorNotice.tsx';
import { PasskeySignIn } from './PasskeySignIn.tsx';
import { ProviderButtons, ProviderErrorNotice, ProviderTotpStep, useProviderReturn, useProviderTicket } from './ProviderButtons.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SmsSignInButton, SmsSignInForm } from './SmsSignInForm.tsx';
import { VerifyEmailNotice } from './VerifyEmailNotice.tsx';

const messages = defineMessages({
  title: { id: 'auth.SignInScreen.title', defaultMessage: 'Sign in', description: 'Title of the sign-in page' },
  forgotPassword: {
    id: 'auth.SignInScreen.forgotPassword',
    defaultMessage: 'Forgot my password',
    description: 'Link to the page that e-mails a password-reset link',
  },
  firstAccess: {
    id: 'auth.SignInScreen.firstAccess',
    defaultMessage: 'First access',
    description: 'Link for invited users who have never set a password',
  },
  signUp: {
    id: 'auth.SignInScreen.signUp',
    defaultMessage: 'Sign up',
    description: 'Button that opens the sign-up page',
  },
  linkHint: {
    id: 'auth.SignInScreen.linkHint',
    defaultMessage: 'To confirm your e-mail, sign in and ask for a new link; for a new password, use "Forgot my password".',
    description: 'After a refused e-mailed link that landed on the sign-in page: how to get a new one',
  },
});

const privacyMessage = defineMessage<{ link: MessageTag }>({
  id: 'auth.SignInScreen.privacyLink',
  defaultMessage: 'By signing in you accept the <link>privacy policy</link>',
  description: 'Sentence under the sign-in form; <link> opens the current policy, readable without signing in',
});

// Underlined: a link inside a sentence must not be told apart by its colour alone (WCAG 1.4.1).
const policyLink = (chunks: ReactNode[]) => <Link key="policy" to={paths.privacyPolicy} className={styles.inlineLink}>{chunks}</Link>;

/**
 * `/sign-in` (spec §2): the form, passkeys and a button per sign-in provider, or the verification notice in their place; the
 * ways to sign up or get a link.
 */
export function SignInScreen() {
  const navigate = useNavigate();
  // The e-mail of an account that must verify it first: the notice replaces the form while it is set.
  const [unverified, setUnverified] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState<string | undefined>(undefined);
  // Signing in with a code by SMS: its form takes the e-mail and password form's place.
  const [bySms, setBySms] = useState(false);
  // Back from a provider, an error is about that sign-in, not about an e-mailed link.
  const providerReturn = useProviderReturn();
  const providerTicket = useProviderTicket();

  // Back from a provider for an account with an authenticator app: its code comes next.
  if (providerTicket !== null) {
    return (
      <>
        <H2><FormattedMessage {...messages.title} /></H2>
        <ProviderTotpStep ticket={providerTicket} />
      </>
    );
  }
  return (
    <>
      <H2><FormattedMessage {...messages.title} /></H2>
      {providerReturn ? <ProviderErrorNotice /> : <LinkErrorNotice hint={messages.linkHint} />}
      {unverified === null ? (
        <>
          {bySms
            ? <SmsSignInForm onBack={() => { setBySms(false); }} />
            : <SignInForm initialEmail={lastEmail} onNeedsVerification={setUnverified} />}
          {!bySms && <SmsSignInButton onClick={() => { setBySms(true); }} />}
          <PasskeySignIn autofill={!bySms} />
          <ProviderButtons />
        </>
      ) : (
        <VerifyEmailNotice
          email={unverified}
          onBack={() => {
            setLastEmail(unverified);
            setUnverified(null);
          }}
        />
      )}
      <div className={styles.links}>
        <Link to={paths.forgotPassword}><FormattedMessage {...messages.forgotPassword} /></Link>
        <Link to={paths.firstAccess}><FormattedMessage {...messages.firstAccess} /></Link>
      </div>
      <div className={styles.links}>
        <Button
          fill
          variant="outlined"
          text={<FormattedMessage {...messages.signUp} />}
          onClick={() => { void navigate(paths.signUp); }}
        />
      </div>
      <p className={`${styles.note} ${Classes.TEXT_MUTED}`}>
        <FormattedMessage {...privacyMessage} values={{ link: policyLink }} />
      </p>
    </>
  );
}

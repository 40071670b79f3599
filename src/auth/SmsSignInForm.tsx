import { Button, Callout } from '@blueprintjs/core';
import { MobilePhoneIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { paths } from '../app/paths.ts';
import { useAuthClient } from './AuthContext.tsx';
import type { AuthError } from './authClient.ts';
import { AuthProblemAlert } from './AuthProblemAlert.tsx';
import styles from './authScreens.module.css';
import { brazilianMobile, nextPhoneValue, phoneProblem } from './phoneNumber.ts';
import type { PhoneProblem } from './phoneNumber.ts';
import { SubmitButton } from './SubmitButton.tsx';
import { TextField } from './TextField.tsx';
import { totpMessages, typedCode } from './totpMessages.ts';
import { useFocusFirstInvalid } from './useFocusFirstInvalid.ts';

const messages = defineMessages({
  intro: {
    id: 'auth.SmsSignInForm.intro',
    defaultMessage: 'We will send a 6-digit code to your mobile phone. A number we do not know yet gets a new account.',
    description: 'Text above the phone number field of the sign-in with a code by SMS',
  },
  phone: { id: 'auth.SmsSignInForm.phone', defaultMessage: 'Mobile phone', description: 'Label of the phone number field' },
  phoneHint: {
    id: 'auth.SmsSignInForm.phoneHint',
    defaultMessage: 'Brazilian mobile with area code, such as +55 (11) 91234-5678',
    description: 'Hint under the phone number field: the format it takes',
  },
  phoneRequired: {
    id: 'auth.SmsSignInForm.phoneRequired',
    defaultMessage: 'Mobile phone is required',
    description: 'Error under an empty phone number field',
  },
  phoneInvalid: {
    id: 'auth.SmsSignInForm.phoneInvalid',
    defaultMessage: 'Enter a Brazilian mobile number: the area code and 9 digits starting with 9',
    description: 'Error under a phone number field whose number is not a Brazilian mobile',
  },
  send: { id: 'auth.SmsSignInForm.send', defaultMessage: 'Send code', description: 'Button that asks for a code by SMS' },
  code: { id: 'auth.SmsSignInForm.code', defaultMessage: 'Code from the SMS', description: 'Label of the one-time code field' },
  submit: { id: 'auth.SmsSignInForm.submit', defaultMessage: 'Sign in', description: 'Button that sends the code from the SMS' },
  resend: { id: 'auth.SmsSignInForm.resend', defaultMessage: 'Send a new code', description: 'Button that sends another SMS' },
  resent: {
    id: 'auth.SmsSignInForm.resent',
    defaultMessage: 'A new code is on its way. Only the newest code works.',
    description: 'Notice after another SMS was sent',
  },
  otherNumber: { id: 'auth.SmsSignInForm.otherNumber', defaultMessage: 'Use another number', description: 'Button back to the phone number field' },
  button: {
    id: 'auth.SmsSignInForm.button',
    defaultMessage: 'Sign in with a code by SMS',
    description: 'Button under the sign-in form: sign in with a code sent to a mobile phone, no password',
  },
  twoStep: {
    id: 'auth.SmsSignInForm.twoStep',
    defaultMessage: 'This account uses two-step verification: sign in with your email, password and the code of your authenticator app.',
    description: 'The account of this number has two-step verification on, which a code by SMS does not replace (mfa-totp-required)',
  },
  withPassword: {
    id: 'auth.SmsSignInForm.withPassword',
    defaultMessage: 'Sign in with email and password',
    description: 'Button that leaves the sign-in by SMS for the e-mail and password form',
  },
  wrongCode: {
    id: 'auth.SmsSignInForm.wrongCode',
    defaultMessage: 'This code is not right or has expired. Check the SMS, or ask for a new code.',
    description: 'The auth service refused the code from the SMS (invalid-otp)',
  },
  cannotSend: {
    id: 'auth.SmsSignInForm.cannotSend',
    defaultMessage: 'We could not send an SMS to this number. Check it and try again.',
    description: 'The auth service could not send the SMS (cannot-send-sms), or refused the number (invalid-request)',
  },
});

const sentMessage = defineMessage<{ phone: string }>({
  id: 'auth.SmsSignInForm.sent',
  defaultMessage: 'We sent a code to {phone}. It works once, within 5 minutes.',
  description: 'Text above the code field; {phone} is the number the SMS went to',
});

const PHONE_PROBLEMS: Readonly<Record<PhoneProblem, MessageDescriptor>> = {
  required: messages.phoneRequired,
  invalid: messages.phoneInvalid,
};

/** The service's answers this form explains in its own words; anything else goes to AuthProblemAlert. */
const KNOWN_REFUSALS: Readonly<Record<string, MessageDescriptor>> = {
  'invalid-otp': messages.wrongCode,
  'mfa-totp-required': messages.twoStep,
  'cannot-send-sms': messages.cannotSend,
  'invalid-request': messages.cannotSend,
  'invalid-phone-number': messages.cannotSend,
};

function Refusal({ error }: { error: AuthError | null }) {
  const known = error ? KNOWN_REFUSALS[error.error] : undefined;
  if (!known) return <AuthProblemAlert error={error} />;
  return <Callout intent="danger" role="alert" className={styles.alert}><FormattedMessage {...known} /></Callout>;
}

export interface SmsSignInFormProps {
  /** Back to the e-mail and password form. */
  onBack: () => void;
}

/**
 * Sign-in with a code by SMS: the mobile number (masked as `+55 (11) 91234-5678`), then the code the SMS carried (the
 * spec's "needs SMS one-time code" state); signed in, the user goes to /app.
 */
export function SmsSignInForm({ onBack }: SmsSignInFormProps) {
  const intl = useIntl();
  const auth = useAuthClient();
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  // The number the code went to (E.164): the code step shows while it is set.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  // What was wrong with the number at the last submit; a new object each time, so the focus moves to the field again.
  const [problems, setProblems] = useState<{ phone: PhoneProblem | null } | null>(null);
  const [codeInvalid, setCodeInvalid] = useState(false);
  const [refusal, setRefusal] = useState<{ error: AuthError | null } | null>(null);
  const [resent, setResent] = useState(false);
  const [busy, setBusy] = useState(false);
  const formRef = useFocusFirstInvalid(problems);
  // New accounts get the language the page is shown in (the service keeps two letters).
  const locale = intl.locale.slice(0, 2);

  const send = async (number: string) => {
    setRefusal(null);
    setBusy(true);
    const result = await auth.requestSmsCode(number, locale);
    setBusy(false);
    if (!result.isSuccess) {
      setRefusal({ error: result.error });
      return false;
    }
    setSentTo(number);
    return true;
  };

  const submitPhone = async () => {
    const found = phoneProblem(phone);
    setProblems({ phone: found });
    const number = brazilianMobile(phone);
    if (found || number === null) return;
    await send(number);
  };

  const submitCode = async () => {
    if (sentTo === null) return;
    const { code: typed, valid } = typedCode(code);
    setRefusal(null);
    setResent(false);
    setCodeInvalid(!valid);
    if (!valid) return;
    setBusy(true);
    const result = await auth.signInWithSmsCode(sentTo, typed);
    setBusy(false);
    if (result.isSuccess) void navigate(paths.app);
    else setRefusal({ error: result.error });
  };

  const back = (
    <div className={styles.links}>
      <Button variant="minimal" text={<FormattedMessage {...messages.withPassword} />} onClick={onBack} />
    </div>
  );

  if (sentTo !== null) {
    return (
      <form noValidate onSubmit={(event) => { event.preventDefault(); void submitCode(); }}>
        <p><FormattedMessage {...sentMessage} values={{ phone }} /></p>
        {refusal && <Refusal error={refusal.error} />}
        {resent && !refusal && (
          <Callout intent="success" role="status" className={styles.alert}><FormattedMessage {...messages.resent} /></Callout>
        )}
        <TextField
          label={<FormattedMessage {...messages.code} />}
          autoComplete="one-time-code"
          inputMode="numeric"
          value={code}
          onChange={setCode}
          error={codeInvalid && <FormattedMessage {...totpMessages.required} />}
        />
        <SubmitButton loading={busy} text={<FormattedMessage {...messages.submit} />} />
        <div className={styles.links}>
          <Button
            variant="minimal"
            text={<FormattedMessage {...messages.resend} />}
            disabled={busy}
            onClick={() => { void send(sentTo).then((sent) => { setResent(sent); setCode(''); }); }}
          />
          <Button
            variant="minimal"
            text={<FormattedMessage {...messages.otherNumber} />}
            onClick={() => { setSentTo(null); setCode(''); setRefusal(null); setResent(false); }}
          />
        </div>
        {back}
      </form>
    );
  }
  return (
    <form ref={formRef} noValidate onSubmit={(event) => { event.preventDefault(); void submitPhone(); }}>
      <p><FormattedMessage {...messages.intro} /></p>
      {refusal && <Refusal error={refusal.error} />}
      <TextField
        label={<FormattedMessage {...messages.phone} />}
        type="tel"
        autoComplete="tel"
        value={phone}
        onChange={(typed) => { setPhone((previous) => nextPhoneValue(previous, typed)); }}
        hint={<FormattedMessage {...messages.phoneHint} />}
        error={problems?.phone && <FormattedMessage {...PHONE_PROBLEMS[problems.phone]} />}
      />
      <SubmitButton loading={busy} text={<FormattedMessage {...messages.send} />} />
      {back}
    </form>
  );
}

/** The button under the e-mail and password form that switches to the sign-in by SMS. */
export function SmsSignInButton({ onClick }: { onClick: () => void }) {
  return (
    <div className={styles.sms}>
      <Button fill variant="outlined" icon={<MobilePhoneIcon />} text={<FormattedMessage {...messages.button} />} onClick={onClick} />
    </div>
  );
}

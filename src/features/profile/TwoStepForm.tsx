import { Button, Callout, Classes, InputGroup, Intent, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { normaliseRecoveryCode } from '../../../common/recoveryCode.ts';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import type { AuthError, TotpEnrolment } from '../../auth/authClient.ts';
import { authProblemText } from '../../auth/authProblems.ts';
import { totpMessages, typedCode } from '../../auth/totpMessages.ts';
import type { AuthProblemText } from '../../auth/authProblems.ts';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { showToast } from '../../ui/toaster.ts';
import styles from './profile.module.css';
import { RecoveryCodesDialog } from './RecoveryCodesDialog.tsx';
import { RecoveryCodesPanel } from './RecoveryCodesPanel.tsx';

const messages = defineMessages({
  on: { id: 'profile.TwoStepForm.on', defaultMessage: 'On', description: 'Two-step verification is on' },
  off: { id: 'profile.TwoStepForm.off', defaultMessage: 'Off', description: 'Two-step verification is off' },
  explainOff: {
    id: 'profile.TwoStepForm.explainOff',
    defaultMessage: 'Two-step verification asks, after your password, for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password …), so a stolen password alone does not open your account.',
    description: 'What two-step verification is, while it is off',
  },
  explainOn: {
    id: 'profile.TwoStepForm.explainOn',
    defaultMessage: 'Each sign-in asks for the code your authenticator app shows. To turn it off, enter a current code.',
    description: 'While two-step verification is on',
  },
  start: { id: 'profile.TwoStepForm.start', defaultMessage: 'Turn on two-step verification', description: 'Starts the enrolment' },
  scan: {
    id: 'profile.TwoStepForm.scan',
    defaultMessage: 'Scan this QR code with your authenticator app, or type the key below into it. Then enter the 6-digit code it shows.',
    description: 'Enrolment instructions',
  },
  qrAlt: { id: 'profile.TwoStepForm.qrAlt', defaultMessage: 'QR code to add this account to an authenticator app', description: 'Alt text of the enrolment QR code' },
  key: { id: 'profile.TwoStepForm.key', defaultMessage: 'Setup key', description: 'Label of the TOTP secret shown as text' },
  code: { id: 'profile.TwoStepForm.code', defaultMessage: 'Code from the app', description: 'Label of the one-time code field in the profile' },
  confirm: { id: 'profile.TwoStepForm.confirm', defaultMessage: 'Turn on', description: 'Confirms the enrolment with a code' },
  cancel: { id: 'profile.TwoStepForm.cancel', defaultMessage: 'Cancel', description: 'Leaves the enrolment without turning it on' },
  disable: { id: 'profile.TwoStepForm.disable', defaultMessage: 'Turn off', description: 'Turns two-step verification off with a current code' },
  enabled: { id: 'profile.TwoStepForm.enabled', defaultMessage: 'Two-step verification is on', description: 'Toast after enrolment' },
  offHint: {
    id: 'profile.TwoStepForm.offHint',
    defaultMessage: 'Lost your phone? One of your recovery codes works here too.',
    description: 'Under the code field while two-step verification is on: a recovery code also turns it off',
  },
  offRequired: {
    id: 'profile.TwoStepForm.offRequired',
    defaultMessage: 'Enter the 6 digits of the code from the app, or a recovery code',
    description: 'The code field, while two-step verification is on, holds neither a 6-digit code nor a recovery code',
  },
  disabled: { id: 'profile.TwoStepForm.disabled', defaultMessage: 'Two-step verification is off', description: 'Toast after turning it off' },
});

/**
 * Two-step verification (TOTP) for the signed-in user: off, it enrols an authenticator app (QR code and the same
 * key as text, then a code to prove the app has it) and shows the first recovery codes once; on, it says how many
 * recovery codes are left, makes new ones, and turns off with a current code. GET /user says which (the service
 * leaves it out of sessions).
 */
export function TwoStepForm() {
  const intl = useIntl();
  const auth = useAuthClient();
  const [refusal, setRefusal] = useState<{ error: AuthError | null } | null>(null);
  // Read from the service (sessions leave it out); null until it answers.
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    let current = true;
    void auth.totpEnabled().then((answer) => {
      if (!current) return;
      if (answer.error) setRefusal({ error: answer.error });
      else setEnabled(answer.enabled);
    });
    return () => { current = false; };
  }, [auth]);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  // Whether the code sent last was a recovery code, for the words of a refusal.
  const [usedRecovery, setUsedRecovery] = useState(false);
  const [busy, setBusy] = useState(false);
  // Recovery codes just made, shown once in the dialog until the user says they saved them.
  const [newCodes, setNewCodes] = useState<readonly string[] | null>(null);

  const begin = async () => {
    setBusy(true);
    setRefusal(null);
    const { enrolment: next, error } = await auth.generateTotp();
    setBusy(false);
    if (next) setEnrolment(next);
    else setRefusal({ error });
  };

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const turningOn = !enabled;
    const app = typedCode(code);
    // Off, a recovery code also does (a lost phone); on, only the new app's code.
    const recovery = !turningOn && !app.valid ? normaliseRecoveryCode(code) : null;
    const typed = app.valid ? app.code : recovery;
    setInvalid(typed === null);
    setRefusal(null);
    setUsedRecovery(recovery !== null);
    if (typed === null) return;
    setBusy(true);
    const result = await auth.setTotp(typed, turningOn);
    setBusy(false);
    if (!result.isSuccess) {
      setRefusal({ error: result.error });
      return;
    }
    // The first recovery codes, made with the code that turned it on (still valid this 30-second step or the next),
    // before the panel that counts them appears. If that fails, the panel says none are left and offers new ones.
    if (turningOn) setNewCodes((await auth.generateRecoveryCodes(typed)).codes);
    setCode('');
    setEnrolment(null);
    setEnabled(turningOn);
    showToast(intl.formatMessage(turningOn ? messages.enabled : messages.disabled));
  };

  const wrongCode = usedRecovery ? totpMessages.wrongRecoveryCode : totpMessages.wrongCode;
  const problem: AuthProblemText | null = refusal && (refusal.error?.error === 'invalid-totp' ? { message: wrongCode } : authProblemText(refusal.error));
  const codeField = (
    <LabelledField
      label={intl.formatMessage(messages.code)}
      error={invalid ? intl.formatMessage(enabled ? messages.offRequired : totpMessages.required) : undefined}
      hint={enabled ? intl.formatMessage(messages.offHint) : undefined}
    >
      {(input) => (
        <InputGroup
          id={input.id}
          value={code}
          onValueChange={setCode}
          // A recovery code, which also turns it off, has letters.
          inputMode={enabled ? 'text' : 'numeric'}
          autoComplete="one-time-code"
          intent={input.intent}
          aria-invalid={input.invalid}
          aria-describedby={input.describedBy}
        />
      )}
    </LabelledField>
  );

  if (enabled === null) {
    return problem
      ? <Callout intent={Intent.DANGER} role="alert" className={styles.notice}><FormattedMessage {...problem.message} values={problem.values} /></Callout>
      : <p className={Classes.SKELETON}>{intl.formatMessage(messages.explainOff)}</p>;
  }
  return (
    <div className={styles.form}>
      <p>
        <Tag intent={enabled ? Intent.SUCCESS : Intent.NONE} minimal>{intl.formatMessage(enabled ? messages.on : messages.off)}</Tag>{' '}
        {intl.formatMessage(enabled ? messages.explainOn : messages.explainOff)}
      </p>
      {problem && <Callout intent={Intent.DANGER} role="alert" className={styles.notice}><FormattedMessage {...problem.message} values={problem.values} /></Callout>}
      {!enabled && enrolment === null && (
        <div className={styles.actions}>
          <Button intent={Intent.PRIMARY} loading={busy} text={intl.formatMessage(messages.start)} onClick={() => { void begin(); }} />
        </div>
      )}
      {(enabled || enrolment !== null) && (
        <form onSubmit={(event) => { void submit(event); }} noValidate>
          {enrolment && (
            <>
              <p>{intl.formatMessage(messages.scan)}</p>
              <div className={styles.enrolment}>
                <img src={enrolment.imageUrl} alt={intl.formatMessage(messages.qrAlt)} width={180} height={180} />
                <LabelledField label={intl.formatMessage(messages.key)}>
                  {(input) => <InputGroup id={input.id} value={enrolment.secret} readOnly className={styles.secret} />}
                </LabelledField>
              </div>
            </>
          )}
          {codeField}
          <div className={styles.actions}>
            {enrolment && <Button text={intl.formatMessage(messages.cancel)} onClick={() => { setEnrolment(null); setCode(''); setRefusal(null); }} />}
            <Button
              type="submit"
              intent={enabled ? Intent.DANGER : Intent.PRIMARY}
              loading={busy}
              text={intl.formatMessage(enabled ? messages.disable : messages.confirm)}
            />
          </div>
        </form>
      )}
      {enabled && <RecoveryCodesPanel onCodes={setNewCodes} />}
      <RecoveryCodesDialog codes={newCodes} account={auth.getUser()?.email ?? ''} onClose={() => { setNewCodes(null); }} />
    </div>
  );
}

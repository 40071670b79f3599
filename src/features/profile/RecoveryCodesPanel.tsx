import { Button, Callout, InputGroup, Intent } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import type { AuthError } from '../../auth/authClient.ts';
import { authProblemText } from '../../auth/authProblems.ts';
import type { AuthProblemText } from '../../auth/authProblems.ts';
import { totpMessages, typedCode } from '../../auth/totpMessages.ts';
import { LabelledField } from '../../ui/LabelledField.tsx';
import styles from './profile.module.css';

const messages = defineMessages({
  none: {
    id: 'profile.RecoveryCodesPanel.none',
    defaultMessage: 'Without recovery codes, losing your phone would lock you out of your account. Generate new codes and keep them safe.',
    description: 'Shown when the user has no recovery codes left',
  },
  generate: { id: 'profile.RecoveryCodesPanel.generate', defaultMessage: 'Generate new codes', description: 'Starts making a new set of recovery codes' },
  replaceExplain: {
    id: 'profile.RecoveryCodesPanel.replaceExplain',
    defaultMessage: 'New codes replace the old ones, which stop working. Enter the code your authenticator app shows now.',
    description: 'Shown before new recovery codes are made',
  },
  code: { id: 'profile.RecoveryCodesPanel.code', defaultMessage: 'Current code from the app', description: 'Label of the one-time code asked before new recovery codes are made' },
  confirm: { id: 'profile.RecoveryCodesPanel.confirm', defaultMessage: 'Generate', description: 'Makes the new recovery codes' },
  cancel: { id: 'profile.RecoveryCodesPanel.cancel', defaultMessage: 'Cancel', description: 'Leaves without making new recovery codes' },
});

const leftMessage = defineMessage<{ count: number }>({
  id: 'profile.RecoveryCodesPanel.left',
  defaultMessage: '{count, plural, =0 {No recovery codes left} one {# recovery code left} other {# recovery codes left}}',
  description: 'How many unused recovery codes the user has',
});

export interface RecoveryCodesPanelProps {
  /** New codes were made: the caller shows them once (RecoveryCodesDialog). */
  onCodes: (codes: readonly string[]) => void;
}

/** While two-step verification is on: how many recovery codes are left, and a new set made with a current app code. */
export function RecoveryCodesPanel({ onCodes }: RecoveryCodesPanelProps) {
  const intl = useIntl();
  const auth = useAuthClient();
  const [remaining, setRemaining] = useState<number | null>(null);
  const [asking, setAsking] = useState(false);
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<{ error: AuthError | null } | null>(null);
  useEffect(() => {
    let current = true;
    void auth.recoveryCodesLeft().then((answer) => {
      if (current) setRemaining(answer.remaining);
    });
    return () => { current = false; };
  }, [auth]);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { code: typed, valid } = typedCode(code);
    setInvalid(!valid);
    setRefusal(null);
    if (!valid) return;
    setBusy(true);
    const { codes, error } = await auth.generateRecoveryCodes(typed);
    setBusy(false);
    if (!codes) {
      setRefusal({ error });
      return;
    }
    setRemaining(codes.length);
    setAsking(false);
    setCode('');
    onCodes(codes);
  };

  const problem: AuthProblemText | null = refusal && (refusal.error?.error === 'invalid-totp' ? { message: totpMessages.wrongCode } : authProblemText(refusal.error));
  return (
    <div>
      <div className={styles.recoveryLeft}>
        <span>{remaining !== null && intl.formatMessage(leftMessage, { count: remaining })}</span>
        {!asking && <Button text={intl.formatMessage(messages.generate)} onClick={() => { setAsking(true); }} />}
      </div>
      {remaining === 0 && !asking && <Callout intent={Intent.WARNING} className={styles.notice}>{intl.formatMessage(messages.none)}</Callout>}
      {asking && (
        <form onSubmit={(event) => { void submit(event); }} noValidate>
          <p>{intl.formatMessage(messages.replaceExplain)}</p>
          {problem && <Callout intent={Intent.DANGER} role="alert" className={styles.notice}><FormattedMessage {...problem.message} values={problem.values} /></Callout>}
          <LabelledField label={intl.formatMessage(messages.code)} error={invalid ? intl.formatMessage(totpMessages.required) : undefined}>
            {(input) => (
              <InputGroup
                id={input.id}
                value={code}
                onValueChange={setCode}
                inputMode="numeric"
                autoComplete="one-time-code"
                intent={input.intent}
                aria-invalid={input.invalid}
                aria-describedby={input.describedBy}
              />
            )}
          </LabelledField>
          <div className={styles.actions}>
            <Button text={intl.formatMessage(messages.cancel)} onClick={() => { setAsking(false); setCode(''); setRefusal(null); setInvalid(false); }} />
            <Button type="submit" intent={Intent.PRIMARY} loading={busy} text={intl.formatMessage(messages.confirm)} />
          </div>
        </form>
      )}
    </div>
  );
}

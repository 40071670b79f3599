import { Button, Callout, Classes, ControlGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { absoluteUrl, paths } from '../../app/paths.ts';
import { useAuthClient } from '../../auth/AuthContext.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { emailChangeRefusal, FIELD_PROBLEMS, newEmailProblem } from './emailChange.ts';
import type { EmailChangeProblem } from './emailChange.ts';
import styles from './profile.module.css';

const messages = defineMessages({
  label: { id: 'profile.EmailChangeForm.label', defaultMessage: 'New email', description: 'Label of the new e-mail address' },
  hint: {
    id: 'profile.EmailChangeForm.hint',
    defaultMessage: 'We will send a confirmation link to this address. Your email changes when you open it.',
    description: 'Text under the new e-mail field, before it is sent',
  },
  send: { id: 'profile.EmailChangeForm.send', defaultMessage: 'Send link', description: 'Sends the confirmation link to the new e-mail' },
  cancel: { id: 'profile.EmailChangeForm.cancel', defaultMessage: 'Cancel', description: 'Closes the e-mail change without sending' },
  required: { id: 'profile.EmailChangeForm.required', defaultMessage: 'Email is required', description: 'The new e-mail was left empty' },
  invalid: { id: 'profile.EmailChangeForm.invalid', defaultMessage: 'Email must be valid', description: 'The new e-mail is not an e-mail address' },
  current: {
    id: 'profile.EmailChangeForm.current',
    defaultMessage: 'This is already your email',
    description: 'The new e-mail is the one the account has now',
  },
  inUse: {
    id: 'profile.EmailChangeForm.inUse',
    defaultMessage: 'Email is already registered',
    description: 'Another account has the new e-mail',
  },
  network: {
    id: 'profile.EmailChangeForm.network',
    defaultMessage: 'Could not reach the server. Check your connection and try again.',
    description: 'The e-mail change could not be sent because the network failed',
  },
  tooManyRequests: {
    id: 'profile.EmailChangeForm.tooManyRequests',
    defaultMessage: 'Too many attempts. Wait a minute and try again.',
    description: 'The auth service refused the e-mail change because of its rate limit',
  },
  failed: {
    id: 'profile.EmailChangeForm.failed',
    defaultMessage: 'Your email could not be changed. Try again.',
    description: 'The auth service refused the e-mail change for an unexpected reason',
  },
});

export interface EmailChangeFormProps {
  /** The account's address now, which the new one must differ from. */
  current: string | null;
  /** The link was sent to `email`. */
  onSent: (email: string) => void;
  onCancel: () => void;
}

/**
 * A new e-mail address, checked before it is sent; the auth service then mails a confirmation link to it, which
 * leads back to the profile. A refusal is shown translated, with the address as typed.
 */
export function EmailChangeForm({ current, onSent, onCancel }: EmailChangeFormProps) {
  const intl = useIntl();
  const auth = useAuthClient();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<EmailChangeProblem | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = newEmailProblem(email, current);
    setProblem(found);
    if (found) return;
    const newEmail = email.trim();
    setSending(true);
    const { isSuccess, error } = await auth.changeEmail(newEmail, absoluteUrl(paths.profile));
    setSending(false);
    if (isSuccess) onSent(newEmail);
    else setProblem(error ? emailChangeRefusal(error) : 'failed');
  };

  const onField = problem !== null && FIELD_PROBLEMS.includes(problem);
  return (
    <form className={styles.form} onSubmit={(event) => { void submit(event); }} noValidate>
      {problem && !onField && (
        <Callout intent={Intent.DANGER} role="alert" className={styles.notice}>{intl.formatMessage(messages[problem])}</Callout>
      )}
      <LabelledField
        label={intl.formatMessage(messages.label)}
        error={onField ? intl.formatMessage(messages[problem]) : undefined}
        hint={intl.formatMessage(messages.hint)}
      >
        {(input) => (
          <ControlGroup fill>
            <InputGroup
              id={input.id}
              type="email"
              value={email}
              onValueChange={setEmail}
              autoComplete="email"
              autoFocus
              required
              intent={input.intent}
              aria-invalid={input.invalid}
              aria-describedby={input.describedBy}
            />
            <Button type="submit" intent={Intent.PRIMARY} text={intl.formatMessage(messages.send)} loading={sending} className={Classes.FIXED} />
            <Button text={intl.formatMessage(messages.cancel)} onClick={onCancel} className={Classes.FIXED} />
          </ControlGroup>
        )}
      </LabelledField>
    </form>
  );
}

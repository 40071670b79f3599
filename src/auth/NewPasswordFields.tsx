import { Callout } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, FormattedMessage } from 'react-intl';
import { DEFAULT_PASSWORD_MIN_LENGTH } from '../../common/passwordRule.ts';
import { authMessages } from './authMessages.ts';
import styles from './authScreens.module.css';
import type { PasswordProblem } from './authValidation.ts';
import { PasswordField } from './PasswordField.tsx';

const hintMessage = defineMessage<{ min: number }>({
  id: 'auth.NewPasswordFields.hint',
  defaultMessage: 'At least {min} characters',
  description: 'The password rule, shown under a new-password field before anything is sent; {min} is a number',
});

const tooShortMessage = defineMessage<{ min: number }>({
  id: 'auth.NewPasswordFields.tooShort',
  defaultMessage: 'The password must have at least {min} characters',
  description: 'Error under a new password that is shorter than the rule; {min} is a number',
});

const messages = defineMessages({
  breached: {
    id: 'auth.NewPasswordFields.breached',
    defaultMessage: 'This password has appeared in a data leak. Choose another one.',
    description: 'Error when the server refuses a password found in a list of leaked passwords',
  },
  confirm: {
    id: 'auth.NewPasswordFields.confirm',
    defaultMessage: 'Confirm password',
    description: 'Label of the repeated password',
  },
  mismatch: {
    id: 'auth.NewPasswordFields.mismatch',
    defaultMessage: 'Password does not match',
    description: 'Alert when the password and its confirmation differ; nothing is sent',
  },
});

const MIN = DEFAULT_PASSWORD_MIN_LENGTH;

function ProblemMessage({ problem }: { problem: PasswordProblem }) {
  if (problem === 'tooShort') return <FormattedMessage {...tooShortMessage} values={{ min: MIN }} />;
  return <FormattedMessage {...(problem === 'required' ? authMessages.passwordRequired : messages.breached)} />;
}

export interface NewPasswordFieldsProps {
  /** "Password" on sign-up, "New password" when changing it. */
  passwordLabel: ReactNode;
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  /** What is wrong with the password: found before sending, or the server's rule. */
  problem: PasswordProblem | null;
  /** True when the last submit found the two different: shows the alert, and nothing was sent. */
  mismatch: boolean;
}

/** A new password and its confirmation, with the server's rule shown before the user submits (spec §5). */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { passwordLabel, password, confirm, onPasswordChange, onConfirmChange, problem, mismatch } = props;
  return (
    <>
      <PasswordField
        label={passwordLabel}
        autoComplete="new-password"
        value={password}
        onChange={onPasswordChange}
        hint={<FormattedMessage {...hintMessage} values={{ min: MIN }} />}
        error={problem && <ProblemMessage problem={problem} />}
      />
      <PasswordField
        label={<FormattedMessage {...messages.confirm} />}
        autoComplete="new-password"
        value={confirm}
        onChange={onConfirmChange}
        invalid={mismatch}
      />
      {mismatch && (
        <Callout intent="danger" role="alert" className={styles.alert}>
          <FormattedMessage {...messages.mismatch} />
        </Callout>
      )}
    </>
  );
}

import { defineMessages, FormattedMessage } from 'react-intl';
import type { EmailProblem } from './authValidation.ts';
import { TextField } from './TextField.tsx';

const messages = defineMessages({
  label: { id: 'auth.EmailField.label', defaultMessage: 'Email', description: 'Label of an e-mail address field' },
  required: {
    id: 'auth.EmailField.required',
    defaultMessage: 'Email is required',
    description: 'Error under an empty e-mail field',
  },
  invalid: {
    id: 'auth.EmailField.invalid',
    defaultMessage: 'Email must be valid',
    description: 'Error under an e-mail field whose text is not an e-mail address',
  },
});

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** What was wrong with the value at the last submit (see authValidation.ts), or null. */
  problem: EmailProblem | null;
  /** The autofill hint: `email` by default; sign-in's field also offers passkeys (`username webauthn`). */
  autoComplete?: string;
}

/** The e-mail input of every auth form: type email, required, with its validation message. */
export function EmailField({ value, onChange, problem, autoComplete = 'email' }: EmailFieldProps) {
  return (
    <TextField
      label={<FormattedMessage {...messages.label} />}
      type="email"
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      error={problem && <FormattedMessage {...messages[problem]} />}
    />
  );
}

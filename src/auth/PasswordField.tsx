import { Button } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { TextField } from './TextField.tsx';

const messages = defineMessages({
  show: {
    id: 'auth.PasswordField.show',
    defaultMessage: 'Show password',
    description: 'Button that reveals the password',
  },
  hide: {
    id: 'auth.PasswordField.hide',
    defaultMessage: 'Hide password',
    description: 'Button that masks the password again',
  },
});

export interface PasswordFieldProps {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** `current-password` to sign in, `new-password` to choose one (password managers then offer to generate it). */
  autoComplete: 'current-password' | 'new-password';
  /** The rule, under the field while there is no error. */
  hint?: ReactNode;
  /** The problem with the value, shown instead of the hint. */
  error?: ReactNode;
  /** @default false */
  invalid?: boolean;
}

/** A password input with a show/hide toggle at its right edge, named for what it will do. */
export function PasswordField(props: PasswordFieldProps) {
  const { label, value, onChange, autoComplete, hint, error, invalid = false } = props;
  const intl = useIntl();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      value={value}
      onChange={onChange}
      hint={hint}
      error={error}
      invalid={invalid}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={intl.formatMessage(visible ? messages.hide : messages.show)}
          onClick={() => { setVisible(!visible); }}
        />
      }
    />
  );
}

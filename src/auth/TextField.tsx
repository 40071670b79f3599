import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId } from 'react';
import type { ReactElement, ReactNode } from 'react';

export interface TextFieldProps {
  /** The visible label, tied to the input with `for`/`id`. */
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The browser's autofill hint (`email`, `given-name`, `current-password`, `new-password` …). */
  autoComplete: string;
  /** @default "text" */
  type?: string;
  /** The on-screen keyboard to offer (`numeric` for a code). @default the browser's */
  inputMode?: 'numeric' | 'text' | 'email';
  /** Text under the field while there is no error, such as the rule the value must follow. */
  hint?: ReactNode;
  /** The problem with the value, shown under the field instead of the hint; marks the input invalid. */
  error?: ReactNode;
  /**
   * Marks the input invalid when another element explains why (an alert below the field).
   * @default false
   */
  invalid?: boolean;
  /** An element inside the input's right edge, such as a show/hide button. */
  rightElement?: ReactElement;
}

/**
 * One required input of the auth forms: a Blueprint FormGroup with its label and helper text, the input marked
 * `aria-invalid` and described by that text, so a screen reader reads the error when the field gets the focus.
 */
export function TextField({
  label, value, onChange, autoComplete, type = 'text', inputMode, hint, error, invalid = false, rightElement,
}: TextFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  // `false`, null and undefined all mean "no error" (callers write `problem && <Message />`).
  const shownError = error === false ? null : error;
  const help = shownError ?? hint;
  const isInvalid = invalid || shownError != null;
  const intent = isInvalid ? 'danger' : 'none';
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={help != null && <span id={helpId}>{help}</span>}>
      <InputGroup
        id={id}
        type={type}
        required
        autoComplete={autoComplete}
        inputMode={inputMode}
        value={value}
        onValueChange={(next) => { onChange(next); }}
        intent={intent}
        aria-invalid={isInvalid}
        aria-describedby={help != null ? helpId : undefined}
        rightElement={rightElement}
      />
    </FormGroup>
  );
}

import { FormGroup, Intent } from '@blueprintjs/core';
import { useId } from 'react';
import type { ReactNode } from 'react';

/** What the input inside a `LabelledField` must carry to be tied to its label and message. */
export interface LabelledInputProps {
  id: string;
  /** True when the field shows an error. */
  invalid: boolean;
  /** The id of the message under the field, when there is one. */
  describedBy: string | undefined;
  intent: Intent;
}

export interface LabelledFieldProps {
  /** The visible label, tied to the input with `for`/`id`. */
  label: ReactNode;
  /** The problem with the value, shown under the field in red; the input is marked invalid. @default none */
  error?: ReactNode;
  /** Text under the field while there is no error. @default none */
  hint?: ReactNode;
  /** Renders the input with the props that tie it to the label and the message. */
  children: (input: LabelledInputProps) => ReactNode;
}

/**
 * A form field of any input (text, decimal, date, select): Blueprint's FormGroup with its label, and the error or
 * hint under it as the input's description, so a screen reader reads the error when the input gets the focus.
 */
export function LabelledField({ label, error, hint, children }: LabelledFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const help = error ?? hint;
  const invalid = error != null && error !== false;
  const intent = invalid ? Intent.DANGER : Intent.NONE;
  return (
    <FormGroup label={label} labelFor={id} intent={intent} helperText={help != null && <span id={helpId}>{help}</span>}>
      {children({ id, invalid, describedBy: help != null ? helpId : undefined, intent })}
    </FormGroup>
  );
}

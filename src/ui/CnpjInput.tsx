import { FormGroup, InputGroup, Intent } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChangeEvent, ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { isValidCnpj, normalizeCnpj } from '../../common/cnpj.ts';

const messages = defineMessages({
  required: { id: 'ui.CnpjInput.required', defaultMessage: 'The tax ID (CNPJ) is required', description: 'A required CNPJ field left empty' },
  incomplete: {
    id: 'ui.CnpjInput.incomplete',
    defaultMessage: 'A CNPJ has 14 characters: 12 letters or digits, then 2 check digits',
    description: 'A CNPJ field with fewer than 14 characters',
  },
  invalid: {
    id: 'ui.CnpjInput.invalid',
    defaultMessage: 'This CNPJ is not valid: check its digits',
    description: 'A CNPJ whose check digits do not match the rest',
  },
});

/** What is wrong with a CNPJ field's value, if anything. */
export type CnpjProblem = keyof typeof messages;

/** Where the mask puts its punctuation: before the characters at these positions of the normalized value. */
const SEPARATORS: Readonly<Record<number, string>> = { 2: '.', 5: '.', 8: '/', 12: '-' };

/**
 * Applies the CNPJ mask (`CNPJ_MASK` in common/cnpj.ts; spec §5: `*` a letter or a digit, `#` a digit): 12 base
 * characters, letters or digits, then 2 check digits, punctuated as `12.ABC.345/01DE-35`. The numeric form is the
 * case of digits only, the alphanumeric one (since July 2026) has letters among its base characters. Keeps what fits,
 * uppercases letters, drops anything else and anything past 14 characters.
 */
export function maskCnpj(input: string): string {
  let masked = '';
  let count = 0;
  for (const char of normalizeCnpj(input).replace(/[^0-9A-Z]/g, '')) {
    if (count === 14) break;
    if (count >= 12 && !/[0-9]/.test(char)) continue;
    masked += (SEPARATORS[count] ?? '') + char;
    count++;
  }
  return masked;
}

/** The problem of a value (as typed or masked); null when it is a valid CNPJ, or empty and optional. */
export function cnpjProblem(value: string, required = true): CnpjProblem | null {
  const cnpj = normalizeCnpj(value);
  if (cnpj === '') return required ? 'required' : null;
  if (cnpj.length < 14) return 'incomplete';
  return isValidCnpj(cnpj) ? null : 'invalid';
}

/** The caret's place in `masked` after `significant` letters or digits. */
function caretAfter(masked: string, significant: number): number {
  let seen = 0;
  for (let index = 0; index < masked.length; index++) {
    if (seen === significant) return index;
    if (/[0-9A-Z]/.test(masked[index])) seen++;
  }
  return masked.length;
}

export interface CnpjInputProps {
  /** The input's id, which its label points to. */
  id: string;
  /** The visible label, such as "Tax ID (CNPJ)". */
  label: ReactNode;
  /** The masked value. */
  value: string;
  /** Called with the new masked value on every change. */
  onValueChange: (value: string) => void;
  /** An empty value is a problem. @default true */
  required?: boolean;
  /** Show the value's problem now (after a submit); it also shows once the field loses focus. @default false */
  showErrors?: boolean;
  /** @default false */
  disabled?: boolean;
}

/**
 * A labelled CNPJ field, numeric or alphanumeric, masked as it is typed and checked with the Receita Federal's
 * check digits (common/cnpj.ts). The form still decides: it calls `cnpjProblem(value)` before submitting.
 */
export function CnpjInput({ id, label, value, onValueChange, required = true, showErrors = false, disabled = false }: CnpjInputProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const [touched, setTouched] = useState(false);
  const problem = showErrors || touched ? cnpjProblem(value, required) : null;

  // Re-masking moves the caret to the end; put it back after the same letters and digits as before.
  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  }, [value]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const before = typed.slice(0, event.target.selectionStart ?? typed.length).replace(/[^0-9A-Za-z]/g, '').length;
    const masked = maskCnpj(typed);
    caret.current = caretAfter(masked, before);
    onValueChange(masked);
  };

  const errorId = `${id}-problem`;
  return (
    <FormGroup
      label={label}
      labelFor={id}
      intent={problem ? Intent.DANGER : Intent.NONE}
      helperText={problem ? <span id={errorId}>{intl.formatMessage(messages[problem])}</span> : undefined}
    >
      <InputGroup
        id={id}
        inputRef={input}
        value={value}
        onChange={change}
        onBlur={() => { setTouched(true); }}
        placeholder="00.000.000/0000-00"
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        required={required}
        intent={problem ? Intent.DANGER : Intent.NONE}
        aria-invalid={problem !== null}
        aria-describedby={problem ? errorId : undefined}
      />
    </FormGroup>
  );
}

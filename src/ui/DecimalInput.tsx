import { InputGroup } from '@blueprintjs/core';
import type { Intent } from '@blueprintjs/core';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { formatDecimalText, parseDecimalText } from './decimalText.ts';

export interface DecimalInputProps {
  /** The input's id, for its FormGroup's `labelFor`. */
  id: string;
  /** The text as typed (not a number: a float would already have lost digits). */
  value: string;
  /** Called with the new text on every keystroke; read it with `parseDecimalText` to validate and send it. */
  onValueChange: (text: string) => void;
  /** Decimal places the field keeps; the text is tidied on blur only when it fits. @default 2 */
  maxDecimals?: number;
  /** @default Intent.NONE */
  intent?: Intent;
  /** Marks the input invalid for assistive technology. @default false */
  invalid?: boolean;
  /** The id of the text that explains the field or its error. @default none */
  describedBy?: string;
  /** An element inside the input's right edge, such as a `%` or a currency tag. @default none */
  rightElement?: ReactElement;
  /** Marks the input required for assistive technology. @default false */
  required?: boolean;
  /** @default false */
  disabled?: boolean;
  /** @default none */
  placeholder?: string;
}

/**
 * A text input for exact decimals (money, percentages) in the user's language. It accepts `1.234.567,89` and
 * `1,234,567.89` alike (see `parseDecimalText`), opens the numeric keyboard on phones, and on blur rewrites a valid
 * number with the language's separators (`1234567,89` → `1.234.567,89`) without changing a digit. It never turns
 * the text into a JavaScript number.
 */
export function DecimalInput({
  id, value, onValueChange, maxDecimals = 2, intent, invalid = false, describedBy, rightElement, required = false, disabled, placeholder,
}: DecimalInputProps) {
  const { locale } = useIntl();
  return (
    <InputGroup
      id={id}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      intent={intent}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      aria-required={required}
      rightElement={rightElement}
      disabled={disabled}
      placeholder={placeholder}
      onValueChange={(text) => { onValueChange(text); }}
      onBlur={() => {
        const parsed = parseDecimalText(value, locale, { maxDecimals });
        if (!parsed.ok) return;
        const tidy = formatDecimalText(parsed.value, locale);
        if (tidy !== value) onValueChange(tidy);
      }}
    />
  );
}

/**
 * Reads an amount typed as text (every CSV cell, and XLSX cells stored as text). The header's language decides the
 * separators, never the digits: in a pt-BR file `1.234` is one thousand two hundred thirty-four, and `1234.56` is
 * refused rather than guessed at. More than two decimals is refused too, since typed money is exact to the cent and a
 * third decimal is far likelier a mistyped separator than a fraction of a cent.
 */
import { type SheetLocale } from './sheetTypes.ts';

const SEPARATORS: Record<SheetLocale, { thousands: string; decimal: string }> = {
  'pt-BR': { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

/** `1.234,56` / `1234,56` / `1234` (pt-BR) and `1,234.56` / `1234.56` (en): groups of three or none, then decimals. */
const DIGITS: Record<SheetLocale, RegExp> = {
  'pt-BR': /^(\d{1,3}(?:\.\d{3})+|\d+)((?:,\d{1,2})?)$/u,
  en: /^(\d{1,3}(?:,\d{3})+|\d+)((?:\.\d{1,2})?)$/u,
};

/** Currency marks that may precede the digits. */
const CURRENCY = /^(?:R\$|US\$|\$)\s*/u;
/** Minus, Unicode minus and plus. */
const SIGN = /^([-\u2212+])\s*/u;

/**
 * The amount as an exact two-decimal string (`-1234.56`), or undefined when the text is not an amount in the locale.
 * Accepts a currency mark (`R$ 1.234,56`), a sign before or after it, a trailing minus as some ERPs write it, and
 * parentheses for negatives. A lone dash is zero: Excel's accounting format shows zero that way and exports it so.
 */
export function parseAmountText(text: string, locale: SheetLocale): string | undefined {
  let rest = text.replace(/\s+/gu, ' ').trim();
  let negative = false;
  if (rest.startsWith('(') && rest.endsWith(')')) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  let sign: string | undefined;
  for (let pass = 0; pass < 2; pass++) {
    rest = rest.replace(CURRENCY, '');
    const signMatch = SIGN.exec(rest);
    if (signMatch && sign === undefined) {
      sign = signMatch[1];
      rest = rest.slice(signMatch[0].length);
    }
  }
  if (rest.endsWith('-') && sign === undefined) {
    sign = '-';
    rest = rest.slice(0, -1).trimEnd();
  }
  // `(-1,00)` says minus twice: we cannot tell what was meant.
  if (sign !== undefined && negative) return undefined;
  if (sign !== undefined && sign !== '+') negative = true;
  if (rest === '' && negative && sign !== undefined) return '0.00';
  const match = DIGITS[locale].exec(rest);
  if (!match) return undefined;
  const units = match[1].split(SEPARATORS[locale].thousands).join('').replace(/^0+(?=\d)/u, '');
  const cents = match[2].slice(1).padEnd(2, '0');
  const isZero = /^0+$/u.test(units + cents);
  return `${negative && !isZero ? '-' : ''}${units}.${cents}`;
}

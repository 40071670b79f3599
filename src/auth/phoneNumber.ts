/**
 * Brazilian mobile numbers as the SMS sign-in takes them: typed with a mask (`+55 (11) 91234-5678`), checked before
 * anything is sent, and sent in E.164 (`+5511912345678`), the form the auth service keeps.
 */

/** What is wrong with a typed number, checked before anything is sent. */
export type PhoneProblem = 'required' | 'invalid';

const COUNTRY = '55';

/**
 * The national digits of what was typed (area code, then the number; at most 11): the digits after a leading `+55`,
 * or all of them when the `+55` was left out.
 */
export function nationalDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const withCountry = typed.trim().startsWith('+') || (digits.startsWith(COUNTRY) && digits.length > 11);
  return (withCountry && digits.startsWith(COUNTRY) ? digits.slice(COUNTRY.length) : digits).slice(0, 11);
}

/** The mask, filled as far as the digits go: `+55 (11`, `+55 (11) 9123`, `+55 (11) 91234-5678`. */
export function formatPhone(national: string): string {
  const digits = national.replace(/\D/g, '').slice(0, 11);
  if (digits === '') return '';
  const area = digits.slice(0, 2);
  const number = digits.slice(2);
  if (number === '') return `+55 (${area}`;
  // Eight digits are a landline's 4-4; nine are a mobile's 5-4.
  const split = number.length > 8 ? 5 : 4;
  const rest = number.length > split ? `${number.slice(0, split)}-${number.slice(split)}` : number;
  return `+55 (${area}) ${rest}`;
}

/**
 * The field's next value after an edit: re-masked, and when the edit only took away mask characters (a backspace
 * over `-` or `)`), the digit before them goes too, so the field can always be emptied.
 */
export function nextPhoneValue(previous: string, typed: string): string {
  const before = nationalDigits(previous);
  let digits = nationalDigits(typed);
  if (typed.length < previous.length && digits === before) digits = digits.slice(0, -1);
  return formatPhone(digits);
}

/** Area codes have two digits, neither of them 0 (ANATEL's DDDs 11 to 99). */
const AREA = /^[1-9][1-9]$/;

/** The number in E.164 when it is a Brazilian mobile (area code and nine digits starting with 9); else null. */
export function brazilianMobile(typed: string): string | null {
  const digits = nationalDigits(typed);
  if (digits.length !== 11 || !AREA.test(digits.slice(0, 2)) || digits[2] !== '9') return null;
  return `+${COUNTRY}${digits}`;
}

export function phoneProblem(typed: string): PhoneProblem | null {
  if (nationalDigits(typed) === '') return 'required';
  return brazilianMobile(typed) === null ? 'invalid' : null;
}

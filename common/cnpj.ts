/**
 * CNPJ, the Brazilian company tax ID: 12 base characters and 2 check digits. Since July 2026 Receita Federal also
 * issues the alphanumeric form, whose base characters may be digits or uppercase letters A–Z; the check digits are
 * always digits. One modulo-11 algorithm covers both forms, the purely numeric CNPJ being the case where every base
 * character is a digit.
 *
 * The same rule is implemented in SQL by `portfolio.is_valid_cnpj` and `portfolio.normalize_cnpj`
 * (nhost/migrations/default/1795132801000_cnpj_validation/up.sql). Both are tested against the one set of vectors in
 * common/cnpjVectors.json: change the rule here and there together.
 */

/**
 * Characters that normalization removes: the formatting punctuation `.`, `/`, `-` and whitespace. Whitespace is
 * spelled out (it is exactly what JavaScript's `\s` matches) rather than written `\s`, so that the SQL function can
 * list the very same characters: PostgreSQL's `[[:space:]]` depends on the database locale and would differ from
 * JavaScript for non-ASCII spaces, such as the no-break space that often comes along with a CNPJ copied from a web
 * page.
 */
const STRIPPED = /[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff./-]/g;

/** The shape of a normalized CNPJ: 12 base characters, digits or letters, then 2 check digits. */
const SHAPE = /^[0-9A-Z]{12}[0-9]{2}$/;

/** The shape `cnpjCheckDigits` accepts. */
const BASE_SHAPE = /^[0-9A-Z]{12}$/;

/** Weights of the first check digit, over the 12 base characters. */
const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Weights of the second check digit, over the 12 base characters and the first check digit. */
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

const DIGITS = '0123456789';
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The input mask of a CNPJ field, in the mask language of the spec (`#` a digit, `@` a letter, `*` a letter or a
 * digit): the 12 base characters may be letters since the alphanumeric CNPJ, the 2 check digits never are.
 */
export const CNPJ_MASK = '**.***.***/****-##';

/**
 * Puts a CNPJ as typed or pasted into the form it is stored and compared in: without the formatting characters
 * `.`, `/`, `-` and whitespace, and with ASCII letters in uppercase. Does not validate: anything else is kept, so
 * that `isValidCnpj` can reject it.
 *
 * Only `a`–`z` are uppercased, not every letter as `toUpperCase()` would: that maps some non-ASCII letters onto
 * ASCII ones (`ı` to `I`, `ſ` to `S`, `ß` to `SS`), which would turn invalid input into a valid CNPJ, and
 * PostgreSQL's `upper()` depends on the collation, so the SQL twin could not agree.
 *
 * @param input - A CNPJ, formatted or not, e.g. `12.abc.345/01de-35`.
 * @returns The normalized value, e.g. `12ABC34501DE35`.
 */
export function normalizeCnpj(input: string): string {
  return input.replace(STRIPPED, '').replace(/[a-z]+/g, (letters) => letters.toUpperCase());
}

/**
 * Computes the two check digits of a CNPJ base. Each character counts as its ASCII code minus 48, so `0`–`9` are
 * 0–9 and `A`–`Z` are 17–42, which is how Receita Federal extended the numeric algorithm to letters.
 *
 * @param base12 - The 12 base characters, normalized: digits or uppercase letters only.
 * @returns The two check digits, e.g. `'35'` for `'12ABC34501DE'`.
 * @throws RangeError when `base12` is not 12 characters of `[0-9A-Z]`.
 */
export function cnpjCheckDigits(base12: string): string {
  if (!BASE_SHAPE.test(base12)) {
    throw new RangeError(`a CNPJ base is 12 characters of [0-9A-Z], got ${JSON.stringify(base12)}`);
  }
  const first = checkDigit(base12, WEIGHTS_1);
  const second = checkDigit(base12 + String(first), WEIGHTS_2);
  return `${first}${second}`;
}

/** One modulo-11 check digit over `chars`, weighted position by position by `weights`. */
function checkDigit(chars: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (chars.charCodeAt(i) - 48) * weights[i];
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * Tells whether `input` is a valid CNPJ, numeric or alphanumeric, formatted or not (see `normalizeCnpj`).
 *
 * A CNPJ whose 14 characters are all the same (`00000000000000`, `11111111111111` …) is rejected explicitly: it is
 * the classic placeholder typed into required fields, and every conventional validator refuses it. Of these only
 * `00000000000000` actually has matching check digits (`11111111111111` computes `80`, and so on), so the rule
 * matters for that one, but it is stated rather than left to the arithmetic.
 *
 * @param input - A CNPJ as typed, e.g. `11.222.333/0001-81` or `12abc34501de35`.
 * @returns True when the value, once normalized, has the right shape and check digits.
 */
export function isValidCnpj(input: string): boolean {
  const cnpj = normalizeCnpj(input);
  if (!SHAPE.test(cnpj)) return false;
  if (cnpj === cnpj[0].repeat(14)) return false;
  return cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/**
 * Formats a CNPJ for display as `XX.XXX.XXX/XXXX-XX`. Does not validate: any value of 14 characters once
 * normalized is formatted, so that a user sees their own input laid out as they would type it.
 *
 * @param input - A CNPJ, formatted or not.
 * @returns The formatted, uppercase CNPJ, or `input` unchanged when it is not 14 characters once normalized.
 */
export function formatCnpj(input: string): string {
  const c = normalizeCnpj(input);
  if (c.length !== 14) return input;
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** Options of `generateCnpj`. */
export interface GenerateCnpjOptions {
  /** Generates the alphanumeric form (at least one letter in the root) instead of the numeric one. */
  alphanumeric?: boolean;
}

/**
 * Generates a valid, normalized CNPJ of a head office: an 8-character root, the branch `0001` and the check
 * digits. The randomness comes from the caller so that tests and seeds can pass a seeded generator and get the
 * same values on every run.
 *
 * The result is never all-identical, since the branch `0001` already holds two different digits.
 *
 * @param random - A source of numbers in [0, 1), such as `Math.random` or a seeded PRNG.
 * @param options - `alphanumeric: true` for a root of digits and letters with at least one letter.
 * @returns A normalized CNPJ such as `01745206000103` or `OXDIT11J000126`.
 * @throws RangeError when `random` returns something outside [0, 1).
 */
export function generateCnpj(random: () => number, options: GenerateCnpjOptions = {}): string {
  /** An index in [0, n) drawn from `random`. */
  const draw = (n: number): number => {
    const value = random();
    if (!(value >= 0 && value < 1)) throw new RangeError(`random() must return a number in [0, 1), got ${value}`);
    return Math.floor(value * n);
  };
  const alphabet = options.alphanumeric ? DIGITS + LETTERS : DIGITS;
  const root = Array.from({ length: 8 }, () => alphabet[draw(alphabet.length)]);
  // An alphanumeric CNPJ without a letter would just be a numeric one. Putting a letter in a random position,
  // rather than drawing again until a letter comes up, ends after a fixed number of draws whatever `random` returns.
  if (options.alphanumeric && !root.some((c) => LETTERS.includes(c))) {
    root[draw(root.length)] = LETTERS[draw(LETTERS.length)];
  }
  const base = `${root.join('')}0001`;
  return base + cnpjCheckDigits(base);
}

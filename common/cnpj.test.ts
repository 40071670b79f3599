import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CNPJ_MASK, cnpjCheckDigits, formatCnpj, generateCnpj, isValidCnpj, normalizeCnpj } from './cnpj.ts';
import { mulberry32 } from './mulberry32.ts';

/** One entry of cnpjVectors.json, the vectors shared with the SQL twin (tests/db/cnpjSql.test.ts). */
interface CnpjVector {
  input: string;
  valid: boolean;
  why: string;
}

const vectors = JSON.parse(readFileSync(new URL('./cnpjVectors.json', import.meta.url), 'utf8')) as CnpjVector[];


describe('cnpjVectors.json', () => {
  it('has enough vectors of both kinds, each input once', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(40);
    expect(vectors.filter((v) => v.valid).length).toBeGreaterThanOrEqual(10);
    expect(vectors.filter((v) => !v.valid).length).toBeGreaterThanOrEqual(10);
    expect(new Set(vectors.map((v) => v.input)).size).toBe(vectors.length);
    for (const v of vectors) expect(v.why.length, JSON.stringify(v.input)).toBeGreaterThan(0);
  });
});

describe('isValidCnpj', () => {
  it.each(vectors)('$input → $valid ($why)', ({ input, valid }) => {
    expect(isValidCnpj(input)).toBe(valid);
  });

  it('rejects 00000000000000 only by the all-identical rule: its check digits do add up', () => {
    expect(cnpjCheckDigits('000000000000')).toBe('00');
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('cnpjCheckDigits', () => {
  it('gives 81 for the textbook numeric base 112223330001', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
  });

  it("gives 35 for Receita Federal's alphanumeric example base 12ABC34501DE", () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
  });

  it('gives 93 for A1B2C3D40001, as worked out by hand', () => {
    // Values: A=17 1 B=18 2 C=19 3 D=20 4 0 0 0 1 (ASCII code − 48).
    // First: 17·5 + 1·4 + 18·3 + 2·2 + 19·9 + 3·8 + 20·7 + 4·6 + 0·5 + 0·4 + 0·3 + 1·2
    //      = 85 + 4 + 54 + 4 + 171 + 24 + 140 + 24 + 0 + 0 + 0 + 2 = 508; 508 mod 11 = 2 → 11 − 2 = 9.
    // Second, over the base and 9: 17·6 + 1·5 + 18·4 + 2·3 + 19·2 + 3·9 + 20·8 + 4·7 + 0·6 + 0·5 + 0·4 + 1·3 + 9·2
    //      = 102 + 5 + 72 + 6 + 38 + 27 + 160 + 28 + 0 + 0 + 0 + 3 + 18 = 459; 459 mod 11 = 8 → 11 − 8 = 3.
    expect(cnpjCheckDigits('A1B2C3D40001')).toBe('93');
  });

  it.each(['', '12ABC34501D', '12ABC34501DEF', '12abc34501de', '12.ABC.345/0', '12ABC34501D_', '12ÇBC34501DE'])(
    'throws on the base %j',
    (base) => {
      expect(() => cnpjCheckDigits(base)).toThrow(RangeError);
    },
  );
});

describe('normalizeCnpj and formatCnpj', () => {
  it('normalizes without validating', () => {
    expect(normalizeCnpj(' 12.abc.345/01de-35\n')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('11.222.333/0001_81')).toBe('112223330001_81');
    expect(normalizeCnpj('')).toBe('');
  });

  it('uppercases a-z only, never mapping another letter onto ASCII', () => {
    expect(normalizeCnpj('\u0131\u017f\u00df\u00e7z')).toBe('\u0131\u017f\u00df\u00e7Z');
  });

  it('formats 14 characters as XX.XXX.XXX/XXXX-XX', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj(' 12.ABC.345/01DE-35 ')).toBe('12.ABC.345/01DE-35');
  });

  it('returns the input unchanged when it is not 14 characters once normalized', () => {
    for (const input of ['', '1122233300018', '112223330001811', '11.222.333/0001_81']) {
      expect(formatCnpj(input)).toBe(input);
    }
  });

  it.each(vectors.filter((v) => v.valid))('round-trips $input', ({ input }) => {
    const normalized = normalizeCnpj(input);
    const formatted = formatCnpj(input);
    expect(formatted).toMatch(/^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-[0-9]{2}$/);
    expect(normalizeCnpj(formatted)).toBe(normalized);
    expect(formatCnpj(normalized)).toBe(formatted);
    expect(formatCnpj(formatted)).toBe(formatted);
    expect(isValidCnpj(formatted)).toBe(true);
  });

  it('has a mask that fits formatted CNPJs: letters or digits in the base, digits in the check digits', () => {
    expect(CNPJ_MASK).toBe('**.***.***/****-##');
    expect(CNPJ_MASK.length).toBe(formatCnpj('12ABC34501DE35').length);
  });
});

describe('generateCnpj', () => {
  const COUNT = 1000;

  it('generates valid numeric CNPJs of head offices', () => {
    const random = mulberry32(20260701);
    for (let i = 0; i < COUNT; i++) {
      const cnpj = generateCnpj(random);
      expect(cnpj).toMatch(/^[0-9]{8}0001[0-9]{2}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('generates valid alphanumeric CNPJs with at least one letter in the root', () => {
    const random = mulberry32(20260701);
    for (let i = 0; i < COUNT; i++) {
      const cnpj = generateCnpj(random, { alphanumeric: true });
      expect(cnpj).toMatch(/^(?=[0-9A-Z]{0,7}[A-Z])[0-9A-Z]{8}0001[0-9]{2}$/);
      expect(isValidCnpj(cnpj)).toBe(true);
    }
  });

  it('gives the same sequence for the same seed, and another for another seed', () => {
    const run = (seed: number, alphanumeric: boolean): string[] => {
      const random = mulberry32(seed);
      return Array.from({ length: COUNT }, () => generateCnpj(random, { alphanumeric }));
    };
    for (const alphanumeric of [false, true]) {
      const first = run(42, alphanumeric);
      expect(run(42, alphanumeric)).toEqual(first);
      expect(run(43, alphanumeric)).not.toEqual(first);
      // Not a constant either: the seed drives the values.
      expect(new Set(first).size).toBeGreaterThan(COUNT * 0.99);
    }
  });

  it('forces a letter into an all-digit alphanumeric root, even from a degenerate source', () => {
    const cnpj = generateCnpj(() => 0, { alphanumeric: true });
    expect(cnpj).toBe(`A00000000001${cnpjCheckDigits('A00000000001')}`);
    expect(isValidCnpj(cnpj)).toBe(true);
    const highest = generateCnpj(() => 0.999999, { alphanumeric: false });
    expect(isValidCnpj(highest)).toBe(true);
  });

  it.each([1, -0.1, Number.NaN])('rejects a random source returning %d', (value) => {
    expect(() => generateCnpj(() => value)).toThrow(RangeError);
  });
});

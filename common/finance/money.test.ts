import { describe, expect, it } from 'vitest';
import { add, compare, divide, percentOf, roundToCents, subtract, sum, toDecimal, toFixed2 } from './money.ts';

describe('toDecimal', () => {
  it.each([
    ['0', '0'],
    ['-0', '0'],
    ['1234567.89', '1234567.89'],
    ['-12.50', '-12.5'],
    ['0.000001', '0.000001'],
    ['007', '7'],
  ])('parses the wire string %s exactly, as %s', (input, expected) => {
    expect(toDecimal(input).toString()).toBe(expected);
  });

  it('keeps every digit of a long amount', () => {
    expect(toDecimal('123456789012345678901234567890.123456789').toString()).toBe('123456789012345678901234567890.123456789');
  });

  it.each(['', ' 1', '1 ', '1,5', '1.234,56', '1 000', '1e3', '1E-7', '+1', '.5', '5.', '-', 'NaN', 'Infinity', '0x10', 'abc'])(
    'refuses the malformed string %j with a RangeError, not NaN',
    (input) => {
      expect(() => toDecimal(input)).toThrow(RangeError);
      expect(() => toDecimal(input)).toThrow(/not a decimal number/);
    },
  );

  it('accepts a number only when it is a safe integer', () => {
    expect(toDecimal(100).toString()).toBe('100');
    expect(toDecimal(-3).toString()).toBe('-3');
    expect(toDecimal(-0).toString()).toBe('0');
    for (const input of [0.1, 1.5, Number.NaN, Infinity, -Infinity, 2 ** 53]) {
      expect(() => toDecimal(input), String(input)).toThrow(RangeError);
    }
  });

  it('refuses values of other types with a TypeError', () => {
    for (const input of [null, undefined, {}, [], true]) {
      expect(() => toDecimal(input as never), JSON.stringify(input)).toThrow(TypeError);
    }
  });

  it('makes decimals that refuse to turn into floats implicitly', () => {
    expect(() => Number(toDecimal('1.10'))).toThrow(/valueOf disallowed/);
  });
});

describe('add, subtract and sum', () => {
  it('adds 0.1 and 0.2 to exactly 0.3, where floats give 0.30000000000000004', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(add('0.1', '0.2').toString()).toBe('0.3');
    expect(add('0.1', '0.2').eq(toDecimal('0.3'))).toBe(true);
  });

  it('sums many cents exactly', () => {
    const cents = Array.from({ length: 1000 }, () => '0.01');
    expect(cents.reduce((total, cent) => total + Number(cent), 0)).not.toBe(10);
    expect(toFixed2(sum(cents))).toBe('10.00');
    const dimes = Array.from({ length: 10 }, () => '0.10');
    expect(toFixed2(sum(dimes))).toBe('1.00');
  });

  it('sums large amounts beyond 2^53 cents to the cent', () => {
    expect(toFixed2(sum(['90071992547409.93', '0.01', '0.01']))).toBe('90071992547409.95');
    expect(Number('90071992547409.93') + 0.01 + 0.01).not.toBe(Number('90071992547409.95'));
  });

  it('sums an empty list to zero, and accepts decimals and integers among strings', () => {
    expect(toFixed2(sum([]))).toBe('0.00');
    expect(toFixed2(sum([toDecimal('1.25'), 2, '0.75']))).toBe('4.00');
  });

  it('subtracts exactly', () => {
    expect(toFixed2(subtract('1000000.10', '0.20'))).toBe('999999.90');
    expect(toFixed2(subtract('0.3', '0.1'))).toBe('0.20');
    expect(toFixed2(subtract('1', '2.5'))).toBe('-1.50');
  });
});

describe('percentOf', () => {
  it('takes 12.5 % of 1,000,000.00 as exactly 125,000.00', () => {
    expect(toFixed2(percentOf('1000000.00', '12.5'))).toBe('125000.00');
  });

  it('takes 0 % and 100 %', () => {
    expect(toFixed2(percentOf('1000000.00', '0'))).toBe('0.00');
    expect(toFixed2(percentOf('1000000.00', '100'))).toBe('1000000.00');
  });

  it('rounds the exact product half-even to cents, once', () => {
    expect(toFixed2(percentOf('0.05', '50'))).toBe('0.02');
    expect(toFixed2(percentOf('0.15', '50'))).toBe('0.08');
    expect(toFixed2(percentOf('333.33', '33.3333'))).toBe('111.11');
  });
});

describe('roundToCents and toFixed2', () => {
  it.each([
    ['0.125', '0.12'],
    ['0.135', '0.14'],
    ['0.145', '0.14'],
    ['-0.125', '-0.12'],
    ['-0.135', '-0.14'],
    ['0.1251', '0.13'],
    ['2.675', '2.68'],
  ])('rounds %s half-even to %s', (input, expected) => {
    expect(roundToCents(input).toFixed(2)).toBe(expected);
    expect(toFixed2(input)).toBe(expected);
  });

  it('rounds 2.675 as written, where a float rounds its binary neighbour 2.67499… down', () => {
    expect((2.675).toFixed(2)).toBe('2.67');
    expect(toFixed2('2.675')).toBe('2.68');
  });

  it('never writes -0.00 or exponential notation', () => {
    expect(toFixed2('-0.004')).toBe('0.00');
    expect(toFixed2('-0')).toBe('0.00');
    expect(toFixed2('0.0000001')).toBe('0.00');
    expect(toFixed2('1000000000000000000000')).toBe('1000000000000000000000.00');
    expect(toFixed2(5)).toBe('5.00');
  });
});

describe('compare', () => {
  it('orders decimals exactly, whatever their number of places', () => {
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('0.3', add('0.1', '0.2'))).toBe(0);
    expect(compare('-1', '0')).toBe(-1);
    expect(compare('10000000000000000.01', '10000000000000000.00')).toBe(1);
  });
});

describe('divide', () => {
  it('rounds the quotient half-even to the places asked for', () => {
    expect(divide('10', '3', 4).toFixed(4)).toBe('3.3333');
    expect(divide('2', '3', 4).toFixed(4)).toBe('0.6667');
    expect(divide('1.00005', '1', 4).toFixed(4)).toBe('1.0000');
    expect(divide('1.00015', '1', 4).toFixed(4)).toBe('1.0002');
    expect(divide('1', '8', 0).toFixed(0)).toBe('0');
  });

  it('refuses division by zero and impossible places', () => {
    expect(() => divide('1', '0.00', 4)).toThrow(/division by zero/);
    expect(() => divide('1', '2', -1)).toThrow(RangeError);
    expect(() => divide('1', '2', 1.5)).toThrow(RangeError);
  });
});

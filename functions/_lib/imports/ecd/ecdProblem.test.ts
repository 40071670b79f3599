import { describe, expect, expectTypeOf, it } from 'vitest';
import { ECD_PROBLEM_CODES, ecdProblem, type EcdProblemCode } from './ecdProblem.ts';

describe('ECD_PROBLEM_CODES', () => {
  it('lists each code once', () => {
    expect(new Set(ECD_PROBLEM_CODES).size).toBe(ECD_PROBLEM_CODES.length);
  });

  it('lists every code of EcdProblemCode (checked by the type checker)', () => {
    expectTypeOf<Exclude<EcdProblemCode, (typeof ECD_PROBLEM_CODES)[number]>>().toEqualTypeOf<never>();
  });
});

describe('ecdProblem', () => {
  it('builds a non-fatal problem unless told otherwise', () => {
    expect(ecdProblem(3, 'bad-date', { register: 'I200' })).toEqual({
      kind: 'problem',
      line: 3,
      code: 'bad-date',
      params: { register: 'I200' },
      fatal: false,
    });
    expect(ecdProblem(1, 'missing-header', {}, true).fatal).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { EngineError } from '../errors.ts';
import { arrayLiteral, encodeParams, encodeValue } from './encodeParams.ts';

describe('encodeParams', () => {
  it('writes scalars, JSON and arrays as PostgreSQL reads them', () => {
    expect(encodeValue(12.5, 'text')).toBe('12.5');
    expect(encodeValue(true, 'text')).toBe('true');
    expect(encodeValue({ a: [1] }, 'json')).toBe('{"a":[1]}');
    expect(encodeValue(['a', 'b"c', 'd\\e'], 'array')).toBe('{"a","b\\"c","d\\\\e"}');
    expect(encodeValue([{ k: 1 }], 'json-array')).toBe('{"{\\"k\\":1}"}');
    expect(encodeValue(null, 'text')).toBeNull();
    expect(arrayLiteral([])).toBe('{}');
  });

  it('takes variables from the request and session variables from the session', () => {
    const values = encodeParams(
      [
        { source: { kind: 'variable', name: 'ids' }, format: 'array', cast: 'uuid[]' },
        { source: { kind: 'session', name: 'x-hasura-user-id' }, format: 'text', cast: 'uuid' },
      ],
      { ids: ['u1', 'u2'] },
      { 'x-hasura-user-id': 'me' },
    );
    expect(values).toEqual(['{"u1","u2"}', 'me']);
  });

  it('refuses to run without a session variable a permission needs', () => {
    const run = () => encodeParams([{ source: { kind: 'session', name: 'x-hasura-user-id' }, format: 'text', cast: 'uuid' }], {}, {});
    expect(run).toThrow(EngineError);
    expect(run).toThrow('missing session variable: "x-hasura-user-id"');
  });
});

import { describe, expect, it } from 'vitest';
import { ident, join, nameLiteral, param, render, sql } from './sql.ts';

describe('sql', () => {
  it('quotes identifiers with one function, doubling quotes', () => {
    expect(render(sql`SELECT ${ident('a"b', 'c')}`).text).toBe('SELECT "a""b"."c"');
  });

  it('turns values into numbered, cast parameters; session and variable parameters used twice share a number', () => {
    const user = param({ source: { kind: 'session', name: 'x-hasura-user-id' }, format: 'text', cast: 'uuid' });
    const c1 = param({ source: { kind: 'const', value: 'x' }, format: 'text', cast: 'text' });
    const c2 = param({ source: { kind: 'const', value: 'x' }, format: 'text', cast: 'text' });
    const { text, params } = render(sql`${user} ${c1} ${user} ${join([c2, user], ', ')}`);
    expect(text).toBe('$1::uuid $2::text $1::uuid $3::text, $1::uuid');
    expect(params).toHaveLength(3);
  });

  it('writes only GraphQL names as string literals', () => {
    expect(render(nameLiteral('_alias9')).text).toBe("'_alias9'");
    expect(() => nameLiteral("x'); DROP TABLE t; --")).toThrow(/not a GraphQL name/);
  });
});

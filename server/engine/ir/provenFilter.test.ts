import { describe, expect, it } from 'vitest';
import type { CatalogRelationship, CatalogTable } from '../catalog/types.ts';
import { filterProvesRelationship } from './provenFilter.ts';

const account = { primaryKey: ['id'] } as unknown as CatalogTable;
const rel = (mapping: [string, string][], kind: 'object' | 'array' = 'object'): CatalogRelationship =>
  ({ name: 'account', kind, target: account, mapping, nullable: false });
const byKey = rel([['account_id', 'id']]);
const member = { client: { organization_users: { user_id: { _eq: 'X-Hasura-User-Id' } } } };
const sameInOtherOrder = { client: { organization_users: { user_id: { _eq: 'X-Hasura-User-Id' } } } };

describe('a relationship the parent filter proves', () => {
  it('is proven by {rel: F} among the conjuncts, nested _and included, whatever the key order', () => {
    expect(filterProvesRelationship({ account: member }, true, byKey, sameInOtherOrder)).toBe(true);
    expect(filterProvesRelationship({ month: { _gte: '2026-01-01' }, account: member }, true, byKey, member)).toBe(true);
    expect(filterProvesRelationship({ _and: [{ _and: [{ account: member }] }, { value: { _gt: 0 } }] }, true, byKey, member)).toBe(true);
  });

  it('is not proven by an _or, a _not, another filter, or rows not read under the filter', () => {
    expect(filterProvesRelationship({ _or: [{ account: member }, { value: { _gt: 0 } }] }, true, byKey, member)).toBe(false);
    expect(filterProvesRelationship({ _not: { account: member } }, true, byKey, member)).toBe(false);
    expect(filterProvesRelationship({ account: { client: {} } }, true, byKey, member)).toBe(false);
    expect(filterProvesRelationship({ account: member }, false, byKey, member)).toBe(false);
  });

  it('needs one target row: a mapping to the whole primary key, on an object relationship', () => {
    expect(filterProvesRelationship({ account: member }, true, rel([['client_id', 'client_id']]), member)).toBe(false);
    expect(filterProvesRelationship({ account: member }, true, rel([['account_id', 'id']], 'array'), member)).toBe(false);
  });
});

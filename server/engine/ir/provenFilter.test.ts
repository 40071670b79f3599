import { describe, expect, it } from 'vitest';
import type { CatalogRelationship, CatalogTable } from '../catalog/types.ts';
import { filterLessProvenParent, filterLessWitnessingParent, filterProvesRelationship } from './provenFilter.ts';

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

describe('rows whose filter goes back to a parent the filter proves', () => {
  const accountTable = { schema: 'accounting', sqlName: 'account', primaryKey: ['id'], relationships: [] } as unknown as CatalogTable;
  const entryTable = { schema: 'accounting', sqlName: 'entry', primaryKey: ['id'], relationships: [] as CatalogRelationship[] } as unknown as CatalogTable;
  entryTable.relationships.push(
    { name: 'account', kind: 'object', target: accountTable, mapping: [['account_id', 'id']], nullable: false },
    { name: 'other_account', kind: 'object', target: accountTable, mapping: [['other_account_id', 'id']], nullable: true },
  );
  const entries: CatalogRelationship = { name: 'entries', kind: 'array', target: entryTable, mapping: [['id', 'account_id']], nullable: false };
  const parent = { table: accountTable, filter: member };

  it('drops {rel: F} when rel goes back on the same columns and F is among the parent filter\'s conjuncts', () => {
    expect(filterLessProvenParent(parent, true, entries, { account: sameInOtherOrder })).toEqual({});
    expect(filterLessProvenParent(parent, true, entries, { account: member, value: { _gt: 0 } })).toEqual({ value: { _gt: 0 } });
    expect(filterLessProvenParent({ table: accountTable, filter: { ...member, active: { _eq: true } } }, true, entries,
      { _and: [{ account: member }, { month: { _gte: '2026-01-01' } }, { value: { _gt: 0 } }] }))
      .toEqual({ _and: [{ month: { _gte: '2026-01-01' } }, { value: { _gt: 0 } }] });
  });

  it('keeps the filter for rows not read under the parent filter, another shape, another F or other columns', () => {
    const kept = [
      [parent, false, entries, { account: member }],
      [parent, true, entries, { _or: [{ account: member }, { value: { _gt: 0 } }] }],
      [parent, true, entries, { _not: { account: member } }],
      [{ table: accountTable, filter: { active: { _eq: true } } }, true, entries, { account: member }],
      [parent, true, entries, { account: { ...member, active: { _eq: true } } }],
      [parent, true, entries, { other_account: member }],
      [parent, true, { ...entries, mapping: [['id', 'other_account_id']] }, { account: member }],
    ] as const;
    for (const [from, under, rel, filter] of kept) expect(filterLessProvenParent(from, under, rel, filter)).toBe(filter);
  });
});

describe('rows whose filter reaches the row the parent filter reaches, one step aside', () => {
  const wallet = { schema: 'portfolio', sqlName: 'wallet', primaryKey: ['id'], relationships: [] } as unknown as CatalogTable;
  const holding = { schema: 'portfolio', sqlName: 'wallet_company', primaryKey: ['id'], relationships: [] as CatalogRelationship[] } as unknown as CatalogTable;
  const investment = { schema: 'portfolio', sqlName: 'investment', primaryKey: ['id'], relationships: [] as CatalogRelationship[] } as unknown as CatalogTable;
  holding.relationships.push({ name: 'wallet', kind: 'object', target: wallet, mapping: [['wallet_id', 'id']], nullable: false });
  investment.relationships.push(
    { name: 'wallet', kind: 'object', target: wallet, mapping: [['wallet_id', 'id']], nullable: false },
    { name: 'source_wallet', kind: 'object', target: wallet, mapping: [['source_wallet_id', 'id']], nullable: true },
  );
  const investments: CatalogRelationship = {
    name: 'investments', kind: 'array', target: investment, mapping: [['wallet_id', 'wallet_id'], ['company_id', 'company_id']], nullable: false,
  };
  const parent = { table: holding, filter: { wallet: member } };

  it('drops {rel: F} when the parent filter has {prel: F} to the same row through the joined columns', () => {
    expect(filterLessProvenParent(parent, true, investments, { wallet: sameInOtherOrder })).toEqual({});
  });

  it('keeps it for another F, a relationship on other columns, or a join that leaves the column free', () => {
    expect(filterLessProvenParent(parent, true, investments, { wallet: { client: {} } })).toEqual({ wallet: { client: {} } });
    expect(filterLessProvenParent(parent, true, investments, { source_wallet: member })).toEqual({ source_wallet: member });
    const byCompanyOnly = { ...investments, mapping: [['company_id', 'company_id']] as [string, string][] };
    expect(filterLessProvenParent(parent, true, byCompanyOnly, { wallet: member })).toEqual({ wallet: member });
  });
});

describe('a related row whose filter the parent row itself witnesses', () => {
  const organization = { schema: 'portfolio', sqlName: 'organization', primaryKey: ['id'], relationships: [] } as unknown as CatalogTable;
  const company = { schema: 'portfolio', sqlName: 'company', primaryKey: ['id'], relationships: [] } as unknown as CatalogTable;
  const client = { schema: 'portfolio', sqlName: 'client', primaryKey: ['id'], relationships: [] as CatalogRelationship[] } as unknown as CatalogTable;
  client.relationships.push(
    { name: 'organizations', kind: 'array', target: organization, mapping: [['id', 'client_id']], nullable: false },
    { name: 'billed_organizations', kind: 'array', target: organization, mapping: [['id', 'billing_client_id']], nullable: false },
    { name: 'companies', kind: 'array', target: company, mapping: [['id', 'client_id']], nullable: false },
    { name: 'owner', kind: 'object', target: organization, mapping: [['owner_id', 'id']], nullable: true },
  );
  const membership = { organization_users: { user_id: { _eq: 'X-Hasura-User-Id' } } };
  const sameMembership = { organization_users: { user_id: { _eq: 'X-Hasura-User-Id' } } };
  const viaCompany = { organization: membership };
  const clientFilter = { _or: [{ organizations: membership }, { companies: viaCompany }] };
  const organizationClient: CatalogRelationship = { name: 'client', kind: 'object', target: client, mapping: [['client_id', 'id']], nullable: true };
  const companyClient: CatalogRelationship = { name: 'client', kind: 'object', target: client, mapping: [['client_id', 'id']], nullable: true };
  const fromOrganization = { table: organization, filter: membership };

  it('drops {arel: G} when arel comes back to the parent on the same columns and G is among the parent filter\'s conjuncts', () => {
    expect(filterLessWitnessingParent(fromOrganization, true, organizationClient, { organizations: sameMembership })).toEqual({});
    expect(filterLessWitnessingParent({ table: organization, filter: { ...membership, active: { _eq: true } } }, true, organizationClient,
      { organizations: membership, active: { _eq: true } })).toEqual({ active: { _eq: true } });
  });

  it('drops an _or one of whose disjuncts the parent witnesses, from either parent', () => {
    expect(filterLessWitnessingParent(fromOrganization, true, organizationClient, clientFilter)).toEqual({});
    expect(filterLessWitnessingParent({ table: company, filter: viaCompany }, true, companyClient, clientFilter)).toEqual({});
    expect(filterLessWitnessingParent(fromOrganization, true, organizationClient, { ...clientFilter, active: { _eq: true } }))
      .toEqual({ active: { _eq: true } });
  });

  it('keeps the filter for rows not read under it, a _not, other columns, another table, another G or an empty _or', () => {
    const kept = [
      [fromOrganization, false, organizationClient, { organizations: membership }],
      [fromOrganization, true, organizationClient, { _not: { organizations: membership } }],
      [fromOrganization, true, organizationClient, { billed_organizations: membership }],
      [fromOrganization, true, { ...organizationClient, mapping: [['billing_client_id', 'id']] }, { organizations: membership }],
      [{ table: company, filter: membership }, true, companyClient, { organizations: membership }],
      [fromOrganization, true, organizationClient, { organizations: { ...membership, active: { _eq: true } } }],
      [{ table: organization, filter: { _or: [membership, { public: { _eq: true } }] } }, true, organizationClient, { organizations: membership }],
      [fromOrganization, true, organizationClient, { _or: [] }],
      [fromOrganization, true, organizationClient, { _or: [{ organizations: membership, owner: membership }] }],
      [fromOrganization, true, { ...organizationClient, kind: 'array' }, { organizations: membership }],
    ] as const;
    for (const [from, under, relationship, filter] of kept) {
      expect(filterLessWitnessingParent(from, under, relationship as CatalogRelationship, filter as never)).toBe(filter);
    }
  });
});

/**
 * The roles tab against the server: each capability it lists is checked against the investor permissions it stands
 * for, read from the Hasura metadata, so a permission changed there (or a capability mis-described here) fails.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isRecord } from '../../../common/isRecord.ts';
import { ORGANIZATION_ROLES } from '../../app/organizations/organizationRole.ts';
import { CAPABILITIES } from './roleCapabilities.ts';
import type { CapabilityId } from './roleCapabilities.ts';

const TABLES = path.resolve(import.meta.dirname, '../../../nhost/metadata/databases/default/tables');
type Action = 'select' | 'insert' | 'update' | 'delete';
/** A permission, and which membership condition in it (in document order) the capability rests on. */
type Evidence = readonly [table: string, action: Action, membership?: number];

const all = (table: string, actions: readonly Action[]): Evidence[] => actions.map((action) => [table, action]);

const EVIDENCE: Readonly<Record<Exclude<CapabilityId, 'leave'>, readonly Evidence[]>> = {
  view: ['company', 'wallet', 'investment', 'valuation_report', 'alert', 'organization_user', 'invite', 'organization']
    .map((table) => [`portfolio_${table}`, 'select']),
  companies: all('portfolio_company', ['insert', 'update', 'delete']),
  wallets: [...all('portfolio_wallet', ['insert', 'update', 'delete']), ...all('portfolio_wallet_company', ['insert', 'delete']),
    ...all('portfolio_wallet_user', ['insert', 'delete'])],
  investments: [...all('portfolio_investment', ['insert', 'update', 'delete']), ...all('portfolio_valuation_report', ['insert', 'update', 'delete'])],
  alerts: all('portfolio_alert', ['insert', 'update']),
  invite: [['portfolio_invite', 'insert', 0], ['portfolio_invite', 'delete']],
  inviteOwners: [['portfolio_invite', 'insert', 1]],
  companyUsers: [['portfolio_company_user', 'delete']],
  organization: all('portfolio_organization', ['insert', 'update']),
  members: all('portfolio_organization_user', ['insert', 'update', 'delete']),
  deleteOrganization: [['portfolio_organization', 'delete']],
};

/** The investor's row filter (or, for an insert, its check) of a table's permission. */
function investorRule(table: string, action: Action): unknown {
  const metadata: unknown = parse(readFileSync(path.join(TABLES, `${table}.yaml`), 'utf8'));
  const permissions: unknown = isRecord(metadata) ? metadata[`${action}_permissions`] : undefined;
  const investor: unknown = Array.isArray(permissions) ? permissions.find((entry) => isRecord(entry) && entry.role === 'investor') : undefined;
  if (!isRecord(investor) || !isRecord(investor.permission)) throw new Error(`no investor ${action} permission on ${table}`);
  return action === 'insert' ? investor.permission.check : investor.permission.filter;
}

/** The conditions "the user is a member of the organization" in a rule, in document order. */
function memberships(rule: unknown): Record<string, unknown>[] {
  if (Array.isArray(rule)) return rule.flatMap(memberships);
  if (!isRecord(rule)) return [];
  return Object.entries(rule).flatMap(([key, value]) => {
    const userId = isRecord(value) && isRecord(value.user_id) ? value.user_id._eq : undefined;
    return key === 'organization_users' && userId === 'X-Hasura-User-Id' && isRecord(value) ? [value] : memberships(value);
  });
}

/** The roles a membership condition admits: its `role` `_in` or `_eq`, else every role. */
function rolesOf(membership: Record<string, unknown>): string[] {
  const role = membership.role;
  if (!isRecord(role)) return [...ORGANIZATION_ROLES];
  if (Array.isArray(role._in)) return role._in.map(String);
  return [String(role._eq)];
}

describe('the roles tab', () => {
  it.each(Object.entries(EVIDENCE))('says who may "%s" as the server\'s permissions do', (id, evidence) => {
    const capability = CAPABILITIES.find((entry) => entry.id === id);
    expect(capability).toBeDefined();
    for (const [table, action, index = 0] of evidence) {
      const found = memberships(investorRule(table, action));
      expect(found.length, `${table} ${action}`).toBeGreaterThan(index);
      expect([...rolesOf(found[index])].sort(), `${table} ${action}`).toEqual([...(capability?.roles ?? [])].sort());
    }
  });

  it('lets every member leave: a member may delete their own membership', () => {
    const rule = investorRule('portfolio_organization_user', 'delete');
    expect(isRecord(rule) && Array.isArray(rule._or) ? rule._or : []).toContainEqual({ user_id: { _eq: 'X-Hasura-User-Id' } });
    expect(CAPABILITIES.find((entry) => entry.id === 'leave')?.roles).toEqual(ORGANIZATION_ROLES);
  });
});

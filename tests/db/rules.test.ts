/**
 * The database's own rules (issue: "rules in the database, not only in forms"). Each bad row must be refused with
 * the SQLSTATE and constraint a client can map to a message; each rule also has a good row that must pass, so a
 * rule that refuses everything fails too. Every case runs in a transaction that is rolled back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlState, type Queryable } from '../../server/db/driver.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

const ID = {
  owner: '00000000-0000-4000-8000-000000000001',
  invitee: '00000000-0000-4000-8000-000000000002',
  org: '00000000-0000-4000-8000-0000000000a1',
  child: '00000000-0000-4000-8000-0000000000a2',
  otherOrg: '00000000-0000-4000-8000-0000000000a3',
  company: '00000000-0000-4000-8000-0000000000c1',
  otherCompany: '00000000-0000-4000-8000-0000000000c2',
  wallet: '00000000-0000-4000-8000-0000000000d1',
  client: '00000000-0000-4000-8000-0000000000e1',
  account: '00000000-0000-4000-8000-0000000000f1',
  invite: '00000000-0000-4000-8000-0000000000b1',
};

const FIXTURE = `
  INSERT INTO auth.users (id, email, locale, default_role) VALUES
    ('${ID.owner}', 'owner@example.com', 'pt', 'investor'),
    ('${ID.invitee}', 'invitee@example.com', 'pt', 'investor');
  INSERT INTO portfolio.organization (id, name, created_by) VALUES
    ('${ID.org}', 'Aurora Capital', '${ID.owner}'),
    ('${ID.otherOrg}', 'Outra Gestora', '${ID.owner}');
  INSERT INTO portfolio.organization (id, name, parent_id, created_by) VALUES
    ('${ID.child}', 'Aurora Ventures', '${ID.org}', '${ID.owner}');
  INSERT INTO portfolio.company (id, name, document, organization_id) VALUES
    ('${ID.company}', 'Padaria Real Ltda', '11.222.333/0001-81', '${ID.org}'),
    ('${ID.otherCompany}', 'Fazenda Boa Vista SA', '12ABC34501DE35', '${ID.otherOrg}');
  INSERT INTO portfolio.wallet (id, name, organization_id) VALUES ('${ID.wallet}', 'Alpha', '${ID.org}');
  INSERT INTO portfolio.client (id, name, document) VALUES ('${ID.client}', 'Aurora Capital', '11444777000161');
  INSERT INTO accounting.account (id, client_id, number, name, type, section)
    VALUES ('${ID.account}', '${ID.client}', '1.01', 'Vendas', 'receipt', 'operations');
  INSERT INTO portfolio.invite (id, name, email, organization_id) VALUES
    ('${ID.invite}', 'Convidada', 'invitee@example.com', '${ID.org}');
`;

const investment = (share: string, gross = '1000.00', net = '900.00', currency = 'BRL') =>
  `INSERT INTO portfolio.investment (wallet_id, company_id, gross_amount, net_amount, currency, investment_date,
     share_percentage) VALUES ('${ID.wallet}', '${ID.company}', ${gross}, ${net}, '${currency}', '2025-01-10', ${share})`;
const company = (document: string) =>
  `INSERT INTO portfolio.company (name, document, organization_id) VALUES ('Nova', '${document}', '${ID.org}')`;
const invite = (email: string, status = 'pending') =>
  `INSERT INTO portfolio.invite (name, email, organization_id, status) VALUES ('X', '${email}', '${ID.org}', '${status}')`;
const setInvite = (status: string) => `UPDATE portfolio.invite SET status = '${status}' WHERE id = '${ID.invite}'`;
const wallet = (name: string, taxId = 'NULL') =>
  `INSERT INTO portfolio.wallet (name, tax_id, organization_id) VALUES ('${name}', ${taxId}, '${ID.org}')`;

interface BadRow {
  rule: string;
  setup?: string[];
  sql: string;
  state: string;
  constraint: string;
}

const BAD: BadRow[] = [
  { rule: 'CNPJ: wrong second check digit (numeric)', sql: company('11.222.333/0001-82'), state: '23514', constraint: 'company_document_check' },
  { rule: 'CNPJ: wrong first check digit (numeric)', sql: company('11222333000191'), state: '23514', constraint: 'company_document_check' },
  { rule: 'CNPJ: wrong check digits (alphanumeric)', sql: company('12.ABC.345/01DE-53'), state: '23514', constraint: 'company_document_check' },
  { rule: 'CNPJ: letters in the check digits', sql: company('12ABC34501DEAB'), state: '23514', constraint: 'company_document_check' },
  { rule: 'CNPJ: all identical', sql: company('00000000000000'), state: '23514', constraint: 'company_document_check' },
  { rule: 'CNPJ: 13 characters', sql: company('1122233300018'), state: '23514', constraint: 'company_document_check' },
  { rule: 'CNPJ: client document', sql: `INSERT INTO portfolio.client (name, document) VALUES ('C', '11444777000162')`, state: '23514', constraint: 'client_document_check' },
  { rule: 'CNPJ: wallet tax ID', sql: wallet('Beta', `'11.444.777/0001-62'`), state: '23514', constraint: 'wallet_tax_id_check' },
  { rule: 'CNPJ: the same company twice in an organization', sql: company('11222333000181'), state: '23505', constraint: 'company_organization_id_document_key' },
  { rule: 'share: above 100', sql: investment('101'), state: '23514', constraint: 'investment_share_percentage_range' },
  { rule: 'share: below 0', sql: investment('-0.01'), state: '23514', constraint: 'investment_share_percentage_range' },
  { rule: 'amounts: net above gross', sql: investment('10', '1000.00', '1000.01'), state: '23514', constraint: 'investment_net_amount_range' },
  { rule: 'amounts: gross zero', sql: investment('10', '0', '0'), state: '23514', constraint: 'investment_gross_amount_positive' },
  { rule: 'wallet name: 21 characters', sql: wallet('A'.repeat(21)), state: '23514', constraint: 'wallet_name_length' },
  { rule: 'wallet name: blank', sql: wallet('   '), state: '23514', constraint: 'wallet_name_not_blank' },
  { rule: 'wallet name: used in the organization (any case)', sql: wallet('ALPHA'), state: '23505', constraint: 'wallet_organization_id_name_key' },
  { rule: 'wallet group: named in one language only', sql: `INSERT INTO portfolio.wallet (name, en_group_name, organization_id) VALUES ('Gamma', 'Growth', '${ID.org}')`, state: '23514', constraint: 'wallet_group_names_together' },
  { rule: 'alert: a blank title in one language', sql: `INSERT INTO portfolio.alert (wallet_id, en_title, pt_br_title) VALUES ('${ID.wallet}', 'Runway below 6 months', ' ')`, state: '23514', constraint: 'alert_written_or_ruled' },
  { rule: 'currency: not an ISO 4217 code', sql: investment('10', '1000.00', '900.00', 'XYZ'), state: '23503', constraint: 'investment_currency_fkey' },
  { rule: 'currency: lower case', sql: investment('10', '1000.00', '900.00', 'brl'), state: '23503', constraint: 'investment_currency_fkey' },
  { rule: 'currency: valuation report', sql: `INSERT INTO portfolio.valuation_report (company_id, reference_date, valuation_amount, valuation_currency, valuation_date) VALUES ('${ID.company}', '2025-12-31', 1, 'R$', '2026-01-15')`, state: '23503', constraint: 'valuation_report_valuation_currency_fkey' },
  { rule: 'e-mail: invite without @', sql: invite('maria.example.com'), state: '23514', constraint: 'email_check' },
  { rule: 'e-mail: invite with a space', sql: invite('maria @example.com'), state: '23514', constraint: 'email_check' },
  { rule: 'e-mail: user', sql: `INSERT INTO auth.users (email, locale) VALUES ('a@b@c', 'pt')`, state: '23514', constraint: 'email_check' },
  { rule: 'e-mail: user, the same address in another case', sql: `INSERT INTO auth.users (email, locale) VALUES ('OWNER@example.com', 'pt')`, state: '23505', constraint: 'users_email_key' },
  { rule: 'invite: created accepted', sql: invite('new@example.com', 'accepted'), state: '23514', constraint: 'invite_status_transition' },
  { rule: 'invite: accepted, then declined', setup: [setInvite('accepted')], sql: setInvite('declined'), state: '23514', constraint: 'invite_status_transition' },
  { rule: 'invite: declined, then accepted', setup: [setInvite('declined')], sql: setInvite('accepted'), state: '23514', constraint: 'invite_status_transition' },
  { rule: 'invite: back to pending', setup: [setInvite('declined')], sql: setInvite('pending'), state: '23514', constraint: 'invite_status_transition' },
  { rule: 'invite: an unknown status', sql: setInvite('expired'), state: '23514', constraint: 'invite_status_transition' },
  { rule: 'invite: accepted by nobody (no user has the e-mail)', setup: [`UPDATE portfolio.invite SET email = 'ghost@example.com' WHERE id = '${ID.invite}'`], sql: setInvite('accepted'), state: '23503', constraint: 'invite_accepted_by_fkey' },
  { rule: 'invite: a second pending invite to the same person', sql: invite('INVITEE@example.com'), state: '23505', constraint: 'invite_one_pending_per_target' },
  { rule: 'invite: to the person who sends it (any case)', sql: `INSERT INTO portfolio.invite (name, email, organization_id, invited_by) VALUES ('Eu', 'OWNER@example.com', '${ID.otherOrg}', '${ID.owner}')`, state: '23514', constraint: 'invite_not_to_self' },
  { rule: 'invite: to a member with that role', sql: `INSERT INTO portfolio.invite (name, email, organization_id, role) VALUES ('Dona', 'owner@example.com', '${ID.otherOrg}', 'owner')`, state: '23514', constraint: 'invite_not_to_member' },
  { rule: 'invite: to a member with a higher role', sql: `INSERT INTO portfolio.invite (name, email, organization_id, role) VALUES ('Dona', 'owner@example.com', '${ID.otherOrg}', 'viewer')`, state: '23514', constraint: 'invite_not_to_member' },
  { rule: 'invite: to a member who already follows the company', setup: [`INSERT INTO portfolio.company_user (company_id, user_id) VALUES ('${ID.company}', '${ID.owner}')`], sql: `INSERT INTO portfolio.invite (name, email, organization_id, company_id) VALUES ('Dona', 'owner@example.com', '${ID.org}', '${ID.company}')`, state: '23514', constraint: 'invite_not_to_member' },
  { rule: 'invite: a company of another organization', sql: `INSERT INTO portfolio.invite (name, email, organization_id, company_id) VALUES ('X', 'x@example.com', '${ID.org}', '${ID.otherCompany}')`, state: '23503', constraint: 'invite_company_in_organization_fkey' },
  { rule: 'organization: its own parent', sql: `UPDATE portfolio.organization SET parent_id = id WHERE id = '${ID.org}'`, state: '23514', constraint: 'organization_not_own_parent' },
  { rule: 'organization: under its own child', sql: `UPDATE portfolio.organization SET parent_id = '${ID.child}' WHERE id = '${ID.org}'`, state: '23514', constraint: 'organization_parent_not_descendant' },
  { rule: 'organization: the last owner demoted', sql: `UPDATE portfolio.organization_user SET role = 'editor' WHERE organization_id = '${ID.org}'`, state: '23514', constraint: 'organization_user_keep_an_owner' },
  { rule: 'organization: the last owner removed', sql: `DELETE FROM portfolio.organization_user WHERE organization_id = '${ID.org}'`, state: '23514', constraint: 'organization_user_keep_an_owner' },
  { rule: 'organization: an unknown role', sql: `UPDATE portfolio.organization_user SET role = 'admin' WHERE organization_id = '${ID.org}'`, state: '23503', constraint: 'organization_user_role_fkey' },
  { rule: 'wallet: a company of another organization', sql: `INSERT INTO portfolio.wallet_company (wallet_id, company_id) VALUES ('${ID.wallet}', '${ID.otherCompany}')`, state: '23514', constraint: 'wallet_company_same_organization' },
  { rule: 'accounting: an entry not on the first day of a month', sql: `INSERT INTO accounting.entry (account_id, month, value) VALUES ('${ID.account}', '2025-03-15', 10)`, state: '23514', constraint: 'entry_month_is_first_day' },
  { rule: 'accounting: the same account and month twice', setup: [`INSERT INTO accounting.entry (account_id, month, value) VALUES ('${ID.account}', '2025-03-01', 10)`], sql: `INSERT INTO accounting.entry (account_id, month, value) VALUES ('${ID.account}', '2025-03-01', 20)`, state: '23505', constraint: 'entry_account_id_month_key' },
  { rule: 'accounting: an account number with spaces', sql: `INSERT INTO accounting.account (client_id, number, name, type, section) VALUES ('${ID.client}', '1 02', 'X', 'payment', 'operations')`, state: '23514', constraint: 'account_number_format' },
  { rule: 'accounting: an unknown cash-flow section', sql: `INSERT INTO accounting.account (client_id, number, name, type, section) VALUES ('${ID.client}', '9', 'X', 'payment', 'other')`, state: '23503', constraint: 'account_section_fkey' },
  { rule: 'visit event: extra_fields not an object', sql: `INSERT INTO user_analysis.user_events (user_id, event_name, extra_fields) VALUES ('${ID.owner}', '/app/home', '[1]')`, state: '23514', constraint: 'user_events_extra_fields_is_object' },
];

interface GoodRow {
  rule: string;
  setup?: string[];
  sql: string;
  /** A query whose single row must equal `expect` after `sql` ran. */
  check?: string;
  expect?: Record<string, unknown>;
}

const GOOD: GoodRow[] = [
  { rule: 'CNPJ: a formatted numeric one is stored unformatted', sql: company('11.444.777/0001-61'), check: `SELECT document FROM portfolio.company WHERE name = 'Nova'`, expect: { document: '11444777000161' } },
  { rule: 'CNPJ: an alphanumeric one in lower case is stored upper case', sql: company('12.abc.345/01de-35'), check: `SELECT document FROM portfolio.company WHERE name = 'Nova'`, expect: { document: '12ABC34501DE35' } },
  { rule: 'share: 0 and 100 are allowed', sql: `${investment('0')}; ${investment('100')}`, check: `SELECT count(*)::int AS n FROM portfolio.investment`, expect: { n: 2 } },
  { rule: 'share: 12.5 is allowed', sql: investment('12.5'), check: `SELECT share_percentage FROM portfolio.investment`, expect: { share_percentage: '12.5000' } },
  { rule: 'an investment adds its company to the wallet', sql: investment('10'), check: `SELECT count(*)::int AS n FROM portfolio.wallet_company WHERE wallet_id = '${ID.wallet}'`, expect: { n: 1 } },
  { rule: 'wallet name: exactly 20 characters', sql: wallet('B'.repeat(20)), check: `SELECT char_length(name) AS n FROM portfolio.wallet WHERE name LIKE 'B%'`, expect: { n: 20 } },
  { rule: 'wallet name: the same name in another organization', sql: `INSERT INTO portfolio.wallet (name, organization_id) VALUES ('Alpha', '${ID.otherOrg}')` },
  { rule: 'invite: pending, then accepted, grants membership', sql: setInvite('accepted'), check: `SELECT role, (SELECT accepted_by FROM portfolio.invite WHERE id = '${ID.invite}') AS accepted_by FROM portfolio.organization_user WHERE user_id = '${ID.invitee}'`, expect: { role: 'viewer', accepted_by: ID.invitee } },
  { rule: 'invite: a member to a higher role', setup: [`INSERT INTO portfolio.organization_user (organization_id, user_id, role) VALUES ('${ID.otherOrg}', '${ID.invitee}', 'viewer')`], sql: `INSERT INTO portfolio.invite (name, email, organization_id, role) VALUES ('Convidada', 'invitee@example.com', '${ID.otherOrg}', 'editor')` },
  { rule: 'invite: a member to a company they do not follow yet', sql: `INSERT INTO portfolio.invite (name, email, organization_id, company_id) VALUES ('Dona', 'owner@example.com', '${ID.org}', '${ID.company}')` },
  { rule: 'invite: pending, then declined, records when', sql: setInvite('declined'), check: `SELECT answered_at IS NOT NULL AS answered FROM portfolio.invite WHERE id = '${ID.invite}'`, expect: { answered: true } },
  { rule: 'organization: the creator becomes its owner', sql: `INSERT INTO portfolio.organization (name, created_by) VALUES ('Nova Org', '${ID.invitee}')`, check: `SELECT role FROM portfolio.organization_user ou JOIN portfolio.organization o ON o.id = ou.organization_id WHERE o.name = 'Nova Org'`, expect: { role: 'owner' } },
  { rule: 'organization: an owner may step down once another owner exists', setup: [`INSERT INTO portfolio.organization_user (organization_id, user_id, role) VALUES ('${ID.org}', '${ID.invitee}', 'owner')`], sql: `UPDATE portfolio.organization_user SET role = 'viewer' WHERE organization_id = '${ID.org}' AND user_id = '${ID.owner}'` },
  { rule: 'organization: deleting it removes its members too', sql: `DELETE FROM portfolio.organization WHERE id = '${ID.otherOrg}'` },
  { rule: 'privacy policy: publishing a version retires the previous one', setup: [`INSERT INTO portfolio.privacy_policy (version, content_en, content_pt_br, is_current) VALUES (1, 'a', 'a', true)`], sql: `INSERT INTO portfolio.privacy_policy (version, content_en, content_pt_br, is_current) VALUES (2, 'b', 'b', true)`, check: `SELECT array_agg(version ORDER BY version) AS current FROM portfolio.privacy_policy WHERE is_current`, expect: { current: [2] } },
];

class Rollback extends Error {}

async function inRolledBackTransaction(db: TestDatabase['db'], work: (tx: Queryable) => Promise<void>) {
  await db
    .transaction(async (tx) => {
      await work(tx);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
}

describe.each(testTargets())('database rules on $name', (target) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await target.create({ migrate: true });
    await t.db.exec(FIXTURE);
  });
  afterAll(async () => {
    await t.drop();
  });

  it.each(BAD)('refuse $rule ($state)', async (row) => {
    let caught: unknown;
    await inRolledBackTransaction(t.db, async (tx) => {
      for (const statement of row.setup ?? []) await tx.exec(statement);
      caught = await tx.exec(row.sql).then(() => undefined, (error: unknown) => error);
    });
    expect(caught, 'the row was accepted').toBeDefined();
    expect({ state: sqlState(caught), constraint: (caught as { constraint?: string }).constraint }).toEqual({
      state: row.state,
      constraint: row.constraint,
    });
  });

  it.each(GOOD)('accept $rule', async (row) => {
    await inRolledBackTransaction(t.db, async (tx) => {
      for (const statement of row.setup ?? []) await tx.exec(statement);
      await tx.exec(row.sql);
      if (row.check) expect((await tx.query(row.check)).rows).toEqual([row.expect]);
    });
  });
});

/**
 * One builder per table: the row with a given id, every column filled by name with a realistic value. A row depends
 * only on its id (and the seed and day the tools carry), so it reads the same in every list and every `_by_pk`.
 * Relationships are not here: the resolvers follow the foreign-key columns these rows hold.
 */
import { PORTAL_ID } from '../config/env.ts';
import { DEMO_INVESTOR } from './demoInvestor.ts';
import {
  DAY_MS, centsToNumeric, cnpj, companyName, groupNames, instant, isoDate, money, monthStart, organizationName, percent,
  person, quarterEnd, walletName, type MockFaker,
} from './mockValues.ts';
import { ACCOUNTS, PLANS, SEGMENTS, VALUE_TABLES } from './mockTables.ts';
import { REQUEST_ROW_BUILDERS } from './mockRequestRows.ts';

export type Row = Record<string, unknown>;

export interface RowTools {
  /** Seeded for this row alone. */
  readonly f: MockFaker;
  /** The mock's today (midnight UTC): every date is before it. */
  readonly today: Date;
  /** The row's position in its table, which fixes the rows of the small fixed tables and the accounting months. */
  readonly ordinal: number;
  /** The id of row `ordinal` of `table`. */
  idOf(table: string, ordinal: number): string;
  /** The id of the `table` row this row points to through `relationship`, drawn from this row's id. */
  ref(table: string, relationship: string): string;
}

type RowBuilder = (id: string, t: RowTools) => Row;

/** `created_at` and a later `updated_at`. */
function timestamps(t: RowTools): Row {
  const created = instant(t.f, t.today);
  return { created_at: created.toISOString(), updated_at: instant(t.f, t.today, 3, created).toISOString() };
}

/** BRL most of the time, as in a Brazilian portfolio. */
const currency = (f: MockFaker) => (f.number.int(9) < 8 ? 'BRL' : f.helpers.arrayElement(['USD', 'EUR']));

/** Alerts as the database keeps them, in both portal languages. */
const ALERTS: readonly { en_title: string; pt_br_title: string; en_message: string; pt_br_message: string }[] = [
  {
    en_title: 'Accounting data out of date', pt_br_title: 'Dados contábeis desatualizados',
    en_message: 'The company\'s data has not been imported for over 30 days.', pt_br_message: 'Os dados da empresa não são importados há mais de 30 dias.',
  },
  {
    en_title: 'Revenue down', pt_br_title: 'Queda de receita',
    en_message: 'Net revenue fell more than 15% from the previous quarter.', pt_br_message: 'A receita líquida caiu mais de 15% em relação ao trimestre anterior.',
  },
  {
    en_title: 'Valuation pending', pt_br_title: 'Valuation pendente',
    en_message: 'Last quarter\'s valuation report has not been sent yet.', pt_br_message: 'O relatório de valuation do último trimestre ainda não foi enviado.',
  },
  {
    en_title: 'Cash below the minimum', pt_br_title: 'Caixa abaixo do mínimo',
    en_message: 'Cash is below three months of operating expenses.', pt_br_message: 'A posição de caixa está abaixo de três meses de despesas operacionais.',
  },
  {
    en_title: 'New investment recorded', pt_br_title: 'Novo aporte registrado',
    en_message: 'A new investment was recorded in this wallet.', pt_br_message: 'Um novo investimento foi registrado nesta carteira.',
  },
];

/** A wallet's group columns: none for a third of the wallets, else a group named in both languages. */
function walletGroup(f: MockFaker): { en_group_name: string | null; pt_br_group_name: string | null } {
  if (f.number.int(2) === 0) return { en_group_name: null, pt_br_group_name: null };
  const { en, ptBr } = groupNames(f);
  return { en_group_name: en, pt_br_group_name: ptBr };
}

const VISITED_PATHS = ['/app/home', '/app/dashboard', '/app/my-wallets', '/app/my-companies', '/app/management'];

const portfolio: Record<string, RowBuilder> = {
  portfolio_organization: (id, t) => ({
    id, name: organizationName(t.f), client_id: t.ref('portfolio_client', 'client'),
    plan_id: t.ref('portfolio_plan', 'plan'), parent_id: null, created_by: DEMO_INVESTOR.id, ...timestamps(t),
  }),
  portfolio_client: (id, t) => ({
    id, name: companyName(t.f), document: cnpj(t.f), active: t.ordinal % 5 !== 4,
    metadata: { erp: t.f.helpers.arrayElement(['TOTVS Protheus', 'SAP Business One', 'Omie', 'Conta Azul']) },
    last_data_imported_at: t.f.number.int(4) === 0 ? null : instant(t.f, t.today, 0.1).toISOString(),
    segment_id: t.ref('portfolio_segment', 'segment'), ...timestamps(t),
  }),
  portfolio_segment: (id, t) => {
    const [en, ptBr] = SEGMENTS[t.ordinal % SEGMENTS.length];
    return { id, en_name: en, pt_br_name: ptBr };
  },
  portfolio_plan: (id, t) => ({ id, ...PLANS[t.ordinal % PLANS.length] }),
  portfolio_company: (id, t) => ({
    id, name: companyName(t.f), document: cnpj(t.f), client_id: t.ref('portfolio_client', 'client'),
    organization_id: t.ref('portfolio_organization', 'organization'), created_by: t.ref('users', 'creator'),
    ...timestamps(t),
  }),
  portfolio_company_user: (id, t) => ({
    id, company_id: t.ref('portfolio_company', 'company'), user_id: t.ref('users', 'user'),
    created_at: instant(t.f, t.today).toISOString(),
  }),
  portfolio_wallet: (id, t) => ({
    id, name: walletName(t.f), tax_id: t.f.number.int(2) === 0 ? null : cnpj(t.f),
    ...walletGroup(t.f),
    organization_id: t.ref('portfolio_organization', 'organization'), segment_id: t.ref('portfolio_segment', 'segment'),
    created_by: DEMO_INVESTOR.id, ...timestamps(t),
  }),
  portfolio_wallet_company: (id, t) => ({
    id, company_id: t.ref('portfolio_company', 'company'), wallet_id: t.ref('portfolio_wallet', 'wallet'),
    created_at: instant(t.f, t.today).toISOString(),
  }),
  portfolio_wallet_user: (id, t) => ({
    id, user_id: t.ref('users', 'user'), wallet_id: t.ref('portfolio_wallet', 'wallet'),
    created_at: instant(t.f, t.today).toISOString(),
  }),
  portfolio_investment: (id, t) => {
    // Round thousands from R$ 50.000,00 to R$ 20.000.000,00; the net amount is the gross one less 0–8 % of costs.
    const grossCents = t.f.number.int({ min: 50, max: 20_000 }) * 100_000;
    const date = instant(t.f, t.today);
    return {
      id, gross_amount: centsToNumeric(grossCents),
      net_amount: centsToNumeric(grossCents * (1 - t.f.number.int({ min: 0, max: 800 }) / 10_000)),
      share_percentage: percent(t.f, 0.5, 35), currency: currency(t.f), investment_date: isoDate(date),
      company_id: t.ref('portfolio_company', 'company'), wallet_id: t.ref('portfolio_wallet', 'wallet'),
      created_by: DEMO_INVESTOR.id, created_at: instant(t.f, t.today, 3, date).toISOString(),
      updated_at: instant(t.f, t.today, 3, date).toISOString(),
    };
  },
  portfolio_valuation_report: (id, t) => {
    // Valued as of the end of one of the last twelve quarters, and reported 5 to 45 days after it.
    const reference = quarterEnd(t.today, t.f.number.int({ min: 1, max: 12 }));
    const delay = t.f.number.int({ min: 5, max: 45 }) * DAY_MS;
    const valued = new Date(Math.min(t.today.getTime(), reference.getTime() + delay));
    return {
      id, valuation_amount: money(t.f, 1_000_000, 800_000_000), valuation_currency: currency(t.f),
      reference_date: isoDate(reference), valuation_date: isoDate(valued),
      company_id: t.ref('portfolio_company', 'company'), created_by: t.ref('users', 'creator'), ...timestamps(t),
    };
  },
  portfolio_invite: (id, t) => {
    const { displayName, email } = person(t.f);
    const status = t.f.helpers.weightedArrayElement([
      { weight: 5, value: 'pending' }, { weight: 3, value: 'accepted' }, { weight: 2, value: 'declined' },
    ]);
    const created = instant(t.f, t.today, 1);
    const invite = {
      id, name: displayName, email, status, role: t.f.helpers.arrayElement(['viewer', 'viewer', 'editor', 'owner']),
      organization_id: t.ref('portfolio_organization', 'organization'),
      company_id: t.f.number.int(1) === 0 ? null : t.ref('portfolio_company', 'company'),
      invited_by: DEMO_INVESTOR.id, accepted_by: status === 'accepted' ? t.ref('users', 'acceptor') : null,
      answered_at: status === 'pending' ? null : instant(t.f, t.today, 1, created).toISOString(),
      created_at: created.toISOString(),
    };
    // The names the invite was sent with, drawn last so that the columns above keep their values.
    return {
      ...invite,
      organization_name: organizationName(t.f),
      company_name: invite.company_id === null ? null : companyName(t.f),
      wallet_id: null,
      wallet_name: null,
      inviter_name: person(t.f).displayName,
    };
  },
  portfolio_alert: (id, t) => {
    const texts = t.f.helpers.arrayElement(ALERTS);
    const created = instant(t.f, t.today, 0.5);
    const resolved = t.f.number.int(4) < 3 ? null : instant(t.f, t.today, 0.5, created).toISOString();
    return {
      id, ...texts, severity: t.f.helpers.arrayElement(['info', 'warning', 'warning', 'critical']),
      company_id: t.f.number.int(3) === 0 ? null : t.ref('portfolio_company', 'company'),
      wallet_id: t.ref('portfolio_wallet', 'wallet'), organization_id: t.ref('portfolio_organization', 'organization'), created_at: created.toISOString(),
      resolved_at: resolved, status: resolved === null ? 'open' : 'resolved',
      // Written by a person: rule-made alerts carry a kind and figures instead of titles.
      kind: null, rule_id: null, figures: {}, period: null, acknowledged_at: null, resolved_by_rule: false,
    };
  },
  portfolio_organization_user: (id, t) => ({
    id, organization_id: t.ref('portfolio_organization', 'organization'),
    // The demo investor belongs to every organization: theirs is the first membership of each.
    user_id: t.ordinal < 3 ? DEMO_INVESTOR.id : t.ref('users', 'user'),
    role: t.ordinal < 3 ? 'owner' : t.f.helpers.arrayElement(['viewer', 'editor']),
    created_at: instant(t.f, t.today).toISOString(),
  }),
  portfolio_privacy_policy: (id, t) => ({
    id, version: 3, is_current: true, published_at: instant(t.f, t.today, 1).toISOString(),
    content_en: 'We process your data to provide the portfolio monitoring service, as described in this policy.',
    content_pt_br: 'Tratamos seus dados para prestar o serviço de acompanhamento de portfólio, conforme esta política.',
    created_at: instant(t.f, t.today, 1).toISOString(),
  }),
  portfolio_privacy_policy_acceptance: (id, t) => ({
    id, privacy_policy_id: t.idOf('portfolio_privacy_policy', 0), user_id: DEMO_INVESTOR.id,
    accepted_at: instant(t.f, t.today, 0.5).toISOString(),
  }),
};

/** An accounting amount: receipts and payments in plausible monthly ranges for a mid-sized company. */
function accountValue(t: RowTools, accountOrdinal: number): string {
  const receipt = ACCOUNTS[accountOrdinal % ACCOUNTS.length][2] === 'receipt';
  return receipt ? money(t.f, 50_000, 2_000_000) : money(t.f, 10_000, 800_000);
}

const accounting: Record<string, RowBuilder> = {
  accounting_account: (id, t) => {
    const [number, name, type, section] = ACCOUNTS[t.ordinal % ACCOUNTS.length];
    return {
      id, number, name, type, section,
      client_account: `${number}.${String(t.f.number.int({ min: 1, max: 99 })).padStart(3, '0')}`,
      client_id: t.ref('portfolio_client', 'client'), created_at: instant(t.f, t.today).toISOString(),
    };
  },
  // Row n is month n % 12 (counting back from last month) of account ⌊n / 12⌋: twelve consecutive rows are a year.
  accounting_entry: (id, t) => ({
    id, month: monthStart(t.today, (t.ordinal % 12) + 1), value: accountValue(t, Math.floor(t.ordinal / 12)),
    account_id: t.idOf('accounting_account', Math.floor(t.ordinal / 12) % ACCOUNTS.length),
    created_at: instant(t.f, t.today, 1).toISOString(),
  }),
  accounting_budget: (id, t) => ({
    id, month: monthStart(t.today, (t.ordinal % 12) - 6), value: accountValue(t, Math.floor(t.ordinal / 12)),
    account_id: t.idOf('accounting_account', Math.floor(t.ordinal / 12) % ACCOUNTS.length),
    created_at: instant(t.f, t.today, 1).toISOString(),
  }),
  accounting_indicator: (id, t) => {
    const kinds = VALUE_TABLES.accounting_indicator_kind;
    const kind = kinds[t.ordinal % kinds.length];
    const value = kind.unit === '%' ? percent(t.f, 5, 60)
      : kind.unit === 'people' ? centsToNumeric(t.f.number.int({ min: 8, max: 900 }) * 100)
        : money(t.f, 100_000, 50_000_000);
    return {
      id, kind: kind.value, value, period: monthStart(t.today, 3 * (Math.floor(t.ordinal / kinds.length) + 1)),
      company_id: t.ref('portfolio_company', 'company'), created_at: instant(t.f, t.today, 1).toISOString(),
      // Reported month by month: no request's answer behind it (the requests' tables have no mock rows).
      months: 1, source: 'reported', kpi_response_id: null, approved_by: null, approved_at: null,
    };
  },
};

const people: Record<string, RowBuilder> = {
  users: (id, t) => {
    if (id === DEMO_INVESTOR.id) {
      const { displayName, email, locale } = DEMO_INVESTOR;
      return { id, displayName, email, locale, avatarUrl: '', createdAt: instant(t.f, t.today, 1).toISOString() };
    }
    const { displayName, email } = person(t.f);
    // No avatar URL: the mock runs offline, and the portal shows initials when there is none.
    return {
      id, displayName, email, locale: t.f.number.int(4) === 0 ? 'en' : 'pt', avatarUrl: '',
      createdAt: instant(t.f, t.today).toISOString(),
    };
  },
  authUserSecurityKeys: (id, t) => ({
    id, userId: DEMO_INVESTOR.id,
    ...(t.ordinal % 2 === 0 ? { nickname: 'Notebook', transports: 'internal,hybrid' } : { nickname: 'YubiKey', transports: 'usb,nfc' }),
  }),
  user_analysis_user_events: (id, t) => ({
    id, event_name: t.f.helpers.arrayElement(VISITED_PATHS), extra_fields: { host: PORTAL_ID },
    user_id: DEMO_INVESTOR.id, created_at: instant(t.f, t.today, 0.25).toISOString(),
  }),
};

/** The row builder of each table with a uuid id. */
export const ROW_BUILDERS: Readonly<Record<string, RowBuilder>> = { ...portfolio, ...accounting, ...people, ...REQUEST_ROW_BUILDERS };

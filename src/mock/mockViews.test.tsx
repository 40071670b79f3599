import { createOperationDescriptor, type ConcreteRequest, type Variables } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import CompanyDataroomScreenQuery from '../../__generated__/CompanyDataroomScreenQuery.graphql.ts';
import DashboardChartsQuery from '../../__generated__/DashboardChartsQuery.graphql.ts';
import DashboardScreenQuery from '../../__generated__/DashboardScreenQuery.graphql.ts';
import { DEMO_INVESTOR } from './demoInvestor.ts';
import { mockDatabase } from './mockDatabase.ts';
import { generateMockPayload } from './mockPayload.ts';
import { MOCK_SEED } from './mockResolvers.ts';
import { organizationsByName } from './mockViews.ts';

/** A fixed day, so that the dates hold on any day the suite runs. */
const TODAY = new Date('2026-10-14T00:00:00Z');
const db = mockDatabase(MOCK_SEED, TODAY);
/** The organization `rank`th by name: the first is the one the portal opens. */
const organizationId = (rank: number) => organizationsByName(db)[rank];

/** A row of a performance view as the screens select it (their fragments' fields, which the $data types omit). */
interface Performance {
  readonly currency: string | null;
  readonly invested?: string | null;
  readonly current_value: string | null;
  readonly investments?: number | null;
  readonly valued?: number | null;
  readonly unvalued?: number | null;
  readonly mismatched?: number | null;
  readonly valued_at?: string | null;
  readonly at?: string | null;
  readonly wallet_id?: string | null;
  readonly company?: { readonly name: string } | null;
}

interface Charts {
  readonly valueHistory: readonly Performance[];
  readonly walletPerformance: readonly Performance[];
  readonly companyMoic: readonly Performance[];
}

interface Dataroom {
  readonly portfolio_company_file: readonly {
    readonly created_at: string;
    readonly file: { readonly name: string | null; readonly size: number | null; readonly mimeType: string | null };
    readonly creator: { readonly displayName: string } | null;
  }[];
  readonly portfolio_company_file_aggregate: { readonly aggregate: { readonly count: number } | null };
  readonly bucket: { readonly maxUploadFileSize: number } | null;
}

/** What the mock answers to one of the screens' own operations. */
function answer(request: ConcreteRequest, variables: Variables): unknown {
  return generateMockPayload(createOperationDescriptor(request, variables), { today: TODAY }).data;
}

const totals = (rank: number) =>
  (answer(DashboardScreenQuery, { organizationId: organizationId(rank) }) as { totalsPerformance: readonly Performance[] })
    .totalsPerformance;
const charts = (rank: number, currency: string) =>
  answer(DashboardChartsQuery, { organizationId: organizationId(rank), currency }) as Charts;

const TWO_DECIMALS = /^\d+\.\d{2}$/;
const cents = (amount: string | null | undefined) => Math.round(Number(amount) * 100);

describe('the performance views of the mock', () => {
  it('give every organization its invested and current value in reais, worth 1.2 to 2 times what went in', () => {
    for (const rank of [0, 1, 2]) {
      const brl = totals(rank).find((row) => row.currency === 'BRL');
      expect(brl?.invested).toMatch(TWO_DECIMALS);
      expect(brl?.current_value).toMatch(TWO_DECIMALS);
      const multiple = Number(brl?.current_value) / Number(brl?.invested);
      expect(multiple).toBeGreaterThanOrEqual(1.2);
      expect(multiple).toBeLessThanOrEqual(2);
      expect(brl?.investments).toBeGreaterThan(3);
      expect(brl).toMatchObject({ valued: brl?.investments, unvalued: 0, mismatched: 0 });
      expect(brl?.valued_at).toMatch(/^2026-\d{2}-\d{2}$/);
    }
  });

  it('have a second currency: dollars valued in the first organization, awaiting a valuation in the third', () => {
    expect(totals(1).map((row) => row.currency)).toEqual(['BRL']);
    const usd = totals(0).find((row) => row.currency === 'USD');
    expect(usd).toMatchObject({ unvalued: 0, mismatched: 0 });
    expect(usd?.valued).toBe(usd?.investments);
    const pending = totals(2).find((row) => row.currency === 'USD');
    expect(pending).toMatchObject({ valued: 0, current_value: '0.00' });
    expect(pending?.unvalued).toBe(pending?.investments);
  });

  it('add up: the wallets and the companies of a currency make the organization\'s totals', () => {
    const brl = totals(0).find((row) => row.currency === 'BRL');
    const { walletPerformance: wallets, companyMoic: companies } = charts(0, 'BRL');
    for (const parts of [wallets, companies]) {
      expect(parts.every((row) => row.currency === 'BRL')).toBe(true);
      expect(parts.reduce((sum, row) => sum + cents(row.invested), 0)).toBe(cents(brl?.invested));
      expect(parts.reduce((sum, row) => sum + cents(row.current_value), 0)).toBe(cents(brl?.current_value));
      expect(parts.reduce((sum, row) => sum + (row.investments ?? 0), 0)).toBe(brl?.investments);
    }
    // The organization's own wallets and companies, by name, largest first as the charts ask.
    expect(wallets.every((row) => db.rowOf('portfolio_wallet', row.wallet_id ?? '').organization_id === organizationId(0))).toBe(true);
    expect(companies[0].company?.name).toMatch(/ (Ltda\.|S\.A\.)$/);
    const invested = companies.map((row) => Number(row.invested));
    expect(invested).toEqual(invested.toSorted((a, b) => b - a));
  });

  it('chart the value quarter by quarter over three years, rising to today\'s', () => {
    const history = charts(0, 'BRL').valueHistory;
    expect(history.length).toBeGreaterThanOrEqual(12);
    expect(history.map((row) => row.at)).toEqual(history.map((row) => row.at).toSorted());
    expect(history.at(0)?.at).toMatch(/^2023-/);
    expect(history.at(-2)?.at).toBe('2026-09-30');
    expect(history.at(-1)?.at).toBe('2026-10-14');
    const invested = history.map((row) => Number(row.invested));
    expect(invested).toEqual(invested.toSorted((a, b) => a - b));
    // Today's point is the totals, but for the cents of rounding once instead of per investment.
    const brl = totals(0).find((row) => row.currency === 'BRL');
    expect(history.at(-1)?.invested).toBe(brl?.invested);
    expect(Math.abs(cents(history.at(-1)?.current_value) - cents(brl?.current_value))).toBeLessThan(100);
    expect(Number(history.at(-1)?.current_value)).toBeGreaterThan(Number(history[0].current_value));
  });
});

describe('the dataroom of the mock', () => {
  const companyId = db.idOf('portfolio_company', 3);
  const dataroom = (where: Variables) => answer(CompanyDataroomScreenQuery, {
    companyId, userId: DEMO_INVESTOR.id, where, orderBy: [{ created_at: 'desc' }, { id: 'asc' }], limit: 50, offset: 0,
  }) as Dataroom;

  it('lists the company\'s documents with real names, types and sizes, newest first', () => {
    const data = dataroom({ company_id: { _eq: companyId } });
    const files = data.portfolio_company_file;
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(data.portfolio_company_file_aggregate.aggregate?.count).toBe(files.length);
    expect(files.some((row) => /^Balancete \d{4}-\d{2}\.pdf$/.test(row.file.name ?? ''))).toBe(true);
    for (const row of files) {
      expect(row.file.name).toMatch(/^\p{Lu}.*\.(pdf|xlsx|docx|csv|png)$/u);
      expect(row.file.mimeType).toMatch(/^(application|text|image)\//);
      expect(row.file.size).toBeGreaterThan(1000);
      expect(row.creator?.displayName).toMatch(/\p{L} \p{L}/u);
      expect(row.created_at < TODAY.toISOString()).toBe(true);
    }
    const dates = files.map((row) => row.created_at);
    expect(dates).toEqual(dates.toSorted().reverse());
    expect(data.bucket?.maxUploadFileSize).toBe(50_000_000);
  });

  it('finds documents by name, as the search asks', () => {
    const found = dataroom({ _and: [{ company_id: { _eq: companyId } }, { file: { name: { _ilike: '%balancete%' } } }] });
    expect(found.portfolio_company_file.length).toBeGreaterThan(0);
    expect(found.portfolio_company_file.every((row) => row.file.name?.startsWith('Balancete '))).toBe(true);
  });
});

/**
 * The performance views (nhost/migrations/default/1795132806500_portfolio_performance), which home and the dashboard
 * show: invested, current value and the counts behind MOIC, per organization, wallet and company, and per quarter.
 *
 * They sum a model of each organization's investments rather than the generated portfolio_investment rows: those
 * draw their company, wallet and currency independently (an organization's investment in another organization's
 * company), and a valuation × share of them makes any multiple at all. The model keeps to the organization's own
 * companies and wallets, a few rounds each over three years, worth about 1.2 to 2 times what went in. By name, the
 * first organization (the one the portal opens) also invests in dollars, the second in reais only, and the third
 * has a dollar investment whose company's first valuation report has not come yet (MOIC not computable there).
 * The sums follow the views' SQL: one row per currency, an investment counting in its own currency and its value in
 * its valuation's, "unvalued" while its company has no valuation.
 */
import type { DerivedRow, DerivedSource, DerivedTable } from './mockDerived.ts';
import { hashKey, uuidFromSeed } from './mockIds.ts';
import type { Row } from './mockRows.ts';
import { TABLES } from './mockTables.ts';
import { DAY_MS, centsToNumeric, isoDate, percent, quarterEnd, seededFaker, type MockFaker } from './mockValues.ts';

/** One investment of the model, as portfolio_investment_value has it. */
export interface Holding {
  readonly investmentId: string;
  readonly organizationId: string;
  readonly walletId: string;
  readonly companyId: string;
  readonly date: string;
  readonly currency: string;
  readonly netCents: number;
  readonly share: string;
  /** The company's latest valuation; null while it has none. */
  readonly valuation: { readonly date: string; readonly currency: string } | null;
  /** The company's first investment: its value grows from there (value history). */
  readonly entry: string;
  /** What the company's stakes are worth today per real invested. */
  readonly multiple: number;
}

/** At most as many companies per organization as the dashboard's MOIC chart shows. */
const COMPANIES = 8;
const WALLETS = 4;

/** The ids of `table` in organization `organizationId`; rows of `fallback` when it has none (another seed's draw). */
function membersOf(source: DerivedSource, table: string, organizationId: string, fallback: readonly number[]): string[] {
  const ids = Array.from({ length: TABLES[table].size }, (_, ordinal) => source.idOf(table, ordinal));
  const own = ids.filter((id) => source.rowOf(table, id).organization_id === organizationId);
  return own.length > 0 ? own : fallback.map((ordinal) => source.idOf(table, ordinal));
}

/** A company's latest valuation: a few weeks after the last quarter's end, or the one before if that is yet to come. */
function valuedOn(f: MockFaker, today: Date): Date {
  const delay = f.number.int({ min: 5, max: 45 }) * DAY_MS;
  const last = quarterEnd(today, 1).getTime() + delay;
  return new Date(last < today.getTime() ? last : quarterEnd(today, 2).getTime() + delay);
}

/** The investments of the organization `rank`th by name, oldest company first. */
function holdingsOf(source: DerivedSource, organizationId: string, rank: number): Holding[] {
  const { seed, today } = source;
  // Before seeding the faker: building those rows reseeds it.
  const companies = membersOf(source, 'portfolio_company', organizationId, [0, 1, 2, 3, 4, 5].map((i) => rank * 6 + i))
    .slice(0, COMPANIES);
  const wallets = membersOf(source, 'portfolio_wallet', organizationId, [rank * 2, rank * 2 + 1]).slice(0, WALLETS);
  const f = seededFaker(hashKey(seed, 'performance', organizationId));
  const start = today.getTime() - 3 * 365 * DAY_MS;
  return companies.flatMap((companyId, index) => {
    const unvalued = rank === 2 && index === companies.length - 1;
    const currency = unvalued || (rank === 0 && index % 3 === 2) ? 'USD' : 'BRL';
    const multiple = f.number.float({ min: 0.8, max: 2.3, fractionDigits: 2 });
    const entry = start + Math.floor((index / companies.length) * (today.getTime() - start - 60 * DAY_MS));
    const valuation = unvalued ? null : { date: isoDate(valuedOn(f, today)), currency };
    const rounds = f.number.int({ min: 1, max: 3 });
    let date = entry;
    const holdings: Holding[] = [];
    for (let round = 0; round < rounds && date < today.getTime(); round++) {
      // Round thousands: R$ 100 mil to R$ 2,5 milhões, or US$ 50 to 600 mil.
      const thousands = currency === 'BRL' ? f.number.int({ min: 100, max: 2_500 }) : f.number.int({ min: 50, max: 600 });
      holdings.push({
        investmentId: uuidFromSeed(hashKey(seed, 'portfolio_investment', organizationId, index, round)),
        organizationId, walletId: wallets[(index + round) % wallets.length], companyId, date: isoDate(new Date(date)),
        currency, netCents: thousands * 100_000, share: percent(f, 0.5, 12), valuation,
        entry: isoDate(new Date(entry)), multiple,
      });
      date += f.number.int({ min: 120, max: 300 }) * DAY_MS;
    }
    return holdings;
  });
}

/** The organizations in the order the portal lists them (by name): the first is the one it opens. */
export function organizationsByName(source: DerivedSource): string[] {
  const ids = Array.from({ length: TABLES.portfolio_organization.size }, (_, ordinal) => source.idOf('portfolio_organization', ordinal));
  const name = (id: string) => String(source.rowOf('portfolio_organization', id).name);
  return ids.toSorted((a, b) => name(a).localeCompare(name(b), 'pt-BR'));
}

/** Every organization's investments. */
export function mockHoldings(source: DerivedSource): Holding[] {
  return organizationsByName(source).flatMap((organizationId, rank) => holdingsOf(source, organizationId, rank));
}

/** An investment's current value in cents: its company's multiple, rounded once per investment as the view does. */
const currentCents = (holding: Holding) => Math.round(holding.netCents * holding.multiple);

/** `items` by key, in order of first appearance (Map.groupBy is ES2024, past this project's lib). */
function groupBy<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return groups;
}

/** What one currency's row sums. */
interface Figures {
  investedCents: number;
  valueCents: number;
  investments: number;
  valued: number;
  unvalued: number;
  mismatched: number;
  valuedAt: string | null;
}

const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * The rows of one scope per currency, as the views' two legs make them: what was invested counts in the
 * investment's currency, what it is worth in its valuation's.
 */
function perCurrency(holdings: readonly Holding[], valueOf: (holding: Holding) => number): Map<string, Figures> {
  const figures = new Map<string, Figures>();
  const of = (currency: string) => {
    let found = figures.get(currency);
    if (!found) {
      found = { investedCents: 0, valueCents: 0, investments: 0, valued: 0, unvalued: 0, mismatched: 0, valuedAt: null };
      figures.set(currency, found);
    }
    return found;
  };
  for (const holding of holdings) {
    const { valuation } = holding;
    const mismatched = valuation !== null && valuation.currency !== holding.currency ? 1 : 0;
    const own = of(holding.currency);
    own.investedCents += holding.netCents;
    own.investments += 1;
    own.unvalued += valuation === null ? 1 : 0;
    own.mismatched += mismatched;
    own.valuedAt = later(own.valuedAt, valuation?.date ?? null);
    if (valuation === null) continue;
    const worth = of(valuation.currency);
    worth.valueCents += valueOf(holding);
    worth.valued += 1;
    worth.mismatched += mismatched;
    worth.valuedAt = later(worth.valuedAt, valuation.date);
  }
  return figures;
}

/** The columns every view shares. */
function figureColumns(currency: string, figures: Figures): Row {
  return {
    currency, invested: centsToNumeric(figures.investedCents), current_value: centsToNumeric(Math.round(figures.valueCents)),
    investments: figures.investments, valued: figures.valued, unvalued: figures.unvalued, mismatched: figures.mismatched,
  };
}

/** One table's rows: the holdings grouped by `scope` (its key columns), then per currency. */
function summary(table: string, scope: (holding: Holding) => Row): DerivedTable {
  return {
    rows: (source) => {
      const groups = groupBy(mockHoldings(source), (holding) => JSON.stringify(scope(holding)));
      return [...groups].flatMap(([key, holdings]) =>
        [...perCurrency(holdings, currentCents)].map(([currency, figures]): DerivedRow => ({
          id: uuidFromSeed(hashKey(source.seed, table, key, currency)),
          row: { ...scope(holdings[0]), ...figureColumns(currency, figures), valued_at: figures.valuedAt },
        })));
    },
  };
}

/** The end of every quarter from the one of `since` up to today's, whose point is today: the view's dates. */
export function quarterEnds(since: string, today: Date): string[] {
  const first = new Date(`${since}T00:00:00Z`);
  const dates: string[] = [];
  for (let month = first.getUTCMonth() - (first.getUTCMonth() % 3); ; month += 3) {
    if (Date.UTC(first.getUTCFullYear(), month, 1) > today.getTime()) return dates;
    const end = new Date(Date.UTC(first.getUTCFullYear(), month + 3, 0));
    dates.push(isoDate(end < today ? end : today));
  }
}

/**
 * An investment's value at `at`: its company's multiple grows evenly from 1 at the company's first investment to
 * today's, so every organization's curve rises to its current value.
 */
function valueAt(holding: Holding, at: string, today: Date): number {
  const entry = new Date(`${holding.entry}T00:00:00Z`).getTime();
  const elapsed = today.getTime() - entry;
  const progress = elapsed <= 0 ? 1 : Math.min(1, Math.max(0, (new Date(`${at}T00:00:00Z`).getTime() - entry) / elapsed));
  return holding.netCents * (1 + (holding.multiple - 1) * progress);
}

/** portfolio_organization_value_history: per organization, currency and date, what was held then and its value. */
const valueHistory: DerivedTable = {
  rows: (source) => {
    const byOrganization = groupBy(mockHoldings(source), (holding) => holding.organizationId);
    return [...byOrganization].flatMap(([organizationId, holdings]) => {
      const since = holdings.map((holding) => holding.date).reduce((a, b) => (b < a ? b : a));
      return quarterEnds(since, source.today).flatMap((at) => {
        const held = holdings.filter((holding) => holding.date <= at);
        // Summed exactly and rounded once per point, as the view does.
        return [...perCurrency(held, (holding) => valueAt(holding, at, source.today))].map(([currency, figures]) => ({
          id: uuidFromSeed(hashKey(source.seed, 'portfolio_organization_value_history', organizationId, currency, at)),
          row: { organization_id: organizationId, at, ...figureColumns(currency, figures) },
        }));
      });
    });
  },
};

/** portfolio_investment_value: each investment with its company's valuation and the value of its stake. */
const investmentValue: DerivedTable = {
  rows: (source) => mockHoldings(source).map((holding) => ({
    id: holding.investmentId,
    row: {
      investment_id: holding.investmentId, wallet_id: holding.walletId, company_id: holding.companyId,
      organization_id: holding.organizationId, investment_date: holding.date, currency: holding.currency,
      net_amount: centsToNumeric(holding.netCents), share_percentage: holding.share,
      valuation_date: holding.valuation?.date ?? null, valuation_currency: holding.valuation?.currency ?? null,
      current_value: holding.valuation === null ? null : centsToNumeric(currentCents(holding)),
    },
  })),
};

export const VIEW_TABLES = {
  portfolio_organization_performance: summary('portfolio_organization_performance',
    (holding) => ({ organization_id: holding.organizationId })),
  portfolio_wallet_performance: summary('portfolio_wallet_performance',
    (holding) => ({ wallet_id: holding.walletId, organization_id: holding.organizationId })),
  portfolio_company_performance: summary('portfolio_company_performance',
    (holding) => ({ company_id: holding.companyId, organization_id: holding.organizationId })),
  portfolio_organization_value_history: valueHistory,
  portfolio_investment_value: investmentValue,

} satisfies Record<string, DerivedTable>;

/**
 * Monthly accounting data in Brazilian shape: a chart of accounts across the three cash-flow sections, realised
 * entries with growth, seasonality and noise, budgets that miss reality by a few percent, and the indicators a
 * company reports. Amounts are built in whole centavos and written as decimal strings, never as float sums.
 */
import type { SeedRandom } from './seedRandom.ts';
import type { SeedRow } from './insertRows.ts';

type Section = 'operations' | 'financing' | 'investment';
type AccountType = 'receipt' | 'payment';

interface AccountTemplate {
  number: string;
  name: string;
  type: AccountType;
  section: Section;
  /** Share of monthly revenue for regular flows; undefined for occasional ones. */
  ofRevenue?: number;
  /** Chance per month of an occasional flow, and its size in months of revenue. */
  occasional?: { chance: number; months: [number, number] };
}

export const CHART: readonly AccountTemplate[] = [
  { number: '1.01', name: 'Receita de vendas de produtos', type: 'receipt', section: 'operations', ofRevenue: 0.62 },
  { number: '1.02', name: 'Receita de prestação de serviços', type: 'receipt', section: 'operations', ofRevenue: 0.35 },
  { number: '1.03', name: 'Outras receitas operacionais', type: 'receipt', section: 'operations', ofRevenue: 0.03 },
  { number: '2.01', name: 'Fornecedores', type: 'payment', section: 'operations', ofRevenue: 0.31 },
  { number: '2.02', name: 'Folha de pagamento e encargos', type: 'payment', section: 'operations', ofRevenue: 0.24 },
  { number: '2.03', name: 'Impostos sobre vendas (PIS, COFINS, ICMS, ISS)', type: 'payment', section: 'operations', ofRevenue: 0.11 },
  { number: '2.04', name: 'Aluguel e condomínio', type: 'payment', section: 'operations', ofRevenue: 0.04 },
  { number: '2.05', name: 'Marketing e vendas', type: 'payment', section: 'operations', ofRevenue: 0.07 },
  { number: '2.06', name: 'Tecnologia e software', type: 'payment', section: 'operations', ofRevenue: 0.05 },
  { number: '2.07', name: 'Despesas administrativas', type: 'payment', section: 'operations', ofRevenue: 0.04 },
  { number: '2.08', name: 'IRPJ e CSLL', type: 'payment', section: 'operations', ofRevenue: 0.03 },
  { number: '3.01', name: 'Venda de ativo imobilizado', type: 'receipt', section: 'investment', occasional: { chance: 0.05, months: [0.1, 0.4] } },
  { number: '3.02', name: 'Resgate de aplicações financeiras', type: 'receipt', section: 'investment', occasional: { chance: 0.15, months: [0.2, 0.8] } },
  { number: '4.01', name: 'Compra de máquinas e equipamentos', type: 'payment', section: 'investment', occasional: { chance: 0.25, months: [0.1, 0.5] } },
  { number: '4.02', name: 'Desenvolvimento de software', type: 'payment', section: 'investment', ofRevenue: 0.03 },
  { number: '4.03', name: 'Aplicações financeiras', type: 'payment', section: 'investment', occasional: { chance: 0.2, months: [0.2, 0.9] } },
  { number: '5.01', name: 'Aporte de capital', type: 'receipt', section: 'financing', occasional: { chance: 0.04, months: [4, 10] } },
  { number: '5.02', name: 'Empréstimos e financiamentos captados', type: 'receipt', section: 'financing', occasional: { chance: 0.08, months: [0.5, 2] } },
  { number: '6.01', name: 'Amortização de empréstimos', type: 'payment', section: 'financing', ofRevenue: 0.02 },
  { number: '6.02', name: 'Juros pagos', type: 'payment', section: 'financing', ofRevenue: 0.01 },
  { number: '6.03', name: 'Distribuição de lucros e dividendos', type: 'payment', section: 'financing', occasional: { chance: 0.08, months: [0.3, 1] } },
];

/** Brazilian retail and services peak in December and slow down after Carnival; a factor per calendar month. */
const SEASONALITY = [0.86, 0.88, 0.97, 0.98, 1.0, 0.99, 1.0, 1.02, 1.01, 1.04, 1.08, 1.2];

export interface CompanyProfile {
  /** Monthly revenue in centavos in the first month. */
  startRevenue: number;
  /** Monthly growth rate, e.g. 0.02. */
  growth: number;
  /** A young company spends more than it earns (burn rate, runway) and lives on capital injections. */
  burning: boolean;
}

export function randomProfile(random: SeedRandom): CompanyProfile {
  const burning = random.chance(0.35);
  return {
    startRevenue: Math.round(random.between(burning ? 40_000 : 250_000, burning ? 300_000 : 3_000_000)) * 100,
    growth: random.between(burning ? 0.03 : 0.005, burning ? 0.07 : 0.025),
    burning,
  };
}

const cents = (value: number): string => {
  const whole = Math.round(value);
  const sign = whole < 0 ? '-' : '';
  const abs = Math.abs(whole);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

export interface AccountingRows {
  accounts: SeedRow[];
  entries: SeedRow[];
  budgets: SeedRow[];
  /** Cash at the start of the first month, for the seed's bank account. */
  openingCash: SeedRow;
  /** Monthly operating result and closing cash, in centavos, for the indicators. */
  monthly: { month: string; revenue: number; operatingResult: number; cash: number }[];
}

/** The chart of accounts of one client and its entries and budgets over `months`. */
export function accountingFor(
  random: SeedRandom,
  clientId: string,
  profile: CompanyProfile,
  months: readonly string[],
  createdAt: string,
): AccountingRows {
  const accounts = CHART.map((a) => ({
    id: random.uuid(),
    client_id: clientId,
    number: a.number,
    name: a.name,
    client_account: `${a.type === 'receipt' ? 'R' : 'D'}-${a.number.replace('.', '')}${random.int(10, 99)}`,
    type: a.type,
    section: a.section,
    created_at: createdAt,
  }));
  const entries: SeedRow[] = [];
  const budgets: SeedRow[] = [];
  const monthly: AccountingRows['monthly'] = [];
  let cash = profile.startRevenue * (profile.burning ? 14 : 3);
  const openingCash = { client_id: clientId, amount: cents(cash) };
  // Costs of a burning company run ahead of its revenue: it hires and markets before it sells.
  const costFactor = profile.burning ? 1.45 : 1;

  months.forEach((month, index) => {
    const trend = profile.startRevenue * (1 + profile.growth) ** index;
    const season = SEASONALITY[Number(month.slice(5, 7)) - 1];
    const revenue = trend * season * random.between(0.92, 1.08);
    let operatingResult = 0;
    CHART.forEach((template, i) => {
      let value = 0;
      let planned = 0;
      if (template.ofRevenue !== undefined) {
        const factor = template.type === 'payment' && template.section === 'operations' ? costFactor : 1;
        value = revenue * template.ofRevenue * factor * random.between(0.9, 1.1);
        planned = trend * season * template.ofRevenue * factor * random.between(0.97, 1.06);
      } else if (template.occasional && random.chance(template.occasional.chance * (template.number === '5.01' && profile.burning ? 2.5 : 1))) {
        value = trend * random.between(...template.occasional.months);
      }
      // A burning company raises money when the bank runs low: that is what keeps its runway finite but positive.
      if (template.number === '5.01' && profile.burning && cash < trend * 3) value = trend * random.between(8, 14);
      if (template.section === 'operations') operatingResult += template.type === 'receipt' ? value : -value;
      cash += template.type === 'receipt' ? value : -value;
      if (value !== 0) entries.push({ id: random.uuid(), account_id: accounts[i].id, month, value: cents(value), created_at: createdAt });
      if (planned !== 0) budgets.push({ id: random.uuid(), account_id: accounts[i].id, month, value: cents(planned), created_at: createdAt });
    });
    monthly.push({ month, revenue, operatingResult, cash });
  });
  return { accounts, entries, budgets, openingCash, monthly };
}

/** The indicators a company reports, derived from its monthly figures so the screens tell one consistent story. */
export function indicatorsFor(
  random: SeedRandom,
  companyId: string,
  monthly: AccountingRows['monthly'],
  createdAt: string,
): SeedRow[] {
  const rows: SeedRow[] = [];
  let headcount = random.int(8, 60);
  let customers = random.int(40, 900);
  for (const m of monthly) {
    headcount = Math.max(3, headcount + random.int(-1, 3));
    customers = Math.max(10, Math.round(customers * random.between(0.99, 1.06)));
    const values: Record<string, string> = {
      revenue: cents(m.revenue),
      ebitda: cents(m.operatingResult * random.between(1.02, 1.1)),
      net_income: cents(m.operatingResult * random.between(0.62, 0.8)),
      cash_balance: cents(m.cash),
      gross_margin: random.between(38, 71).toFixed(2),
      headcount: String(headcount),
      customers: String(customers),
      churn_rate: random.between(0.4, 4.5).toFixed(2),
    };
    for (const [kind, value] of Object.entries(values)) {
      rows.push({ id: random.uuid(), company_id: companyId, kind, period: m.month, value, created_at: createdAt });
    }
  }
  return rows;
}

/**
 * What happens to a few demo companies so the alert rules have something true to say on the demo data: the numbers
 * are the seed's own, with one event taken out. Nothing here draws from the seed's random numbers, so every other row
 * stays what it was.
 */
import type { AccountingRows } from './accountingData.ts';
import type { SeedRow } from './insertRows.ts';

/** An entry's month, `YYYY-MM-01` (the seed writes it as a string). */
const monthOf = (row: SeedRow): string => (typeof row.month === 'string' ? row.month : '');

/** The chart's capital-raise category (seed's CHART: 5.01 Aporte de capital). */
const CAPITAL_RAISE = '5.01';

/**
 * The company did not raise the round it raised in the last twelve months: its cash is that much lower from then on,
 * and at its net burn it lasts a few months (the runway rules raise it).
 */
export function withoutLastYearRounds(data: AccountingRows, lastMonth: string): AccountingRows {
  const account = data.accounts.find((row) => row.number === CAPITAL_RAISE);
  if (!account) return data;
  const since = `${String(Number(lastMonth.slice(0, 4)) - 1)}${lastMonth.slice(4)}`;
  const dropped = data.entries.filter((row) => row.account_id === account.id && monthOf(row) > since);
  const missing = new Map<string, number>();
  for (const row of dropped) missing.set(monthOf(row), (missing.get(monthOf(row)) ?? 0) + Math.round(Number(row.value) * 100));
  let lost = 0;
  const monthly = data.monthly.map((month) => {
    lost += missing.get(month.month) ?? 0;
    return { ...month, cash: month.cash - lost };
  });
  return { ...data, entries: data.entries.filter((row) => !dropped.includes(row)), monthly };
}


/** The financial analysis's tabs in the spec's order; their ids are what `?tab=` says in the address. */
import { paths } from '../../../app/paths.ts';
import { CLIENT_PARAM } from '../managementClient.ts';

export const FINANCIAL_TABS = [
  'summary', 'receipts', 'payments', 'budget', 'cash-flow', 'statement', 'indicators', 'budget-vs-actual', 'burn-rate', 'runway',
] as const;
export type FinancialTab = (typeof FINANCIAL_TABS)[number];

/** The address of a tab for a client, keeping the year shown when there is one. */
export function financialTabPath(tab: FinancialTab, clientId: string, year?: number): string {
  const params = new URLSearchParams({ [CLIENT_PARAM]: clientId });
  if (year !== undefined) params.set('year', String(year));
  if (tab !== FINANCIAL_TABS[0]) params.set('tab', tab);
  return `${paths.managementFinancial}?${params.toString()}`;
}

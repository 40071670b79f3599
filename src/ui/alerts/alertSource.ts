/**
 * Where the figures behind an alert are, so every figure it states can be audited: the management tab that computes
 * it (runway, burn rate, budget against actual, imports) for the company's books, or the company's own tab
 * (valuation reports, indicators). The financial tabs' ids are those of src/features/management/financial/financialTabs.ts.
 */
import { defineMessages, type MessageDescriptor } from 'react-intl';
import { managementOf, paths } from '../../app/paths.ts';
import { TAB_PARAM } from '../AddressTabs.tsx';

const messages = defineMessages({
  runway: { id: 'ui.alerts.source.runway', defaultMessage: 'See the runway', description: 'Link from an alert to the runway tab it was computed like' },
  burn: { id: 'ui.alerts.source.burn', defaultMessage: 'See the burn rate', description: 'Link from an alert to the burn-rate tab' },
  budget: { id: 'ui.alerts.source.budget', defaultMessage: 'See budget against actual', description: 'Link from an alert to the budget-against-actual tab' },
  reports: { id: 'ui.alerts.source.reports', defaultMessage: 'See the valuation reports', description: 'Link from an alert to the company\'s valuation reports' },
  indicators: { id: 'ui.alerts.source.indicators', defaultMessage: 'See the indicators', description: 'Link from an alert to the company\'s indicators' },
  imports: { id: 'ui.alerts.source.imports', defaultMessage: 'See the imports', description: 'Link from an alert to the imports of the company\'s books' },
  company: { id: 'ui.alerts.source.company', defaultMessage: 'See the company', description: 'Link from an alert to its company' },
});

export interface AlertSourceData {
  readonly kind?: string | null;
  readonly figures?: unknown;
  readonly company?: { readonly id: string; readonly client_id?: string | null } | null;
}

/** A tab of the financial analysis for a client, in the year of the alert's month so it opens on the same figures. */
function financialTab(tab: string, clientId: string, month: unknown): string {
  const params = new URLSearchParams({ [TAB_PARAM]: tab });
  if (typeof month === 'string') params.set('year', month.slice(0, 4));
  return `${managementOf(paths.managementFinancial, clientId)}&${params.toString()}`;
}

/** The address of what is behind the alert and the words of its link; null when the alert is about no company. */
export function alertSource(alert: AlertSourceData): { to: string; label: MessageDescriptor } | null {
  const company = alert.company;
  if (!company) return null;
  const figures = typeof alert.figures === 'object' && alert.figures !== null ? alert.figures as Record<string, unknown> : {};
  const client = company.client_id ?? null;
  const companyTab = (tab: string) => `${paths.company(company.id)}?${new URLSearchParams({ [TAB_PARAM]: tab }).toString()}`;
  switch (alert.kind) {
    case 'runway_below':
      return client ? { to: financialTab('runway', client, figures.reference_month), label: messages.runway } : null;
    case 'net_burn_growth':
      return client ? { to: financialTab('burn-rate', client, figures.reference_month), label: messages.burn } : null;
    case 'budget_deviation':
      return client ? { to: financialTab('budget-vs-actual', client, figures.reference_month), label: messages.budget } : null;
    case 'data_stale':
      return client ? { to: managementOf(paths.managementImports, client), label: messages.imports } : null;
    case 'valuation_overdue':
      return { to: companyTab('reports'), label: messages.reports };
    case 'metric_floor':
    case 'metric_ceiling':
      return { to: companyTab('indicators'), label: messages.indicators };
    default:
      return { to: paths.company(company.id), label: messages.company };
  }
}

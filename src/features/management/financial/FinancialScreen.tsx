import { useMemo, type ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { AddressTabs, TAB_PARAM } from '../../../ui/AddressTabs.tsx';
import { ManagementFrame, type ManagementContext } from '../ManagementFrame.tsx';
import { CLIENT_PARAM } from '../managementClient.ts';
import { BudgetTab } from './BudgetTab.tsx';
import { BudgetVsActualTab } from './BudgetVsActualTab.tsx';
import { BurnRateTab } from './BurnRateTab.tsx';
import { CashFlowStatementTab } from './CashFlowStatementTab.tsx';
import { CashFlowTab } from './CashFlowTab.tsx';
import { FINANCIAL_TABS, type FinancialTab } from './financialTabs.ts';
import { PERIOD_PARAMS, periodOf } from './financialPeriod.ts';
import { FlowsTab } from './FlowsTab.tsx';
import { OtherIndicatorsTab } from './OtherIndicatorsTab.tsx';
import { PeriodControls } from './PeriodControls.tsx';
import { RunwayTab } from './RunwayTab.tsx';
import { SummaryTab } from './SummaryTab.tsx';
import { useFinancialBooks, type FinancialBooks } from './useFinancialBooks.ts';
import { useFinancialYears } from './useFinancialYears.ts';
import { usePrefetchIndirectCashFlow } from './useIndirectCashFlow.ts';
import { VERSION_PARAM } from './BudgetVersionSelect.tsx';
import classes from './financial.module.css';

const messages = defineMessages({
  title: { id: 'management.FinancialScreen.title', defaultMessage: 'Financial analysis', description: 'Title of the financial analysis' },
  summary: { id: 'management.FinancialScreen.summary', defaultMessage: 'Summary', description: 'Tab: the key figures' },
  receipts: { id: 'management.FinancialScreen.receipts', defaultMessage: 'Receipts', description: 'Tab: money in by category and month' },
  payments: { id: 'management.FinancialScreen.payments', defaultMessage: 'Payments', description: 'Tab: money out by category and month' },
  budget: { id: 'management.FinancialScreen.budget', defaultMessage: 'Budget', description: 'Tab: the budget by category and month' },
  cashFlow: { id: 'management.FinancialScreen.cashFlow', defaultMessage: 'Cash flow', description: 'Tab: the cash-flow table' },
  statement: { id: 'management.FinancialScreen.statement', defaultMessage: 'Cash flow statement', description: 'Tab: the cash flow statement (DFC) with its checks' },
  indicators: { id: 'management.FinancialScreen.indicators', defaultMessage: 'Other indicators', description: 'Tab: the indicators the company reports' },
  budgetVsActual: { id: 'management.FinancialScreen.budgetVsActual', defaultMessage: 'Budget vs actual', description: 'Tab: budget against actual' },
  burnRate: { id: 'management.FinancialScreen.burnRate', defaultMessage: 'Burn rate', description: 'Tab: gross and net burn' },
  runway: { id: 'management.FinancialScreen.runway', defaultMessage: 'Runway', description: 'Tab: how long the cash lasts' },
});

/** /app/management/financial: the ten tabs of the spec for the chosen client, the tab and the period in the address. */
export function FinancialScreen() {
  const intl = useIntl();
  return (
    <ManagementFrame title={intl.formatMessage(messages.title)}>
      {(context) => <FinancialAnalysis key={context.client.id} context={context} />}
    </ManagementFrame>
  );
}

function FinancialAnalysis({ context }: { context: ManagementContext }) {
  const [params] = useSearchParams();
  const { years, lastMonth } = useFinancialYears(context.client.id);
  const period = useMemo(() => periodOf(params, years, new Date(), lastMonth), [params, years, lastMonth]);
  usePrefetchIndirectCashFlow(context.client.id, period, params.get(TAB_PARAM) === 'statement');
  const books = useFinancialBooks(context.client.id, period, params.get(VERSION_PARAM), lastMonth);
  return (
    <div className={classes.analysis}>
      <PeriodControls years={years} period={period} />
      <FinancialTabs context={context} books={books} />
    </div>
  );
}

function FinancialTabs({ context, books }: { context: ManagementContext; books: FinancialBooks }) {
  const intl = useIntl();
  const panels: Record<FinancialTab, { title: string; panel: ReactElement }> = {
    summary: { title: intl.formatMessage(messages.summary), panel: <SummaryTab books={books} clientId={context.client.id} /> },
    receipts: { title: intl.formatMessage(messages.receipts), panel: <FlowsTab books={books} context={context} type="receipt" /> },
    payments: { title: intl.formatMessage(messages.payments), panel: <FlowsTab books={books} context={context} type="payment" /> },
    budget: { title: intl.formatMessage(messages.budget), panel: <BudgetTab books={books} /> },
    'cash-flow': { title: intl.formatMessage(messages.cashFlow), panel: <CashFlowTab books={books} context={context} /> },
    statement: { title: intl.formatMessage(messages.statement), panel: <CashFlowStatementTab books={books} context={context} /> },
    indicators: { title: intl.formatMessage(messages.indicators), panel: <OtherIndicatorsTab context={context} period={books.period} /> },
    'budget-vs-actual': { title: intl.formatMessage(messages.budgetVsActual), panel: <BudgetVsActualTab books={books} context={context} /> },
    'burn-rate': { title: intl.formatMessage(messages.burnRate), panel: <BurnRateTab books={books} /> },
    runway: { title: intl.formatMessage(messages.runway), panel: <RunwayTab books={books} /> },
  };
  return (
    <AddressTabs
      id="financial-tabs"
      className={classes.tabs}
      keep={[CLIENT_PARAM, PERIOD_PARAMS.year, PERIOD_PARAMS.from, PERIOD_PARAMS.to, VERSION_PARAM]}
      tabs={FINANCIAL_TABS.map((id) => ({ id, ...panels[id] }))}
    />
  );
}

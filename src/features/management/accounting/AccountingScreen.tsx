import { NonIdealState } from '@blueprintjs/core';
import { useMemo, type ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { AddressTabs } from '../../../ui/AddressTabs.tsx';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { PERIOD_PARAMS, periodOf } from '../financial/financialPeriod.ts';
import { PeriodControls } from '../financial/PeriodControls.tsx';
import { ManagementFrame, type ManagementContext } from '../ManagementFrame.tsx';
import { CLIENT_PARAM } from '../managementClient.ts';
import { ACCOUNTING_TABS, type AccountingTab } from './accountingTabs.ts';
import { BalanceSheetTab } from './BalanceSheetTab.tsx';
import { IncomeStatementTab } from './IncomeStatementTab.tsx';
import { PublishedTab } from './PublishedTab.tsx';
import { TrialBalanceTab } from './TrialBalanceTab.tsx';
import { useLedgerBooks, type LedgerBooks } from './useLedgerBooks.ts';
import { useLedgerYears } from './useLedgerYears.ts';
import financial from '../financial/financial.module.css';

const messages = defineMessages({
  title: { id: 'management.AccountingScreen.title', defaultMessage: 'Accounting analysis', description: 'Title of the accounting analysis' },
  incomeStatement: { id: 'management.AccountingScreen.incomeStatement', defaultMessage: 'Income statement', description: 'Tab: the management income statement (DRE gerencial)' },
  balanceSheet: { id: 'management.AccountingScreen.balanceSheet', defaultMessage: 'Balance sheet', description: 'Tab: the balance sheet' },
  trialBalance: { id: 'management.AccountingScreen.trialBalance', defaultMessage: 'Trial balance', description: 'Tab: the trial balance (balancete)' },
  published: { id: 'management.AccountingScreen.published', defaultMessage: 'Published statements', description: 'Tab: the ECD\'s published statements against the ledger' },
  noLedger: { id: 'management.AccountingScreen.noLedger', defaultMessage: 'No ledger imported yet', description: 'The client has no ledger balances' },
  noLedgerText: {
    id: 'management.AccountingScreen.noLedgerText',
    defaultMessage: 'The accounting analysis reads the monthly balances of the ledger: import the company\'s SPED ECD (or a trial balance) to see its income statement, balance sheet and trial balance.',
    description: 'What the accounting analysis needs',
  },
  imports: { id: 'management.AccountingScreen.imports', defaultMessage: 'Import books', description: 'Link to the imports screen' },
});

/** /app/management/accounting: the ledger's statements for the chosen client, the tab and the period in the address. */
export function AccountingScreen() {
  const intl = useIntl();
  return (
    <ManagementFrame title={intl.formatMessage(messages.title)}>
      {(context) => <AccountingAnalysis key={context.client.id} context={context} />}
    </ManagementFrame>
  );
}

function AccountingAnalysis({ context }: { context: ManagementContext }) {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { years, lastMonth } = useLedgerYears(context.client.id);
  const period = useMemo(() => periodOf(params, years, new Date(), lastMonth), [params, years, lastMonth]);
  if (years.length === 0) {
    return (
      <NonIdealState
        icon="book"
        title={intl.formatMessage(messages.noLedger)}
        description={intl.formatMessage(messages.noLedgerText)}
        action={<LinkButton to={`${paths.managementImports}?${CLIENT_PARAM}=${context.client.id}`} text={intl.formatMessage(messages.imports)} />}
      />
    );
  }
  return (
    <div className={financial.analysis}>
      <PeriodControls years={years} period={period} />
      <LedgerTabs clientId={context.client.id} period={period} />
    </div>
  );
}

function LedgerTabs({ clientId, period }: { clientId: string; period: LedgerBooks['period'] }) {
  const intl = useIntl();
  const books = useLedgerBooks(clientId, period);
  const panels: Record<AccountingTab, { title: string; panel: ReactElement }> = {
    'income-statement': { title: intl.formatMessage(messages.incomeStatement), panel: <IncomeStatementTab books={books} clientId={clientId} /> },
    'balance-sheet': { title: intl.formatMessage(messages.balanceSheet), panel: <BalanceSheetTab books={books} /> },
    'trial-balance': { title: intl.formatMessage(messages.trialBalance), panel: <TrialBalanceTab books={books} clientId={clientId} /> },
    published: { title: intl.formatMessage(messages.published), panel: <PublishedTab books={books} /> },
  };
  return (
    <AddressTabs
      id="accounting-tabs"
      className={financial.tabs}
      keep={[CLIENT_PARAM, PERIOD_PARAMS.year, PERIOD_PARAMS.from, PERIOD_PARAMS.to]}
      tabs={ACCOUNTING_TABS.map((id) => ({ id, ...panels[id] }))}
    />
  );
}

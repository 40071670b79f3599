import { NonIdealState } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { BudgetVersionSelect } from './BudgetVersionSelect.tsx';
import { cashFlowRows } from './gridRows.ts';
import { MoneyGrid } from './MoneyGrid.tsx';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { useGridLabels } from './useGridLabels.ts';
import classes from './financial.module.css';

const messages = defineMessages({
  caption: { id: 'management.BudgetTab.caption', defaultMessage: 'Budget', description: 'Accessible name of the budget table, and its export\'s name' },
  note: { id: 'management.BudgetTab.note', defaultMessage: 'The budget of the version chosen, by section, category and month, in R$: cash in positive, cash out negative.', description: 'How to read the budget tab' },
  total: { id: 'management.BudgetTab.total', defaultMessage: 'Total', description: 'Header of the total column' },
  empty: { id: 'management.BudgetTab.empty', defaultMessage: 'No budget for this period', description: 'Title when there is no budget' },
  emptyText: { id: 'management.BudgetTab.emptyText', defaultMessage: 'Import a budget with the spreadsheet template; each import can be a version (original, revised, forecast).', description: 'How to get a budget' },
});

/** The budget by version (the plan of record unless another is chosen), as the cash-flow table lays it out. */
export function BudgetTab({ books }: { books: FinancialBooks }) {
  const intl = useIntl();
  const labels = useGridLabels();
  return (
    <div className={classes.tab}>
      <div className={classes.toolbar}><BudgetVersionSelect versions={books.versions} version={books.version} /></div>
      {books.budget
        ? (
          <>
            <p className={classes.note}>{intl.formatMessage(messages.note)}</p>
            <MoneyGrid
              caption={intl.formatMessage(messages.caption)}
              months={books.budget.months}
              rows={cashFlowRows(books.budget, labels, null, false)}
              totalHeader={intl.formatMessage(messages.total)}
              unfolded={(row) => row.kind === 'direction'}
            />
          </>
        )
        : <NonIdealState title={intl.formatMessage(messages.empty)} description={intl.formatMessage(messages.emptyText)} />}
    </div>
  );
}

import { NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { CategoryType } from '../../../../common/finance/cashFlow.ts';
import type { ManagementContext } from '../ManagementFrame.tsx';
import { flowRows } from './gridRows.ts';
import { MoneyGrid } from './MoneyGrid.tsx';
import { OwnTransfers } from './OwnTransfers.tsx';
import { useComposition } from './useComposition.ts';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { useGridLabels } from './useGridLabels.ts';
import { XrayPanel, type XrayCell } from './XrayPanel.tsx';
import classes from './financial.module.css';

const messages = defineMessages({
  receipts: { id: 'management.FlowsTab.receipts', defaultMessage: 'Receipts', description: 'Accessible name of the receipts table, and its export\'s name' },
  payments: { id: 'management.FlowsTab.payments', defaultMessage: 'Payments', description: 'Accessible name of the payments table, and its export\'s name' },
  receiptsNote: { id: 'management.FlowsTab.receiptsNote', defaultMessage: 'Money in by section and category, in R$. Unfold a category to see its client accounts; click an amount to see its transactions. A warning marks money out on a receipt line: a chargeback or a misclassified entry.', description: 'How to read the receipts tab' },
  paymentsNote: { id: 'management.FlowsTab.paymentsNote', defaultMessage: 'Money out by section and category, in R$ (negative). Unfold a category to see its client accounts; click an amount to see its transactions. A warning marks money in on a payment line: a refund or a misclassified entry.', description: 'How to read the payments tab' },
  total: { id: 'management.FlowsTab.total', defaultMessage: 'Total', description: 'Header of the total column' },
  empty: { id: 'management.FlowsTab.empty', defaultMessage: 'No record found', description: 'No receipts or payments in the period' },
});

/**
 * Receipts or payments by category and month, unfolding to the client accounts, every amount opening its x-ray; and
 * below them the transfers between the company's own accounts, which are neither.
 */
export function FlowsTab({ books, context, type }: { books: FinancialBooks; context: ManagementContext; type: CategoryType }) {
  const intl = useIntl();
  const [cell, setCell] = useState<XrayCell | null>(null);
  const any = books.actual.sections.some((section) => (type === 'receipt' ? section.cashIn : section.cashOut).categories.length > 0);
  return (
    <div className={classes.tab}>
      <p className={classes.note}>{intl.formatMessage(type === 'receipt' ? messages.receiptsNote : messages.paymentsNote)}</p>
      {any
        ? (
          <Suspense fallback={<Spinner />}>
            <FlowsGrid books={books} clientId={context.client.id} type={type} onCell={setCell} />
          </Suspense>
        )
        : <NonIdealState title={intl.formatMessage(messages.empty)} />}
      <Suspense fallback={null}><OwnTransfers clientId={context.client.id} period={books.period} /></Suspense>
      <XrayPanel clientId={context.client.id} period={books.period} cell={cell} onClose={() => { setCell(null); }} />
    </div>
  );
}

function FlowsGrid({ books, clientId, type, onCell }: { books: FinancialBooks; clientId: string; type: CategoryType; onCell: (cell: XrayCell) => void }) {
  const intl = useIntl();
  const labels = useGridLabels();
  const composition = useComposition(clientId, books.period.from, books.period.to);
  return (
    <MoneyGrid
      caption={intl.formatMessage(type === 'receipt' ? messages.receipts : messages.payments)}
      months={books.actual.months}
      rows={flowRows(books.actual, type, labels, composition)}
      totalHeader={intl.formatMessage(messages.total)}
      unfolded={(row) => row.kind === 'direction'}
      onCell={onCell}
    />
  );
}

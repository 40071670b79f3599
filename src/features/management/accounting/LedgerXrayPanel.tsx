import { Button, Callout, Drawer, DrawerSize, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { LedgerXrayPanelQuery } from '../../../../__generated__/LedgerXrayPanelQuery.graphql.ts';
import { toDecimal, toFixed2 } from '../../../../common/finance/money.ts';
import { addMonths } from '../../../../common/finance/months.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatIsoDate } from '../../../ui/useFormatIsoDate.ts';
import { useFormatAmount } from '../financial/useFormatAmount.ts';
import financial from '../financial/financial.module.css';

/** Entries listed per page of the panel; the totals always cover all of them. */
const PAGE = 100;

/**
 * What a cell shows of its entries: `result`, the income statement's figure (credit-positive, closing entries left
 * out, so −Σ of the other entries); `movement`, the trial balance's debits less credits (every entry, debit-positive).
 */
export type LedgerPresentation = 'result' | 'movement';

export interface LedgerXrayCell {
  readonly label: string;
  /** The analytic accounts the row adds up. */
  readonly accountIds: readonly string[];
  /** `YYYY-MM-01`. */
  readonly month: string;
  /** The amount the grid shows, to reconcile. */
  readonly value: string;
  readonly presentation: LedgerPresentation;
}

const messages = defineMessages({
  value: { id: 'management.LedgerXrayPanel.value', defaultMessage: 'Value of the cell', description: 'Label: the amount of the cell opened' },
  entries: { id: 'management.LedgerXrayPanel.entries', defaultMessage: 'Sum of the entries', description: 'Label: the entries behind the cell, added up as the cell is' },
  reconciled: { id: 'management.LedgerXrayPanel.reconciled', defaultMessage: 'Reconciled to the cent: the entries below add up to the cell.', description: 'The cell equals the sum of its entries' },
  noEntries: {
    id: 'management.LedgerXrayPanel.noEntries',
    defaultMessage: 'These balances came without their entries (a balance import, such as a trial balance or a bank\'s ledger balance): there is nothing to list behind them.',
    description: 'A cell with balances but no entries',
  },
  list: { id: 'management.LedgerXrayPanel.list', defaultMessage: 'Entries', description: 'Heading and accessible name of the list of entries behind the cell' },
  date: { id: 'management.LedgerXrayPanel.date', defaultMessage: 'Date', description: 'Column: the entry\'s date' },
  account: { id: 'management.LedgerXrayPanel.account', defaultMessage: 'Account', description: 'Column: the ledger account' },
  description: { id: 'management.LedgerXrayPanel.description', defaultMessage: 'History', description: 'Column: the entry\'s history (description)' },
  counterparty: { id: 'management.LedgerXrayPanel.counterparty', defaultMessage: 'Counterparty', description: 'Column: the participant of the entry' },
  source: { id: 'management.LedgerXrayPanel.source', defaultMessage: 'Source', description: 'Column: the file and line the entry came from' },
  debit: { id: 'management.LedgerXrayPanel.debit', defaultMessage: 'Debit', description: 'Column: the entry\'s debit' },
  credit: { id: 'management.LedgerXrayPanel.credit', defaultMessage: 'Credit', description: 'Column: the entry\'s credit' },
  more: { id: 'management.LedgerXrayPanel.more', defaultMessage: 'Show more', description: 'Button: list more entries' },
  closingLeftOut: { id: 'management.LedgerXrayPanel.closingLeftOut', defaultMessage: 'The year\'s closing entries are left out, as in the income statement.', description: 'The x-ray of an income statement cell leaves the closing entries out' },
});
const differenceMessage = defineMessage<{ difference: string | number }>({
  id: 'management.LedgerXrayPanel.difference',
  defaultMessage: 'The entries differ from the cell by {difference}: part of the balance came without its entries, or the books changed. Reload to see them tie.',
  description: 'The cell does not equal the sum of its entries',
});
const shownMessage = defineMessage<{ shown: number; total: number }>({
  id: 'management.LedgerXrayPanel.shown', defaultMessage: 'Showing {shown} of {total} entries', description: 'How many entries the panel lists',
});
const titleMessage = defineMessage<{ row: string | number; month: string | number }>({
  id: 'management.LedgerXrayPanel.title', defaultMessage: 'Entries: {row}, {month}', description: 'Title of the panel listing the entries behind a cell',
});
const lineMessage = defineMessage<{ file: string | number; line: string | number }>({
  id: 'management.LedgerXrayPanel.line', defaultMessage: '{file}, line {line}', description: 'Where an entry came from: file and line',
});

/** The entries behind one cell of the accounting grids, added up the way the cell is and reconciled to it. */
export function LedgerXrayPanel({ clientId, cell, onClose }: { clientId: string; cell: LedgerXrayCell | null; onClose: () => void }) {
  const intl = useIntl();
  const title = cell ? intl.formatMessage(titleMessage, { row: cell.label, month: formatMonth(intl, cell.month) }) : '';
  return (
    <Drawer isOpen={cell !== null} onClose={onClose} size={DrawerSize.LARGE} title={title}>
      {/* Blueprint's drawer has no role of its own: its body says what it is to assistive technology. */}
      <div className={financial.drawerBody} role="dialog" aria-label={title}>
        {cell && (
          <Suspense fallback={<Spinner />}>
            <LedgerXrayContent clientId={clientId} cell={cell} />
          </Suspense>
        )}
      </div>
    </Drawer>
  );
}

function LedgerXrayContent({ clientId, cell }: { clientId: string; cell: LedgerXrayCell }) {
  const intl = useIntl();
  const amount = useFormatAmount();
  const formatDate = useFormatIsoDate();
  const [limit, setLimit] = useState(PAGE);
  const closing = cell.presentation === 'result' ? [false] : [false, true];
  const data = useLazyLoadQuery<LedgerXrayPanelQuery>(graphql`
    query LedgerXrayPanelQuery($where: accounting_transaction_bool_exp!, $limit: Int!) {
      total: accounting_transaction_aggregate(where: $where) { aggregate { count sum { amount } } }
      entries: accounting_transaction(where: $where, order_by: [{ occurred_on: asc }, { source_line: asc }], limit: $limit) {
        id occurred_on amount description counterparty source_line
        client_account { code name }
        batch { file_name }
      }
    }
  `, {
    where: {
      client_account: { client_id: { _eq: clientId } },
      client_account_id: { _in: [...cell.accountIds] },
      occurred_on: { _gte: cell.month, _lt: addMonths(cell.month, 1) },
      is_closing: { _in: closing },
      batch: { status: { _eq: 'applied' } },
    },
    limit,
  }, { fetchPolicy: 'store-or-network' });

  const count = data.total.aggregate?.count ?? 0;
  const debitPositive = toDecimal(data.total.aggregate?.sum?.amount ?? '0');
  const entriesTotal = cell.presentation === 'result' ? debitPositive.neg() : debitPositive;
  const difference = entriesTotal.minus(toDecimal(cell.value));
  return (
    <div className={financial.xray}>
      <dl className={financial.facts}>
        <dt>{intl.formatMessage(messages.value)}</dt>
        <dd>{amount(cell.value)}</dd>
        <dt>{intl.formatMessage(messages.entries)}</dt>
        <dd>{amount(toFixed2(entriesTotal))}</dd>
      </dl>
      {cell.presentation === 'result' && <p>{intl.formatMessage(messages.closingLeftOut)}</p>}
      {count === 0 && !difference.eq('0')
        ? <Callout intent={Intent.PRIMARY} role="status">{intl.formatMessage(messages.noEntries)}</Callout>
        : difference.eq('0')
          ? <Callout intent={Intent.SUCCESS} icon="tick-circle" role="status">{intl.formatMessage(messages.reconciled)}</Callout>
          : <Callout intent={Intent.WARNING} role="status">{intl.formatMessage(differenceMessage, { difference: amount(toFixed2(difference)) })}</Callout>}
      <h3>{intl.formatMessage(messages.list)}</h3>
      {count === 0
        ? <NonIdealState icon="th-disconnect" title={intl.formatMessage(messages.noEntries)} />
        : (
          <>
            <p>{intl.formatMessage(shownMessage, { shown: data.entries.length, total: count })}</p>
            <HTMLTable compact striped aria-label={intl.formatMessage(messages.list)}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.date)}</th>
                  <th scope="col">{intl.formatMessage(messages.account)}</th>
                  <th scope="col">{intl.formatMessage(messages.description)}</th>
                  <th scope="col">{intl.formatMessage(messages.counterparty)}</th>
                  <th scope="col">{intl.formatMessage(messages.source)}</th>
                  <th scope="col" className={financial.amount}>{intl.formatMessage(messages.debit)}</th>
                  <th scope="col" className={financial.amount}>{intl.formatMessage(messages.credit)}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => {
                  const value = toDecimal(entry.amount);
                  return (
                    <tr key={entry.id}>
                      <td>{formatDate(entry.occurred_on)}</td>
                      <td>{`${entry.client_account.code} ${entry.client_account.name}`}</td>
                      <td>{entry.description ?? ''}</td>
                      <td>{entry.counterparty ?? ''}</td>
                      <td>{intl.formatMessage(lineMessage, { file: entry.batch.file_name ?? '', line: entry.source_line })}</td>
                      <td className={financial.amount}>{value.gt('0') ? amount(toFixed2(value)) : ''}</td>
                      <td className={financial.amount}>{value.lt('0') ? amount(toFixed2(value.neg())) : ''}</td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
            {data.entries.length < count && <Button text={intl.formatMessage(messages.more)} onClick={() => { setLimit((current) => current + PAGE); }} />}
          </>
        )}
    </div>
  );
}

import { Button, Callout, Drawer, DrawerSize, HTMLTable, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { FlowLinearIcon } from '@blueprintjs/icons';
import { Suspense, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { XrayPanelQuery, XrayPanelQuery$variables } from '../../../../__generated__/XrayPanelQuery.graphql.ts';
import { changeOf, shareOf } from '../../../../common/finance/analysis.ts';
import { compare, type Decimal, toDecimal, toFixed2 } from '../../../../common/finance/money.ts';
import { addMonths, monthsBetween } from '../../../../common/finance/months.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatIsoDate } from '../../../ui/useFormatIsoDate.ts';
import { LinkButton } from '../../../ui/LinkButton.tsx';
import { mappingFor } from '../managementClient.ts';
import type { FinancialPeriod } from './financialPeriod.ts';
import type { GridRow, XrayTarget } from './gridRows.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';
import { useFormatPercent } from './useFormatPercent.ts';
import classes from './financial.module.css';

/** Transactions listed per page of the panel; the totals always cover all of them. */
const PAGE = 100;

const messages = defineMessages({
  value: { id: 'management.XrayPanel.value', defaultMessage: 'Value of the cell', description: 'Label: the amount of the cell opened' },
  reconciled: { id: 'management.XrayPanel.reconciled', defaultMessage: 'Reconciled to the cent: the transactions below add up to the cell.', description: 'The cell equals the sum of its transactions' },
  vertical: { id: 'management.XrayPanel.vertical', defaultMessage: 'Share of the section (vertical analysis)', description: 'Label: the cell as a percentage of its section\'s cash in or out' },
  fromTo: { id: 'management.XrayPanel.fromTo', defaultMessage: 'From-to of these accounts', description: 'Link: the mapping of the client accounts behind the cell' },
  previousMonth: { id: 'management.XrayPanel.previousMonth', defaultMessage: 'Against the previous period (horizontal analysis)', description: 'Label: change against the month or period before' },
  yearBefore: { id: 'management.XrayPanel.yearBefore', defaultMessage: 'Against the same period a year before', description: 'Label: change against the same month of the previous year' },
  byAccount: { id: 'management.XrayPanel.byAccount', defaultMessage: 'By client account', description: 'Heading of the composition of the cell by client account' },
  transactions: { id: 'management.XrayPanel.transactions', defaultMessage: 'Transactions', description: 'Heading and accessible name of the list of transactions behind the cell' },
  date: { id: 'management.XrayPanel.date', defaultMessage: 'Date', description: 'Column: when the transaction happened' },
  description: { id: 'management.XrayPanel.description', defaultMessage: 'Description', description: 'Column: the transaction\'s description' },
  counterparty: { id: 'management.XrayPanel.counterparty', defaultMessage: 'Counterparty', description: 'Column: who paid or was paid' },
  document: { id: 'management.XrayPanel.document', defaultMessage: 'Document', description: 'Column: the document number' },
  account: { id: 'management.XrayPanel.account', defaultMessage: 'Client account', description: 'Column: the company\'s own account' },
  source: { id: 'management.XrayPanel.source', defaultMessage: 'Source', description: 'Column: the file and line the transaction came from' },
  amount: { id: 'management.XrayPanel.amount', defaultMessage: 'Cash', description: 'Column: the cash the transaction moved, + in and − out' },
  count: { id: 'management.XrayPanel.count', defaultMessage: 'Transactions', description: 'Column: how many transactions' },
  more: { id: 'management.XrayPanel.more', defaultMessage: 'Show more', description: 'Button: list more transactions' },
  none: { id: 'management.XrayPanel.none', defaultMessage: 'No transaction behind this cell', description: 'A cell with no transactions' },
});
const differenceMessage = defineMessage<{ difference: string | number }>({
  id: 'management.XrayPanel.difference', defaultMessage: 'The transactions differ from the cell by {difference}: the figures are being refreshed, or the books changed. Reload to see them tie.', description: 'The cell does not equal the sum of its transactions',
});
const shownMessage = defineMessage<{ shown: number; total: number }>({
  id: 'management.XrayPanel.shown', defaultMessage: 'Showing {shown} of {total} transactions', description: 'How many transactions the panel lists',
});
const titleMessage = defineMessage<{ row: string | number; period: string | number }>({
  id: 'management.XrayPanel.title', defaultMessage: 'X-ray: {row}, {period}', description: 'Title of the x-ray panel',
});
const lineMessage = defineMessage<{ file: string | number; line: string | number }>({
  id: 'management.XrayPanel.line', defaultMessage: '{file}, line {line}', description: 'Where a transaction came from: file and line',
});

export interface XrayCell {
  readonly target: XrayTarget;
  /** null: the period's total column. */
  readonly month: string | null;
  readonly row: GridRow;
  /** The amount the grid shows, to reconcile. */
  readonly value: string;
}

/**
 * The x-ray of one cell: its value reconciled to the cent with the transactions behind it, its composition by client
 * account, its share of its section (AV) and its change against the period before and the same period a year before
 * (AH). Every figure here is summed by the database from the same transactions the cell was derived from.
 */
export function XrayPanel({ clientId, period, cell, onClose }: { clientId: string; period: FinancialPeriod; cell: XrayCell | null; onClose: () => void }) {
  const intl = useIntl();
  const periodLabel = cell?.month ? formatMonth(intl, cell.month) : `${formatMonth(intl, period.from)} – ${formatMonth(intl, period.to)}`;
  const title = cell ? intl.formatMessage(titleMessage, { row: cell.target.label, period: periodLabel }) : '';
  return (
    <Drawer isOpen={cell !== null} onClose={onClose} size={DrawerSize.LARGE} title={title}>
      {/* Blueprint's drawer has no role of its own: its body says what it is to assistive technology. */}
      <div className={classes.drawerBody} role="dialog" aria-label={title}>
        {cell && (
          <Suspense fallback={<Spinner />}>
            <XrayContent clientId={clientId} period={period} cell={cell} />
          </Suspense>
        )}
      </div>
    </Drawer>
  );
}

type Where = XrayPanelQuery$variables['where'];

function xrayVariables(clientId: string, period: FinancialPeriod, cell: XrayCell, limit: number): XrayPanelQuery$variables {
  const from = cell.month ?? period.from;
  const to = cell.month ?? period.to;
  const length = monthsBetween(from, to).length;
  const { target } = cell;
  const targetFilter: Where = target.unclassified
    ? { account_id: { _is_null: true } }
    : { account_id: { _in: [...target.accountIds] }, ...(target.clientAccountId ? { client_account_id: { _eq: target.clientAccountId } } : {}) };
  const within = (start: string, end: string): Where => ({ client_id: { _eq: clientId }, month: { _gte: start, _lte: end } });
  // The whole a cell is a share of: its section's cash in or out; for a section's own row, that direction in all sections.
  const whole: Where = target.type === null
    ? { ...within(from, to), account_id: { _is_null: true } }
    : { ...within(from, to), account: cell.row.kind === 'direction' || target.section === null ? { type: { _eq: target.type } } : { type: { _eq: target.type }, section: { _eq: target.section } } };
  return {
    where: { ...within(from, to), ...targetFilter },
    previous: { ...within(addMonths(from, -length), addMonths(to, -length)), ...targetFilter },
    yearBefore: { ...within(addMonths(from, -12), addMonths(to, -12)), ...targetFilter },
    whole,
    composition: {
      client_id: { _eq: clientId }, month: { _gte: from, _lte: to },
      ...(target.unclassified ? { account_id: { _is_null: true } } : { account_id: { _in: [...target.accountIds] } }),
      ...(target.clientAccountId ? { client_account_id: { _eq: target.clientAccountId } } : {}),
    },
    limit,
  };
}

function XrayContent({ clientId, period, cell }: { clientId: string; period: FinancialPeriod; cell: XrayCell }) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  const formatDate = useFormatIsoDate();
  const [limit, setLimit] = useState(PAGE);
  const data = useLazyLoadQuery<XrayPanelQuery>(graphql`
    query XrayPanelQuery(
      $where: accounting_classified_transaction_bool_exp!, $previous: accounting_classified_transaction_bool_exp!,
      $yearBefore: accounting_classified_transaction_bool_exp!, $whole: accounting_classified_transaction_bool_exp!,
      $composition: accounting_category_composition_bool_exp!, $limit: Int!
    ) {
      total: accounting_classified_transaction_aggregate(where: $where) { aggregate { count sum { cash_effect } } }
      previous: accounting_classified_transaction_aggregate(where: $previous) { aggregate { sum { cash_effect } } }
      yearBefore: accounting_classified_transaction_aggregate(where: $yearBefore) { aggregate { sum { cash_effect } } }
      whole: accounting_classified_transaction_aggregate(where: $whole) { aggregate { sum { cash_effect } } }
      composition: accounting_category_composition(where: $composition) {
        client_account_id cash_effect transactions
        client_account { code name }
      }
      transactions: accounting_classified_transaction(where: $where, order_by: [{ month: asc }, { transaction_id: asc }], limit: $limit) {
        transaction_id cash_effect
        client_account { code name }
        transaction { occurred_on description counterparty document source_line fitid batch { file_name } }
      }
    }
  `, xrayVariables(clientId, period, cell, limit), { fetchPolicy: 'store-or-network' });

  const total = data.total.aggregate?.sum?.cash_effect ?? '0';
  const count = data.total.aggregate?.count ?? 0;
  const difference = toDecimal(total).minus(toDecimal(cell.value));
  const percent = useFormatPercent();
  const byAccount = new Map<string, { code: string; name: string; cash: Decimal; transactions: number }>();
  for (const part of data.composition) {
    const key = part.client_account_id ?? '';
    const entry = byAccount.get(key) ?? { code: part.client_account?.code ?? '', name: part.client_account?.name ?? '', cash: toDecimal(0), transactions: 0 };
    entry.cash = entry.cash.plus(toDecimal(part.cash_effect ?? '0'));
    entry.transactions += part.transactions ?? 0;
    byAccount.set(key, entry);
  }
  const parts = [...byAccount.values()].sort((a, b) => a.code.localeCompare(b.code, 'en', { numeric: true }));
  const transactions = data.transactions;

  return (
    <div className={classes.xray}>
      <dl className={classes.facts}>
        <dt>{intl.formatMessage(messages.value)}</dt>
        <dd className={classes.figure}>{formatCash(toFixed2(cell.value))}</dd>
        <dt>{intl.formatMessage(messages.vertical)}</dt>
        <dd>{percent(shareOf(total, data.whole.aggregate?.sum?.cash_effect ?? '0'))}</dd>
        <dt>{intl.formatMessage(messages.previousMonth)}</dt>
        <dd>{percent(changeOf(total, data.previous.aggregate?.sum?.cash_effect ?? '0'))}</dd>
        <dt>{intl.formatMessage(messages.yearBefore)}</dt>
        <dd>{percent(changeOf(total, data.yearBefore.aggregate?.sum?.cash_effect ?? '0'))}</dd>
      </dl>
      {compare(difference, 0) === 0
        ? <Callout intent={Intent.SUCCESS} compact>{intl.formatMessage(messages.reconciled)}</Callout>
        : <Callout intent={Intent.DANGER} compact>{intl.formatMessage(differenceMessage, { difference: formatCash(toFixed2(difference)) })}</Callout>}

      <div className={classes.toolbar}>
        <h4 style={{ margin: 0 }}>{intl.formatMessage(messages.byAccount)}</h4>
        <span style={{ flex: 1 }} />
        <LinkButton
          icon={<FlowLinearIcon />}
          to={mappingFor(clientId, { from: cell.month ?? period.from, to: cell.month ?? period.to, categories: cell.target.unclassified ? [] : cell.target.accountIds, unclassified: cell.target.unclassified })}
          text={intl.formatMessage(messages.fromTo)}
        />
      </div>
      <HTMLTable compact striped className={classes.fullWidth} aria-label={intl.formatMessage(messages.byAccount)}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.account)}</th>
            <th scope="col" className={classes.amount}>{intl.formatMessage(messages.count)}</th>
            <th scope="col" className={classes.amount}>{intl.formatMessage(messages.amount)}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part) => (
            <tr key={part.code}>
              <td><span className={classes.code}>{part.code}</span>{part.name}</td>
              <td className={classes.amount}>{intl.formatNumber(part.transactions)}</td>
              <td className={classes.amount}>{formatCash(toFixed2(part.cash))}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>

      <h4>{intl.formatMessage(messages.transactions)}</h4>
      {count === 0
        ? <NonIdealState title={intl.formatMessage(messages.none)} />
        : (
          <>
            <p>{intl.formatMessage(shownMessage, { shown: transactions.length, total: count })}</p>
            <HTMLTable compact striped className={classes.fullWidth} aria-label={intl.formatMessage(messages.transactions)}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(messages.date)}</th>
                  <th scope="col">{intl.formatMessage(messages.description)}</th>
                  <th scope="col">{intl.formatMessage(messages.counterparty)}</th>
                  <th scope="col">{intl.formatMessage(messages.document)}</th>
                  <th scope="col">{intl.formatMessage(messages.account)}</th>
                  <th scope="col">{intl.formatMessage(messages.source)}</th>
                  <th scope="col" className={classes.amount}>{intl.formatMessage(messages.amount)}</th>
                </tr>
              </thead>
              <tbody>
                {transactions.map((row) => {
                  const transaction = row.transaction;
                  return (
                    <tr key={row.transaction_id ?? ''}>
                      <td>{transaction ? formatDate(transaction.occurred_on) : ''}</td>
                      <td>{transaction?.description}</td>
                      <td>{transaction?.counterparty}</td>
                      <td>{transaction?.document}</td>
                      <td><span className={classes.code}>{row.client_account?.code}</span></td>
                      <td>
                        {transaction && intl.formatMessage(lineMessage, { file: transaction.batch.file_name ?? "", line: transaction.source_line })}
                        {transaction?.fitid && <span className={classes.code}> FITID {transaction.fitid}</span>}
                      </td>
                      <td className={classes.amount}>{formatCash(row.cash_effect ?? '0')}</td>
                    </tr>
                  );
                })}
              </tbody>
            </HTMLTable>
            {transactions.length < count && <Button text={intl.formatMessage(messages.more)} onClick={() => { setLimit((current) => current + PAGE); }} />}
          </>
        )}
    </div>
  );
}

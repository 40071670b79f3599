import { HTMLTable } from '@blueprintjs/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { OwnTransfersQuery } from '../../../../__generated__/OwnTransfersQuery.graphql.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatIsoDate } from '../../../ui/useFormatIsoDate.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';
import type { FinancialPeriod } from './financialPeriod.ts';
import classes from './financial.module.css';

/** How many transfers the list shows; the count and the sum say what the rest add up to. */
const LIMIT = 100;

const messages = defineMessages({
  title: { id: 'management.OwnTransfers.title', defaultMessage: 'Transfers between the company\'s own accounts', description: 'Heading and accessible name of the list of transfers kept apart' },
  date: { id: 'management.OwnTransfers.date', defaultMessage: 'Sent', description: 'Column: the day the money left the first account' },
  received: { id: 'management.OwnTransfers.received', defaultMessage: 'Received', description: 'Column: the day the money reached the other account' },
  from: { id: 'management.OwnTransfers.from', defaultMessage: 'From', description: 'Column: the account the money left' },
  to: { id: 'management.OwnTransfers.to', defaultMessage: 'To', description: 'Column: the account the money reached' },
  amount: { id: 'management.OwnTransfers.amount', defaultMessage: 'Amount', description: 'Column: the amount moved' },
});
const summaryMessage = defineMessage<{ count: number; amount: string | number; from: string | number; to: string | number }>({
  id: 'management.OwnTransfers.summary',
  defaultMessage: 'Money moved between the company\'s own bank accounts, seen on both statements (the same amount out of one and into the other within three days): neither a receipt nor a payment, so the tables leave it out. {count, plural, one {# transfer} other {# transfers}}, {amount} in all, {from} to {to}.',
  description: 'What the transfers kept apart are, and how many',
});
const shownMessage = defineMessage<{ shown: number; total: number }>({
  id: 'management.OwnTransfers.shown', defaultMessage: 'Showing {shown} of {total} transfers', description: 'How many transfers the list shows',
});

/** The transfers between the client's own cash accounts in the months shown, kept apart from receipts and payments. */
export function OwnTransfers({ clientId, period }: { clientId: string; period: FinancialPeriod }) {
  const intl = useIntl();
  const formatCash = useFormatCashEffect();
  const formatDate = useFormatIsoDate();
  const data = useLazyLoadQuery<OwnTransfersQuery>(graphql`
    query OwnTransfersQuery($where: accounting_own_transfer_bool_exp!, $limit: Int!) {
      total: accounting_own_transfer_aggregate(where: $where) { aggregate { count sum { amount } } }
      transfers: accounting_own_transfer(where: $where, order_by: [{ occurred_on: asc }, { transfer_id: asc }], limit: $limit) {
        transfer_id occurred_on received_on amount
        from_client_account { code name }
        to_client_account { code name }
      }
    }
  `, { where: { client_id: { _eq: clientId }, month: { _gte: period.from, _lte: period.to } }, limit: LIMIT }, { fetchPolicy: 'store-and-network' });
  const count = data.total.aggregate?.count ?? 0;
  if (count === 0) return null;
  const title = intl.formatMessage(messages.title);
  const day = (date: string | null | undefined) => (date ? formatDate(date) : '');
  return (
    <section className={classes.gridBlock} aria-label={title}>
      <h3 style={{ margin: 0 }}>{title}</h3>
      <p className={classes.note}>
        {intl.formatMessage(summaryMessage, {
          count, amount: formatCash(data.total.aggregate?.sum?.amount ?? '0'), from: formatMonth(intl, period.from), to: formatMonth(intl, period.to),
        })}
      </p>
      {count > data.transfers.length && <p className={classes.note}>{intl.formatMessage(shownMessage, { shown: data.transfers.length, total: count })}</p>}
      <HTMLTable compact striped aria-label={title}>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(messages.date)}</th>
            <th scope="col">{intl.formatMessage(messages.received)}</th>
            <th scope="col">{intl.formatMessage(messages.from)}</th>
            <th scope="col">{intl.formatMessage(messages.to)}</th>
            <th scope="col" className={classes.amount}>{intl.formatMessage(messages.amount)}</th>
          </tr>
        </thead>
        <tbody>
          {data.transfers.map((transfer) => (
            <tr key={transfer.transfer_id ?? `${transfer.occurred_on}`}>
              <td>{day(transfer.occurred_on)}</td>
              <td>{day(transfer.received_on)}</td>
              <td><span className={classes.code}>{transfer.from_client_account?.code}</span>{transfer.from_client_account?.name}</td>
              <td><span className={classes.code}>{transfer.to_client_account?.code}</span>{transfer.to_client_account?.name}</td>
              <td className={classes.amount}>{formatCash(transfer.amount ?? '0')}</td>
            </tr>
          ))}
        </tbody>
      </HTMLTable>
    </section>
  );
}

import { Button, HTMLTable, Intent, NonIdealState } from '@blueprintjs/core';
import { EyeOpenIcon, OfficeIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ResponsesTable_request$key } from '../../../__generated__/ResponsesTable_request.graphql.ts';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';
import { requestMessages } from './requestMessages.ts';
import { ResponseStatusTag } from './ResponseStatusTag.tsx';
import styles from './requests.module.css';

const messages = defineMessages({
  label: { id: 'requests.ResponsesTable.label', defaultMessage: 'Companies asked', description: 'Name of the table of a request\'s responses' },
  sent: { id: 'requests.ResponsesTable.sent', defaultMessage: 'E-mailed', description: 'Column: when the request was e-mailed to the company' },
  opened: { id: 'requests.ResponsesTable.opened', defaultMessage: 'Opened', description: 'Column: when the company opened its link' },
  submitted: { id: 'requests.ResponsesTable.submitted', defaultMessage: 'Submitted', description: 'Column: when the company submitted' },
  reviewed: { id: 'requests.ResponsesTable.reviewed', defaultMessage: 'Reviewed', description: 'Column: when the answers were approved or returned' },
  reminders: { id: 'requests.ResponsesTable.reminders', defaultMessage: 'Reminders sent', description: 'Column: how many reminders went out, and the last' },
  actions: { id: 'requests.ResponsesTable.actions', defaultMessage: 'Actions', description: 'Column of the buttons' },
  reviewShort: { id: 'requests.ResponsesTable.reviewShort', defaultMessage: 'Review', description: 'Button: opens submitted answers to approve or return' },
  openShort: { id: 'requests.ResponsesTable.openShort', defaultMessage: 'Open', description: 'Button: opens a company\'s response' },
  none: { id: 'requests.ResponsesTable.none', defaultMessage: 'This request went to no company', description: 'A request without responses' },
});

const reviewMessage = defineMessage<{ company: string }>({
  id: 'requests.ResponsesTable.review',
  defaultMessage: 'Review {company}',
  description: 'Accessible name of the button that opens a company\'s answers to review',
});

const openMessage = defineMessage<{ company: string }>({
  id: 'requests.ResponsesTable.open',
  defaultMessage: 'Open {company}',
  description: 'Accessible name of the button that opens a company\'s response',
});

const remindersMessage = defineMessage<{ count: number; last: string }>({
  id: 'requests.ResponsesTable.remindersCount',
  defaultMessage: '{count, plural, =0 {None} other {# (last {last})}}',
  description: 'How many reminders went out, and the date of the last',
});

/** Each company the request went to: its state, when it moved, the reminders sent, and its answers to open. */
export function ResponsesTable({ request, today, onOpen }: {
  request: ResponsesTable_request$key;
  today: string;
  onOpen: (responseId: string) => void;
}) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ResponsesTable_request on portfolio_kpi_request {
        due_date
        cancelled_at
        responses(order_by: [{ company: { name_sort: asc } }, { company_id: asc }]) {
          id
          status
          mailed_at
          opened_at
          submitted_at
          approved_at
          returned_at
          reminders_sent
          last_reminder_at
          company {
            name
          }
        }
      }
    `,
    request,
  );
  if (data.responses.length === 0) return <NonIdealState icon={<OfficeIcon size={48} />} title={intl.formatMessage(messages.none)} />;
  const when = (value: string | null | undefined) => (typeof value === 'string' ? formatTimestamp(intl, value) : '—');
  return (
    <HTMLTable striped compact aria-label={intl.formatMessage(messages.label)} className={styles.wide}>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(requestMessages.company)}</th>
          <th scope="col">{intl.formatMessage(requestMessages.status)}</th>
          <th scope="col">{intl.formatMessage(messages.sent)}</th>
          <th scope="col">{intl.formatMessage(messages.opened)}</th>
          <th scope="col">{intl.formatMessage(messages.submitted)}</th>
          <th scope="col">{intl.formatMessage(messages.reviewed)}</th>
          <th scope="col">{intl.formatMessage(messages.reminders)}</th>
          <th scope="col">{intl.formatMessage(messages.actions)}</th>
        </tr>
      </thead>
      <tbody>
        {data.responses.map((response) => (
          <tr key={response.id}>
            <td>{response.company.name}</td>
            <td>
              <ResponseStatusTag status={response.status} dueDate={data.due_date} today={today} cancelled={typeof data.cancelled_at === 'string'} />
            </td>
            <td>{when(response.mailed_at)}</td>
            <td>{when(response.opened_at)}</td>
            <td>{when(response.submitted_at)}</td>
            <td>{when(response.approved_at ?? response.returned_at)}</td>
            <td>
              {intl.formatMessage(remindersMessage, {
                count: response.reminders_sent,
                last: when(response.last_reminder_at),
              })}
            </td>
            <td>
              <Button
                size="small"
                icon={<EyeOpenIcon />}
                text={intl.formatMessage(response.status === 'submitted' ? messages.reviewShort : messages.openShort)}
                intent={response.status === 'submitted' ? Intent.PRIMARY : Intent.NONE}
                aria-label={intl.formatMessage(response.status === 'submitted' ? reviewMessage : openMessage, { company: response.company.name })}
                onClick={() => { onOpen(response.id); }}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </HTMLTable>
  );
}

import { Tag } from '@blueprintjs/core';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RequestFacts_request$key } from '../../../__generated__/RequestFacts_request.graphql.ts';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';
import { metricName } from '../../ui/metricText.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { recurrenceMessage, requestMessages } from './requestMessages.ts';
import { formatReminders } from './requestForm.ts';
import { formatPeriod } from './requestPeriod.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  reminders: { id: 'requests.RequestFacts.reminders', defaultMessage: 'Reminders', description: 'Term: when reminders go out' },
  noReminders: { id: 'requests.RequestFacts.noReminders', defaultMessage: 'None', description: 'The request sends no reminders' },
  metrics: { id: 'requests.RequestFacts.metrics', defaultMessage: 'Metrics', description: 'Term: what the request asks for' },
  message: { id: 'requests.RequestFacts.message', defaultMessage: 'Message', description: 'Term: the note sent with the request' },
  created: { id: 'requests.RequestFacts.created', defaultMessage: 'Created', description: 'Term: who created the request and when' },
  cancelledAt: { id: 'requests.RequestFacts.cancelledAt', defaultMessage: 'Cancelled on', description: 'Term: when the request was cancelled' },
});

const remindersMessage = defineMessage<{ days: string }>({
  id: 'requests.RequestFacts.remindersDays',
  defaultMessage: '{days} days from the due date',
  description: 'The reminder offsets, e.g. "-7, -1, +1, +7 days from the due date"',
});

const createdMessage = defineMessage<{ who: string; when: string }>({
  id: 'requests.RequestFacts.createdBy',
  defaultMessage: '{who}, {when}',
  description: 'Who created the request, and when',
});

/** What the request asks and when: its period, dates, recurrence, reminders, metrics and message. */
export function RequestFacts({ request }: { request: RequestFacts_request$key }) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const data = useFragment(
    graphql`
      fragment RequestFacts_request on portfolio_kpi_request {
        message
        period_start
        period_end
        send_on
        due_date
        recurrence
        reminder_days
        created_at
        cancelled_at
        creator {
          displayName
        }
        metrics(order_by: [{ position: asc }, { kind: asc }]) {
          kind
          metric {
            en_name
            pt_br_name
          }
        }
      }
    `,
    request,
  );
  const days = Array.isArray(data.reminder_days) ? data.reminder_days.filter((day): day is number => typeof day === 'number') : [];
  return (
    <dl className={styles.facts}>
      <dt>{intl.formatMessage(requestMessages.period)}</dt>
      <dd>{formatPeriod(intl, data.period_start, data.period_end)}</dd>
      <dt>{intl.formatMessage(requestMessages.sendOn)}</dt>
      <dd>{formatDate(data.send_on)}</dd>
      <dt>{intl.formatMessage(requestMessages.dueDate)}</dt>
      <dd>{formatDate(data.due_date)}</dd>
      <dt>{intl.formatMessage(requestMessages.recurrence)}</dt>
      <dd>{intl.formatMessage(recurrenceMessage(data.recurrence))}</dd>
      <dt>{intl.formatMessage(messages.reminders)}</dt>
      <dd>{days.length === 0 ? intl.formatMessage(messages.noReminders) : intl.formatMessage(remindersMessage, { days: formatReminders(days) })}</dd>
      <dt>{intl.formatMessage(messages.metrics)}</dt>
      <dd className={styles.tags}>{data.metrics.map((metric) => <Tag key={metric.kind} minimal>{metricName(intl, metric.metric)}</Tag>)}</dd>
      {data.message !== '' && (
        <>
          <dt>{intl.formatMessage(messages.message)}</dt>
          <dd className={styles.message}>{data.message}</dd>
        </>
      )}
      <dt>{intl.formatMessage(messages.created)}</dt>
      <dd>{intl.formatMessage(createdMessage, { who: data.creator?.displayName ?? '—', when: formatTimestamp(intl, data.created_at) })}</dd>
      {typeof data.cancelled_at === 'string' && (
        <>
          <dt>{intl.formatMessage(messages.cancelledAt)}</dt>
          <dd>{formatTimestamp(intl, data.cancelled_at)}</dd>
        </>
      )}
    </dl>
  );
}

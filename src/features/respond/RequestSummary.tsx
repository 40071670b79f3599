import { H1, H2, Intent, Tag } from '@blueprintjs/core';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RequestSummary_response$key } from '../../../__generated__/RequestSummary_response.graphql.ts';
import { formatMonth } from '../../ui/formatMonth.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import styles from './respond.module.css';

const period = defineMessage<{ period: string }>({
  id: 'respond.RequestSummary.period',
  defaultMessage: 'Period: {period}',
  description: 'The months a KPI request asks numbers for, e.g. "Period: Jan 2026 – Mar 2026"',
});
const due = defineMessage<{ date: string }>({
  id: 'respond.RequestSummary.due',
  defaultMessage: 'Due: {date}',
  description: 'The due date of a KPI request',
});

const messages = defineMessages({
  overdue: { id: 'respond.RequestSummary.overdue', defaultMessage: 'Overdue', description: 'Tag on a KPI request whose due date has passed without an answer' },
});

/** Statuses after which the due date no longer matters. */
const ANSWERED = new Set(['submitted', 'approved']);

const fragment = graphql`
  fragment RequestSummary_response on portfolio_kpi_response {
    status
    company { name }
    request { title message period_start period_end due_date }
  }
`;

/** Who asks what of whom: the company, the request's title and message, its period and due date. */
export function RequestSummary({ response, today }: { response: RequestSummary_response$key; today: string }) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const { status, company, request } = useFragment(fragment, response);
  const start = formatMonth(intl, request.period_start);
  const end = formatMonth(intl, request.period_end);
  // ISO days compare as text.
  const overdue = !ANSWERED.has(status) && today > request.due_date;
  return (
    <section aria-labelledby="respond-title">
      <H1 id="respond-title" className={styles.title}>{request.title}</H1>
      <H2 className={styles.company}>{company.name}</H2>
      <div className={styles.facts}>
        <span>{intl.formatMessage(period, { period: start === end ? start : `${start} – ${end}` })}</span>
        <span>
          {intl.formatMessage(due, { date: formatDate(request.due_date, 'long') })}
          {overdue && <> <Tag intent={Intent.DANGER} minimal><FormattedMessage {...messages.overdue} /></Tag></>}
        </span>
      </div>
      {request.message !== '' && <p className={styles.message}>{request.message}</p>}
    </section>
  );
}

import { Button, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { InboxIcon, PlusIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { RequestsTable_query$data, RequestsTable_query$key } from '../../../__generated__/RequestsTable_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { toLimitOffset, useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { recurrenceMessage, requestMessages, statusMessages } from './requestMessages.ts';
import { formatPeriod } from './requestPeriod.ts';
import { countStatuses, RESPONSE_STATUSES, statusIntent, statusSolid } from './responseState.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  label: { id: 'requests.RequestsTable.label', defaultMessage: 'Requests', description: 'Name of the requests table' },
  title: { id: 'requests.RequestsTable.title', defaultMessage: 'Request', description: 'Column: the request\'s title' },
  answers: { id: 'requests.RequestsTable.answers', defaultMessage: 'Companies', description: 'Column: how many companies are in each state' },
  noneTitle: { id: 'requests.RequestsTable.noneTitle', defaultMessage: 'No requests yet', description: 'Title when the organization has sent no request' },
  noneText: {
    id: 'requests.RequestsTable.noneText',
    defaultMessage: 'Ask your companies for their numbers: choose the metrics, the period and a due date, and each company gets a link to answer without an account.',
    description: 'What a request is, when there is none',
  },
  newRequest: { id: 'requests.RequestsTable.newRequest', defaultMessage: 'New request', description: 'Opens the form of a new request from the empty list' },
});

const countMessage = defineMessage<{ count: number; state: string }>({
  id: 'requests.RequestsTable.count',
  defaultMessage: '{state} · {count}',
  description: 'A tag: a state and how many companies are in it, e.g. "Approved · 3" (the state\'s word stays singular)',
});

type Request = RequestsTable_query$data['requests'][number];

const NO_SORT = {};

/** The organization's requests, the latest due first, each with how many companies are in each state and late. */
export function RequestsTable({ query, today, onNewRequest }: {
  query: RequestsTable_query$key;
  today: string;
  /** Offered in the empty state to those who may create requests. */
  onNewRequest?: () => void;
}) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const [state, change] = useTableUrlState(NO_SORT);
  const { requests } = useFragment(
    graphql`
      fragment RequestsTable_query on query_root {
        requests: portfolio_kpi_request(
          where: { organization_id: { _eq: $organizationId } }
          order_by: [{ due_date: desc }, { created_at: desc }]
        ) {
          id
          title
          period_start
          period_end
          send_on
          due_date
          recurrence
          cancelled_at
          responses {
            id
            status
          }
        }
      }
    `,
    query,
  );
  if (requests.length === 0) {
    return (
      <NonIdealState
        icon={<InboxIcon size={48} />}
        title={intl.formatMessage(messages.noneTitle)}
        description={intl.formatMessage(messages.noneText)}
        action={onNewRequest && <Button icon={<PlusIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.newRequest)} onClick={onNewRequest} />}
      />
    );
  }
  // An organization sends a few requests a month: they come whole and page here.
  const { limit, offset } = toLimitOffset(state, requests.length);
  const columns: DataTableColumn<Request>[] = [
    {
      id: 'title', header: intl.formatMessage(messages.title), freeText: true,
      cell: (row) => (
        <span className={styles.tags}>
          <Link to={paths.request(row.id)}>{row.title}</Link>
          {(row.cancelled_at ?? null) !== null && <Tag minimal>{intl.formatMessage(requestMessages.cancelled)}</Tag>}
        </span>
      ),
    },
    { id: 'period', header: intl.formatMessage(requestMessages.period), cell: (row) => formatPeriod(intl, row.period_start, row.period_end) },
    { id: 'sendOn', header: intl.formatMessage(requestMessages.sendOn), cell: (row) => formatDate(row.send_on) },
    { id: 'dueDate', header: intl.formatMessage(requestMessages.dueDate), cell: (row) => formatDate(row.due_date) },
    { id: 'recurrence', header: intl.formatMessage(requestMessages.recurrence), cell: (row) => intl.formatMessage(recurrenceMessage(row.recurrence)) },
    { id: 'answers', header: intl.formatMessage(messages.answers), cell: (row) => <StatusCounts request={row} today={today} /> },
  ];
  return (
    <DataTable
      label={intl.formatMessage(messages.label)}
      columns={columns}
      rows={limit === null ? requests : requests.slice(offset, offset + limit)}
      rowKey={(row) => row.id}
      total={requests.length}
      state={state}
      onStateChange={change}
    />
  );
}

/** A tag per state that has companies in it, and the late ones in red. */
function StatusCounts({ request, today }: { request: Request; today: string }) {
  const intl = useIntl();
  const counts = countStatuses(request.responses, request.due_date, today, (request.cancelled_at ?? null) !== null);
  return (
    <span className={styles.tags}>
      {RESPONSE_STATUSES.filter((status) => counts.byStatus[status] > 0).map((status) => (
        <Tag key={status} round minimal={!statusSolid(status)} intent={statusIntent(status)}>
          {intl.formatMessage(countMessage, { count: counts.byStatus[status], state: intl.formatMessage(statusMessages[status]) })}
        </Tag>
      ))}
      {counts.overdue > 0 && (
        <Tag round intent={Intent.DANGER}>
          {intl.formatMessage(countMessage, { count: counts.overdue, state: intl.formatMessage(requestMessages.overdue) })}
        </Tag>
      )}
    </span>
  );
}

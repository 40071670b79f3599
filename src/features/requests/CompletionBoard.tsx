import { FormGroup, HTMLSelect, HTMLTable, InputGroup, NonIdealState } from '@blueprintjs/core';
import { FilterRemoveIcon, GridIcon, SearchIcon } from '@blueprintjs/icons';
import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { CompletionBoard_query$key } from '../../../__generated__/CompletionBoard_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { BOARD_FILTERS, boardRows } from './boardRows.ts';
import type { BoardFilter } from './boardRows.ts';
import { requestMessages } from './requestMessages.ts';
import { ResponseStatusTag } from './ResponseStatusTag.tsx';
import styles from './requests.module.css';

const messages = defineMessages({
  label: { id: 'requests.CompletionBoard.label', defaultMessage: 'Completion board', description: 'Name of the board table: companies down, requests across' },
  show: { id: 'requests.CompletionBoard.show', defaultMessage: 'Show', description: 'Label of the board\'s filter by state' },
  search: { id: 'requests.CompletionBoard.search', defaultMessage: 'Company', description: 'Label of the board\'s search by company name' },
  searchPlaceholder: { id: 'requests.CompletionBoard.searchPlaceholder', defaultMessage: 'Search by name', description: 'Placeholder of the company search' },
  notAsked: { id: 'requests.CompletionBoard.notAsked', defaultMessage: 'Not asked', description: 'A board cell: this request did not go to this company' },
  noneTitle: { id: 'requests.CompletionBoard.noneTitle', defaultMessage: 'No request is open', description: 'Title when no request stands' },
  noneText: {
    id: 'requests.CompletionBoard.noneText',
    defaultMessage: 'The board shows, for each company, where it stands on each request; send a request to fill it.',
    description: 'What the board shows, when there is nothing to show',
  },
  noMatch: { id: 'requests.CompletionBoard.noMatch', defaultMessage: 'No company matches these filters', description: 'Title when the filters leave no company' },
});

const filterMessages: Readonly<Record<BoardFilter, MessageDescriptor>> = defineMessages({
  all: { id: 'requests.CompletionBoard.filter.all', defaultMessage: 'All companies', description: 'Board filter: every company' },
  late: { id: 'requests.CompletionBoard.filter.late', defaultMessage: 'Late', description: 'Board filter: companies past a due date without submitting' },
  toReview: { id: 'requests.CompletionBoard.filter.toReview', defaultMessage: 'To review', description: 'Board filter: companies whose answers wait for approval' },
  waiting: { id: 'requests.CompletionBoard.filter.waiting', defaultMessage: 'Not submitted', description: 'Board filter: companies that still owe an answer' },
  done: { id: 'requests.CompletionBoard.filter.done', defaultMessage: 'Approved', description: 'Board filter: companies with an approved answer' },
});

/**
 * Who is late: the companies down, the requests that stand across (the latest twelve by due date), each cell the
 * company's state on that request, opening its answer. Filters by state and by company name.
 */
export function CompletionBoard({ query, today }: { query: CompletionBoard_query$key; today: string }) {
  const intl = useIntl();
  const id = useId();
  const formatDate = useFormatIsoDate();
  const [filter, setFilter] = useState<BoardFilter>('all');
  const [search, setSearch] = useState('');
  const { boardRequests } = useFragment(
    graphql`
      fragment CompletionBoard_query on query_root {
        boardRequests: portfolio_kpi_request(
          where: { organization_id: { _eq: $organizationId }, cancelled_at: { _is_null: true } }
          order_by: [{ due_date: desc }, { created_at: desc }]
          limit: 12
        ) {
          id
          title
          due_date
          responses {
            id
            status
            company {
              id
              name
            }
          }
        }
      }
    `,
    query,
  );
  if (boardRequests.length === 0) {
    return <NonIdealState icon={<GridIcon size={48} />} title={intl.formatMessage(messages.noneTitle)} description={intl.formatMessage(messages.noneText)} />;
  }
  const rows = boardRows(boardRequests, filter, search, today);
  return (
    <div>
      <div className={styles.filters}>
        <FormGroup label={intl.formatMessage(messages.show)} labelFor={`${id}-filter`}>
          <HTMLSelect
            id={`${id}-filter`}
            value={filter}
            onChange={(event) => { setFilter(event.currentTarget.value as BoardFilter); }}
            options={BOARD_FILTERS.map((value) => ({ value, label: intl.formatMessage(filterMessages[value]) }))}
          />
        </FormGroup>
        <FormGroup label={intl.formatMessage(messages.search)} labelFor={`${id}-search`}>
          <InputGroup
            id={`${id}-search`} type="search" leftIcon={<SearchIcon />} value={search} onValueChange={setSearch}
            placeholder={intl.formatMessage(messages.searchPlaceholder)}
          />
        </FormGroup>
      </div>
      {rows.length === 0
        ? <NonIdealState icon={<FilterRemoveIcon size={48} />} title={intl.formatMessage(messages.noMatch)} />
        : (
          <div className={styles.boardScroll}>
            <HTMLTable compact className={styles.board} aria-label={intl.formatMessage(messages.label)}>
              <thead>
                <tr>
                  <th scope="col">{intl.formatMessage(requestMessages.company)}</th>
                  {boardRequests.map((request) => (
                    <th key={request.id} scope="col">
                      <Link to={paths.request(request.id)}>{request.title}</Link>
                      <div className={styles.muted}>{intl.formatMessage(requestMessages.dueDate)}: {formatDate(request.due_date)}</div>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.companyId}>
                    <th scope="row">{row.companyName}</th>
                    {boardRequests.map((request) => {
                      const cell = row.cells.get(request.id);
                      return (
                        <td key={request.id}>
                          {cell
                            ? (
                              <Link to={paths.request(request.id, cell.responseId)}>
                                <ResponseStatusTag status={cell.status} dueDate={cell.dueDate} today={today} />
                              </Link>
                              )
                            : <span className={styles.muted}>{intl.formatMessage(messages.notAsked)}</span>}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </div>
          )}
    </div>
  );
}

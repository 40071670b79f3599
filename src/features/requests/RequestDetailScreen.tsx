import { Button, H2, Intent, NonIdealState, Tag } from '@blueprintjs/core';
import { ArrowLeftIcon, BanCircleIcon, CalendarIcon, SearchIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { RequestDetailScreenQuery } from '../../../__generated__/RequestDetailScreenQuery.graphql.ts';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { paths } from '../../app/paths.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';
import { CancelRequestAlert } from './CancelRequestAlert.tsx';
import { MoveDueDateDialog } from './MoveDueDateDialog.tsx';
import { RequestFacts } from './RequestFacts.tsx';
import { requestMessages } from './requestMessages.ts';
import { ResponseReviewDrawer } from './ResponseReviewDrawer.tsx';
import { ResponsesTable } from './ResponsesTable.tsx';
import { localToday } from './responseState.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  back: { id: 'requests.RequestDetailScreen.back', defaultMessage: 'Requests', description: 'Link back to the list of requests' },
  notFound: { id: 'requests.RequestDetailScreen.notFound', defaultMessage: 'Request not found', description: 'Title when the address names no request the user can see' },
  notFoundText: {
    id: 'requests.RequestDetailScreen.notFoundText',
    defaultMessage: 'It may have been deleted, or it belongs to an organization you are not a member of.',
    description: 'Why a request is not found',
  },
  moveDueDate: { id: 'requests.RequestDetailScreen.moveDueDate', defaultMessage: 'Move due date', description: 'Opens the change of the request\'s due date' },
  cancel: { id: 'requests.RequestDetailScreen.cancel', defaultMessage: 'Cancel request', description: 'Opens the cancellation of the request' },
});

/** The response the address opens for review (`?response=`). */
const RESPONSE_PARAM = 'response';

/**
 * /app/requests/{id}: the request's facts, each company's state with its dates and reminders, and one company's
 * answers opened for review (approve, or return with a comment). Editors and owners move the due date or cancel it.
 */
export function RequestDetailScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [today] = useState(localToday);
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const queryRef = useLoaderData<PreloadedQuery<RequestDetailScreenQuery>>();
  const data = usePreloadedQuery<RequestDetailScreenQuery>(
    graphql`
      query RequestDetailScreenQuery($requestId: uuid!, $userId: uuid!) {
        request: portfolio_kpi_request_by_pk(id: $requestId) {
          id
          title
          due_date
          cancelled_at
          organization {
            organization_users(where: { user_id: { _eq: $userId } }) {
              role
            }
          }
          responses(order_by: [{ company: { name_sort: asc } }, { company_id: asc }]) {
            id
            ...ResponseReviewDrawer_response
          }
          ...RequestFacts_request
          ...ResponsesTable_request
          ...MoveDueDateDialog_request
          ...CancelRequestAlert_request
        }
      }
    `,
    queryRef,
  );
  const request = data.request;
  if (!request) {
    return <NonIdealState icon={<SearchIcon size={48} />} title={intl.formatMessage(messages.notFound)} description={intl.formatMessage(messages.notFoundText)} />;
  }
  const editor = canEdit(request.organization.organization_users.at(0)?.role);
  const standing = (request.cancelled_at ?? null) === null;
  const reviewed = request.responses.find((response) => response.id === params.get(RESPONSE_PARAM));
  const openResponse = (id: string | null) => {
    setParams((old) => {
      const next = new URLSearchParams(old);
      if (id === null) next.delete(RESPONSE_PARAM);
      else next.set(RESPONSE_PARAM, id);
      return next;
    });
  };
  return (
    <section aria-labelledby="request-title">
      <LinkButton variant="minimal" size="small" icon={<ArrowLeftIcon />} to={paths.requests} text={intl.formatMessage(messages.back)} />
      <div className={styles.header}>
        <H2 id="request-title">{request.title}</H2>
        {!standing && <Tag intent={Intent.DANGER}>{intl.formatMessage(requestMessages.cancelled)}</Tag>}
        {editor && standing && (
          <div className={styles.headerEnd}>
            <Button icon={<CalendarIcon />} text={intl.formatMessage(messages.moveDueDate)} onClick={() => { setMoving(true); }} />
            <Button icon={<BanCircleIcon />} intent={Intent.DANGER} variant="outlined" text={intl.formatMessage(messages.cancel)} onClick={() => { setCancelling(true); }} />
          </div>
        )}
      </div>
      <RequestFacts request={request} />
      <ResponsesTable request={request} today={today} onOpen={openResponse} />
      <ResponseReviewDrawer
        response={reviewed ?? null}
        dueDate={request.due_date}
        today={today}
        cancelled={!standing}
        canReview={editor && standing}
        onClose={() => { openResponse(null); }}
      />
      {editor && standing && (
        <>
          <MoveDueDateDialog isOpen={moving} request={request} onClose={() => { setMoving(false); }} />
          <CancelRequestAlert isOpen={cancelling} request={request} onClose={() => { setCancelling(false); }} />
        </>
      )}
    </section>
  );
}

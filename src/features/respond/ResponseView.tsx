import { useCallback } from 'react';
import { fetchQuery, graphql, useLazyLoadQuery, useRelayEnvironment } from 'react-relay';
import type { ResponseViewQuery } from '../../../__generated__/ResponseViewQuery.graphql.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { Attachments } from './Attachments.tsx';
import { LinkRefusalState } from './LinkRefusalState.tsx';
import { RequestSummary } from './RequestSummary.tsx';
import type { RespondentApi } from './respondentApi.ts';
import type { LinkRefusal } from './respondentSession.ts';
import { ResponseStatusNotice } from './ResponseStatusNotice.tsx';
import { SubmittedAnswers } from './SubmittedAnswers.tsx';

const query = graphql`
  query ResponseViewQuery($id: uuid!) {
    portfolio_kpi_response_by_pk(id: $id) {
      status
      ...RequestSummary_response
      ...ResponseStatusNotice_response
      ...AnswerForm_response
      ...SubmittedAnswers_response
      ...Attachments_response
    }
  }
`;

/** The statuses in which the company may still change its answers (the metadata's and the database's rule). */
const EDITABLE = new Set(['sent', 'opened', 'draft', 'returned']);

export interface ResponseViewProps {
  responseId: string;
  api: RespondentApi;
  today: string;
  /** Why the session stopped working while the page was open, if it did. */
  lost: LinkRefusal | null;
}

/**
 * The request and the company's answer: the form while it may still edit (with the investor's comment when it was
 * returned), the answers it sent once submitted or approved.
 */
export function ResponseView({ responseId, api, today, lost }: ResponseViewProps) {
  const environment = useRelayEnvironment();
  const data = useLazyLoadQuery<ResponseViewQuery>(query, { id: responseId });
  // After a write the store reads the response again; the form keeps what is typed in its own state.
  const refresh = useCallback(async () => {
    await fetchQuery<ResponseViewQuery>(environment, query, { id: responseId }, { fetchPolicy: 'network-only' }).toPromise();
  }, [environment, responseId]);
  const response = data.portfolio_kpi_response_by_pk;
  // The role sees no row once the request is cancelled: the link no longer answers anything.
  if (!response) return <LinkRefusalState refusal="link-revoked" />;
  const editable = EDITABLE.has(response.status);
  return (
    <>
      <RequestSummary response={response} today={today} />
      {lost !== null && <LinkRefusalState refusal={lost} />}
      <ResponseStatusNotice response={response} />
      {editable
        ? <AnswerForm response={response} api={api} onSaved={refresh} />
        : <SubmittedAnswers response={response} />}
      <Attachments response={response} api={api} editable={editable} onChanged={refresh} />
    </>
  );
}

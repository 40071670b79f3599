import { Callout, Drawer, H4, Intent } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ResponseReviewDrawer_response$key } from '../../../__generated__/ResponseReviewDrawer_response.graphql.ts';
import { AnswersTable } from './AnswersTable.tsx';
import { ResponseFiles } from './ResponseFiles.tsx';
import { ResponseHistory } from './ResponseHistory.tsx';
import { ResponseStatusTag } from './ResponseStatusTag.tsx';
import { ReviewDecisionForm } from './ReviewDecisionForm.tsx';
import styles from './requests.module.css';

const messages = defineMessages({
  answers: { id: 'requests.ResponseReviewDrawer.answers', defaultMessage: 'Answers', description: 'Section: the company\'s answers' },
  files: { id: 'requests.ResponseReviewDrawer.files', defaultMessage: 'Attachments', description: 'Section: files the company attached' },
  history: { id: 'requests.ResponseReviewDrawer.history', defaultMessage: 'History', description: 'Section: what happened to the response' },
  decision: { id: 'requests.ResponseReviewDrawer.decision', defaultMessage: 'Your review', description: 'Section: approve or return' },
  returnedWith: { id: 'requests.ResponseReviewDrawer.returnedWith', defaultMessage: 'Returned with this comment:', description: 'Before the comment the answers were returned with' },
  notSubmitted: {
    id: 'requests.ResponseReviewDrawer.notSubmitted',
    defaultMessage: 'The company has not submitted its answers yet: what shows is its draft, which it may still change.',
    description: 'The response is not submitted: its answers are a draft',
  },
});

/**
 * One company's response opened beside the request: its answers in each metric's unit with their notes, the files
 * it attached, its history, and (while submitted, to editors and owners) the approval or return.
 */
export function ResponseReviewDrawer({ response, dueDate, today, cancelled, canReview, onClose }: {
  response: ResponseReviewDrawer_response$key | null;
  dueDate: string;
  today: string;
  cancelled: boolean;
  /** The user may approve or return (an editor or owner, the request standing). */
  canReview: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const fragment = useFragment(
    graphql`
      fragment ResponseReviewDrawer_response on portfolio_kpi_response {
        id
        status
        return_comment
        company {
          name
        }
        ...AnswersTable_response
        ...ResponseFiles_response
        ...ResponseHistory_response
      }
    `,
    response,
  );
  const data = fragment ?? null;
  const waiting = data !== null && !['submitted', 'approved'].includes(data.status);
  return (
    <Drawer isOpen={data !== null} onClose={onClose} title={data?.company.name} size="min(720px, 100vw)">
      {data && (
        // Blueprint's drawer names nothing for assistive technology: its content is a region named after the company.
        <section className={styles.review} aria-label={data.company.name}>
          <ResponseStatusTag status={data.status} dueDate={dueDate} today={today} cancelled={cancelled} />
          {data.status === 'returned' && (
            <Callout intent={Intent.WARNING} className={styles.returned}>
              {intl.formatMessage(messages.returnedWith)} <span className={styles.message}>{data.return_comment}</span>
            </Callout>
          )}
          {waiting && <p className={styles.note}>{intl.formatMessage(messages.notSubmitted)}</p>}
          <H4>{intl.formatMessage(messages.answers)}</H4>
          <AnswersTable response={data} />
          <H4>{intl.formatMessage(messages.files)}</H4>
          <ResponseFiles response={data} />
          <H4>{intl.formatMessage(messages.history)}</H4>
          <ResponseHistory response={data} />
          {canReview && data.status === 'submitted' && (
            <>
              <H4>{intl.formatMessage(messages.decision)}</H4>
              <ReviewDecisionForm key={data.id} responseId={data.id} />
            </>
          )}
        </section>
      )}
    </Drawer>
  );
}

import { Button, Callout, Intent, TextArea } from '@blueprintjs/core';
import { TickIcon, UndoIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { showToast } from '../../ui/toaster.ts';
import { requestRefusal } from './requestRefusal.ts';
import { useReviewResponseMutation } from './useReviewResponseMutation.ts';
import type { ReviewDecision } from './useReviewResponseMutation.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  approve: { id: 'requests.ReviewDecisionForm.approve', defaultMessage: 'Approve', description: 'Approves the answers: they become the company\'s indicators' },
  returnToCompany: { id: 'requests.ReviewDecisionForm.return', defaultMessage: 'Return to the company', description: 'Sends the answers back with a comment' },
  comment: { id: 'requests.ReviewDecisionForm.comment', defaultMessage: 'Comment for the company', description: 'Label: what the company should fix' },
  commentHint: { id: 'requests.ReviewDecisionForm.commentHint', defaultMessage: 'Required to return the answers; the company reads it on its form.', description: 'Hint under the comment' },
  commentRequired: { id: 'requests.ReviewDecisionForm.commentRequired', defaultMessage: 'Say what the company should fix before returning the answers', description: 'Return without a comment' },
  approved: { id: 'requests.ReviewDecisionForm.approved', defaultMessage: 'Approved: the values are now the company\'s indicators', description: 'Toast after approval' },
  returned: { id: 'requests.ReviewDecisionForm.returned', defaultMessage: 'Returned to the company with your comment', description: 'Toast after return' },
});

const COMMENT_MAX = 4000;

/** Approve the submitted answers, or return them with a comment, which is required. */
export function ReviewDecisionForm({ responseId }: { responseId: string }) {
  const intl = useIntl();
  const [comment, setComment] = useState('');
  const [commentMissing, setCommentMissing] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [review, reviewing] = useReviewResponseMutation();
  const decide = (decision: ReviewDecision) => {
    setRefusal(null);
    review(responseId, decision, {
      onCompleted: () => { showToast(intl.formatMessage(decision.status === 'approved' ? messages.approved : messages.returned)); },
      onError: (error) => { setRefusal(requestRefusal(error)); },
    });
  };
  const returnAnswers = () => {
    const missing = comment.trim() === '';
    setCommentMissing(missing);
    if (!missing) decide({ status: 'returned', comment });
  };
  return (
    <div>
      <LabelledField
        label={intl.formatMessage(messages.comment)}
        error={commentMissing ? intl.formatMessage(messages.commentRequired) : undefined}
        hint={intl.formatMessage(messages.commentHint)}
      >
        {(input) => (
          <TextArea
            id={input.id} fill rows={3} maxLength={COMMENT_MAX} value={comment} intent={input.intent}
            aria-invalid={input.invalid} aria-describedby={input.describedBy}
            onChange={(event) => { setComment(event.currentTarget.value); if (event.currentTarget.value.trim() !== '') setCommentMissing(false); }}
          />
        )}
      </LabelledField>
      {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
      <div className={styles.decision}>
        <Button intent={Intent.SUCCESS} icon={<TickIcon />} text={intl.formatMessage(messages.approve)} loading={reviewing} onClick={() => { decide({ status: 'approved' }); }} />
        <Button intent={Intent.WARNING} icon={<UndoIcon />} text={intl.formatMessage(messages.returnToCompany)} disabled={reviewing} onClick={returnAnswers} />
      </div>
    </div>
  );
}

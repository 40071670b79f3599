import { Callout, Intent } from '@blueprintjs/core';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ResponseStatusNotice_response$key } from '../../../__generated__/ResponseStatusNotice_response.graphql.ts';
import styles from './respond.module.css';

const messages = defineMessages({
  returnedTitle: {
    id: 'respond.ResponseStatusNotice.returnedTitle',
    defaultMessage: 'The investor returned your answers with a comment',
    description: 'Title above the comment an investor wrote when returning a KPI response to the company',
  },
  returnedHelp: {
    id: 'respond.ResponseStatusNotice.returnedHelp',
    defaultMessage: 'Change what the comment asks for below, then send your answers again.',
    description: 'What the company does with a returned KPI response',
  },
  submittedTitle: {
    id: 'respond.ResponseStatusNotice.submittedTitle',
    defaultMessage: 'Thank you! Your answers were sent',
    description: 'Title once the company submitted its KPI answers',
  },
  approvedTitle: {
    id: 'respond.ResponseStatusNotice.approvedTitle',
    defaultMessage: 'The investor approved your answers',
    description: 'Title once the investor approved the company\'s KPI answers',
  },
  approvedText: {
    id: 'respond.ResponseStatusNotice.approvedText',
    defaultMessage: 'There is nothing more to do for this request. These are the answers you sent.',
    description: 'Text once the investor approved the company\'s KPI answers',
  },
});

const submittedText = defineMessage<{ date: string }>({
  id: 'respond.ResponseStatusNotice.submittedText',
  defaultMessage: 'Sent on {date}. The investor will review them; if something needs changing, you will receive an e-mail and this link will open the form again.',
  description: 'What happens after the company submitted its KPI answers; date is when',
});

const fragment = graphql`
  fragment ResponseStatusNotice_response on portfolio_kpi_response {
    status
    return_comment
    submitted_at
  }
`;

/** Where the answer stands, when the company must know before anything else: returned, sent, or approved. */
export function ResponseStatusNotice({ response }: { response: ResponseStatusNotice_response$key }) {
  const intl = useIntl();
  const { status, return_comment: comment, submitted_at: submittedAt } = useFragment(fragment, response);
  if (status === 'returned') {
    return (
      <Callout className={styles.section} intent={Intent.WARNING} title={intl.formatMessage(messages.returnedTitle)} role="status">
        <blockquote className={styles.message}>{comment}</blockquote>
        <FormattedMessage {...messages.returnedHelp} />
      </Callout>
    );
  }
  if (status === 'submitted') {
    const date = submittedAt === null ? '' : intl.formatDate(submittedAt, { dateStyle: 'long', timeStyle: 'short' });
    return (
      <Callout className={styles.section} intent={Intent.SUCCESS} title={intl.formatMessage(messages.submittedTitle)} role="status">
        {intl.formatMessage(submittedText, { date })}
      </Callout>
    );
  }
  if (status === 'approved') {
    return (
      <Callout className={styles.section} intent={Intent.SUCCESS} title={intl.formatMessage(messages.approvedTitle)} role="status">
        <FormattedMessage {...messages.approvedText} />
      </Callout>
    );
  }
  return null;
}

import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ResponseHistory_response$key } from '../../../__generated__/ResponseHistory_response.graphql.ts';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';
import styles from './requests.module.css';

const eventMessages: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  sent: { id: 'requests.ResponseHistory.sent', defaultMessage: 'E-mailed to the company', description: 'History: the request was e-mailed' },
  opened: { id: 'requests.ResponseHistory.opened', defaultMessage: 'Opened by the company', description: 'History: the link was opened' },
  draft: { id: 'requests.ResponseHistory.draft', defaultMessage: 'Draft saved by the company', description: 'History: the company saved a draft' },
  submitted: { id: 'requests.ResponseHistory.submitted', defaultMessage: 'Submitted by the company', description: 'History: the company submitted' },
  approved: { id: 'requests.ResponseHistory.approved', defaultMessage: 'Approved', description: 'History: the investor approved' },
  returned: { id: 'requests.ResponseHistory.returned', defaultMessage: 'Returned to the company', description: 'History: the investor returned the answers' },
  reminded: { id: 'requests.ResponseHistory.reminded', defaultMessage: 'Reminder sent', description: 'History: a reminder was e-mailed' },
});

const messages = defineMessages({
  none: { id: 'requests.ResponseHistory.none', defaultMessage: 'Nothing has happened yet: the request is scheduled.', description: 'A response with no history' },
});

const plainLineMessage = defineMessage<{ what: string; when: string }>({
  id: 'requests.ResponseHistory.plainLine',
  defaultMessage: '{when}: {what}',
  description: 'One line of a response\'s history for a move of the company or the mailer, whose text says who',
});

const lineMessage = defineMessage<{ what: string; who: string; when: string }>({
  id: 'requests.ResponseHistory.line',
  defaultMessage: '{when}: {what}, by {who}',
  description: 'One line of a response\'s history',
});

/** What happened to the response, oldest first: who did it and when, with the comment it was returned with. */
export function ResponseHistory({ response }: { response: ResponseHistory_response$key }) {
  const intl = useIntl();
  const { events } = useFragment(
    graphql`
      fragment ResponseHistory_response on portfolio_kpi_response {
        events(order_by: [{ created_at: asc }, { id: asc }]) {
          id
          kind
          comment
          created_at
          actor {
            displayName
          }
        }
      }
    `,
    response,
  );
  if (events.length === 0) return <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>;
  return (
    <ol className={styles.history}>
      {events.map((event) => {
        const what = Object.hasOwn(eventMessages, event.kind) ? intl.formatMessage(eventMessages[event.kind]) : event.kind;
        const when = formatTimestamp(intl, event.created_at, 'dateTime');
        // The company's and the mailer's moves say who in their own words; an investor's names the person.
        const who = event.actor?.displayName;
        return (
          <li key={event.id}>
            {who === undefined ? intl.formatMessage(plainLineMessage, { what, when }) : intl.formatMessage(lineMessage, { what, who, when })}
            {event.comment !== '' && <div className={styles.note}>“{event.comment}”</div>}
          </li>
        );
      })}
    </ol>
  );
}

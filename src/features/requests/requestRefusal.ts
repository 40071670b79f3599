import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { refusalMessage, triggerRefusalOf } from '../../ui/refusal.ts';

const messages = defineMessages({
  failed: { id: 'requests.requestRefusal.failed', defaultMessage: 'The request could not be saved. Please try again.', description: 'A request was refused for an unknown reason' },
  dueAfterSend: { id: 'requests.requestRefusal.dueAfterSend', defaultMessage: 'The due date cannot be before the day the request is sent.', description: 'Refused: due date before send date' },
  title: { id: 'requests.requestRefusal.title', defaultMessage: 'The title is required and may have up to 200 characters.', description: 'Refused: title blank or too long' },
  message: { id: 'requests.requestRefusal.message', defaultMessage: 'The message may have up to 4,000 characters.', description: 'Refused: message too long' },
  period: { id: 'requests.requestRefusal.period', defaultMessage: 'The period must be whole months, at most twelve.', description: 'Refused: a bad period' },
  reminders: { id: 'requests.requestRefusal.reminders', defaultMessage: 'Reminders are at most 8 whole numbers of days, within 60 days of the due date.', description: 'Refused: bad reminder days' },
  metric: { id: 'requests.requestRefusal.metric', defaultMessage: 'One of the metrics belongs to another organization.', description: 'Refused: a custom metric of another organization' },
  company: { id: 'requests.requestRefusal.company', defaultMessage: 'One of the companies is not in this organization.', description: 'Refused: a company of another organization' },
  duplicate: { id: 'requests.requestRefusal.duplicate', defaultMessage: 'A company or a metric was chosen twice.', description: 'Refused: the same company or metric twice' },
  comment: { id: 'requests.requestRefusal.comment', defaultMessage: 'Say what the company should fix: the comment is required to return the answers.', description: 'Refused: returned without a comment' },
  move: { id: 'requests.requestRefusal.move', defaultMessage: 'These answers were already reviewed: reload to see their state.', description: 'Refused: the response is no longer submitted' },
});

/** What the database names when it refuses a request or a review (nhost/migrations/…_kpi_requests). */
const BY_CONSTRAINT: Readonly<Record<string, MessageDescriptor>> = {
  kpi_request_due_after_send: messages.dueAfterSend,
  kpi_request_title_not_blank: messages.title,
  kpi_request_message_length: messages.message,
  kpi_request_period_months: messages.period,
  kpi_request_period_order: messages.period,
  kpi_request_reminder_days_check: messages.reminders,
  kpi_request_metric_in_organization: messages.metric,
  kpi_response_company_in_organization_fkey: messages.company,
  kpi_response_request_id_company_id_key: messages.duplicate,
  kpi_request_metric_pkey: messages.duplicate,
  kpi_response_returned_with_comment: messages.comment,
  kpi_response_move: messages.move,
};

/** Our triggers' refusals, recognised by their wording (which is never shown). */
const TRIGGERS = [
  [/^metric .* belongs to another organization/, 'kpi_request_metric_in_organization'],
  [/^a response cannot go from/, 'kpi_response_move'],
] as const;

/** The translated message for a refused request, cancellation, date change or review. */
export function requestRefusal(error: unknown): MessageDescriptor {
  return refusalMessage(triggerRefusalOf(error, TRIGGERS), BY_CONSTRAINT, messages.failed);
}

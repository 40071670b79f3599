import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import type { ResponseStatus } from './responseState.ts';
import type { Recurrence } from './requestForm.ts';

/** The states of a company's response, as the investor reads them. */
export const statusMessages: Readonly<Record<ResponseStatus, MessageDescriptor>> = defineMessages({
  scheduled: { id: 'requests.status.scheduled', defaultMessage: 'Scheduled', description: 'Response state: the request has not been e-mailed yet' },
  sent: { id: 'requests.status.sent', defaultMessage: 'Sent', description: 'Response state: the request was e-mailed, the company has not opened it' },
  opened: { id: 'requests.status.opened', defaultMessage: 'Opened', description: 'Response state: the company opened the link' },
  draft: { id: 'requests.status.draft', defaultMessage: 'Draft', description: 'Response state: the company saved a draft' },
  submitted: { id: 'requests.status.submitted', defaultMessage: 'To review', description: 'Response state: the company submitted and the investor must approve or return it' },
  approved: { id: 'requests.status.approved', defaultMessage: 'Approved', description: 'Response state: the investor approved the answers' },
  returned: { id: 'requests.status.returned', defaultMessage: 'Returned', description: 'Response state: the investor sent the answers back with a comment' },
});

export const recurrenceMessages: Readonly<Record<Recurrence, MessageDescriptor>> = defineMessages({
  none: { id: 'requests.recurrence.none', defaultMessage: 'Once', description: 'Recurrence: the request is not repeated' },
  monthly: { id: 'requests.recurrence.monthly', defaultMessage: 'Monthly', description: 'Recurrence: the request repeats every month' },
  quarterly: { id: 'requests.recurrence.quarterly', defaultMessage: 'Quarterly', description: 'Recurrence: the request repeats every quarter' },
});

export const requestMessages = defineMessages({
  overdue: { id: 'requests.overdue', defaultMessage: 'Late', description: 'Tag: the due date passed and the company has not submitted' },
  cancelled: { id: 'requests.cancelled', defaultMessage: 'Cancelled', description: 'Tag: the request was cancelled' },
  period: { id: 'requests.period', defaultMessage: 'Period', description: 'Column/label: the months a request asks about' },
  dueDate: { id: 'requests.dueDate', defaultMessage: 'Due date', description: 'Column/label: when the answers are due' },
  sendOn: { id: 'requests.sendOn', defaultMessage: 'Send on', description: 'Column/label: the day the request is e-mailed' },
  recurrence: { id: 'requests.recurrence', defaultMessage: 'Recurrence', description: 'Column/label: whether the request repeats' },
  company: { id: 'requests.company', defaultMessage: 'Company', description: 'Column: a company a request was sent to' },
  status: { id: 'requests.statusColumn', defaultMessage: 'Status', description: 'Column: the state of a company\'s response' },
});

/** The status label of a value the portal may not know yet (a state added on the server later shows as is). */
export function statusMessage(status: string): MessageDescriptor | null {
  return Object.hasOwn(statusMessages, status) ? statusMessages[status as ResponseStatus] : null;
}

export function recurrenceMessage(recurrence: string): MessageDescriptor {
  return Object.hasOwn(recurrenceMessages, recurrence) ? recurrenceMessages[recurrence as Recurrence] : recurrenceMessages.none;
}

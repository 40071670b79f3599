import { HTMLSelect, InputGroup, TextArea } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { NewRequestForm_query$key } from '../../../__generated__/NewRequestForm_query.graphql.ts';
import { paths } from '../../app/paths.ts';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { IsoDateInput } from '../../ui/IsoDateInput.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { showToast } from '../../ui/toaster.ts';
import { CompanyChoice } from './CompanyChoice.tsx';
import { MetricChoice } from './MetricChoice.tsx';
import { recurrenceMessages, requestMessages } from './requestMessages.ts';
import { DEFAULT_REMINDER_DAYS, formatReminders, RECURRENCES, toRequestObject, validateRequest } from './requestForm.ts';
import type { Recurrence, RequestFormProblem, RequestFormValues } from './requestForm.ts';
import { formatPeriod, periodEnding, periodEndOptions, suggestPeriod } from './requestPeriod.ts';
import type { PeriodLength } from './requestPeriod.ts';
import { requestRefusal } from './requestRefusal.ts';
import { formatMonth } from '../../ui/formatMonth.ts';
import { useCreateRequestMutation } from './useCreateRequestMutation.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  title: { id: 'requests.NewRequestForm.title', defaultMessage: 'Title', description: 'Label: the request\'s title, also the e-mail\'s subject' },
  titleHint: { id: 'requests.NewRequestForm.titleHint', defaultMessage: 'It is also the subject of the e-mail.', description: 'Hint under the title' },
  message: { id: 'requests.NewRequestForm.message', defaultMessage: 'Message to the companies', description: 'Label: a note sent with the request' },
  companies: { id: 'requests.NewRequestForm.companies', defaultMessage: 'Companies', description: 'Label: the companies the request goes to' },
  metrics: { id: 'requests.NewRequestForm.metrics', defaultMessage: 'Metrics', description: 'Label: what the request asks for' },
  metricsHint: { id: 'requests.NewRequestForm.metricsHint', defaultMessage: 'Five to fifteen metrics take a company about three minutes.', description: 'Hint under the metrics' },
  periodLength: { id: 'requests.NewRequestForm.periodLength', defaultMessage: 'Period covers', description: 'Label: a month or a quarter' },
  month: { id: 'requests.NewRequestForm.month', defaultMessage: 'One month', description: 'Period length: one month' },
  quarter: { id: 'requests.NewRequestForm.quarter', defaultMessage: 'A quarter (3 months)', description: 'Period length: three months' },
  periodEnd: { id: 'requests.NewRequestForm.periodEnd', defaultMessage: 'Ending with', description: 'Label: the last month of the period' },
  periodHint: { id: 'requests.NewRequestForm.periodHint', defaultMessage: 'Follows the due date: the full months before it.', description: 'Hint: the period is suggested from the due date' },
  periodChosen: { id: 'requests.NewRequestForm.periodChosen', defaultMessage: 'Chosen by hand: it no longer follows the due date.', description: 'Hint: the period was chosen, so the due date no longer moves it' },
  reminders: { id: 'requests.NewRequestForm.reminders', defaultMessage: 'Reminders (days from the due date)', description: 'Label: when reminders go out' },
  remindersHint: { id: 'requests.NewRequestForm.remindersHint', defaultMessage: 'Negative before the due date, positive after it; leave empty for none.', description: 'Hint under the reminders' },
  send: { id: 'requests.NewRequestForm.send', defaultMessage: 'Create request', description: 'Submits the new request' },
});

const problemMessages: Readonly<Record<RequestFormProblem, MessageDescriptor>> = defineMessages({
  titleRequired: { id: 'requests.NewRequestForm.titleRequired', defaultMessage: 'Title is required', description: 'The title was left empty' },
  titleTooLong: { id: 'requests.NewRequestForm.titleTooLong', defaultMessage: 'The title may have up to 200 characters', description: 'The title is too long' },
  messageTooLong: { id: 'requests.NewRequestForm.messageTooLong', defaultMessage: 'The message may have up to 4,000 characters', description: 'The message is too long' },
  companiesRequired: { id: 'requests.NewRequestForm.companiesRequired', defaultMessage: 'Choose at least one company', description: 'No company was chosen' },
  metricsRequired: { id: 'requests.NewRequestForm.metricsRequired', defaultMessage: 'Choose at least one metric', description: 'No metric was chosen' },
  sendOnRequired: { id: 'requests.NewRequestForm.sendOnRequired', defaultMessage: 'The send date is required', description: 'No send date' },
  dueDateRequired: { id: 'requests.NewRequestForm.dueDateRequired', defaultMessage: 'The due date is required', description: 'No due date' },
  dueBeforeSend: { id: 'requests.NewRequestForm.dueBeforeSend', defaultMessage: 'The due date cannot be before the send date', description: 'Due date before the send date' },
  remindersInvalid: {
    id: 'requests.NewRequestForm.remindersInvalid',
    defaultMessage: 'Write up to 8 whole numbers of days between −60 and 60, such as −7, −1, +1, +7',
    description: 'The reminders are not whole numbers of days',
  },
});

const coversMessage = defineMessage<{ period: string; how: string }>({
  id: 'requests.NewRequestForm.covers',
  defaultMessage: '{period}. {how}',
  description: 'Hint under the period: the months it covers, then whether it follows the due date',
});

const createdMessage = defineMessage<{ title: string }>({
  id: 'requests.NewRequestForm.created',
  defaultMessage: '"{title}" was created; each company gets its e-mail on the send date',
  description: 'Toast after a request was created',
});

/** Two weeks to answer, as Standard Metrics' checklist advises (research/management.md §4). */
const DEFAULT_DAYS_TO_ANSWER = 14;

function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

function initialValues(today: string): RequestFormValues {
  const dueDate = addDays(today, DEFAULT_DAYS_TO_ANSWER);
  return {
    title: '', message: '', companyIds: [], metricKinds: [], periodLength: 1, periodEnd: suggestPeriod(dueDate, 1).end,
    sendOn: today, dueDate, recurrence: 'none', reminders: formatReminders(DEFAULT_REMINDER_DAYS),
  };
}

/**
 * A new request's fields, checked before anything is sent (the database checks them again): title and message, the
 * companies (warning about those nobody answers for), the metrics with their definitions, the period (suggested from
 * the due date until it is chosen by hand), the dates, recurrence and reminders.
 */
export function NewRequestForm({ query, organizationId, today, onDone }: {
  query: NewRequestForm_query$key;
  organizationId: string;
  /** Today, `YYYY-MM-DD`: the default send date, and where the due date and period start from. */
  today: string;
  onDone: () => void;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { requestCompanies, metricLibrary } = useFragment(
    graphql`
      fragment NewRequestForm_query on query_root {
        requestCompanies: portfolio_company(
          where: { organization_id: { _eq: $organizationId } }
          order_by: [{ name_sort: asc }, { name: asc }, { id: asc }]
        ) {
          id
          name
          contacts_aggregate {
            aggregate {
              count
            }
          }
        }
        metricLibrary: accounting_indicator_kind(
          where: { _or: [{ organization_id: { _is_null: true } }, { organization_id: { _eq: $organizationId } }] }
          order_by: [{ position: asc }, { en_name: asc }]
        ) {
          value
          en_name
          pt_br_name
          en_definition
          pt_br_definition
          unit
          organization_id
        }
      }
    `,
    query,
  );
  const [values, setValues] = useState(() => initialValues(today));
  const [periodChosen, setPeriodChosen] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [create, creating] = useCreateRequestMutation();
  const set = <K extends keyof RequestFormValues>(key: K, value: RequestFormValues[K]) => { setValues((old) => ({ ...old, [key]: value })); };
  const problems = validateRequest(values);
  const error = (key: keyof RequestFormValues) => {
    const problem = submitted ? problems[key] : undefined;
    return problem && intl.formatMessage(problemMessages[problem]);
  };

  const changeDueDate = (dueDate: string | null) => {
    setValues((old) => ({
      ...old, dueDate,
      // The due date sets the period until the period is chosen by hand (Visible's rule).
      periodEnd: dueDate !== null && !periodChosen ? suggestPeriod(dueDate, old.periodLength).end : old.periodEnd,
    }));
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    create(toRequestObject(organizationId, values), {
      onCompleted: (request) => {
        showToast(intl.formatMessage(createdMessage, { title: request.title }));
        onDone();
        void navigate(paths.request(request.id));
      },
      onError: (failure) => { setRefusal(requestRefusal(failure)); },
    });
  };

  const companies = requestCompanies.map((company) => ({ id: company.id, name: company.name, contacts: company.contacts_aggregate.aggregate?.count ?? 0 }));
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.send)} submitting={creating} refusal={refusal && intl.formatMessage(refusal)}>
      <LabelledField label={intl.formatMessage(messages.title)} error={error('title')} hint={intl.formatMessage(messages.titleHint)}>
        {(input) => (
          <InputGroup id={input.id} value={values.title} onValueChange={(title) => { set('title', title); }} intent={input.intent} aria-invalid={input.invalid} aria-describedby={input.describedBy} autoFocus />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.message)} error={error('message')}>
        {(input) => (
          <TextArea id={input.id} value={values.message} onChange={(event) => { set('message', event.currentTarget.value); }} intent={input.intent} aria-invalid={input.invalid} aria-describedby={input.describedBy} fill rows={3} />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.companies)} error={error('companyIds')}>
        {(input) => <CompanyChoice companies={companies} chosen={values.companyIds} onChange={(ids) => { set('companyIds', ids); }} describedBy={input.describedBy} />}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.metrics)} error={error('metricKinds')} hint={intl.formatMessage(messages.metricsHint)}>
        {(input) => <MetricChoice metrics={metricLibrary} chosen={values.metricKinds} onChange={(kinds) => { set('metricKinds', kinds); }} describedBy={input.describedBy} />}
      </LabelledField>
      <div className={styles.row}>
        <LabelledField label={intl.formatMessage(requestMessages.sendOn)} error={error('sendOn')}>
          {(input) => <IsoDateInput id={input.id} value={values.sendOn} onChange={(date) => { set('sendOn', date); }} intent={input.intent} invalid={input.invalid} describedBy={input.describedBy} />}
        </LabelledField>
        <LabelledField label={intl.formatMessage(requestMessages.dueDate)} error={error('dueDate')}>
          {(input) => <IsoDateInput id={input.id} value={values.dueDate} onChange={changeDueDate} intent={input.intent} invalid={input.invalid} describedBy={input.describedBy} />}
        </LabelledField>
      </div>
      <div className={styles.row}>
        <LabelledField label={intl.formatMessage(messages.periodLength)}>
          {(input) => (
            <HTMLSelect
              id={input.id} fill value={values.periodLength}
              onChange={(event) => { set('periodLength', Number(event.currentTarget.value) as PeriodLength); }}
              options={[{ value: 1, label: intl.formatMessage(messages.month) }, { value: 3, label: intl.formatMessage(messages.quarter) }]}
            />
          )}
        </LabelledField>
        <LabelledField
          label={intl.formatMessage(messages.periodEnd)}
          hint={intl.formatMessage(coversMessage, {
            period: formatPeriod(intl, periodEnding(values.periodEnd, values.periodLength).start, values.periodEnd),
            how: intl.formatMessage(periodChosen ? messages.periodChosen : messages.periodHint),
          })}
        >
          {(input) => (
            <HTMLSelect
              id={input.id} fill value={values.periodEnd} aria-describedby={input.describedBy}
              onChange={(event) => { setPeriodChosen(true); set('periodEnd', event.currentTarget.value); }}
              options={periodEndOptions(today, values.periodEnd).map((month) => ({ value: month, label: formatMonth(intl, month) }))}
            />
          )}
        </LabelledField>
      </div>
      <div className={styles.row}>
        <LabelledField label={intl.formatMessage(requestMessages.recurrence)}>
          {(input) => (
            <HTMLSelect
              id={input.id} fill value={values.recurrence}
              onChange={(event) => { set('recurrence', event.currentTarget.value as Recurrence); }}
              options={RECURRENCES.map((value) => ({ value, label: intl.formatMessage(recurrenceMessages[value]) }))}
            />
          )}
        </LabelledField>
        <LabelledField label={intl.formatMessage(messages.reminders)} error={error('reminders')} hint={intl.formatMessage(messages.remindersHint)}>
          {(input) => (
            <InputGroup id={input.id} value={values.reminders} onValueChange={(text) => { set('reminders', text); }} intent={input.intent} aria-invalid={input.invalid} aria-describedby={input.describedBy} />
          )}
        </LabelledField>
      </div>
    </DialogForm>
  );
}

import { Callout } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { MoveDueDateDialog_request$key } from '../../../__generated__/MoveDueDateDialog_request.graphql.ts';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { IsoDateInput } from '../../ui/IsoDateInput.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { showToast } from '../../ui/toaster.ts';
import { requestMessages } from './requestMessages.ts';
import { requestRefusal } from './requestRefusal.ts';
import { useUpdateRequestMutation } from './useUpdateRequestMutation.ts';

const messages = defineMessages({
  title: { id: 'requests.MoveDueDateDialog.title', defaultMessage: 'Move the due date', description: 'Title of the due date change dialog' },
  save: { id: 'requests.MoveDueDateDialog.save', defaultMessage: 'Move', description: 'Saves the new due date' },
  required: { id: 'requests.MoveDueDateDialog.required', defaultMessage: 'The due date is required', description: 'No date' },
  beforeSend: { id: 'requests.MoveDueDateDialog.beforeSend', defaultMessage: 'The due date cannot be before the send date', description: 'Date before the send date' },
  effect: {
    id: 'requests.MoveDueDateDialog.effect',
    defaultMessage: 'The reminders move with it, and who is late is judged by the new date. The period asked about stays as it is.',
    description: 'What moving the due date changes',
  },
  moved: { id: 'requests.MoveDueDateDialog.moved', defaultMessage: 'The due date was moved', description: 'Toast after the change' },
});

/** Moves a request's due date (not before its send date); reminders count from the new one. */
export function MoveDueDateDialog({ isOpen, request, onClose }: { isOpen: boolean; request: MoveDueDateDialog_request$key; onClose: () => void }) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment MoveDueDateDialog_request on portfolio_kpi_request {
        id
        due_date
        send_on
      }
    `,
    request,
  );
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)}>
      {isOpen && <MoveDueDateForm requestId={data.id} dueDate={data.due_date} sendOn={data.send_on} onDone={onClose} />}
    </FormDialog>
  );
}

function MoveDueDateForm({ requestId, dueDate, sendOn, onDone }: { requestId: string; dueDate: string; sendOn: string; onDone: () => void }) {
  const intl = useIntl();
  const [date, setDate] = useState<string | null>(dueDate);
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [update, working] = useUpdateRequestMutation();
  const problem = date === null ? messages.required : date < sendOn ? messages.beforeSend : null;
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (problem !== null || date === null) return;
    update(requestId, { due_date: date }, {
      onCompleted: () => { showToast(intl.formatMessage(messages.moved)); onDone(); },
      onError: (error) => { setRefusal(requestRefusal(error)); },
    });
  };
  return (
    <DialogForm onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.save)} submitting={working} refusal={refusal && intl.formatMessage(refusal)}>
      <LabelledField label={intl.formatMessage(requestMessages.dueDate)} error={submitted && problem ? intl.formatMessage(problem) : undefined}>
        {(input) => <IsoDateInput id={input.id} value={date} onChange={setDate} intent={input.intent} invalid={input.invalid} describedBy={input.describedBy} />}
      </LabelledField>
      <Callout>{intl.formatMessage(messages.effect)}</Callout>
    </DialogForm>
  );
}

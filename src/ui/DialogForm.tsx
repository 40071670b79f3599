import { Button, Callout, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import type { ReactNode, SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  cancel: { id: 'ui.DialogForm.cancel', defaultMessage: 'Cancel', description: 'Closes a form dialog without saving' },
});

export interface DialogFormProps {
  /** The fields. */
  children: ReactNode;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  /** The submit button's text ("Save", "Send invite" …). */
  submitText: string;
  /** While the request is under way. @default false */
  submitting?: boolean;
  /** When there is nothing the form could submit (no organization to add to). @default false */
  submitDisabled?: boolean;
  /** The server's refusal, translated, shown above the buttons with the fields as typed. @default null */
  refusal?: string | null;
}

/**
 * The body and footer of a form dialog: the fields, the refusal when there is one, Cancel and the submit button.
 * Validation is the form's own (`noValidate`): it shows its messages in the user's language, not the browser's.
 */
export function DialogForm({
  children, onSubmit, onCancel, submitText, submitting = false, submitDisabled = false, refusal = null,
}: DialogFormProps) {
  const intl = useIntl();
  return (
    <form onSubmit={onSubmit} noValidate>
      <DialogBody>
        {children}
        {refusal && <Callout intent={Intent.DANGER} role="alert">{refusal}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={(
          <>
            <Button text={intl.formatMessage(messages.cancel)} onClick={onCancel} />
            <Button type="submit" intent={Intent.PRIMARY} text={submitText} loading={submitting} disabled={submitDisabled} />
          </>
        )}
      />
    </form>
  );
}

import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { INVESTMENT_CONSTRAINT_MESSAGES, investmentMessages, validateInvestment } from './investmentForm.ts';
import type { InvestmentErrors, InvestmentFormValues, InvestmentInput } from './investmentForm.ts';
import { InvestmentFormFields } from './InvestmentFormFields.tsx';
import type { MutationCallbacks } from './useCreateInvestmentMutation.ts';

export interface InvestmentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  title: string;
  submitText: string;
  /** The form's values when it opens. */
  initialValues: () => InvestmentFormValues;
  /** The company fixed by the caller, or null for the form's company field. */
  companyId: string | null;
  /** The organization whose companies the company field offers. */
  organizationId: string;
  /** Sends the validated investment. */
  submit: (input: InvestmentInput, callbacks: MutationCallbacks) => void;
  saving: boolean;
  /** After the server accepted it, before the dialog closes. */
  onSaved: () => void;
}

/**
 * The investment form in a dialog, for creating and correcting: validated before it is sent; a refusal from the
 * server shows as a translated message above the buttons and keeps everything typed.
 */
export function InvestmentDialog(props: InvestmentDialogProps) {
  const { isOpen, onClose, title, submitText, initialValues, companyId, organizationId, submit, saving, onSaved } = props;
  const intl = useIntl();
  const [values, setValues] = useState<InvestmentFormValues>(initialValues);
  const [errors, setErrors] = useState<InvestmentErrors>({});
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);

  const close = () => { setValues(initialValues()); setErrors({}); setRefusal(null); onClose(); };
  const send = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateInvestment(values, companyId, intl.locale);
    setErrors(checked.errors);
    setRefusal(null);
    if (checked.input === null) return;
    submit(checked.input, {
      onCompleted: () => { onSaved(); close(); },
      onError: (error) => {
        setRefusal(refusalMessage(refusalOf(error), INVESTMENT_CONSTRAINT_MESSAGES, investmentMessages.failed));
      },
    });
  };

  return (
    <FormDialog isOpen={isOpen} onClose={close} title={title}>
      <DialogForm onSubmit={send} onCancel={close} submitText={submitText} submitting={saving} refusal={refusal && intl.formatMessage(refusal)}>
        <InvestmentFormFields
          values={values}
          errors={errors}
          onChange={(change) => { setValues((current) => ({ ...current, ...change })); }}
          companiesOf={companyId === null ? organizationId : null}
        />
      </DialogForm>
    </FormDialog>
  );
}

import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { emptyReport, REPORT_CONSTRAINT_MESSAGES, reportMessages, validateReport } from './reportForm.ts';
import type { ReportErrors, ReportFormValues } from './reportForm.ts';
import { ReportFormFields } from './ReportFormFields.tsx';
import { useCreateReportMutation } from './useCreateReportMutation.ts';

const messages = defineMessages({
  title: { id: 'reports.CreateReportDialog.title', defaultMessage: 'Create report', description: 'Title of the create-report dialog' },
  save: { id: 'reports.CreateReportDialog.save', defaultMessage: 'Create report', description: 'Submits the new report' },
  created: { id: 'reports.CreateReportDialog.created', defaultMessage: 'Report created', description: 'Toast after a report is saved' },
});

export interface CreateReportDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The organization whose companies the company field offers. */
  organizationId: string;
  /** The company the report is about; when absent the form asks for one. @default null */
  companyId?: string | null;
  /** Called after the report is saved, before the dialog closes. @default none */
  onCreated?: () => void;
}

/**
 * Records a valuation report (spec §2, "Create report form"): validated before it is sent; a refusal from the server
 * shows as a translated message above the buttons and keeps everything typed.
 */
export function CreateReportDialog({ isOpen, onClose, organizationId, companyId = null, onCreated }: CreateReportDialogProps) {
  const intl = useIntl();
  const [values, setValues] = useState<ReportFormValues>(emptyReport);
  const [errors, setErrors] = useState<ReportErrors>({});
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [create, saving] = useCreateReportMutation();

  const close = () => { setValues(emptyReport()); setErrors({}); setRefusal(null); onClose(); };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = validateReport(values, companyId, intl.locale);
    setErrors(checked.errors);
    setRefusal(null);
    if (checked.report === null) return;
    create(checked.report, {
      onCompleted: () => { showToast(intl.formatMessage(messages.created)); onCreated?.(); close(); },
      onError: (error) => { setRefusal(refusalMessage(refusalOf(error), REPORT_CONSTRAINT_MESSAGES, reportMessages.failed)); },
    });
  };

  return (
    <FormDialog isOpen={isOpen} onClose={close} title={intl.formatMessage(messages.title)}>
      <DialogForm
        onSubmit={submit} onCancel={close} submitText={intl.formatMessage(messages.save)} submitting={saving}
        refusal={refusal && intl.formatMessage(refusal)}
      >
        <ReportFormFields
          values={values}
          errors={errors}
          onChange={(change) => { setValues((current) => ({ ...current, ...change })); }}
          companiesOf={companyId === null ? organizationId : null}
        />
      </DialogForm>
    </FormDialog>
  );
}

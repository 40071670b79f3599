import { defineMessages, useIntl } from 'react-intl';
import { showToast } from '../../ui/toaster.ts';
import { investmentValues } from './investmentForm.ts';
import type { InvestmentFormValues } from './investmentForm.ts';
import { InvestmentDialog } from './InvestmentDialog.tsx';
import { useUpdateInvestmentMutation } from './useUpdateInvestmentMutation.ts';

const messages = defineMessages({
  title: { id: 'investments.EditInvestmentDialog.title', defaultMessage: 'Edit investment', description: 'Title of the edit-investment dialog' },
  save: { id: 'investments.EditInvestmentDialog.save', defaultMessage: 'Save changes', description: 'Submits the corrected investment' },
  saved: { id: 'investments.EditInvestmentDialog.saved', defaultMessage: 'Investment updated', description: 'Toast after an investment is corrected' },
});

export interface EditInvestmentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  investment: {
    id: string; company_id: string; gross_amount: string; net_amount: string; currency: string; investment_date: string;
    share_percentage: string;
  };
  organizationId: string;
  /** Called after the change is saved, before the dialog closes. @default none */
  onSaved?: () => void;
}

/** Corrects an investment: the same form as creating one, filled in, without the company (which is fixed). */
export function EditInvestmentDialog({ isOpen, onClose, investment, organizationId, onSaved }: EditInvestmentDialogProps) {
  const intl = useIntl();
  const [update, saving] = useUpdateInvestmentMutation(investment.id);
  const initialValues = (): InvestmentFormValues => investmentValues(investment, intl.locale);
  return (
    <InvestmentDialog
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      submitText={intl.formatMessage(messages.save)}
      initialValues={initialValues}
      companyId={investment.company_id}
      organizationId={organizationId}
      submit={update}
      saving={saving}
      onSaved={() => { showToast(intl.formatMessage(messages.saved)); onSaved?.(); }}
    />
  );
}

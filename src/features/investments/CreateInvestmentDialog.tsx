import { defineMessages, useIntl } from 'react-intl';
import { showToast } from '../../ui/toaster.ts';
import { emptyInvestment } from './investmentForm.ts';
import { InvestmentDialog } from './InvestmentDialog.tsx';
import { useCreateInvestmentMutation } from './useCreateInvestmentMutation.ts';

const messages = defineMessages({
  title: { id: 'investments.CreateInvestmentDialog.title', defaultMessage: 'Create investment', description: 'Title of the create-investment dialog' },
  save: { id: 'investments.CreateInvestmentDialog.save', defaultMessage: 'Create investment', description: 'Submits the new investment' },
  created: { id: 'investments.CreateInvestmentDialog.created', defaultMessage: 'Investment created', description: 'Toast after an investment is saved' },
});

export interface CreateInvestmentDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** The wallet that invests. */
  walletId: string;
  /** The wallet's organization, whose companies the company field offers. */
  organizationId: string;
  /** The company invested in; when absent the form asks for one. @default null */
  companyId?: string | null;
  /** Called after the investment is saved, before the dialog closes (to reload the screen's figures). @default none */
  onCreated?: () => void;
}

/** Records an investment of a wallet (spec §2, "Create investment form"). */
export function CreateInvestmentDialog({ isOpen, onClose, walletId, organizationId, companyId = null, onCreated }: CreateInvestmentDialogProps) {
  const intl = useIntl();
  const [create, saving] = useCreateInvestmentMutation(walletId);
  return (
    <InvestmentDialog
      isOpen={isOpen}
      onClose={onClose}
      title={intl.formatMessage(messages.title)}
      submitText={intl.formatMessage(messages.save)}
      initialValues={emptyInvestment}
      companyId={companyId}
      organizationId={organizationId}
      submit={create}
      saving={saving}
      onSaved={() => { showToast(intl.formatMessage(messages.created)); onCreated?.(); }}
    />
  );
}

import { Button, ButtonGroup, Intent } from '@blueprintjs/core';
import { EditIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvestmentActions_investment$key } from '../../../__generated__/InvestmentActions_investment.graphql.ts';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { EditInvestmentDialog } from './EditInvestmentDialog.tsx';
import { investmentMessages } from './investmentForm.ts';
import { useDeleteInvestmentMutation } from './useDeleteInvestmentMutation.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';

const messages = defineMessages({
  edit: { id: 'investments.InvestmentActions.edit', defaultMessage: 'Edit', description: 'Opens the edit dialog of an investment' },
  delete: { id: 'investments.InvestmentActions.delete', defaultMessage: 'Delete', description: 'Asks to delete an investment' },
  deleted: { id: 'investments.InvestmentActions.deleted', defaultMessage: 'Investment deleted', description: 'Toast after an investment is deleted' },
});
const confirmation = defineMessage<{ date: string }>({
  id: 'investments.InvestmentActions.confirm',
  defaultMessage: 'Delete the investment of {date}? Its amounts leave the wallet\'s figures. This cannot be undone.',
  description: 'Confirmation before deleting an investment',
});
const label = defineMessage<{ action: string; date: string }>({
  id: 'investments.InvestmentActions.label', defaultMessage: '{action} the investment of {date}', description: 'Accessible name of an action button of a row',
});

export interface InvestmentActionsProps {
  investment: InvestmentActions_investment$key;
  organizationId: string;
  /** After a change was saved, to reload the screen's lists and figures. */
  onChanged: () => void;
}

/** The edit and delete buttons of an investment's row, for editors and owners; deleting asks first. */
export function InvestmentActions({ investment, organizationId, onChanged }: InvestmentActionsProps) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const data = useFragment(graphql`
    fragment InvestmentActions_investment on portfolio_investment {
      id
      company_id
      gross_amount
      net_amount
      currency
      investment_date
      share_percentage
    }
  `, investment);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [remove, removing] = useDeleteInvestmentMutation(data.id);
  const date = formatDate(data.investment_date);
  const confirmDelete = () => {
    remove({
      onCompleted: () => { setConfirming(false); showToast(intl.formatMessage(messages.deleted)); onChanged(); },
      onError: (error) => {
        setConfirming(false);
        showToast(intl.formatMessage(refusalMessage(refusalOf(error), {}, investmentMessages.failed)), Intent.DANGER);
      },
    });
  };
  return (
    <>
      <ButtonGroup variant="minimal">
        <Button icon={<EditIcon />} aria-label={intl.formatMessage(label, { action: intl.formatMessage(messages.edit), date })} onClick={() => { setEditing(true); }} />
        <Button icon={<TrashIcon />} intent={Intent.DANGER} aria-label={intl.formatMessage(label, { action: intl.formatMessage(messages.delete), date })} onClick={() => { setConfirming(true); }} />
      </ButtonGroup>
      {editing && (
        <EditInvestmentDialog isOpen investment={data} organizationId={organizationId} onClose={() => { setEditing(false); }} onSaved={onChanged} />
      )}
      <ConfirmDeleteAlert
        isOpen={confirming}
        confirmText={intl.formatMessage(messages.delete)}
        onConfirm={confirmDelete}
        onCancel={() => { setConfirming(false); }}
        working={removing}
      >
        {intl.formatMessage(confirmation, { date })}
      </ConfirmDeleteAlert>
    </>
  );
}

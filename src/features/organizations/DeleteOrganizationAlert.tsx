import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';
import { showToast } from '../../ui/toaster.ts';
import { deleteOrganizationRefusal } from './organizationErrors.ts';
import { useDeleteOrganizationMutation } from './useDeleteOrganizationMutation.ts';

const messages = defineMessages({
  confirm: { id: 'organizations.DeleteOrganizationAlert.confirm', defaultMessage: 'Delete', description: 'Confirms deleting an organization' },
});

const questionMessage = defineMessage<{ name: string }>({
  id: 'organizations.DeleteOrganizationAlert.question',
  defaultMessage: 'Delete {name}? Its companies, wallets, investments, reports and invites are deleted with it, for every member. This cannot be undone.',
  description: 'Confirmation before deleting an organization and everything in it',
});

const deletedMessage = defineMessage<{ name: string }>({
  id: 'organizations.DeleteOrganizationAlert.deleted',
  defaultMessage: 'Organization {name} deleted',
  description: 'Toast after an organization was deleted',
});

export interface DeleteOrganizationAlertProps {
  /** The organization to delete; null closes the alert. */
  organization: { id: string; name: string } | null;
  onClose: () => void;
}

/** Asks before deleting an organization (owners only), deletes it, and says why if the server refuses. */
export function DeleteOrganizationAlert({ organization, onClose }: DeleteOrganizationAlertProps) {
  const intl = useIntl();
  const [remove, removing] = useDeleteOrganizationMutation();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const close = () => { setRefusal(null); onClose(); };
  const confirm = () => {
    if (!organization) return;
    setRefusal(null);
    remove(organization.id, {
      onCompleted: () => { showToast(intl.formatMessage(deletedMessage, { name: organization.name })); close(); },
      onError: (error) => { setRefusal(deleteOrganizationRefusal(error)); },
    });
  };
  return (
    <ConfirmDeleteAlert
      isOpen={organization !== null}
      confirmText={intl.formatMessage(messages.confirm)}
      onConfirm={confirm}
      onCancel={close}
      working={removing}
    >
      {organization && <p>{intl.formatMessage(questionMessage, { name: organization.name })}</p>}
      {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
    </ConfirmDeleteAlert>
  );
}

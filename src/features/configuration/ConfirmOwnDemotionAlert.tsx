import { Alert, Intent } from '@blueprintjs/core';
import { WarningSignIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useRoleLabel } from '../../app/organizations/useRoleLabel.ts';

const messages = defineMessages({
  confirm: { id: 'configuration.ConfirmOwnDemotionAlert.confirm', defaultMessage: 'Change my role', description: 'Confirms the user\'s own demotion from owner' },
  cancel: { id: 'configuration.ConfirmOwnDemotionAlert.cancel', defaultMessage: 'Stay an owner', description: 'Keeps the user an owner' },
});

const questionMessage = defineMessage<{ organization: string; role: string }>({
  id: 'configuration.ConfirmOwnDemotionAlert.question',
  defaultMessage: 'Change your own role in {organization} to {role}? You will no longer be able to change roles, remove members or delete the organization, and only another owner can make you an owner again.',
  description: 'Asked before the user demotes themselves from owner; {role} is the new role\'s name',
});

export interface ConfirmOwnDemotionAlertProps {
  /** The role the user is about to take; null closes the alert. */
  role: string | null;
  organizationName: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks an owner who is about to give up their own ownership. */
export function ConfirmOwnDemotionAlert({ role, organizationName, onConfirm, onCancel }: ConfirmOwnDemotionAlertProps) {
  const intl = useIntl();
  const roleLabel = useRoleLabel();
  return (
    <Alert
      isOpen={role !== null}
      intent={Intent.WARNING}
      icon={<WarningSignIcon />}
      confirmButtonText={intl.formatMessage(messages.confirm)}
      cancelButtonText={intl.formatMessage(messages.cancel)}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {role !== null && <p>{intl.formatMessage(questionMessage, { organization: organizationName, role: roleLabel(role) })}</p>}
    </Alert>
  );
}

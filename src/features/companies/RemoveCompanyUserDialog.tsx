import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { removeCompanyUserRefusal } from './companyErrors.ts';
import type { CompanyUser } from './CompanyUsersTable.tsx';
import { useRemoveCompanyUserMutation } from './useRemoveCompanyUserMutation.ts';
import { ConfirmDeleteAlert } from '../../ui/ConfirmDeleteAlert.tsx';

const messages = defineMessages({
  confirm: { id: 'companies.RemoveCompanyUserDialog.confirm', defaultMessage: 'Remove', description: 'Confirms the removal of a user from a company' },
});

const questionMessage = defineMessage<{ name: string; email: string; company: string }>({
  id: 'companies.RemoveCompanyUserDialog.question',
  defaultMessage: 'Remove {name} ({email}) from {company}? They stop following this company; their membership of the organization is not changed.',
  description: 'Confirmation before removing a user from a company',
});

export interface RemoveCompanyUserDialogProps {
  /** The user to remove; none closes the dialog. */
  companyUser: CompanyUser | null;
  companyName: string;
  onClose: () => void;
}

/** Asks before removing a user from a company, removes, and says so if the server refuses. */
export function RemoveCompanyUserDialog({ companyUser, companyName, onClose }: RemoveCompanyUserDialogProps) {
  const intl = useIntl();
  const [remove, removing] = useRemoveCompanyUserMutation();
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const close = () => { setRefusal(null); onClose(); };
  const confirm = () => {
    if (!companyUser) return;
    setRefusal(null);
    remove(companyUser.id, {
      onCompleted: close,
      onError: (error) => { setRefusal(removeCompanyUserRefusal(error)); },
    });
  };
  return (
    <ConfirmDeleteAlert
      isOpen={companyUser !== null}
      confirmText={intl.formatMessage(messages.confirm)}
      onConfirm={confirm}
      onCancel={close}
      working={removing}
    >
      {companyUser && (
        <p>
          {intl.formatMessage(questionMessage, {
            name: companyUser.user.displayName, email: companyUser.user.email ?? '', company: companyName,
          })}
        </p>
      )}
      {refusal && <Callout intent={Intent.DANGER} role="alert">{intl.formatMessage(refusal)}</Callout>}
    </ConfirmDeleteAlert>
  );
}

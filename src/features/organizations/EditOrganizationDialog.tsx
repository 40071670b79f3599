import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { showToast } from '../../ui/toaster.ts';
import { OrganizationForm } from './OrganizationForm.tsx';
import type { ParentOption } from './OrganizationForm.tsx';
import { useUpdateOrganizationMutation } from './useUpdateOrganizationMutation.ts';

const messages = defineMessages({
  save: { id: 'organizations.EditOrganizationDialog.save', defaultMessage: 'Save', description: 'Saves the organization\'s new name and parent' },
});

const titleMessage = defineMessage<{ name: string }>({
  id: 'organizations.EditOrganizationDialog.title',
  defaultMessage: 'Rename or move {name}',
  description: 'Title of the dialog that renames an organization or moves it under another',
});

const savedMessage = defineMessage<{ name: string }>({
  id: 'organizations.EditOrganizationDialog.saved',
  defaultMessage: 'Organization {name} saved',
  description: 'Toast after an organization was renamed or moved',
});

export interface EditedOrganization {
  id: string;
  name: string;
  parentId: string | null;
}

export interface EditOrganizationDialogProps {
  /** The organization edited; null when closed. */
  organization: EditedOrganization | null;
  /** Where it may move: organizations the user edits, without itself and its descendants, in tree order. */
  parents: readonly ParentOption[];
  onClose: () => void;
}

/** Renames an organization or moves it under another (or to the top). */
export function EditOrganizationDialog({ organization, parents, onClose }: EditOrganizationDialogProps) {
  const intl = useIntl();
  const [update, updating] = useUpdateOrganizationMutation();
  return (
    <FormDialog
      isOpen={organization !== null} onClose={onClose}
      title={organization && intl.formatMessage(titleMessage, { name: organization.name })}
    >
      {organization && (
        <OrganizationForm
          initial={{ name: organization.name, parentId: organization.parentId }}
          parents={parents}
          submitText={intl.formatMessage(messages.save)}
          save={(input, callbacks) => { update(organization.id, input, callbacks); }}
          saving={updating}
          onDone={(name) => {
            if (name !== null) showToast(intl.formatMessage(savedMessage, { name }));
            onClose();
          }}
        />
      )}
    </FormDialog>
  );
}

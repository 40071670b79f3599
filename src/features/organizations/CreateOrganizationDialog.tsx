import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { showToast } from '../../ui/toaster.ts';
import { OrganizationForm } from './OrganizationForm.tsx';
import type { ParentOption } from './OrganizationForm.tsx';
import { useCreateOrganizationMutation } from './useCreateOrganizationMutation.ts';

const messages = defineMessages({
  title: { id: 'organizations.CreateOrganizationDialog.title', defaultMessage: 'Create organization', description: 'Title of the new organization dialog' },
  create: { id: 'organizations.CreateOrganizationDialog.create', defaultMessage: 'Create', description: 'Submits the new organization' },
});

const createdMessage = defineMessage<{ name: string }>({
  id: 'organizations.CreateOrganizationDialog.created',
  defaultMessage: 'Organization {name} created. You are its owner.',
  description: 'Toast after an organization was created (its creator becomes its owner)',
});

export interface CreateOrganizationDialogProps {
  isOpen: boolean;
  /** The parent it starts under ("add a child organization" of a row), or null at the top. */
  parentId: string | null;
  /** The organizations it may be created under (where the user is an editor or owner), in tree order. */
  parents: readonly ParentOption[];
  onClose: () => void;
}

/** The create-organization dialog (spec §2: name, parent organization); a refusal keeps it open as typed. */
export function CreateOrganizationDialog({ isOpen, parentId, parents, onClose }: CreateOrganizationDialogProps) {
  const intl = useIntl();
  const [create, creating] = useCreateOrganizationMutation();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <OrganizationForm
        initial={{ name: '', parentId }}
        parents={parents}
        submitText={intl.formatMessage(messages.create)}
        save={create}
        saving={creating}
        onDone={(name) => {
          if (name !== null) showToast(intl.formatMessage(createdMessage, { name }));
          onClose();
        }}
      />
    </FormDialog>
  );
}

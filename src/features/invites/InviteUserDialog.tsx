import { DialogBody, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { InviteUserForm } from './InviteUserForm.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';

const messages = defineMessages({
  title: { id: 'invites.InviteUserDialog.title', defaultMessage: 'Invite user', description: 'Title of the dialog that invites a person' },
  loading: { id: 'invites.InviteUserDialog.loading', defaultMessage: 'Loading', description: 'Accessible name of the spinner while the form loads' },
});

export interface InviteUserDialogProps {
  isOpen: boolean;
  /** Called on cancel, on the close button and after the invite is sent. */
  onClose: () => void;
  /** The organization chosen at first (the form offers every one the user edits). */
  organizationId: string | null;
  /** The company the invitee will follow; its organization is then the only one offered. @default null */
  companyId?: string | null;
}

/**
 * Invites a person by e-mail (spec §2, "Company user invite form": name, e-mail, organization; the role is our
 * addition, viewer unless chosen). Other screens mount it; the form loads what it offers when the dialog opens.
 */
export function InviteUserDialog({ isOpen, onClose, organizationId, companyId = null }: InviteUserDialogProps) {
  const intl = useIntl();
  return (
    <FormDialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage(messages.title)}>
      <Suspense fallback={<DialogBody><Spinner size={SpinnerSize.SMALL} aria-label={intl.formatMessage(messages.loading)} /></DialogBody>}>
        {isOpen && <InviteUserForm organizationId={organizationId} companyId={companyId} onDone={onClose} />}
      </Suspense>
    </FormDialog>
  );
}

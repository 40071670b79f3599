import { Callout, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { refusalMessage } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { INVITE_CONSTRAINT_MESSAGES, inviteFormMessages, inviteRefusalOf, validateInvite } from '../../app/invites/inviteForm.ts';
import type { InviteFormErrors } from '../../app/invites/inviteForm.ts';
import { useCreateInviteMutation } from '../../app/invites/useCreateInviteMutation.ts';
import type { WalletScope } from './walletScope.ts';
import styles from './wallets.module.css';

const messages = defineMessages({
  name: { id: 'wallets.CreateWalletUserForm.name', defaultMessage: 'Name', description: 'Label: the new user\'s name' },
  email: { id: 'wallets.CreateWalletUserForm.email', defaultMessage: 'Email', description: 'Label: the new user\'s e-mail address' },
  send: { id: 'wallets.CreateWalletUserForm.send', defaultMessage: 'Send invite', description: 'Submits the new wallet user (an invite)' },
});
const howMessage = defineMessage<{ wallet: string; organization: string }>({
  id: 'wallets.CreateWalletUserForm.how',
  defaultMessage: 'We e-mail them an invite. Once they accept it, they get access to {wallet}, and join {organization} as a viewer if they are not a member yet (a member keeps their role).',
  description: 'Above the new wallet user\'s fields: what happens to the person',
});

/**
 * A new user of the wallet (spec §2: "create user with name and e-mail"): an invite to the wallet's organization,
 * as a viewer, that attaches the person to the wallet once accepted (`portfolio_invite.wallet_id`). Checked before it
 * is sent; a refusal (an invite already pending for this e-mail …) keeps what was typed.
 */
export function CreateWalletUserForm({ scope, onDone }: { scope: WalletScope; onDone: () => void }) {
  const intl = useIntl();
  const ownEmail = useAuthUser()?.email ?? null;
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<InviteFormErrors>({});
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [create, sending] = useCreateInviteMutation();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const invite = { name, email, organizationId: scope.organizationId, companyId: null, walletId: scope.walletId, role: 'viewer' as const };
    const found = validateInvite(invite, ownEmail);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    create(invite, {
      onCompleted: () => { showToast(intl.formatMessage(inviteFormMessages.sent)); onDone(); },
      onError: (error) => { setRefusal(refusalMessage(inviteRefusalOf(error), INVITE_CONSTRAINT_MESSAGES, inviteFormMessages.failed)); },
    });
  };
  const error = (key: 'name' | 'email') => { const found = errors[key]; return found && intl.formatMessage(found); };

  return (
    <DialogForm onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.send)} submitting={sending}
      refusal={refusal && intl.formatMessage(refusal)}>
      <Callout compact className={styles.notice}>
        {intl.formatMessage(howMessage, { wallet: scope.walletName, organization: scope.organizationName })}
      </Callout>
      <LabelledField label={intl.formatMessage(messages.name)} error={error('name')}>
        {({ id, invalid, describedBy, intent }) => (
          <InputGroup id={id} value={name} onValueChange={setName} autoFocus autoComplete="off"
            intent={intent} aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.email)} error={error('email')}>
        {({ id, invalid, describedBy, intent }) => (
          <InputGroup id={id} type="email" value={email} onValueChange={setEmail} autoComplete="off"
            intent={intent} aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </LabelledField>
    </DialogForm>
  );
}

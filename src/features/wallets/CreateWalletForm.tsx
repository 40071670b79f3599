import { Callout, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CreateWalletForm_query$key } from '../../../__generated__/CreateWalletForm_query.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { CnpjInput } from '../../ui/CnpjInput.tsx';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { CreateWalletFields } from './CreateWalletFields.tsx';
import { useCreateWalletMutation } from './useCreateWalletMutation.ts';
import { NAME_CONSTRAINTS, WALLET_CONSTRAINTS, validateWallet, walletFormMessages } from './walletForm.ts';
import type { WalletFormErrors, WalletFormValues } from './walletForm.ts';

const messages = defineMessages({
  taxId: { id: 'wallets.CreateWalletForm.taxId', defaultMessage: 'Tax ID (CNPJ, optional)', description: 'Label: the new wallet\'s CNPJ, which may be left empty' },
  noOrganization: {
    id: 'wallets.CreateWalletForm.noOrganization',
    defaultMessage: 'You can create wallets only in an organization where you are an editor or an owner, and you have none.',
    description: 'The user edits no organization, so cannot create a wallet',
  },
  create: { id: 'wallets.CreateWalletForm.create', defaultMessage: 'Create', description: 'Submits the new wallet' },
});
const createdMessage = defineMessage<{ name: string }>({
  id: 'wallets.CreateWalletForm.created', defaultMessage: 'Wallet {name} created', description: 'Toast after a wallet was created',
});

/**
 * The new wallet's fields, checked before anything is sent (the database checks them again). A refusal keeps
 * everything typed: a name already used in the organization shows under the name, anything else above the buttons.
 */
export function CreateWalletForm({ query, onDone }: { query: CreateWalletForm_query$key; onDone: () => void }) {
  const intl = useIntl();
  const id = useId();
  const data = useFragment(
    graphql`
      fragment CreateWalletForm_query on query_root {
        editable: portfolio_organization(
          where: { organization_users: { user_id: { _eq: $userId }, role: { _in: [editor, owner] } } }
          order_by: [{ name_sort: asc }, { name: asc }, { id: asc }]
        ) {
          id
          name
        }
        segments: portfolio_segment(order_by: { en_name: asc }) {
          id
          en_name
          pt_br_name
        }
      }
    `,
    query,
  );
  const selected = useSelectedOrganizationId();
  const organizations = data.editable;
  const [values, setValues] = useState<WalletFormValues>(() => ({
    name: '', taxId: '', segmentId: '', group: '',
    organizationId: organizations.find((organization) => organization.id === selected)?.id ?? organizations.at(0)?.id ?? '',
  }));
  const [submitted, setSubmitted] = useState(false);
  // The server's word on the name, until the name changes; other refusals show above the buttons.
  const [nameRefusal, setNameRefusal] = useState<MessageDescriptor | null>(null);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [create, creating] = useCreateWalletMutation();

  const errors: WalletFormErrors = validateWallet(values);
  // Too long shows at once (the counter is already red); a missing value only after a first try.
  const shown: WalletFormErrors = submitted ? errors : errors.name === walletFormMessages.nameTooLong ? { name: errors.name } : {};
  const change = (patch: Partial<WalletFormValues>) => {
    if ('name' in patch) setNameRefusal(null);
    setValues((current) => ({ ...current, ...patch }));
  };
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    setNameRefusal(null);
    if (Object.keys(errors).length > 0) return;
    create(values, {
      onCompleted: (wallet) => { showToast(intl.formatMessage(createdMessage, { name: wallet.name })); onDone(); },
      onError: (error) => {
        const found = refusalOf(error);
        if (found.kind === 'constraint' && Object.hasOwn(NAME_CONSTRAINTS, found.constraint)) setNameRefusal(NAME_CONSTRAINTS[found.constraint]);
        else setRefusal(refusalMessage(found, WALLET_CONSTRAINTS, walletFormMessages.failed));
      },
    });
  };

  return (
    <DialogForm
      onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.create)} submitting={creating}
      submitDisabled={organizations.length === 0} refusal={refusal && intl.formatMessage(refusal)}
    >
      {organizations.length === 0 && <Callout intent={Intent.WARNING}>{intl.formatMessage(messages.noOrganization)}</Callout>}
      <CreateWalletFields
        values={values}
        errors={{ ...shown, ...(nameRefusal ? { name: nameRefusal } : {}) }}
        organizations={organizations}
        segments={data.segments}
        onChange={change}
        taxIdField={(
          <CnpjInput id={`${id}-tax-id`} label={intl.formatMessage(messages.taxId)} value={values.taxId}
            onValueChange={(taxId) => { change({ taxId }); }} required={false} showErrors={submitted} />
        )}
      />
    </DialogForm>
  );
}

import { Callout, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { InviteUserFormQuery } from '../../../__generated__/InviteUserFormQuery.graphql.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { refusalMessage } from '../../ui/refusal.ts';
import { showToast } from '../../ui/toaster.ts';
import { INVITE_CONSTRAINT_MESSAGES, inviteFormMessages, inviteRefusalOf, validateInvite } from '../../app/invites/inviteForm.ts';
import type { InviteFormErrors, InviteFormValues } from '../../app/invites/inviteForm.ts';
import { InviteUserFields } from './InviteUserFields.tsx';
import type { InviteOrganization } from './InviteUserFields.tsx';
import { useCreateInviteMutation } from '../../app/invites/useCreateInviteMutation.ts';
import { DialogForm } from '../../ui/DialogForm.tsx';

const messages = defineMessages({
  noOrganization: {
    id: 'invites.InviteUserForm.noOrganization',
    defaultMessage: 'You can invite people only to an organization where you are an editor or an owner, and you have none.',
    description: 'The user edits no organization (of the company), so cannot invite',
  },
  send: { id: 'invites.InviteUserForm.send', defaultMessage: 'Send invite', description: 'Submits the invite' },
});

/**
 * The dialog is mounted by other screens with ids only, so it asks for what it offers itself: the organizations the
 * user may invite to (editor or owner; owners may also invite owners) and the company's name, if there is one.
 */
const query = graphql`
  query InviteUserFormQuery($userId: uuid!, $companyIds: [uuid!]!) {
    memberships: portfolio_organization_user(
      where: { user_id: { _eq: $userId }, role: { _in: [editor, owner] } }
      order_by: [{ organization: { name_sort: asc } }, { organization: { name: asc } }, { id: asc }]
    ) {
      id
      role
      organization {
        id
        name
      }
    }
    companies: portfolio_company(where: { id: { _in: $companyIds } }) {
      id
      name
      organization_id
    }
  }
`;

/** The invite's fields, checked before sending; a refusal shows as a translated message and keeps what was typed. */
export function InviteUserForm({ organizationId, companyId, onDone }: { organizationId: string | null; companyId: string | null; onDone: () => void }) {
  const intl = useIntl();
  const user = useAuthUser();
  const userId = user?.id ?? '';
  const data = useLazyLoadQuery<InviteUserFormQuery>(query, { userId, companyIds: companyId === null ? [] : [companyId] }, { fetchPolicy: 'store-and-network' });
  const company = data.companies.at(0) ?? null;
  // A company's invite can only be to the company's organization (the database checks it too).
  const organizations: InviteOrganization[] = data.memberships
    .filter((membership) => company === null || membership.organization.id === company.organization_id)
    .map((membership) => ({ id: membership.organization.id, name: membership.organization.name, owner: membership.role === 'owner' }));
  const [values, setValues] = useState<InviteFormValues>(() => ({
    name: '', email: '', role: 'viewer',
    organizationId: organizations.find((organization) => organization.id === organizationId)?.id ?? organizations.at(0)?.id ?? '',
  }));
  const [errors, setErrors] = useState<InviteFormErrors>({});
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [create, sending] = useCreateInviteMutation();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const found = validateInvite(values, user?.email ?? null);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    create({ ...values, companyId: company?.id ?? null }, {
      onCompleted: () => { showToast(intl.formatMessage(inviteFormMessages.sent)); onDone(); },
      onError: (error) => { setRefusal(refusalMessage(inviteRefusalOf(error), INVITE_CONSTRAINT_MESSAGES, inviteFormMessages.failed)); },
    });
  };

  return (
    <DialogForm
      onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.send)} submitting={sending}
      submitDisabled={organizations.length === 0} refusal={refusal && intl.formatMessage(refusal)}
    >
      {organizations.length === 0 && <Callout intent={Intent.WARNING}>{intl.formatMessage(messages.noOrganization)}</Callout>}
      <InviteUserFields
        values={values}
        errors={errors}
        organizations={organizations}
        companyName={company?.name ?? null}
        onChange={(change) => { setValues((current) => ({ ...current, ...change })); }}
      />
    </DialogForm>
  );
}

import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { LabelledField } from '../../ui/LabelledField.tsx';
import type { InviteFormErrors, InviteFormValues } from '../../app/invites/inviteForm.ts';
import { useInviteLabels } from './useInviteLabels.ts';
import type { InviteRole } from './useInviteLabels.ts';

const messages = defineMessages({
  name: { id: 'invites.InviteUserFields.name', defaultMessage: 'Name', description: 'Label: the invitee\'s name' },
  email: { id: 'invites.InviteUserFields.email', defaultMessage: 'Email', description: 'Label: the invitee\'s e-mail address' },
  organization: { id: 'invites.InviteUserFields.organization', defaultMessage: 'Organization', description: 'Label: the organization the invite is to' },
  company: { id: 'invites.InviteUserFields.company', defaultMessage: 'Company', description: 'Label: the company the invitee will follow' },
  role: { id: 'invites.InviteUserFields.role', defaultMessage: 'Role', description: 'Label: the role the invitee gets on accepting' },
});

/** An organization the user may invite to; `owner`: the user owns it, so may invite owners too. */
export interface InviteOrganization {
  id: string;
  name: string;
  owner: boolean;
}

export interface InviteUserFieldsProps {
  values: InviteFormValues;
  errors: InviteFormErrors;
  organizations: readonly InviteOrganization[];
  /** The company the invitee will follow, shown read-only; null for none. */
  companyName: string | null;
  onChange: (change: Partial<InviteFormValues>) => void;
}

/** Name, e-mail, organization (and company), role: each with its label and its error under it. */
export function InviteUserFields({ values, errors, organizations, companyName, onChange }: InviteUserFieldsProps) {
  const intl = useIntl();
  const labels = useInviteLabels();
  const error = (key: keyof InviteFormErrors) => { const found = errors[key]; return found && intl.formatMessage(found); };
  const ownerAllowed = organizations.find((organization) => organization.id === values.organizationId)?.owner ?? false;
  const roles: InviteRole[] = ownerAllowed ? ['viewer', 'editor', 'owner'] : ['viewer', 'editor'];
  const chooseOrganization = (organizationId: string) => {
    const owner = organizations.find((organization) => organization.id === organizationId)?.owner ?? false;
    onChange({ organizationId, ...(values.role === 'owner' && !owner ? { role: 'viewer' } : {}) });
  };

  return (
    <>
      <LabelledField label={intl.formatMessage(messages.name)} error={error('name')}>
        {({ id, invalid, describedBy, intent }) => (
          <InputGroup id={id} value={values.name} onValueChange={(name) => { onChange({ name }); }} autoFocus autoComplete="off"
            intent={intent} aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.email)} error={error('email')}>
        {({ id, invalid, describedBy, intent }) => (
          <InputGroup id={id} type="email" value={values.email} onValueChange={(email) => { onChange({ email }); }} autoComplete="off"
            intent={intent} aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.organization)} error={error('organization')}>
        {({ id, invalid, describedBy }) => (
          <HTMLSelect id={id} fill value={values.organizationId} disabled={organizations.length === 0 || companyName !== null}
            onChange={(event) => { chooseOrganization(event.currentTarget.value); }}
            options={organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
            aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </LabelledField>
      {companyName !== null && (
        <LabelledField label={intl.formatMessage(messages.company)}>
          {({ id }) => <InputGroup id={id} value={companyName} readOnly />}
        </LabelledField>
      )}
      <LabelledField label={intl.formatMessage(messages.role)}>
        {({ id }) => (
          <HTMLSelect id={id} fill value={values.role} onChange={(event) => { onChange({ role: event.currentTarget.value as InviteRole }); }}
            options={roles.map((role) => ({ value: role, label: labels.role(role) }))} />
        )}
      </LabelledField>
    </>
  );
}

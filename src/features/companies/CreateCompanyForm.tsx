import { Callout, FormGroup, HTMLSelect, InputGroup, Intent } from '@blueprintjs/core';
import { useId, useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CreateCompanyForm_query$key } from '../../../__generated__/CreateCompanyForm_query.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { CnpjInput, cnpjProblem } from '../../ui/CnpjInput.tsx';
import { showToast } from '../../ui/toaster.ts';
import { createCompanyRefusal } from './companyErrors.ts';
import { useCreateCompanyMutation } from './useCreateCompanyMutation.ts';
import { DialogForm } from '../../ui/DialogForm.tsx';

const messages = defineMessages({
  name: { id: 'companies.CreateCompanyForm.name', defaultMessage: 'Name', description: 'Label: the new company\'s name' },
  document: { id: 'companies.CreateCompanyForm.document', defaultMessage: 'Tax ID (CNPJ)', description: 'Label: the new company\'s CNPJ' },
  organization: { id: 'companies.CreateCompanyForm.organization', defaultMessage: 'Organization', description: 'Label: the organization the company is added to' },
  nameRequired: { id: 'companies.CreateCompanyForm.nameRequired', defaultMessage: 'Name is required', description: 'The name was left empty' },
  organizationRequired: { id: 'companies.CreateCompanyForm.organizationRequired', defaultMessage: 'Organization is required', description: 'No organization was chosen' },
  noOrganization: {
    id: 'companies.CreateCompanyForm.noOrganization',
    defaultMessage: 'You can add companies only to an organization where you are an editor or an owner, and you have none.',
    description: 'The user edits no organization, so cannot create a company',
  },
  create: { id: 'companies.CreateCompanyForm.create', defaultMessage: 'Create', description: 'Submits the new company' },
});

const createdMessage = defineMessage<{ name: string }>({
  id: 'companies.CreateCompanyForm.created',
  defaultMessage: '{name} was added to your companies',
  description: 'Toast after a company was created; {name} is its name, which often begins with a word such as "Empresa" itself',
});

/**
 * The new company's fields, checked before anything is sent (the database checks them again); a refusal shows as a
 * translated message and keeps everything typed.
 */
export function CreateCompanyForm({ query, onDone }: { query: CreateCompanyForm_query$key; onDone: () => void }) {
  const intl = useIntl();
  const id = useId();
  const { organizations } = useFragment(
    graphql`
      fragment CreateCompanyForm_query on query_root {
        organizations: portfolio_organization(
          where: { organization_users: { user_id: { _eq: $userId }, role: { _in: [editor, owner] } } }
          order_by: [{ name_sort: asc }, { name: asc }, { id: asc }]
        ) {
          id
          name
        }
      }
    `,
    query,
  );
  const selected = useSelectedOrganizationId();
  const [name, setName] = useState('');
  const [document, setDocument] = useState('');
  const [organizationId, setOrganizationId] = useState(
    organizations.find((organization) => organization.id === selected)?.id ?? organizations.at(0)?.id ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const [create, creating] = useCreateCompanyMutation();

  const nameMissing = name.trim() === '';
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (nameMissing || cnpjProblem(document) !== null || organizationId === '') return;
    create({ name, document, organizationId }, {
      onCompleted: (company) => { showToast(intl.formatMessage(createdMessage, { name: company.name })); onDone(); },
      onError: (error) => { setRefusal(createCompanyRefusal(error)); },
    });
  };

  const problem = (shown: boolean, text: string) => (shown ? { intent: Intent.DANGER, helperText: text } : {});
  return (
    <DialogForm
      onSubmit={submit} onCancel={onDone} submitText={intl.formatMessage(messages.create)} submitting={creating}
      submitDisabled={organizations.length === 0} refusal={refusal && intl.formatMessage(refusal)}
    >
      {organizations.length === 0 && <Callout intent={Intent.WARNING}>{intl.formatMessage(messages.noOrganization)}</Callout>}
      <FormGroup label={intl.formatMessage(messages.name)} labelFor={`${id}-name`} {...problem(submitted && nameMissing, intl.formatMessage(messages.nameRequired))}>
        <InputGroup id={`${id}-name`} value={name} onValueChange={setName} required autoFocus intent={submitted && nameMissing ? Intent.DANGER : Intent.NONE} />
      </FormGroup>
      <CnpjInput id={`${id}-document`} label={intl.formatMessage(messages.document)} value={document} onValueChange={setDocument} showErrors={submitted} />
      <FormGroup
        label={intl.formatMessage(messages.organization)}
        labelFor={`${id}-organization`}
        {...problem(submitted && organizationId === '', intl.formatMessage(messages.organizationRequired))}
      >
        <HTMLSelect
          id={`${id}-organization`}
          value={organizationId}
          onChange={(event) => { setOrganizationId(event.currentTarget.value); }}
          options={organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
          disabled={organizations.length === 0}
          fill
        />
      </FormGroup>
    </DialogForm>
  );
}

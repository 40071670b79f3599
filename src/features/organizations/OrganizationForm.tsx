import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import type { SubmitEvent } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { DialogForm } from '../../ui/DialogForm.tsx';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { saveOrganizationRefusal } from './organizationErrors.ts';
import type { OrganizationCallbacks, OrganizationInput } from './useCreateOrganizationMutation.ts';

const messages = defineMessages({
  name: { id: 'organizations.OrganizationForm.name', defaultMessage: 'Name', description: 'Label: the organization\'s name' },
  nameRequired: { id: 'organizations.OrganizationForm.nameRequired', defaultMessage: 'Name is required', description: 'The name was left empty' },
  parent: { id: 'organizations.OrganizationForm.parent', defaultMessage: 'Parent organization', description: 'Label: the organization this one sits under' },
  noParent: { id: 'organizations.OrganizationForm.noParent', defaultMessage: 'None (top level)', description: 'Parent choice: the organization sits under no other' },
  parentHint: {
    id: 'organizations.OrganizationForm.parentHint',
    defaultMessage: 'Optional. Only organizations where you are an editor or an owner are offered.',
    description: 'Under the parent field: why some organizations are not offered',
  },
});

/** A parent the form offers. */
export interface ParentOption {
  id: string;
  /** Its place in the tree, e.g. "Aurora Capital › Aurora Ventures": a closed select shows where it sits. */
  label: string;
}

export interface OrganizationFormProps {
  /** What the fields start with. */
  initial: OrganizationInput;
  /** The organizations it may be placed under, in tree order. */
  parents: readonly ParentOption[];
  submitText: string;
  /** Stores the organization (create or update). */
  save: (organization: OrganizationInput, callbacks: OrganizationCallbacks) => void;
  saving: boolean;
  /** Called once stored (with its name), or on cancel (with null). */
  onDone: (savedName: string | null) => void;
}

/** An organization's name and parent, checked before anything is sent; a refusal shows translated, keeping what was typed. */
export function OrganizationForm({ initial, parents, submitText, save, saving, onDone }: OrganizationFormProps) {
  const intl = useIntl();
  const [name, setName] = useState(initial.name);
  const [parentId, setParentId] = useState(initial.parentId ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [refusal, setRefusal] = useState<MessageDescriptor | null>(null);
  const nameMissing = name.trim() === '';

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setRefusal(null);
    if (nameMissing) return;
    save({ name, parentId: parentId === '' ? null : parentId }, {
      onCompleted: (organization) => { onDone(organization.name); },
      onError: (error) => { setRefusal(saveOrganizationRefusal(error)); },
    });
  };

  return (
    <DialogForm
      onSubmit={submit} onCancel={() => { onDone(null); }} submitText={submitText} submitting={saving}
      refusal={refusal && intl.formatMessage(refusal)}
    >
      <LabelledField label={intl.formatMessage(messages.name)} error={submitted && nameMissing ? intl.formatMessage(messages.nameRequired) : undefined}>
        {(input) => (
          <InputGroup
            id={input.id} value={name} onValueChange={setName} autoFocus required intent={input.intent}
            aria-invalid={input.invalid} aria-describedby={input.describedBy}
          />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.parent)} hint={intl.formatMessage(messages.parentHint)}>
        {(input) => (
          <HTMLSelect
            id={input.id} aria-describedby={input.describedBy} value={parentId} fill
            onChange={(event) => { setParentId(event.currentTarget.value); }}
            options={[
              { value: '', label: intl.formatMessage(messages.noParent) },
              ...parents.map((parent) => ({ value: parent.id, label: parent.label })),
            ]}
          />
        )}
      </LabelledField>
    </DialogForm>
  );
}

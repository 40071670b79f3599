import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { LabelledField } from '../../ui/LabelledField.tsx';
import { segmentName } from './segmentName.ts';
import type { SegmentNames } from './segmentName.ts';
import { nameLength, WALLET_NAME_MAX } from './walletForm.ts';
import type { WalletFormErrors, WalletFormValues } from './walletForm.ts';

const messages = defineMessages({
  name: { id: 'wallets.CreateWalletFields.name', defaultMessage: 'Name', description: 'Label: the new wallet\'s name' },
  segment: { id: 'wallets.CreateWalletFields.segment', defaultMessage: 'Segment', description: 'Label: the new wallet\'s business segment' },
  noSegment: { id: 'wallets.CreateWalletFields.noSegment', defaultMessage: 'No segment', description: 'Option of the segment field: the wallet has none' },
  group: { id: 'wallets.CreateWalletFields.group', defaultMessage: 'Group', description: 'Label: a free text to group wallets by (private equity, venture capital …)' },
  groupHint: {
    id: 'wallets.CreateWalletFields.groupHint',
    defaultMessage: 'Optional: wallets with the same group sort together, e.g. Private equity',
    description: 'Hint under the group field',
  },
  organization: { id: 'wallets.CreateWalletFields.organization', defaultMessage: 'Organization', description: 'Label: the organization the wallet belongs to' },
});
const lengthMessage = defineMessage<{ count: number; max: number }>({
  id: 'wallets.CreateWalletFields.length',
  defaultMessage: '{count} of {max} characters',
  description: 'Under the wallet name: how long it is and the most it may be',
});

export interface CreateWalletFieldsProps {
  values: WalletFormValues;
  /** The errors to show now, by field. */
  errors: WalletFormErrors;
  /** The organizations the user may create wallets in. */
  organizations: readonly { readonly id: string; readonly name: string }[];
  segments: readonly (SegmentNames & { readonly id: string })[];
  onChange: (change: Partial<WalletFormValues>) => void;
  /** The CNPJ field, which words its own problems. */
  taxIdField: ReactNode;
}

/** Name (with its length), tax ID, segment, group and organization: each with its label and its error under it. */
export function CreateWalletFields({ values, errors, organizations, segments, onChange, taxIdField }: CreateWalletFieldsProps) {
  const intl = useIntl();
  const error = (field: keyof WalletFormErrors) => { const found = errors[field]; return found && intl.formatMessage(found); };
  const bySegmentName = [...segments].sort((a, b) => segmentName(a, intl.locale).localeCompare(segmentName(b, intl.locale), intl.locale));
  return (
    <>
      <LabelledField
        label={intl.formatMessage(messages.name)}
        error={error('name')}
        hint={intl.formatMessage(lengthMessage, { count: nameLength(values.name), max: WALLET_NAME_MAX })}
      >
        {({ id, invalid, describedBy, intent }) => (
          // No maxLength: a 21st character must be visible to be refused with the rule's message.
          <InputGroup id={id} value={values.name} onValueChange={(name) => { onChange({ name }); }} autoFocus autoComplete="off"
            intent={intent} aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </LabelledField>
      {taxIdField}
      <LabelledField label={intl.formatMessage(messages.segment)}>
        {({ id }) => (
          <HTMLSelect id={id} fill value={values.segmentId} onChange={(event) => { onChange({ segmentId: event.currentTarget.value }); }}
            options={[
              { value: '', label: intl.formatMessage(messages.noSegment) },
              ...bySegmentName.map((segment) => ({ value: segment.id, label: segmentName(segment, intl.locale) })),
            ]} />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.group)} hint={intl.formatMessage(messages.groupHint)}>
        {({ id, describedBy }) => (
          <InputGroup id={id} value={values.group} onValueChange={(group) => { onChange({ group }); }} autoComplete="off" aria-describedby={describedBy} />
        )}
      </LabelledField>
      <LabelledField label={intl.formatMessage(messages.organization)} error={error('organization')}>
        {({ id, invalid, describedBy }) => (
          <HTMLSelect id={id} fill value={values.organizationId} disabled={organizations.length === 0}
            onChange={(event) => { onChange({ organizationId: event.currentTarget.value }); }}
            options={organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
            aria-invalid={invalid} aria-describedby={describedBy} />
        )}
      </LabelledField>
    </>
  );
}

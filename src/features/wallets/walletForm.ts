/**
 * The create-wallet form's values, its rules (spec §5 and §9: name required, at most 20 characters, unique in its
 * organization; an optional CNPJ; an organization) and the wording of the database's refusals. The rules mirror the
 * table's constraints (`wallet_name_not_blank`, `wallet_name_length`, `wallet_organization_id_name_key`,
 * `wallet_tax_id_check`), so the form refuses what the database would, before sending it; only the uniqueness needs
 * the server. Pure, so the rules are tested without rendering.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { cnpjProblem } from '../../ui/CnpjInput.tsx';

/** The longest name a wallet may have (spec §9; the database's `wallet_name_length`, `char_length(name) <= 20`). */
export const WALLET_NAME_MAX = 20;

export const walletFormMessages = defineMessages({
  nameRequired: { id: 'wallets.walletForm.nameRequired', defaultMessage: 'Name is required', description: 'The wallet\'s name was left empty' },
  // Spec §5: the English catalogue said "fewer than 20" and the Portuguese "up to 20"; the database allows 20, so
  // both languages now say "at most 20", the rule that is enforced.
  nameTooLong: {
    id: 'wallets.walletForm.nameTooLong',
    defaultMessage: 'Name must have at most 20 characters',
    description: 'The wallet\'s name is longer than 20 characters',
  },
  nameUsed: {
    id: 'wallets.walletForm.nameUsed',
    defaultMessage: 'Name was already used',
    description: 'The organization already has a wallet with this name (the comparison ignores case)',
  },
  organizationRequired: { id: 'wallets.walletForm.organizationRequired', defaultMessage: 'Organization is required', description: 'No organization was chosen for the wallet' },
  invalidTaxId: {
    id: 'wallets.walletForm.invalidTaxId',
    defaultMessage: 'The server did not accept this CNPJ: check its digits.',
    description: 'The server refused the wallet\'s CNPJ as invalid',
  },
  failed: {
    id: 'wallets.walletForm.failed',
    defaultMessage: 'The wallet could not be created. Please try again.',
    description: 'Creating a wallet failed for another reason',
  },
});

export interface WalletFormValues {
  name: string;
  /** The CNPJ as masked in its field; empty for none. */
  taxId: string;
  /** A `portfolio_segment` id, or empty for none. */
  segmentId: string;
  group: string;
  organizationId: string;
}

export type WalletField = 'name' | 'taxId' | 'organization';
export type WalletFormErrors = Partial<Record<WalletField, MessageDescriptor>>;

/**
 * The name's length as the database counts it (`char_length`): Unicode code points, not UTF-16 units, so "ç" and
 * an emoji count one each, as PostgreSQL counts them.
 */
export const nameLength = (name: string): number => Array.from(name.trim()).length;

/** What is wrong with the values; empty when they may be sent. The CNPJ's own message is its field's (CnpjInput). */
export function validateWallet(values: WalletFormValues): WalletFormErrors {
  const errors: WalletFormErrors = {};
  if (values.name.trim() === '') errors.name = walletFormMessages.nameRequired;
  else if (nameLength(values.name) > WALLET_NAME_MAX) errors.name = walletFormMessages.nameTooLong;
  if (cnpjProblem(values.taxId, false) !== null) errors.taxId = walletFormMessages.invalidTaxId;
  if (values.organizationId === '') errors.organization = walletFormMessages.organizationRequired;
  return errors;
}

/** The wallet constraints whose refusal belongs under the name field. */
export const NAME_CONSTRAINTS: Readonly<Record<string, MessageDescriptor>> = {
  wallet_organization_id_name_key: walletFormMessages.nameUsed,
  wallet_name_length: walletFormMessages.nameTooLong,
  wallet_name_not_blank: walletFormMessages.nameRequired,
};

/** The wallet constraints a form words itself, wherever it shows them. */
export const WALLET_CONSTRAINTS: Readonly<Record<string, MessageDescriptor>> = {
  ...NAME_CONSTRAINTS,
  wallet_tax_id_check: walletFormMessages.invalidTaxId,
};

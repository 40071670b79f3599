import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { refusalMessage, refusalOf } from '../../ui/refusal.ts';

const messages = defineMessages({
  duplicateDocument: {
    id: 'companies.errors.duplicateDocument',
    defaultMessage: 'This organization already has a company with this CNPJ.',
    description: 'The server refused a company whose CNPJ the organization already follows',
  },
  invalidDocument: {
    id: 'companies.errors.invalidDocument',
    defaultMessage: 'The server did not accept this CNPJ: check its digits.',
    description: 'The server refused a company\'s CNPJ as invalid',
  },
  blankName: { id: 'companies.errors.blankName', defaultMessage: 'Name is required', description: 'The server refused a blank company name' },
  createFailed: {
    id: 'companies.errors.createFailed',
    defaultMessage: 'The company could not be created. Please try again.',
    description: 'Creating a company failed for another reason',
  },
  removeFailed: {
    id: 'companies.errors.removeFailed',
    defaultMessage: 'The user could not be removed from the company. Please try again.',
    description: 'Removing a user from a company failed for another reason',
  },
});

/** The company constraints a form words itself (nhost/migrations/default/1795132803000_portfolio_core/up.sql). */
const COMPANY_CONSTRAINTS: Readonly<Record<string, MessageDescriptor>> = {
  company_organization_id_document_key: messages.duplicateDocument,
  company_document_check: messages.invalidDocument,
  company_name_not_blank: messages.blankName,
};

/** Why a company could not be created, translated (a duplicate CNPJ, a role that may not, the network …). */
export const createCompanyRefusal = (error: unknown): MessageDescriptor =>
  refusalMessage(refusalOf(error), COMPANY_CONSTRAINTS, messages.createFailed);

/** Why a user could not be removed from a company, translated. */
export const removeCompanyUserRefusal = (error: unknown): MessageDescriptor =>
  refusalMessage(refusalOf(error), {}, messages.removeFailed);

import { defineMessages, useIntl } from 'react-intl';
import { TableSearch } from '../../ui/dataTable/TableSearch.tsx';
import { COMPANIES_TABLE } from './companiesTable.ts';

const messages = defineMessages({
  label: { id: 'companies.CompanySearch.label', defaultMessage: 'Search', description: 'Label of the search box of the companies list' },
  placeholder: { id: 'companies.CompanySearch.placeholder', defaultMessage: 'Name or tax ID (CNPJ)', description: 'Placeholder of the companies search box: what it searches' },
});

/** The companies list's search box: the route's loader searches by name or tax ID (companiesTable.ts). */
export function CompanySearch() {
  const intl = useIntl();
  return <TableSearch table={COMPANIES_TABLE} label={intl.formatMessage(messages.label)} placeholder={intl.formatMessage(messages.placeholder)} />;
}

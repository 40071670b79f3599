import { defineMessages, useIntl } from 'react-intl';
import { TableSearch } from '../../ui/dataTable/TableSearch.tsx';
import { MEMBERS_TABLE } from './membersTable.ts';

const messages = defineMessages({
  label: { id: 'configuration.MemberSearch.label', defaultMessage: 'Search', description: 'Label of the members search box' },
  placeholder: { id: 'configuration.MemberSearch.placeholder', defaultMessage: 'Name or e-mail', description: 'Placeholder of the members search box: what it searches' },
});

/** The members list's search box: the route's loader searches names and e-mails. */
export function MemberSearch() {
  const intl = useIntl();
  return <TableSearch table={MEMBERS_TABLE} label={intl.formatMessage(messages.label)} placeholder={intl.formatMessage(messages.placeholder)} />;
}

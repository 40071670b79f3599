import { defineMessages, useIntl } from 'react-intl';
import { TableSearch } from '../../ui/dataTable/TableSearch.tsx';
import { DATAROOM_TABLE } from './dataroomTable.ts';

const messages = defineMessages({
  label: { id: 'dataroom.DataroomSearch.label', defaultMessage: 'Search', description: 'Label of the search box of the dataroom' },
  placeholder: { id: 'dataroom.DataroomSearch.placeholder', defaultMessage: 'Document name', description: 'Placeholder of the dataroom search box: what it searches' },
});

/** The dataroom's search box: the route's loader lists the documents whose name contains the text. */
export function DataroomSearch() {
  const intl = useIntl();
  return <TableSearch table={DATAROOM_TABLE} label={intl.formatMessage(messages.label)} placeholder={intl.formatMessage(messages.placeholder)} />;
}

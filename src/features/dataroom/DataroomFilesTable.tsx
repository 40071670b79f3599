import { AnchorButton, Button, ButtonGroup, Intent, Tooltip } from '@blueprintjs/core';
import { DownloadIcon, TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import { useLocation, useNavigation } from 'react-router-dom';
import type { DataroomFilesTable_query$data, DataroomFilesTable_query$key } from '../../../__generated__/DataroomFilesTable_query.graphql.ts';
import type { DataroomFilesTableExportQuery } from '../../../__generated__/DataroomFilesTableExportQuery.graphql.ts';
import { DataTable } from '../../ui/dataTable/DataTable.tsx';
import type { DataTableColumn } from '../../ui/dataTable/tableColumn.ts';
import { useTableUrlState } from '../../ui/dataTable/tableUrlState.ts';
import { DataroomSearch } from './DataroomSearch.tsx';
import { DATAROOM_TABLE, dataroomOrderBy, dataroomWhere } from './dataroomTable.ts';
import { DeleteFileDialog } from './DeleteFileDialog.tsx';
import { fileKind } from './fileKind.ts';
import { useDownloadFile } from '../../app/storage/useDownloadFile.ts';
import { useFormatFileSize } from './useFormatFileSize.ts';
import styles from './dataroom.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

const messages = defineMessages({
  name: { id: 'dataroom.DataroomFilesTable.name', defaultMessage: 'Name', description: 'Column: the document\'s file name' },
  type: { id: 'dataroom.DataroomFilesTable.type', defaultMessage: 'Type', description: 'Column: what kind of document it is (PDF, spreadsheet …)' },
  size: { id: 'dataroom.DataroomFilesTable.size', defaultMessage: 'Size', description: 'Column: the document\'s size' },
  sizeInBytes: { id: 'dataroom.DataroomFilesTable.sizeInBytes', defaultMessage: 'Size (bytes)', description: 'Column of the exported file: the document\'s size in bytes' },
  uploadedBy: { id: 'dataroom.DataroomFilesTable.uploadedBy', defaultMessage: 'Uploaded by', description: 'Column: who added the document' },
  uploadedAt: { id: 'dataroom.DataroomFilesTable.uploadedAt', defaultMessage: 'Uploaded at', description: 'Column: when the document was added' },
  actions: { id: 'dataroom.DataroomFilesTable.actions', defaultMessage: 'Actions', description: 'Column: download and delete a document' },
  download: { id: 'dataroom.DataroomFilesTable.download', defaultMessage: 'Download', description: 'Downloads a document' },
  delete: { id: 'dataroom.DataroomFilesTable.delete', defaultMessage: 'Delete', description: 'Deletes a document (after a confirmation)' },
  unknownUser: { id: 'dataroom.DataroomFilesTable.unknownUser', defaultMessage: 'Former member', description: 'Who uploaded a document, when that person is no longer visible (left the organization or was deleted)' },
  editorsOnly: {
    id: 'dataroom.DataroomFilesTable.editorsOnly',
    defaultMessage: 'Only editors and owners of the organization can do this',
    description: 'Tooltip of the delete button, disabled for a viewer of the organization',
  },
  file: { id: 'dataroom.DataroomFilesTable.file', defaultMessage: 'dataroom', description: 'Name of the exported file of the dataroom list, without extension' },
});

const downloadOfMessage = defineMessage<{ name: string }>({
  id: 'dataroom.DataroomFilesTable.downloadOf',
  defaultMessage: 'Download {name}',
  description: 'Accessible name of the download button of one document',
});

const deleteOfMessage = defineMessage<{ name: string }>({
  id: 'dataroom.DataroomFilesTable.deleteOf',
  defaultMessage: 'Delete {name}',
  description: 'Accessible name of the delete button of one document',
});

export type DataroomFile = DataroomFilesTable_query$data['portfolio_company_file'][number];

const exportQuery = graphql`
  query DataroomFilesTableExportQuery($where: portfolio_company_file_bool_exp!, $orderBy: [portfolio_company_file_order_by!]!) {
    portfolio_company_file(where: $where, order_by: $orderBy) {
      id
      created_at
      file {
        id
        name
        size
        mimeType
      }
      creator {
        displayName
      }
    }
  }
`;

export interface DataroomFilesTableProps {
  query: DataroomFilesTable_query$key;
  /** Names the table for assistive technology. */
  label: string;
  companyId: string;
  companyName: string;
  /** The user edits the company's organization, so may delete documents. */
  canDelete: boolean;
}

/** The dataroom's documents: one page (or All) of the search, sortable, exportable, each downloadable and deletable. */
export function DataroomFilesTable({ query, label, companyId, companyName, canDelete }: DataroomFilesTableProps) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const formatSize = useFormatFileSize();
  const [state, change] = useTableUrlState(DATAROOM_TABLE);
  const navigation = useNavigation();
  const location = useLocation();
  const [deleting, setDeleting] = useState<DataroomFile | null>(null);
  const [download, downloading] = useDownloadFile();
  const data = useFragment(
    graphql`
      fragment DataroomFilesTable_query on query_root {
        portfolio_company_file(where: $where, order_by: $orderBy, limit: $limit, offset: $offset) {
          id
          created_at
          file {
            id
            name
            size
            mimeType
          }
          creator {
            displayName
          }
        }
        portfolio_company_file_aggregate(where: $where) {
          aggregate {
            count
          }
        }
      }
    `,
    query,
  );

  const kindOf = (row: DataroomFile) => fileKind(row.file.mimeType ?? '', row.file.name ?? '');
  const uploader = (row: DataroomFile) => row.creator?.displayName ?? intl.formatMessage(messages.unknownUser);
  const deleteButton = (row: DataroomFile) => {
    // An AnchorButton, so the tooltip saying why it is disabled still shows on hover.
    const button = (
      <AnchorButton variant="minimal" size="small" intent={Intent.DANGER} icon={<TrashIcon />} text={intl.formatMessage(messages.delete)}
        aria-label={intl.formatMessage(deleteOfMessage, { name: row.file.name ?? '' })} disabled={!canDelete}
        onClick={() => { setDeleting(row); }} />
    );
    return canDelete ? button : <Tooltip content={intl.formatMessage(messages.editorsOnly)}>{button}</Tooltip>;
  };
  const columns: DataTableColumn<DataroomFile>[] = [
    {
      id: 'name', freeText: true, header: intl.formatMessage(messages.name), sortable: true, exportValue: (row) => row.file.name,
      cell: (row) => {
        const Icon = kindOf(row).icon;
        return <span className={styles.fileName}><Icon />{row.file.name}</span>;
      },
    },
    {
      id: 'type', header: intl.formatMessage(messages.type), sortable: true, width: 140,
      cell: (row) => intl.formatMessage(kindOf(row).label), exportValue: (row) => intl.formatMessage(kindOf(row).label),
    },
    {
      id: 'size', header: intl.formatMessage(messages.size), sortable: true, align: 'right', width: 100,
      cell: (row) => formatSize(row.file.size ?? 0),
      exportValue: (row) => row.file.size, exportHeader: intl.formatMessage(messages.sizeInBytes),
    },
    { id: 'uploadedBy', header: intl.formatMessage(messages.uploadedBy), sortable: true, cell: uploader, exportValue: uploader },
    {
      id: 'uploadedAt', header: intl.formatMessage(messages.uploadedAt), sortable: true, width: 180,
      cell: (row) => formatTimestamp(intl, row.created_at, 'dateTime'),
      exportValue: (row) => new Date(row.created_at), exportFormat: 'yyyy-mm-dd hh:mm',
    },
    {
      id: 'actions', header: intl.formatMessage(messages.actions), align: 'right', width: 210,
      cell: (row) => (
        <ButtonGroup>
          <Button variant="minimal" size="small" icon={<DownloadIcon />} text={intl.formatMessage(messages.download)}
            aria-label={intl.formatMessage(downloadOfMessage, { name: row.file.name ?? '' })}
            loading={downloading === row.file.id} onClick={() => { download(row.file.id, row.file.name ?? ''); }} />
          {deleteButton(row)}
        </ButtonGroup>
      ),
    },
  ];
  const exportRows = async () => {
    const variables = { where: dataroomWhere(companyId, state.q), orderBy: dataroomOrderBy(state.sort) };
    const result = await fetchQuery<DataroomFilesTableExportQuery>(environment, exportQuery, variables, { fetchPolicy: 'network-only' }).toPromise();
    return result?.portfolio_company_file ?? [];
  };

  return (
    <>
      <DataTable
        label={label}
        columns={columns}
        rows={data.portfolio_company_file}
        rowKey={(row) => row.id}
        total={data.portfolio_company_file_aggregate.aggregate?.count ?? 0}
        state={state}
        onStateChange={change}
        loading={navigation.state === 'loading' && navigation.location.pathname === location.pathname}
        toolbar={<DataroomSearch />}
        exportRows={exportRows}
        fileName={intl.formatMessage(messages.file)}
      />
      <DeleteFileDialog file={deleting} companyName={companyName} onClose={() => { setDeleting(null); }} />
    </>
  );
}

import { Button, Menu, MenuItem, PopoverNext, PopupKind, Tag } from '@blueprintjs/core';
import { CaretDownIcon, DocumentIcon, ExportIcon, ThIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { exportTable } from './exportTable.ts';
import type { ExportFormat } from './exportTable.ts';
import type { ExportColumn } from './tableColumn.ts';

const messages = defineMessages({
  button: { id: 'ui.TableExport.button', defaultMessage: 'Export', description: 'Button opening the export formats of a list' },
  csv: { id: 'ui.TableExport.csv', defaultMessage: 'Export CSV', description: 'Menu entry: download the list as a CSV file' },
  xlsx: { id: 'ui.TableExport.xlsx', defaultMessage: 'Export XLSX', description: 'Menu entry: download the list as an Excel (XLSX) file' },
  failed: { id: 'ui.TableExport.failed', defaultMessage: 'The export failed. Try again.', description: 'Shown beside the export button when fetching or writing the file failed' },
});

export interface TableExportButtonProps<Row> {
  /** Fetches every row of the list's current filter and sort (not only the page on screen). */
  exportRows: () => Promise<readonly Row[]>;
  /** The file's columns, in order. */
  columns: readonly ExportColumn<Row>[];
  /** The file's name without its extension (also the XLSX sheet's name). */
  fileName: string;
  /** @default false */
  disabled?: boolean;
}

/** "Export" with a menu of CSV and XLSX: fetches the rows, makes the file and downloads it. */
export function TableExportButton<Row>({ exportRows, columns, fileName, disabled = false }: TableExportButtonProps<Row>) {
  const intl = useIntl();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const run = async (format: ExportFormat) => {
    setBusy(true);
    setFailed(false);
    try {
      await exportTable(format, await exportRows(), columns, fileName);
    } catch (error) {
      console.error('Export failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const menu = (
    <Menu>
      <MenuItem icon={<DocumentIcon />} text={intl.formatMessage(messages.csv)} onClick={() => void run('csv')} />
      <MenuItem icon={<ThIcon />} text={intl.formatMessage(messages.xlsx)} onClick={() => void run('xlsx')} />
    </Menu>
  );
  return (
    <>
      {/* A wrapper carries the role: Tag sets its own. */}
      {failed && <span role="alert"><Tag intent="danger" minimal multiline>{intl.formatMessage(messages.failed)}</Tag></span>}
      <PopoverNext content={menu} placement="bottom-end" popupKind={PopupKind.MENU} arrow={false} disabled={disabled || busy}>
        <Button
          icon={<ExportIcon />}
          endIcon={<CaretDownIcon />}
          text={intl.formatMessage(messages.button)}
          loading={busy}
          disabled={disabled}
        />
      </PopoverNext>
    </>
  );
}

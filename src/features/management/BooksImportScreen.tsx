import { Button, Callout, FileInput, FormGroup, H4, HTMLSelect, Intent, ProgressBar } from '@blueprintjs/core';
import { DownloadIcon, ImportIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useFunctions } from '../../app/functions/useFunctions.ts';
import { ImportBatches, batchProgress, useImportBatches } from './ImportBatches.tsx';
import { ImportProblems } from './ImportProblems.tsx';
import { ManagementFrame, type ManagementContext } from './ManagementFrame.tsx';
import { IMPORT_SOURCES, sourceOfFileName, type ImportSource } from './importSource.ts';
import { useBooksImport, type ImportState } from './useBooksImport.ts';
import classes from './management.module.css';
import fileInput from '../../ui/fileInput.module.css';

const messages = defineMessages({
  title: { id: 'management.BooksImportScreen.title', defaultMessage: 'Import books', description: 'Title of the import screen' },
  template: { id: 'management.BooksImportScreen.template', defaultMessage: 'Spreadsheet template', description: 'Heading of the template downloads' },
  templateText: { id: 'management.BooksImportScreen.templateText', defaultMessage: 'Fill in actual figures by account and month (money in positive, money out negative) and budgets by version, then import the file.', description: 'How to fill in the template' },
  templateLanguage: { id: 'management.BooksImportScreen.templateLanguage', defaultMessage: 'Template language', description: 'Label of the template\'s language select' },
  downloadXlsx: { id: 'management.BooksImportScreen.downloadXlsx', defaultMessage: 'Download XLSX', description: 'Button: download the template as XLSX' },
  downloadCsv: { id: 'management.BooksImportScreen.downloadCsv', defaultMessage: 'Download CSV', description: 'Button: download the template as CSV' },
  file: { id: 'management.BooksImportScreen.file', defaultMessage: 'File', description: 'Label of the file picker' },
  choose: { id: 'management.BooksImportScreen.choose', defaultMessage: 'Choose a spreadsheet, an OFX statement or an ECD…', description: 'Placeholder of the file picker' },
  browse: { id: 'management.BooksImportScreen.browse', defaultMessage: 'Browse', description: 'Button of the file picker' },
  format: { id: 'management.BooksImportScreen.format', defaultMessage: 'Format', description: 'Label of the format select' },
  spreadsheet: { id: 'management.BooksImportScreen.spreadsheet', defaultMessage: 'Spreadsheet (XLSX or CSV template)', description: 'Format option' },
  ofx: { id: 'management.BooksImportScreen.ofx', defaultMessage: 'Bank statement (OFX)', description: 'Format option' },
  ecd: { id: 'management.BooksImportScreen.ecd', defaultMessage: 'SPED ECD (digital bookkeeping)', description: 'Format option' },
  import: { id: 'management.BooksImportScreen.import', defaultMessage: 'Import', description: 'Button: import the chosen file' },
  viewer: { id: 'management.BooksImportScreen.viewer', defaultMessage: 'Only editors and owners of the organization import books.', description: 'Why a viewer cannot import' },
  notAllowed: { id: 'management.BooksImportScreen.notAllowed', defaultMessage: 'You may not import into these books.', description: 'The server refused the import' },
  network: { id: 'management.BooksImportScreen.network', defaultMessage: 'The portal could not reach the server. Check your connection and try again.', description: 'No answer' },
});
const uploadingMessage = defineMessage<{ file: string | number }>({ id: 'management.BooksImportScreen.uploading', defaultMessage: 'Sending {file}…', description: 'Progress while the file uploads' });
const importingMessage = defineMessage<{ file: string | number; processed: string | number; total: string | number }>({ id: 'management.BooksImportScreen.importing', defaultMessage: 'Reading and writing {file}: {processed} of {total} rows', description: 'Progress while the rows are written' });
const startingMessage = defineMessage<{ file: string | number }>({ id: 'management.BooksImportScreen.starting', defaultMessage: 'Reading {file}…', description: 'Progress before the rows are counted' });
const appliedMessage = defineMessage<{ file: string | number; written: string | number; skipped: string | number }>({ id: 'management.BooksImportScreen.applied', defaultMessage: '{file} imported: {written} rows written, {skipped} already there.', description: 'Result of an import' });
const duplicateMessage = defineMessage<{ file: string | number }>({ id: 'management.BooksImportScreen.duplicate', defaultMessage: '{file} was already imported: nothing changed.', description: 'Result of importing the same file again' });
const failedMessage = defineMessage<{ file: string | number }>({ id: 'management.BooksImportScreen.failed', defaultMessage: '{file} was refused: nothing was written. Fix the lines below and import it again.', description: 'Result of a refused file' });
const tooBigMessage = defineMessage<{ file: string | number }>({ id: 'management.BooksImportScreen.tooBig', defaultMessage: '{file} is larger than the portal accepts.', description: 'The file is too big' });
const unknownMessage = defineMessage<{ file: string | number }>({ id: 'management.BooksImportScreen.unknown', defaultMessage: 'Something went wrong while importing {file}. Try again in a moment.', description: 'Unexpected failure' });

/** /app/management/imports: the template, a file imported with its progress and result, and the client's imports. */
export function BooksImportScreen() {
  const intl = useIntl();
  return (
    <ManagementFrame title={intl.formatMessage(messages.title)}>
      {(context) => <BooksImport key={context.client.id} context={context} />}
    </ManagementFrame>
  );
}

function BooksImport({ context }: { context: ManagementContext }) {
  const intl = useIntl();
  const batches = useImportBatches(context.client.id);
  const [state, run] = useBooksImport(context.client.id);
  const [file, setFile] = useState<File | null>(null);
  const [source, setSource] = useState<ImportSource>('spreadsheet');
  const busy = state.step === 'uploading' || state.step === 'importing';
  return (
    <div className={classes.steps}>
      <TemplateDownloads />
      <H4>{intl.formatMessage(messages.title)}</H4>
      {!context.canEdit && <Callout intent={Intent.PRIMARY}>{intl.formatMessage(messages.viewer)}</Callout>}
      <FormGroup label={intl.formatMessage(messages.file)} labelFor="books-file">
        <FileInput
          className={fileInput.readable}
          fill
          disabled={!context.canEdit || busy}
          text={file?.name ?? intl.formatMessage(messages.choose)}
          buttonText={intl.formatMessage(messages.browse)}
          hasSelection={file !== null}
          inputProps={{ id: 'books-file', accept: '.xlsx,.csv,.ofx,.qfx,.txt' }}
          onInputChange={(event) => {
            const chosen = event.currentTarget.files?.[0] ?? null;
            setFile(chosen);
            if (chosen) setSource(sourceOfFileName(chosen.name));
          }}
        />
      </FormGroup>
      <div className={classes.actions}>
        <FormGroup label={intl.formatMessage(messages.format)} labelFor="books-format" inline>
          <HTMLSelect
            id="books-format"
            value={source}
            disabled={!context.canEdit || busy}
            onChange={(event) => { setSource(event.currentTarget.value as ImportSource); }}
            options={IMPORT_SOURCES.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
          />
        </FormGroup>
        <Button
          intent={Intent.PRIMARY}
          icon={<ImportIcon />}
          disabled={!context.canEdit || busy || file === null}
          loading={busy}
          text={intl.formatMessage(messages.import)}
          onClick={() => { if (file) void run(file, source); }}
        />
      </div>
      <ImportOutcome state={state} running={batches.find((batch) => batch.status === 'running')} />
      <ImportBatches batches={batches} />
    </div>
  );
}

function ImportOutcome({ state, running }: { state: ImportState; running: ReturnType<typeof useImportBatches>[number] | undefined }) {
  const intl = useIntl();
  if (state.step === 'idle') return null;
  const file = state.fileName;
  if (state.step === 'uploading') {
    return <div role="status"><p>{intl.formatMessage(uploadingMessage, { file })}</p><ProgressBar intent={Intent.PRIMARY} /></div>;
  }
  if (state.step === 'importing') {
    const progress = running ? batchProgress(running) : null;
    return (
      <div role="status">
        <p>
          {running && progress !== null
            ? intl.formatMessage(importingMessage, { file, processed: running.rows_processed, total: running.rows_total ?? 0 })
            : intl.formatMessage(startingMessage, { file })}
        </p>
        <ProgressBar intent={Intent.PRIMARY} value={progress ?? undefined} />
      </div>
    );
  }
  if (state.step === 'error') {
    const reason = state.reason === 'not-allowed' ? messages.notAllowed : state.reason === 'too-big' ? tooBigMessage : state.reason === 'network' ? messages.network : unknownMessage;
    return <Callout role="alert" intent={Intent.DANGER}>{intl.formatMessage(reason, { file })}</Callout>;
  }
  const { answer } = state;
  if (answer.status === 'failed') {
    return (
      <>
        <Callout role="alert" intent={Intent.DANGER}>{intl.formatMessage(failedMessage, { file })}</Callout>
        <ImportProblems source={state.source} problems={answer.problems} />
      </>
    );
  }
  return (
    <Callout role="status" intent={answer.status === 'applied' ? Intent.SUCCESS : Intent.NONE}>
      {answer.status === 'applied'
        ? intl.formatMessage(appliedMessage, { file, written: answer.rowsWritten, skipped: answer.rowsSkipped })
        : intl.formatMessage(duplicateMessage, { file })}
    </Callout>
  );
}

function TemplateDownloads() {
  const intl = useIntl();
  const functions = useFunctions();
  const [language, setLanguage] = useState<'pt-BR' | 'en'>(intl.locale === 'en' ? 'en' : 'pt-BR');
  const year = new Date().getFullYear();
  const download = (format: 'xlsx' | 'csv') => {
    const name = `${language === 'en' ? 'books-template' : 'modelo-livros'}-${year}.${format}`;
    void functions.download(`books/template?locale=${language}&format=${format}&year=${year}`, name);
  };
  return (
    <div>
      <H4>{intl.formatMessage(messages.template)}</H4>
      <p>{intl.formatMessage(messages.templateText)}</p>
      <div className={classes.actions}>
        <HTMLSelect
          aria-label={intl.formatMessage(messages.templateLanguage)}
          value={language}
          onChange={(event) => { setLanguage(event.currentTarget.value === 'en' ? 'en' : 'pt-BR'); }}
          options={[{ value: 'pt-BR', label: 'Português (Brasil)' }, { value: 'en', label: 'English' }]}
        />
        <Button icon={<DownloadIcon />} text={intl.formatMessage(messages.downloadXlsx)} onClick={() => { download('xlsx'); }} />
        <Button icon={<DownloadIcon />} text={intl.formatMessage(messages.downloadCsv)} onClick={() => { download('csv'); }} />
      </div>
    </div>
  );
}

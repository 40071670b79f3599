import { HTMLTable, ProgressBar, Tag, Intent } from '@blueprintjs/core';
import { useMemo, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { ImportBatchesSubscription, ImportBatchesSubscription$data } from '../../../__generated__/ImportBatchesSubscription.graphql.ts';
import classes from './management.module.css';
import { formatTimestamp } from '../../ui/formatTimestamp.ts';

export type ImportBatch = ImportBatchesSubscription$data['accounting_import_batch'][number];

const messages = defineMessages({
  title: { id: 'management.ImportBatches.title', defaultMessage: 'Imports', description: 'Caption of the list of the client\'s imports' },
  file: { id: 'management.ImportBatches.file', defaultMessage: 'File', description: 'Column: the imported file\'s name' },
  source: { id: 'management.ImportBatches.source', defaultMessage: 'Format', description: 'Column: spreadsheet, OFX or ECD' },
  period: { id: 'management.ImportBatches.period', defaultMessage: 'Period', description: 'Column: the months the file covers' },
  status: { id: 'management.ImportBatches.status', defaultMessage: 'Status', description: 'Column: the import\'s status' },
  rows: { id: 'management.ImportBatches.rows', defaultMessage: 'Rows', description: 'Column: rows written, skipped as duplicates and refused' },
  at: { id: 'management.ImportBatches.at', defaultMessage: 'Imported at', description: 'Column: when the import started' },
  none: { id: 'management.ImportBatches.none', defaultMessage: 'No record found', description: 'The client has no import yet' },
  running: { id: 'management.ImportBatches.running', defaultMessage: 'Importing', description: 'Status: being read and written' },
  applied: { id: 'management.ImportBatches.applied', defaultMessage: 'Imported', description: 'Status: the rows are the books' },
  failed: { id: 'management.ImportBatches.failed', defaultMessage: 'Refused', description: 'Status: the file had problems, nothing was written' },
  duplicate: { id: 'management.ImportBatches.duplicate', defaultMessage: 'Already imported', description: 'Status: the same file was already imported, nothing changed' },
  replaced: { id: 'management.ImportBatches.replaced', defaultMessage: 'Replaced', description: 'Status: a later file (an ECD substituta) replaced it' },
  spreadsheet: { id: 'management.ImportBatches.spreadsheet', defaultMessage: 'Spreadsheet', description: 'Format: the portal\'s template' },
  ofx: { id: 'management.ImportBatches.ofx', defaultMessage: 'OFX statement', description: 'Format: a bank statement' },
  ecd: { id: 'management.ImportBatches.ecd', defaultMessage: 'SPED ECD', description: 'Format: the digital bookkeeping' },
  seed: { id: 'management.ImportBatches.seed', defaultMessage: 'Demo data', description: 'Format: data the portal seeded' },
});
const countsMessage = defineMessage<{ written: string | number; skipped: string | number; refused: string | number }>({ id: 'management.ImportBatches.counts', defaultMessage: '{written} written · {skipped} duplicates · {refused} refused', description: 'An import\'s row counts' });
const progressMessage = defineMessage<{ processed: string | number; total: string | number }>({ id: 'management.ImportBatches.progress', defaultMessage: 'Importing: {processed} of {total} rows', description: 'Label of a running import\'s progress bar' });

const STATUS_INTENT: Record<string, Intent> = {
  running: Intent.PRIMARY, applied: Intent.SUCCESS, failed: Intent.DANGER, duplicate: Intent.NONE, replaced: Intent.NONE,
};

/** A live query: the client's latest imports, pushed again whenever one moves (its progress, its end). */
const subscription = graphql`
  subscription ImportBatchesSubscription($clientId: uuid!) {
    accounting_import_batch(where: { client_id: { _eq: $clientId } }, order_by: { created_at: desc }, limit: 10) {
      id
      file_name
      source
      status
      period_start
      period_end
      rows_total
      rows_processed
      rows_written
      rows_skipped
      rows_refused
      problems
      created_at
    }
  }
`;

/** The client's latest imports, live, so a running one shows its progress and every one its result. */
export function useImportBatches(clientId: string): ImportBatch[] {
  const [batches, setBatches] = useState<ImportBatch[]>([]);
  const config = useMemo((): GraphQLSubscriptionConfig<ImportBatchesSubscription> => ({
    subscription,
    variables: { clientId },
    onNext: (response) => { setBatches([...(response?.accounting_import_batch ?? [])]); },
    onError: (error) => { console.warn('The imports subscription failed', error); },
  }), [clientId]);
  useSubscription(config);
  return batches;
}

/** The fraction of a running import's rows processed, or null when its whole is not known yet. */
export function batchProgress(batch: Pick<ImportBatch, 'rows_total' | 'rows_processed'>): number | null {
  if (!batch.rows_total) return null;
  return Math.min(1, batch.rows_processed / batch.rows_total);
}

export function ImportBatches({ batches }: { batches: readonly ImportBatch[] }) {
  const intl = useIntl();
  const month = (date: string | null | undefined) => (date ? intl.formatDate(`${date}T12:00:00Z`, { month: '2-digit', year: 'numeric', timeZone: 'UTC' }) : '');
  const label = (key: string) => (key in messages ? intl.formatMessage(messages[key as keyof typeof messages]) : key);
  return (
    <HTMLTable compact striped aria-label={intl.formatMessage(messages.title)}>
      <caption className="bp6-text-muted">{intl.formatMessage(messages.title)}</caption>
      <thead>
        <tr>
          <th scope="col">{intl.formatMessage(messages.file)}</th>
          <th scope="col">{intl.formatMessage(messages.source)}</th>
          <th scope="col">{intl.formatMessage(messages.period)}</th>
          <th scope="col">{intl.formatMessage(messages.status)}</th>
          <th scope="col">{intl.formatMessage(messages.rows)}</th>
          <th scope="col">{intl.formatMessage(messages.at)}</th>
        </tr>
      </thead>
      <tbody>
        {batches.length === 0 && <tr><td colSpan={6}>{intl.formatMessage(messages.none)}</td></tr>}
        {batches.map((batch) => {
          const progress = batchProgress(batch);
          return (
            <tr key={batch.id}>
              <td>{batch.file_name ?? '—'}</td>
              <td>{label(batch.source)}</td>
              <td>{batch.period_start ? `${month(batch.period_start)} – ${month(batch.period_end)}` : '—'}</td>
              <td><Tag minimal intent={STATUS_INTENT[batch.status] ?? Intent.NONE}>{label(batch.status)}</Tag></td>
              <td className={classes.amount}>
                {batch.status === 'running'
                  ? (
                    <ProgressBar
                      intent={Intent.PRIMARY}
                      value={progress ?? undefined}
                      aria-label={intl.formatMessage(progressMessage, { processed: batch.rows_processed, total: batch.rows_total ?? '?' })}
                    />
                  )
                  : intl.formatMessage(countsMessage, { written: batch.rows_written, skipped: batch.rows_skipped, refused: batch.rows_refused })}
              </td>
              <td>{formatTimestamp(intl, batch.created_at, 'dateTime')}</td>
            </tr>
          );
        })}
      </tbody>
    </HTMLTable>
  );
}

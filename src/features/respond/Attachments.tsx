import { Button, Callout, Classes, FileInput, H2, Intent } from '@blueprintjs/core';
import { TrashIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessage, defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { Attachments_response$key } from '../../../__generated__/Attachments_response.graphql.ts';
import { FileStorageError } from '../../app/storage/fileStorage.ts';
import type { RespondentApi } from './respondentApi.ts';
import styles from './respond.module.css';
import fileInput from '../../ui/fileInput.module.css';

const messages = defineMessages({
  heading: { id: 'respond.Attachments.heading', defaultMessage: 'Attachments', description: 'Heading of the files attached to a KPI answer' },
  help: {
    id: 'respond.Attachments.help',
    defaultMessage: 'Optional: statements, reports or spreadsheets that support your numbers.',
    description: 'What files a company may attach to its KPI answer',
  },
  choose: { id: 'respond.Attachments.choose', defaultMessage: 'Attach a file…', description: 'Placeholder of the file picker of a KPI answer' },
  browse: { id: 'respond.Attachments.browse', defaultMessage: 'Browse', description: 'Button text of the file picker' },
  none: { id: 'respond.Attachments.none', defaultMessage: 'No files attached.', description: 'A KPI answer without attachments' },
  tooBig: { id: 'respond.Attachments.tooBig', defaultMessage: 'The file is too large to attach.', description: 'An attachment was refused for its size' },
  notAllowed: {
    id: 'respond.Attachments.notAllowed',
    defaultMessage: 'Files can no longer be changed: the answers were already sent or the request was cancelled.',
    description: 'An attachment change was refused',
  },
  failed: { id: 'respond.Attachments.failed', defaultMessage: 'The file could not be attached or removed. Try again.', description: 'An attachment change failed' },
});

const removeLabel = defineMessage<{ name: string }>({
  id: 'respond.Attachments.remove',
  defaultMessage: 'Remove {name}',
  description: 'Accessible name of the button that removes an attachment',
});

const uploading = defineMessage<{ name: string }>({
  id: 'respond.Attachments.uploading',
  defaultMessage: 'Attaching {name}…',
  description: 'Said while a file is being uploaded to a KPI answer',
});

const fragment = graphql`
  fragment Attachments_response on portfolio_kpi_response {
    files(order_by: { created_at: asc }) { id file_id file { name } }
  }
`;

function failureMessage(intl: IntlShape, error: unknown): string {
  if (error instanceof FileStorageError) {
    if (error.failure.kind === 'too-big') return intl.formatMessage(messages.tooBig);
    if (error.failure.kind === 'not-allowed') return intl.formatMessage(messages.notAllowed);
  }
  return intl.formatMessage(messages.failed);
}

export interface AttachmentsProps {
  response: Attachments_response$key;
  api: RespondentApi;
  /** False once the answers are sent: the list is shown without the picker and the remove buttons. */
  editable: boolean;
  /** Reads the list again after a change. */
  onChanged: () => Promise<void>;
}

/** The files the company attached, one picker to add another, and a remove button on each while it may edit. */
export function Attachments({ response, api, editable, onChanged }: AttachmentsProps) {
  const intl = useIntl();
  const { files } = useFragment(fragment, response);
  const [busy, setBusy] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!editable && files.length === 0) return null;

  const change = async (work: () => Promise<void>): Promise<void> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      await onChanged();
    } catch (failure) {
      setError(failureMessage(intl, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="respond-files">
      <H2 id="respond-files"><FormattedMessage {...messages.heading} /></H2>
      {editable && <p><FormattedMessage {...messages.help} /></p>}
      {files.length === 0
        ? <p><FormattedMessage {...messages.none} /></p>
        : (
          <ul className={styles.files}>
            {files.map((file) => {
              // A file's name is optional in the files API; its id still tells two apart.
              const name = file.file.name ?? file.file_id;
              return (
                <li key={file.id}>
                  <span>{name}</span>
                  {editable && (
                    <Button
                      icon={<TrashIcon />}
                      variant="minimal"
                      aria-label={intl.formatMessage(removeLabel, { name })}
                      disabled={busy}
                      onClick={() => { void change(() => api.removeAttachment(file.id, file.file_id)); }}
                    />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      {editable && (
        <FileInput
          fill
          className={fileInput.readable}
          disabled={busy}
          text={intl.formatMessage(messages.choose)}
          buttonText={intl.formatMessage(messages.browse)}
          inputProps={{ 'aria-label': intl.formatMessage(messages.choose) }}
          onInputChange={(event) => {
            const input = event.currentTarget;
            const file = input.files?.[0];
            if (!file) return;
            input.value = '';
            setSending(file.name);
            void change(async () => { await api.attach(file); }).finally(() => { setSending(null); });
          }}
        />
      )}
      <p role="status" className={Classes.TEXT_MUTED}>{sending !== null && intl.formatMessage(uploading, { name: sending })}</p>
      {error !== null && <Callout className={styles.section} intent={Intent.DANGER} role="alert">{error}</Callout>}
    </section>
  );
}

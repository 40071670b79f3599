import { AnchorButton, Button, Classes, Intent, ProgressBar, Spinner, SpinnerSize, Tooltip } from '@blueprintjs/core';
import { CloudUploadIcon, ErrorIcon, TickCircleIcon, TimeIcon, UploadIcon } from '@blueprintjs/icons';
import { useRef, useState } from 'react';
import type { DragEvent } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useFormatFileSize } from './useFormatFileSize.ts';
import { useDataroomUpload, type UploadItem } from './useDataroomUpload.ts';
import styles from './dataroom.module.css';

const messages = defineMessages({
  drop: { id: 'dataroom.DataroomUpload.drop', defaultMessage: 'Drag documents here', description: 'Invitation to drop files on the dataroom\'s upload area' },
  or: { id: 'dataroom.DataroomUpload.or', defaultMessage: 'or', description: 'Between "Drag documents here" and the "Choose files" button' },
  choose: { id: 'dataroom.DataroomUpload.choose', defaultMessage: 'Choose files', description: 'Opens the file picker to upload documents' },
  input: { id: 'dataroom.DataroomUpload.input', defaultMessage: 'Documents to upload', description: 'Accessible name of the (hidden) file input of the dataroom' },
  anyType: { id: 'dataroom.DataroomUpload.anyType', defaultMessage: 'Any type of document, several at a time.', description: 'Under the upload area, when the size limit is unknown' },
  editorsOnly: {
    id: 'dataroom.DataroomUpload.editorsOnly',
    defaultMessage: 'Only editors and owners of the organization can do this',
    description: 'Tooltip of the upload button, disabled for a viewer of the organization',
  },
  viewerNote: {
    id: 'dataroom.DataroomUpload.viewerNote',
    defaultMessage: 'Only editors and owners of the organization can add documents.',
    description: 'In the upload area of a viewer, why it is disabled',
  },
  uploads: { id: 'dataroom.DataroomUpload.uploads', defaultMessage: 'Uploads', description: 'Accessible name of the list of files being uploaded' },
  waiting: { id: 'dataroom.DataroomUpload.waiting', defaultMessage: 'Waiting', description: 'Status of a file queued for upload' },
  uploading: { id: 'dataroom.DataroomUpload.uploading', defaultMessage: 'Uploading…', description: 'Status of a file being uploaded' },
  done: { id: 'dataroom.DataroomUpload.done', defaultMessage: 'Uploaded', description: 'Status of a file uploaded and added to the dataroom' },
  clear: { id: 'dataroom.DataroomUpload.clear', defaultMessage: 'Clear list', description: 'Removes the finished uploads from the list' },
});

const limitMessage = defineMessage<{ limit: string }>({
  id: 'dataroom.DataroomUpload.limit',
  defaultMessage: 'Any type of document, several at a time, up to {limit} each.',
  description: 'Under the upload area: what may be uploaded (the limit formatted, such as 50 MB)',
});

const progressMessage = defineMessage<{ done: number; total: number; sent: string; size: string }>({
  id: 'dataroom.DataroomUpload.progress',
  defaultMessage: 'Uploading {done} of {total} · {sent} of {size}',
  description: 'Summary of the uploads under way: files finished of all, and their sizes',
});

const finishedMessage = defineMessage<{ done: number; failed: number }>({
  id: 'dataroom.DataroomUpload.finished',
  defaultMessage: '{done, plural, one {# document uploaded} other {# documents uploaded}}{failed, plural, =0 {} one {, # failed} other {, # failed}}',
  description: 'Summary once the uploads are over: how many were added, how many failed',
});

export interface DataroomUploadProps {
  companyId: string;
  /** The user edits the company's organization, so may add documents. */
  canUpload: boolean;
  /** The dataroom bucket's size limit in bytes, when known. */
  maxSize: number | null;
}

/**
 * The dataroom's upload area: files dropped on it or chosen with the button are uploaded one after another, each
 * with its status (waiting, uploading, uploaded, or why it failed), under a bar of the whole round's progress.
 */
export function DataroomUpload({ companyId, canUpload, maxSize }: DataroomUploadProps) {
  const intl = useIntl();
  const formatSize = useFormatFileSize();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const { items, add, clear } = useDataroomUpload(companyId, maxSize);

  const over = (event: DragEvent<HTMLDivElement>) => {
    if (!canUpload || !event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (canUpload) add([...event.dataTransfer.files]);
  };

  // An AnchorButton, so the tooltip saying why it is disabled still shows on hover (a disabled <button> gets no events).
  const choose = (
    <AnchorButton intent={Intent.PRIMARY} icon={<UploadIcon />} text={intl.formatMessage(messages.choose)} disabled={!canUpload}
      onClick={() => { input.current?.click(); }} />
  );
  const hint = !canUpload ? intl.formatMessage(messages.viewerNote)
    : maxSize === null ? intl.formatMessage(messages.anyType) : intl.formatMessage(limitMessage, { limit: formatSize(maxSize) });
  const zoneClass = [styles.dropZone, dragging ? styles.dragging : '', canUpload ? '' : styles.disabled].join(' ');

  return (
    <div className={styles.upload}>
      <div className={zoneClass} onDragEnter={over} onDragOver={over} onDragLeave={() => { setDragging(false); }} onDrop={drop}>
        <CloudUploadIcon size={32} className={styles.dropIcon} />
        <div>
          <p className={styles.dropLine}>
            {canUpload ? (
              <>
                <strong>{intl.formatMessage(messages.drop)}</strong>
                <span>{intl.formatMessage(messages.or)}</span>
                {choose}
              </>
            ) : <Tooltip content={intl.formatMessage(messages.editorsOnly)}>{choose}</Tooltip>}
          </p>
          <p className={`${styles.hint} ${Classes.TEXT_MUTED}`}>{hint}</p>
        </div>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label={intl.formatMessage(messages.input)}
          disabled={!canUpload}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            // The same file chosen again must fire a change too.
            event.target.value = '';
          }}
        />
      </div>
      {items.length > 0 && <UploadList items={items} onClear={clear} />}
    </div>
  );
}

/** The round's files with their statuses, its progress, and the way to clear it once over. */
function UploadList({ items, onClear }: { items: readonly UploadItem[]; onClear: () => void }) {
  const intl = useIntl();
  const formatSize = useFormatFileSize();
  const finished = items.filter((item) => item.status === 'done' || item.status === 'failed');
  const busy = finished.length < items.length;
  const total = items.reduce((sum, item) => sum + item.size, 0);
  const sent = finished.reduce((sum, item) => sum + item.size, 0);
  const failed = items.filter((item) => item.status === 'failed').length;
  const summary = busy
    ? intl.formatMessage(progressMessage, { done: finished.length, total: items.length, sent: formatSize(sent), size: formatSize(total) })
    : intl.formatMessage(finishedMessage, { done: items.length - failed, failed });
  return (
    <div className={styles.uploads}>
      <div className={styles.uploadsHeader}>
        <span role="status">{summary}</span>
        {!busy && <Button variant="minimal" size="small" text={intl.formatMessage(messages.clear)} onClick={onClear} />}
      </div>
      {busy && <ProgressBar intent={Intent.PRIMARY} value={total === 0 ? 0 : Math.max(0.05, sent / total)} />}
      <ul aria-label={intl.formatMessage(messages.uploads)} className={styles.uploadList}>
        {items.map((item) => (
          <li key={item.key} className={styles.uploadItem}>
            <StatusIcon status={item.status} />
            <span className={styles.uploadName}>{item.name}</span>
            <span className={Classes.TEXT_MUTED}>{formatSize(item.size)}</span>
            <span className={item.status === 'failed' ? styles.uploadProblem : Classes.TEXT_MUTED}>
              {item.status === 'failed' ? item.problem : intl.formatMessage(messages[item.status])}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  switch (status) {
    case 'waiting': return <TimeIcon className={Classes.TEXT_MUTED} />;
    case 'uploading': return <Spinner size={SpinnerSize.SMALL} />;
    case 'done': return <TickCircleIcon className={Classes.INTENT_SUCCESS} />;
    case 'failed': return <ErrorIcon className={Classes.INTENT_DANGER} />;
  }
}

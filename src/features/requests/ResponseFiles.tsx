import { Button } from '@blueprintjs/core';
import { DownloadIcon } from '@blueprintjs/icons';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ResponseFiles_response$key } from '../../../__generated__/ResponseFiles_response.graphql.ts';
import { useDownloadFile } from '../../app/storage/useDownloadFile.ts';
import styles from './requests.module.css';

const messages = defineMessages({
  none: { id: 'requests.ResponseFiles.none', defaultMessage: 'No files attached', description: 'The company attached nothing' },
  unnamed: { id: 'requests.ResponseFiles.unnamed', defaultMessage: 'Unnamed file', description: 'A file without a name' },
});

const downloadMessage = defineMessage<{ name: string }>({
  id: 'requests.ResponseFiles.download',
  defaultMessage: 'Download {name}',
  description: 'Accessible name of a file\'s download button',
});

/** The files the company attached, each downloaded through the files service as the dataroom's are. */
export function ResponseFiles({ response }: { response: ResponseFiles_response$key }) {
  const intl = useIntl();
  const [download, pending] = useDownloadFile();
  const { files } = useFragment(
    graphql`
      fragment ResponseFiles_response on portfolio_kpi_response {
        files(order_by: [{ created_at: asc }]) {
          id
          file_id
          file {
            name
            size
          }
        }
      }
    `,
    response,
  );
  if (files.length === 0) return <p className={styles.muted}>{intl.formatMessage(messages.none)}</p>;
  return (
    <ul className={styles.history}>
      {files.map((attachment) => {
        const name = attachment.file.name ?? intl.formatMessage(messages.unnamed);
        return (
          <li key={attachment.id}>
            <Button
              variant="minimal" size="small" icon={<DownloadIcon />} text={name}
              aria-label={intl.formatMessage(downloadMessage, { name })}
              loading={pending === attachment.file_id}
              onClick={() => { download(attachment.file_id, name); }}
            />
            {typeof attachment.file.size === 'number' && <span className={styles.muted}> {intl.formatNumber(attachment.file.size / 1024, { maximumFractionDigits: 0 })} KB</span>}
          </li>
        );
      })}
    </ul>
  );
}

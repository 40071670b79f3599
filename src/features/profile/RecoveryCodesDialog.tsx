import { Button, Callout, Checkbox, Dialog, DialogBody, DialogFooter, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { showToast } from '../../ui/toaster.ts';
import styles from './profile.module.css';

const messages = defineMessages({
  title: { id: 'profile.RecoveryCodesDialog.title', defaultMessage: 'Your recovery codes', description: 'Title of the dialog that shows new recovery codes once' },
  explain: {
    id: 'profile.RecoveryCodesDialog.explain',
    defaultMessage: 'If you lose your phone, each of these codes signs you in once instead of the code from the app. Keep them somewhere safe, such as a password manager or a printed page: they are shown only now.',
    description: 'What recovery codes are for, above the list',
  },
  listLabel: { id: 'profile.RecoveryCodesDialog.listLabel', defaultMessage: 'Recovery codes', description: 'Accessible name of the list of codes' },
  copy: { id: 'profile.RecoveryCodesDialog.copy', defaultMessage: 'Copy', description: 'Copies the codes to the clipboard' },
  copied: { id: 'profile.RecoveryCodesDialog.copied', defaultMessage: 'Recovery codes copied', description: 'Toast after copying the codes' },
  copyFailed: {
    id: 'profile.RecoveryCodesDialog.copyFailed',
    defaultMessage: 'The browser did not let the portal copy. Download the codes or write them down instead.',
    description: 'Copying to the clipboard was refused',
  },
  download: { id: 'profile.RecoveryCodesDialog.download', defaultMessage: 'Download .txt', description: 'Downloads the codes as a text file' },
  saved: { id: 'profile.RecoveryCodesDialog.saved', defaultMessage: 'I saved these codes', description: 'Checkbox the user ticks before the dialog can close' },
  close: { id: 'profile.RecoveryCodesDialog.close', defaultMessage: 'Close', description: 'Closes the dialog once the codes are saved' },
});

const fileHeading = defineMessage<{ account: string }>({
  id: 'profile.RecoveryCodesDialog.fileHeading',
  defaultMessage: 'Recovery codes for two-step verification ({account}). Each one works once.',
  description: 'First line of the downloaded text file',
});

export interface RecoveryCodesDialogProps {
  /** The codes just made; the dialog is open while there are some. */
  codes: readonly string[] | null;
  /** Who they are for (the e-mail), written in the downloaded file. */
  account: string;
  /** The user ticked "I saved these codes" and closed the dialog: the codes are gone from the page. */
  onClose: () => void;
}

/**
 * New recovery codes, shown once (the service keeps only their hashes): a monospace list, Copy and Download .txt, and
 * a checkbox the user must tick before closing. Escape and a click outside do not close it, so the codes are not lost
 * by a slip.
 */
export function RecoveryCodesDialog({ codes, account, onClose }: RecoveryCodesDialogProps) {
  const intl = useIntl();
  const [saved, setSaved] = useState(false);
  const text = codes ? [intl.formatMessage(fileHeading, { account }), '', ...codes, ''].join('\n') : '';

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      showToast(intl.formatMessage(messages.copied));
    } catch {
      showToast(intl.formatMessage(messages.copyFailed), Intent.WARNING);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  const close = () => {
    setSaved(false);
    onClose();
  };

  return (
    <Dialog
      isOpen={codes !== null}
      title={intl.formatMessage(messages.title)}
      icon="key"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
    >
      <DialogBody>
        <Callout intent={Intent.WARNING} className={styles.notice}>{intl.formatMessage(messages.explain)}</Callout>
        <ol className={styles.recoveryCodes} aria-label={intl.formatMessage(messages.listLabel)}>
          {codes?.map((code) => <li key={code}>{code}</li>)}
        </ol>
        <div className={styles.actions}>
          <Button icon="duplicate" text={intl.formatMessage(messages.copy)} onClick={() => { void copy(); }} />
          <Button icon="download" text={intl.formatMessage(messages.download)} onClick={download} />
        </div>
      </DialogBody>
      <DialogFooter
        actions={<Button intent={Intent.PRIMARY} disabled={!saved} text={intl.formatMessage(messages.close)} onClick={close} />}
      >
        <Checkbox checked={saved} label={intl.formatMessage(messages.saved)} onChange={(event) => { setSaved(event.currentTarget.checked); }} />
      </DialogFooter>
    </Dialog>
  );
}

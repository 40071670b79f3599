import { Button, Tag } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { defineMessages, useIntl } from 'react-intl';
import type { FinancialBooks } from './useFinancialBooks.ts';
import { useStatementLabels } from './useGridLabels.ts';
import { fetchIndirectCashFlow } from './useIndirectCashFlow.ts';
import { fetchLedgerFacts } from '../../../ui/ledger/ledgerFacts.ts';

const messages = defineMessages({
  download: { id: 'management.ReportButton.download', defaultMessage: 'Management report (PDF)', description: 'Button: download the management report as a PDF' },
  failed: { id: 'management.ReportButton.failed', defaultMessage: 'The report could not be made. Try again.', description: 'Making the PDF failed' },
  fileName: { id: 'management.ReportButton.fileName', defaultMessage: 'management-report', description: 'Start of the PDF report\'s file name' },
});

/** Makes the management report of the books shown, as a PDF in the page's language, and downloads it. */
export function ReportButton({ books, clientId, organizationName, clientName }: { books: FinancialBooks; clientId: string; organizationName: string; clientName: string }) {
  const intl = useIntl();
  const environment = useRelayEnvironment();
  const labels = useStatementLabels();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const make = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const [{ buildManagementReport }, indirect, ledger] = await Promise.all([
        import('./managementReport.ts'),
        fetchIndirectCashFlow(environment, clientId, books.period),
        fetchLedgerFacts(environment, clientId, books.period.from, books.period.to),
      ]);
      const blob = await buildManagementReport({ intl, books, indirect, ledger, labels, organizationName, clientName, today: new Date() });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${intl.formatMessage(messages.fileName)}-${books.period.from.slice(0, 7)}-${books.period.to.slice(0, 7)}.pdf`;
      link.click();
      setTimeout(() => { URL.revokeObjectURL(url); }, 1_000);
    } catch (error) {
      console.error('Management report failed', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button icon={<DocumentIcon />} loading={busy} text={intl.formatMessage(messages.download)} onClick={() => void make()} />
      {failed && <span role="alert"><Tag intent="danger" minimal>{intl.formatMessage(messages.failed)}</Tag></span>}
    </>
  );
}

import { Button, Intent } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { ReportsTable_company$key } from '../../../__generated__/ReportsTable_company.graphql.ts';
import { CreateReportDialog } from '../reports/CreateReportDialog.tsx';
import { ReportsTable } from '../reports/ReportsTable.tsx';

const messages = defineMessages({
  create: { id: 'investments.ReportsTab.create', defaultMessage: 'Create report', description: 'Opens the create-report dialog' },
});

export interface ReportsTabProps {
  company: ReportsTable_company$key;
  organizationId: string;
  companyId: string;
  canEdit: boolean;
  /** After a report is saved: the performance figures depend on the latest valuation. */
  onChanged: () => void;
}

/** The company's valuation reports, with "Create report" for editors and owners. */
export function ReportsTab({ company, organizationId, companyId, canEdit, onChanged }: ReportsTabProps) {
  const intl = useIntl();
  const [creating, setCreating] = useState(false);
  const toolbar = canEdit
    ? <Button icon={<AddIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.create)} onClick={() => { setCreating(true); }} />
    : undefined;
  return (
    <>
      <ReportsTable company={company} toolbar={toolbar} />
      {canEdit && (
        <CreateReportDialog
          isOpen={creating}
          onClose={() => { setCreating(false); }}
          organizationId={organizationId}
          companyId={companyId}
          onCreated={onChanged}
        />
      )}
    </>
  );
}

import { AnchorButton, Intent, Tooltip } from '@blueprintjs/core';
import { DocumentIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useRevalidator } from 'react-router-dom';
import type { CompanyReportsTab_company$key } from '../../../__generated__/CompanyReportsTab_company.graphql.ts';
import { CreateReportDialog } from '../reports/CreateReportDialog.tsx';
import { ReportsTable } from '../reports/ReportsTable.tsx';
import { canEdit } from '../../app/organizations/organizationRole.ts';

const messages = defineMessages({
  create: { id: 'companies.CompanyReportsTab.create', defaultMessage: 'Create report', description: 'Opens the form of a new valuation report of this company' },
  editorsOnly: {
    id: 'companies.CompanyReportsTab.editorsOnly',
    defaultMessage: 'Only editors and owners of the organization can create reports',
    description: 'Tooltip of the disabled create-report button for a viewer',
  },
});

/** The company's valuation reports (the reports feature's table) and, for editors, "Create report". */
export function CompanyReportsTab({ company }: { company: CompanyReportsTab_company$key }) {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const [creating, setCreating] = useState(false);
  const data = useFragment(
    graphql`
      fragment CompanyReportsTab_company on portfolio_company {
        id
        organization {
          id
          organization_users(where: { user_id: { _eq: $userId } }) {
            role
          }
        }
        ...ReportsTable_company
      }
    `,
    company,
  );
  const editor = canEdit(data.organization.organization_users.at(0)?.role);
  const create = (
    <AnchorButton icon={<DocumentIcon />} intent={Intent.PRIMARY} text={intl.formatMessage(messages.create)} disabled={!editor}
      onClick={() => { setCreating(true); }} />
  );
  return (
    <>
      <ReportsTable company={data} toolbar={editor ? create : <Tooltip content={intl.formatMessage(messages.editorsOnly)}>{create}</Tooltip>} />
      <CreateReportDialog
        isOpen={creating}
        onClose={() => { setCreating(false); }}
        onCreated={() => { void revalidator.revalidate(); }}
        organizationId={data.organization.id}
        companyId={data.id}
      />
    </>
  );
}

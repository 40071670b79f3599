import { AnchorButton, Intent, Tooltip } from '@blueprintjs/core';
import { AddIcon, DocumentIcon, NewPersonIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import type { ReactElement } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompaniesToolbar_query$key } from '../../../__generated__/CompaniesToolbar_query.graphql.ts';
import { useSelectedOrganizationId } from '../../app/organizations/organizationSelection.ts';
import { InviteUserDialog } from '../invites/InviteUserDialog.tsx';
import { CreateReportDialog } from '../reports/CreateReportDialog.tsx';
import { CompanySearch } from './CompanySearch.tsx';
import { CreateCompanyDialog } from './CreateCompanyDialog.tsx';
import { canEdit } from '../../app/organizations/organizationRole.ts';

const messages = defineMessages({
  createCompany: { id: 'companies.CompaniesToolbar.createCompany', defaultMessage: 'Create company', description: 'Opens the form of a new company' },
  createReport: { id: 'companies.CompaniesToolbar.createReport', defaultMessage: 'Create report', description: 'Opens the form of a new valuation report' },
  inviteUser: { id: 'companies.CompaniesToolbar.inviteUser', defaultMessage: 'Invite user', description: 'Opens the form inviting someone to the organization' },
  editorsOnly: {
    id: 'companies.CompaniesToolbar.editorsOnly',
    defaultMessage: 'Only editors and owners of the organization can do this',
    description: 'Tooltip of an action disabled for a viewer of the selected organization',
  },
});

type Open = 'company' | 'report' | 'invite' | null;

/** Above the companies list: the search, and the page's actions with their dialogs, offered by role. */
export function CompaniesToolbar({ query }: { query: CompaniesToolbar_query$key }) {
  const intl = useIntl();
  const organizationId = useSelectedOrganizationId();
  const data = useFragment(
    graphql`
      fragment CompaniesToolbar_query on query_root {
        portfolio_organization_user(where: { organization_id: { _eq: $organizationId }, user_id: { _eq: $userId } }, limit: 1) {
          id
          role
        }
        ...CreateCompanyForm_query
      }
    `,
    query,
  );
  const [open, setOpen] = useState<Open>(null);
  const close = () => { setOpen(null); };
  const editor = organizationId !== null && canEdit(data.portfolio_organization_user.at(0)?.role);

  const action = (which: Exclude<Open, null>, text: string, icon: ReactElement, enabled: boolean, intent?: Intent) => {
    const button = <AnchorButton icon={icon} text={text} intent={intent} disabled={!enabled} onClick={() => { setOpen(which); }} />;
    return enabled ? button : <Tooltip content={intl.formatMessage(messages.editorsOnly)}>{button}</Tooltip>;
  };

  return (
    <>
      <CompanySearch />
      {action('company', intl.formatMessage(messages.createCompany), <AddIcon />, true, Intent.PRIMARY)}
      {action('report', intl.formatMessage(messages.createReport), <DocumentIcon />, editor)}
      {action('invite', intl.formatMessage(messages.inviteUser), <NewPersonIcon />, editor)}
      <CreateCompanyDialog query={data} isOpen={open === 'company'} onClose={close} />
      {organizationId !== null && (
        <>
          <CreateReportDialog isOpen={open === 'report'} onClose={close} organizationId={organizationId} companyId={null} />
          <InviteUserDialog isOpen={open === 'invite'} onClose={close} organizationId={organizationId} companyId={null} />
        </>
      )}
    </>
  );
}

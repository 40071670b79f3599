import { AnchorButton, H3 } from '@blueprintjs/core';
import { EyeOpenIcon, NewPersonIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { CompanySettingsScreenQuery } from '../../../__generated__/CompanySettingsScreenQuery.graphql.ts';
import { paths } from '../../app/paths.ts';
import { InviteUserDialog } from '../invites/InviteUserDialog.tsx';
import { CompanyContacts } from './CompanyContacts.tsx';
import { CompanyHeader } from './CompanyHeader.tsx';
import { CompanyNotFound } from './CompanyNotFound.tsx';
import { CompanyUsersTable } from './CompanyUsersTable.tsx';
import { canEdit } from '../../app/organizations/organizationRole.ts';
import { LinkButton } from '../../ui/LinkButton.tsx';

const messages = defineMessages({
  users: { id: 'companies.CompanySettingsScreen.users', defaultMessage: 'Users', description: 'Title of the company\'s users list' },
  details: { id: 'companies.CompanySettingsScreen.details', defaultMessage: 'Details', description: 'Link from the settings to the company\'s details' },
  invite: { id: 'companies.CompanySettingsScreen.invite', defaultMessage: 'Invite user', description: 'Invites someone to follow this company' },
});

/**
 * /app/my-companies/{company_id}/settings (spec §2): the company's users, removable by editors and owners, and its
 * reporting contacts, who answer its KPI requests.
 */
export function CompanySettingsScreen() {
  const intl = useIntl();
  const revalidator = useRevalidator();
  const [inviting, setInviting] = useState(false);
  const queryRef = useLoaderData<PreloadedQuery<CompanySettingsScreenQuery>>();
  const data = usePreloadedQuery<CompanySettingsScreenQuery>(
    graphql`
      query CompanySettingsScreenQuery(
        $companyId: uuid!
        $userId: uuid!
        $limit: Int
        $offset: Int!
        $orderBy: [portfolio_company_user_order_by!]!
      ) {
        company: portfolio_company_by_pk(id: $companyId) {
          id
          name
          organization {
            id
            organization_users(where: { user_id: { _eq: $userId } }) {
              role
            }
          }
          ...CompanyHeader_company
          ...CompanyContacts_company
        }
        ...CompanyUsersTable_query
      }
    `,
    queryRef,
  );
  const company = data.company;
  if (!company) return <CompanyNotFound />;
  const editor = canEdit(company.organization.organization_users.at(0)?.role);
  const actions = (
    <>
      <LinkButton icon={<EyeOpenIcon />} to={paths.company(company.id)} text={intl.formatMessage(messages.details)} />
      {editor && <AnchorButton icon={<NewPersonIcon />} text={intl.formatMessage(messages.invite)} onClick={() => { setInviting(true); }} />}
    </>
  );
  return (
    <section>
      <CompanyHeader company={company} actions={actions} />
      <H3>{intl.formatMessage(messages.users)}</H3>
      <CompanyUsersTable query={data} companyName={company.name} canRemoveOthers={editor} label={intl.formatMessage(messages.users)} />
      <CompanyContacts company={company} canEdit={editor} />
      <InviteUserDialog
        isOpen={inviting}
        onClose={() => { setInviting(false); void revalidator.revalidate(); }}
        organizationId={company.organization.id}
        companyId={company.id}
      />
    </section>
  );
}

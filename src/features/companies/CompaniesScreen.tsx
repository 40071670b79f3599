import { H2 } from '@blueprintjs/core';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { CompaniesScreenQuery } from '../../../__generated__/CompaniesScreenQuery.graphql.ts';
import { CompaniesToolbar } from './CompaniesToolbar.tsx';
import { InvitesPanel } from '../invites/InvitesPanel.tsx';
import { CompanyTable } from './CompanyTable.tsx';

const messages = defineMessages({
  title: { id: 'companies.CompaniesScreen.title', defaultMessage: 'My companies', description: 'Title of the list of companies' },
});

/**
 * /app/my-companies (spec §2): the companies of the selected organization, searched by name or tax ID, with the
 * actions of the page (create company, create report, invite user). The view is in the address; the loader
 * (companiesLoader.ts) fetches the page it describes.
 */
export function CompaniesScreen() {
  const intl = useIntl();
  const queryRef = useLoaderData<PreloadedQuery<CompaniesScreenQuery>>();
  const data = usePreloadedQuery<CompaniesScreenQuery>(
    graphql`
      query CompaniesScreenQuery(
        $where: portfolio_company_bool_exp!
        $orderBy: [portfolio_company_order_by!]!
        $limit: Int
        $offset: Int!
        $organizationId: uuid!
        $userId: uuid!
      ) {
        ...CompanyTable_query
        ...CompaniesToolbar_query
      }
    `,
    queryRef,
  );
  return (
    <>
      <section aria-label={intl.formatMessage(messages.title)}>
        <H2>{intl.formatMessage(messages.title)}</H2>
        <CompanyTable
          query={data}
          label={intl.formatMessage(messages.title)}
          toolbar={<CompaniesToolbar query={data} />}
        />
      </section>
      {/* The organization's invites and their answers, below its companies: who was asked in, and who came. */}
      <InvitesPanel />
    </>
  );
}

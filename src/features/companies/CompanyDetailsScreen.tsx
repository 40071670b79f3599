import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { CompanyDetailsScreenQuery } from '../../../__generated__/CompanyDetailsScreenQuery.graphql.ts';
import { CompanyAlerts } from './CompanyAlerts.tsx';
import { CompanyHeader } from './CompanyHeader.tsx';
import { CompanyNotFound } from './CompanyNotFound.tsx';
import { CompanyTabs } from './CompanyTabs.tsx';

/**
 * /app/my-companies/{company_id} (spec §2): the company's header (name, tax ID, organization, settings and dataroom)
 * its alerts, and its tabs: summary, reports, accounting, indicators.
 */
export function CompanyDetailsScreen() {
  const queryRef = useLoaderData<PreloadedQuery<CompanyDetailsScreenQuery>>();
  const data = usePreloadedQuery<CompanyDetailsScreenQuery>(
    graphql`
      query CompanyDetailsScreenQuery($companyId: uuid!, $userId: uuid!) {
        company: portfolio_company_by_pk(id: $companyId) {
          ...CompanyHeader_company
          ...CompanyAlerts_company
          ...CompanySummaryTab_company
          ...CompanyReportsTab_company
          ...CompanyIndicatorsTab_company
        }
        ...CompanyAccountingTab_query
      }
    `,
    queryRef,
  );
  if (!data.company) return <CompanyNotFound />;
  return (
    <section>
      <CompanyHeader company={data.company} />
      <CompanyAlerts company={data.company} />
      <CompanyTabs company={data.company} query={data} />
    </section>
  );
}

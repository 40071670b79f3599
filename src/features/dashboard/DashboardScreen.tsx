import { H2, Spinner, SpinnerSize } from '@blueprintjs/core';
import { Suspense } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import { useLoaderData, useSearchParams } from 'react-router-dom';
import type { DashboardScreenQuery } from '../../../__generated__/DashboardScreenQuery.graphql.ts';
import { chartCurrency, currencyFigures } from './currencyFigures.ts';
import { CurrencySwitch } from './CurrencySwitch.tsx';
import type { DashboardLoaderData } from './dashboardLoader.ts';
import { currencyInAddress } from './dashboardVariables.ts';
import { DashboardCharts } from './DashboardCharts.tsx';
import styles from './dashboardScreen.module.css';
import { NoInvestment } from './NoInvestment.tsx';
import { PortfolioTotals } from './PortfolioTotals.tsx';

const messages = defineMessages({
  title: { id: 'dashboard.DashboardScreen.title', defaultMessage: 'Dashboard', description: 'Title of the dashboard' },
  loadingCharts: { id: 'dashboard.DashboardScreen.loadingCharts', defaultMessage: 'Loading the charts', description: 'Accessible name of the spinner while the charts load' },
});

/**
 * /app/dashboard (spec §2): the analytical view of the selected organization. The totals of home, then charts where
 * a picture says more than a table: value over time, invested against current value per wallet, allocation and
 * MOIC by company. The charts and their library (Chart.js) arrive after the totals and only on this route.
 */
export function DashboardScreen() {
  const intl = useIntl();
  const { totals, charts } = useLoaderData<DashboardLoaderData>();
  const [searchParams] = useSearchParams();
  const data = usePreloadedQuery<DashboardScreenQuery>(
    graphql`
      query DashboardScreenQuery($organizationId: uuid!) {
        organization: portfolio_organization_by_pk(id: $organizationId) {
          id
          name
        }
        # The same field as the totals' (same alias and arguments), read here to choose the charts' currency.
        totalsPerformance: portfolio_organization_performance(where: { organization_id: { _eq: $organizationId } }) {
          currency
          investments
          current_value
          valued
          unvalued
        }
        ...PortfolioTotals_query @arguments(organizationId: $organizationId)
      }
    `,
    totals,
  );
  const figures = currencyFigures(data.totalsPerformance);
  const currencies = figures.map((figure) => figure.currency);
  const currency = chartCurrency(figures, currencyInAddress(searchParams));
  const shown = figures.find((figure) => figure.currency === currency) ?? null;
  return (
    <>
      <header className={styles.header}>
        <div>
          <H2>{intl.formatMessage(messages.title)}</H2>
          {data.organization && <p className={styles.subtitle}>{data.organization.name}</p>}
        </div>
        {currency !== null && <CurrencySwitch currencies={currencies} value={currency} />}
      </header>
      <PortfolioTotals query={data} />
      {shown === null ? <NoInvestment /> : (
        <Suspense fallback={<Spinner size={SpinnerSize.STANDARD} aria-label={intl.formatMessage(messages.loadingCharts)} className={styles.loading} />}>
          <DashboardCharts charts={charts} figures={shown} />
        </Suspense>
      )}
    </>
  );
}

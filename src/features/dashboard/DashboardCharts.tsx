import { use } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery } from 'react-relay';
import type { PreloadedQuery } from 'react-relay';
import type { DashboardChartsQuery } from '../../../__generated__/DashboardChartsQuery.graphql.ts';
import { CompanyAllocationChart } from './CompanyAllocationChart.tsx';
import { CompanyMoicChart } from './CompanyMoicChart.tsx';
import type { CurrencyFigures } from './currencyFigures.ts';
import styles from './dashboard.module.css';
import { ValueHistoryChart } from './ValueHistoryChart.tsx';
import { WalletValueChart } from './WalletValueChart.tsx';

const title = defineMessage<{ currency: string }>({
  id: 'dashboard.DashboardCharts.title', defaultMessage: 'Charts in {currency}', description: 'Accessible name of the charts section',
});

const query = graphql`
  query DashboardChartsQuery($organizationId: uuid!, $currency: String!) {
    ...ValueHistoryChart_query @arguments(organizationId: $organizationId, currency: $currency)
    ...WalletValueChart_query @arguments(organizationId: $organizationId, currency: $currency)
    ...CompanyAllocationChart_query @arguments(organizationId: $organizationId, currency: $currency)
    ...CompanyMoicChart_query @arguments(organizationId: $organizationId, currency: $currency)
  }
`;

export interface DashboardChartsProps {
  /** The charts' query, started by the loader once the currency is known; null when there is nothing to chart. */
  charts: Promise<PreloadedQuery<DashboardChartsQuery> | null>;
  /** The organization's figures in the charts' currency (the totals), which the allocation's "others" needs. */
  figures: CurrencyFigures;
}

/** The dashboard's charts, all in one currency: the wide ones span the row, the others go two by two. */
export function DashboardCharts({ charts, figures }: DashboardChartsProps) {
  const queryRef = use(charts);
  return queryRef === null ? null : <Charts queryRef={queryRef} figures={figures} />;
}

function Charts({ queryRef, figures }: { queryRef: PreloadedQuery<DashboardChartsQuery>; figures: CurrencyFigures }) {
  const intl = useIntl();
  const data = usePreloadedQuery<DashboardChartsQuery>(query, queryRef);
  const { currency } = queryRef.variables;
  return (
    <section className={styles.grid} aria-label={intl.formatMessage(title, { currency })}>
      <ValueHistoryChart query={data} currency={currency} />
      <CompanyAllocationChart query={data} currency={currency} total={figures.currency === currency ? figures.value : '0.00'} />
      <CompanyMoicChart query={data} currency={currency} />
      <WalletValueChart query={data} currency={currency} />
    </section>
  );
}

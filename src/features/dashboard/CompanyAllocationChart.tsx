import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyAllocationChart_query$key } from '../../../__generated__/CompanyAllocationChart_query.graphql.ts';
import { compare, divide, subtract, sum, toFixed2 } from '../../../common/finance/money.ts';
import { paths } from '../../app/paths.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import { ChartCanvas } from '../../ui/charts/ChartCanvas.tsx';
import { ChartFigure } from '../../ui/charts/ChartFigure.tsx';
import type { ChartTable } from '../../ui/charts/ChartFigure.tsx';
import { baseOptions, plotted, shortName } from '../../ui/charts/chartOptions.ts';
import styles from '../../ui/charts/charts.module.css';
import { useChartColors } from '../../ui/charts/useChartColors.ts';

/** Companies with a slice of their own; the rest share one. */
const SLICES = 8;

const messages = defineMessages({
  title: { id: 'dashboard.CompanyAllocationChart.title', defaultMessage: 'Allocation by company', description: 'Title of the doughnut of current value per company' },
  company: { id: 'dashboard.CompanyAllocationChart.company', defaultMessage: 'Company', description: 'Column header' },
  value: { id: 'dashboard.CompanyAllocationChart.value', defaultMessage: 'Current value', description: 'Column header' },
  share: { id: 'dashboard.CompanyAllocationChart.share', defaultMessage: 'Share of the total', description: 'Column header: percentage of the current value' },
  others: { id: 'dashboard.CompanyAllocationChart.others', defaultMessage: 'Other companies', description: 'The slice of every company beyond the largest' },
  none: { id: 'dashboard.CompanyAllocationChart.none', defaultMessage: 'No stake is valued in this currency yet.', description: 'In place of the allocation chart' },
});
const concentration = defineMessage<{ slices: number; share: string }>({
  id: 'dashboard.CompanyAllocationChart.concentration',
  defaultMessage: 'The {slices} largest stakes are {share} of the total.',
  description: 'Note under the allocation chart when other companies share the rest',
});
const caption = defineMessage<{ currency: string; slices: number }>({
  id: 'dashboard.CompanyAllocationChart.caption',
  defaultMessage: 'How the current value in {currency} is spread across companies (all wallets together): the {slices} largest stakes, then the others together. Only stakes with a valuation are counted.',
  description: 'Caption of the allocation chart',
});

export interface CompanyAllocationChartProps {
  query: CompanyAllocationChart_query$key;
  currency: string;
  /** The value of every stake valued in this currency (the totals'), from which "others" is what the largest leave. */
  total: string;
}

/** The current value per company in one currency, as a doughnut: the largest stakes and the others together. */
export function CompanyAllocationChart({ query, currency, total }: CompanyAllocationChartProps) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const colors = useChartColors();
  const data = useFragment(graphql`
    fragment CompanyAllocationChart_query on query_root
    @argumentDefinitions(organizationId: { type: "uuid!" }, currency: { type: "String!" }) {
      companyAllocation: portfolio_company_performance(
        where: { organization_id: { _eq: $organizationId }, currency: { _eq: $currency }, valued: { _gt: 0 } }
        order_by: [{ current_value: desc }, { company_id: asc }]
        limit: 8
      ) {
        company_id
        current_value
        company {
          id
          name
        }
      }
    }
  `, query);

  const slices = useMemo(() => {
    const largest: { key: string; id: string | null; name: string; amount: string }[] = data.companyAllocation.flatMap((row) => (
      row.company && row.current_value ? [{ key: row.company.id, id: row.company.id, name: row.company.name, amount: row.current_value }] : []));
    const others = toFixed2(subtract(total, sum(largest.map((slice) => slice.amount))));
    const all = compare(others, '0') > 0 && largest.length >= SLICES
      ? [...largest, { key: 'others', id: null, name: intl.formatMessage(messages.others), amount: others }] : largest;
    return all.map((slice) => ({
      ...slice,
      share: compare(total, '0') > 0 ? divide(slice.amount, total, 4).toString() : '0',
    }));
  }, [data.companyAllocation, total, intl]);

  const config = useMemo((): ChartConfiguration<'doughnut', (number | null)[], string> => ({
    type: 'doughnut',
    data: {
      labels: slices.map((slice) => shortName(slice.name)),
      datasets: [{
        data: slices.map((slice) => plotted(slice.amount)),
        backgroundColor: slices.map((slice, index) => (slice.id === null ? colors.series.at(-1) ?? colors.muted : colors.series[index % (colors.series.length - 1)] ?? colors.muted)),
        borderColor: colors.surface,
        borderWidth: 2,
      }],
    },
    options: {
      ...baseOptions<'doughnut'>(colors),
      cutout: '62%',
      plugins: {
        ...baseOptions<'doughnut'>(colors).plugins,
        legend: { position: 'right', labels: { color: colors.text, boxWidth: 12, boxHeight: 12, font: { family: colors.font } } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const slice = slices.at(item.dataIndex);
              return slice ? `${formatMoney(slice.amount, currency)} (${intl.formatNumber(slice.share as Intl.StringNumericLiteral, { style: 'percent', maximumFractionDigits: 1 })})` : '';
            },
          },
        },
      },
    },
  }), [slices, colors, formatMoney, currency, intl]);

  const others = slices.find((slice) => slice.id === null);
  const largestShare = others ? subtract('1', others.share).toString() : null;
  const table: ChartTable = {
    columns: [{ label: intl.formatMessage(messages.company) }, { label: intl.formatMessage(messages.value), numeric: true },
      { label: intl.formatMessage(messages.share), numeric: true }],
    rows: slices.map((slice) => ({
      key: slice.key,
      cells: [
        slice.id === null ? slice.name : <Link key="name" to={paths.company(slice.id)}>{slice.name}</Link>,
        formatMoney(slice.amount, currency),
        intl.formatNumber(slice.share as Intl.StringNumericLiteral, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      ],
    })),
  };
  const title = intl.formatMessage(messages.title);
  const text = intl.formatMessage(caption, { currency, slices: SLICES });
  return (
    <ChartFigure title={title} caption={text} table={table}>
      {slices.length === 0 ? <p className={styles.none}>{intl.formatMessage(messages.none)}</p>
        : <ChartCanvas config={config} label={`${title}. ${text}`} />}
      {largestShare !== null && (
        <p className={styles.note}>
          {intl.formatMessage(concentration, {
            slices: SLICES,
            share: intl.formatNumber(largestShare as Intl.StringNumericLiteral, { style: 'percent', maximumFractionDigits: 1 }),
          })}
        </p>
      )}
    </ChartFigure>
  );
}

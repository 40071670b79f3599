import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CompanyMoicChart_query$key } from '../../../__generated__/CompanyMoicChart_query.graphql.ts';
import { compare } from '../../../common/finance/money.ts';
import { paths } from '../../app/paths.ts';
import { useFormatMoney } from '../../ui/useFormatMoney.ts';
import { ChartCanvas } from '../../ui/charts/ChartCanvas.tsx';
import { ChartFigure } from '../../ui/charts/ChartFigure.tsx';
import type { ChartTable } from '../../ui/charts/ChartFigure.tsx';
import { baseOptions, categoryAxis, plotted, referenceLine, shortName } from '../../ui/charts/chartOptions.ts';
import styles from '../../ui/charts/charts.module.css';
import { figuresOf } from './currencyFigures.ts';
import { MoicCell } from './MoicCell.tsx';
import { useChartColors } from '../../ui/charts/useChartColors.ts';
import { useFormatMoic } from './useFormatMoic.ts';

const messages = defineMessages({
  title: { id: 'dashboard.CompanyMoicChart.title', defaultMessage: 'MOIC by company', description: 'Title of the bar chart of MOIC per company' },
  company: { id: 'dashboard.CompanyMoicChart.company', defaultMessage: 'Company', description: 'Column header' },
  invested: { id: 'dashboard.CompanyMoicChart.invested', defaultMessage: 'Invested (net)', description: 'Column header' },
  value: { id: 'dashboard.CompanyMoicChart.value', defaultMessage: 'Current value', description: 'Column header' },
  moic: { id: 'dashboard.CompanyMoicChart.moic', defaultMessage: 'MOIC', description: 'Series and column header' },
  none: { id: 'dashboard.CompanyMoicChart.none', defaultMessage: 'No investment in this currency.', description: 'In place of the MOIC chart' },
  noneComputable: { id: 'dashboard.CompanyMoicChart.noneComputable', defaultMessage: 'None of these multiples can be computed: the data table says why.', description: 'In place of the MOIC chart when no MOIC is computable' },
});
const caption = defineMessage<{ currency: string; count: number }>({
  id: 'dashboard.CompanyMoicChart.caption',
  defaultMessage: 'MOIC (current value ÷ net invested) of the {count, plural, one {company} other {# companies}} with the most invested in {currency}, all wallets together. Right of the dashed line (1×) a stake is worth more than it cost; a missing bar cannot be computed.',
  description: 'Caption of the MOIC chart',
});

/** MOIC of the largest positions by amount invested: winners and losers among the biggest bets alike. */
export function CompanyMoicChart({ query, currency }: { query: CompanyMoicChart_query$key; currency: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatMoic = useFormatMoic();
  const colors = useChartColors();
  const data = useFragment(graphql`
    fragment CompanyMoicChart_query on query_root
    @argumentDefinitions(organizationId: { type: "uuid!" }, currency: { type: "String!" }) {
      companyMoic: portfolio_company_performance(
        where: { organization_id: { _eq: $organizationId }, currency: { _eq: $currency }, investments: { _gt: 0 } }
        order_by: [{ invested: desc }, { company_id: asc }]
        limit: 10
      ) {
        company_id
        currency
        invested
        current_value
        investments
        valued
        unvalued
        mismatched
        company {
          id
          name
        }
      }
    }
  `, query);
  const companies = useMemo(() => data.companyMoic.flatMap((row) => {
    const figures = figuresOf(row);
    return figures && row.company ? [{ id: row.company.id, name: row.company.name, figures }] : [];
  }), [data.companyMoic]);
  const multiples = companies.map(({ figures }) => (figures.moic?.computable ? figures.moic.multiple : null));

  const config = useMemo((): ChartConfiguration<'bar', (number | null)[], string> => ({
    type: 'bar',
    data: {
      labels: companies.map((company) => shortName(company.name)),
      datasets: [{
        label: intl.formatMessage(messages.moic),
        data: multiples.map(plotted),
        backgroundColor: multiples.map((multiple) => (multiple !== null && compare(multiple, '1') < 0 ? colors.loss : colors.gain)),
        borderRadius: 3,
        maxBarThickness: 18,
      }],
    },
    options: {
      ...baseOptions<'bar'>(colors),
      indexAxis: 'y',
      scales: {
        y: categoryAxis(colors),
        x: {
          beginAtZero: true, grid: { color: colors.grid }, border: { display: false },
          ticks: { color: colors.muted, font: { family: colors.font }, maxRotation: 0, callback: (value: number | string) => `${intl.formatNumber(Number(value), { maximumFractionDigits: 1 })}×` },
        },
      },
      plugins: {
        ...baseOptions<'bar'>(colors).plugins,
        legend: { display: false },
        tooltip: {
          callbacks: {
            label: (item) => {
              const company = companies.at(item.dataIndex);
              const text = company?.figures.moic ? formatMoic(company.figures.moic, company.figures.unvalued) : null;
              return text?.computable ? text.text : '';
            },
          },
        },
      },
    },
    plugins: [referenceLine(1, colors.muted)],
  }), [companies, multiples, colors, intl, formatMoic]);

  const table: ChartTable = {
    columns: [{ label: intl.formatMessage(messages.company) }, { label: intl.formatMessage(messages.invested), numeric: true },
      { label: intl.formatMessage(messages.value), numeric: true }, { label: intl.formatMessage(messages.moic), numeric: true }],
    rows: companies.map(({ id, name, figures }) => ({
      key: id,
      cells: [
        <Link key="name" to={paths.company(id)}>{name}</Link>,
        formatMoney(figures.invested, currency),
        figures.currentValue?.known ? formatMoney(figures.currentValue.amount, currency) : '—',
        <MoicCell key="moic" figures={figures} />,
      ],
    })),
  };
  const title = intl.formatMessage(messages.title);
  const text = intl.formatMessage(caption, { currency, count: companies.length });
  return (
    <ChartFigure title={title} caption={text} table={table}>
      {companies.length === 0 ? <p className={styles.none}>{intl.formatMessage(messages.none)}</p>
        : multiples.every((multiple) => multiple === null) ? <p className={styles.none}>{intl.formatMessage(messages.noneComputable)}</p>
          : <ChartCanvas config={config} label={`${title}. ${text}`} height={Math.max(200, 40 + companies.length * 28)} />}
    </ChartFigure>
  );
}

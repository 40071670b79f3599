import type { ChartConfiguration } from 'chart.js';
import { useCallback, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ValueHistoryChart_query$key } from '../../../__generated__/ValueHistoryChart_query.graphql.ts';
import { useFormatIsoDate } from '../../ui/useFormatIsoDate.ts';
import { ChartCanvas } from '../../ui/charts/ChartCanvas.tsx';
import { ChartFigure } from '../../ui/charts/ChartFigure.tsx';
import type { ChartTable } from '../../ui/charts/ChartFigure.tsx';
import { baseOptions, categoryAxis, plotted, valueAxis } from '../../ui/charts/chartOptions.ts';
import { unvaluedMessage } from './figureMessages.ts';
import { NotComputable } from './NotComputable.tsx';
import styles from '../../ui/charts/charts.module.css';
import { useChartColors } from '../../ui/charts/useChartColors.ts';
import { useFormatCompactMoney } from '../../ui/useFormatCompactMoney.ts';

const messages = defineMessages({
  title: { id: 'dashboard.ValueHistoryChart.title', defaultMessage: 'Value over time', description: 'Title of the chart of invested and current value per quarter' },
  date: { id: 'dashboard.ValueHistoryChart.date', defaultMessage: 'Date', description: 'Column header' },
  invested: { id: 'dashboard.ValueHistoryChart.invested', defaultMessage: 'Invested (net, to date)', description: 'Series and column: net amount invested up to the date' },
  value: { id: 'dashboard.ValueHistoryChart.value', defaultMessage: 'Current value', description: 'Series and column: value of the stakes on the date' },
  today: { id: 'dashboard.ValueHistoryChart.today', defaultMessage: 'Today', description: 'Label of the last point of the chart' },
  elsewhere: {
    id: 'dashboard.ValueHistoryChart.elsewhere',
    defaultMessage: 'Some of these investments are in companies valued in another currency: their value is drawn in that currency\'s charts.',
    description: 'Note under the value-over-time chart when investments are valued in another currency',
  },
});
const caption = defineMessage<{ currency: string }>({
  id: 'dashboard.ValueHistoryChart.caption',
  defaultMessage: 'Net amount invested to date and the value of the stakes held, at the end of each quarter and today, in {currency}. Each company is valued at its latest report on that date; a gap means some investments had no valuation yet. Amounts in whole units.',
  description: 'Caption of the value-over-time chart',
});

/** The organization's invested and current value at each quarter end and today, in one currency. */
export function ValueHistoryChart({ query, currency }: { query: ValueHistoryChart_query$key; currency: string }) {
  const intl = useIntl();
  const formatDate = useFormatIsoDate();
  const formatCompact = useFormatCompactMoney();
  const colors = useChartColors();
  const data = useFragment(graphql`
    fragment ValueHistoryChart_query on query_root
    @argumentDefinitions(organizationId: { type: "uuid!" }, currency: { type: "String!" }) {
      valueHistory: portfolio_organization_value_history(
        where: { organization_id: { _eq: $organizationId }, currency: { _eq: $currency } }
        order_by: [{ at: asc }]
      ) {
        at
        invested
        current_value
        valued
        unvalued
        mismatched
      }
    }
  `, query);
  const whole = useCallback((amount: string) => intl.formatNumber(amount as Intl.StringNumericLiteral, {
    style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0, roundingMode: 'halfEven',
  }), [intl, currency]);

  const points = useMemo(() => data.valueHistory.flatMap((row, index, rows) => (row.at ? [{
    label: index === rows.length - 1 ? intl.formatMessage(messages.today) : formatDate(row.at),
    date: formatDate(row.at),
    invested: row.invested ?? '0.00',
    // Unknown while an investment has no valuation; absent when nothing is valued in this currency yet.
    value: (row.unvalued ?? 0) > 0 || (row.valued ?? 0) === 0 ? null : row.current_value ?? null,
    unvalued: row.unvalued ?? 0,
  }] : [])), [data.valueHistory, formatDate, intl]);

  const config = useMemo((): ChartConfiguration<'line', (number | null)[], string> => ({
    type: 'line',
    data: {
      labels: points.map((point) => point.label),
      datasets: [
        {
          label: intl.formatMessage(messages.value), data: points.map((point) => plotted(point.value)),
          borderColor: colors.secondary, backgroundColor: `${colors.secondary}33`, fill: 'origin', tension: 0.25,
          pointRadius: 3, pointBackgroundColor: colors.secondary, pointStyle: 'circle', spanGaps: false,
        },
        {
          label: intl.formatMessage(messages.invested), data: points.map((point) => plotted(point.invested)),
          borderColor: colors.primary, backgroundColor: colors.primary, borderDash: [6, 4], stepped: 'before',
          pointRadius: 0, pointStyle: 'line', fill: false,
        },
      ],
    },
    options: {
      ...baseOptions<'line'>(colors),
      interaction: { mode: 'index', intersect: false },
      scales: { x: categoryAxis(colors), y: valueAxis(colors, (value) => formatCompact(String(Math.round(value)), currency, true)) },
      plugins: {
        ...baseOptions<'line'>(colors).plugins,
        legend: { labels: { color: colors.text, usePointStyle: true, boxWidth: 8, boxHeight: 8, font: { family: colors.font } } },
        tooltip: {
          callbacks: {
            label: (item) => {
              const point = points.at(item.dataIndex);
              const amount = item.datasetIndex === 0 ? point?.value : point?.invested;
              return amount ? `${item.dataset.label ?? ''}: ${whole(amount)}` : '';
            },
          },
        },
      },
    },
  }), [points, colors, intl, formatCompact, currency, whole]);

  const table: ChartTable = {
    columns: [{ label: intl.formatMessage(messages.date) }, { label: intl.formatMessage(messages.invested), numeric: true },
      { label: intl.formatMessage(messages.value), numeric: true }],
    rows: points.map((point) => ({
      key: point.date,
      cells: [point.date, whole(point.invested), point.value !== null ? whole(point.value)
        : point.unvalued > 0 ? <NotComputable why={intl.formatMessage(unvaluedMessage, { count: point.unvalued })} /> : '—'],
    })),
  };
  const title = intl.formatMessage(messages.title);
  const text = intl.formatMessage(caption, { currency });
  return (
    <ChartFigure title={title} caption={text} table={table} wide>
      <ChartCanvas config={config} label={`${title}. ${text}`} />
      {data.valueHistory.some((row) => (row.mismatched ?? 0) > 0) && <p className={styles.note}>{intl.formatMessage(messages.elsewhere)}</p>}
    </ChartFigure>
  );
}

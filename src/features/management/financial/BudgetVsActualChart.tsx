import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { CashFlowTable } from '../../../../common/finance/cashFlow.ts';
import { sum, toFixed2 } from '../../../../common/finance/money.ts';
import { ChartCanvas } from '../../../ui/charts/ChartCanvas.tsx';
import { ChartFigure, type ChartTable } from '../../../ui/charts/ChartFigure.tsx';
import { baseOptions, categoryAxis, plotted, valueAxis } from '../../../ui/charts/chartOptions.ts';
import { useChartColors } from '../../../ui/charts/useChartColors.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatCompactMoney } from '../../../ui/useFormatCompactMoney.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';

const messages = defineMessages({
  title: { id: 'management.BudgetVsActualChart.title', defaultMessage: 'Cash in and cash out by month, actual against budget', description: 'Title of the budget against actual chart' },
  caption: {
    id: 'management.BudgetVsActualChart.caption',
    defaultMessage: 'For each month, the cash in and the cash out of every section as they happened (solid bars) beside the budget (outlined bars), in R$. Cash out is drawn upwards, as an amount paid.',
    description: 'Caption of the budget against actual chart',
  },
  month: { id: 'management.BudgetVsActualChart.month', defaultMessage: 'Month', description: 'Column header' },
  total: { id: 'management.BudgetVsActualChart.total', defaultMessage: 'Total', description: 'Row: the months added up' },
  inActual: { id: 'management.BudgetVsActualChart.inActual', defaultMessage: 'Cash in, actual', description: 'Series and column' },
  inBudget: { id: 'management.BudgetVsActualChart.inBudget', defaultMessage: 'Cash in, budget', description: 'Series and column' },
  outActual: { id: 'management.BudgetVsActualChart.outActual', defaultMessage: 'Cash out, actual', description: 'Series and column' },
  outBudget: { id: 'management.BudgetVsActualChart.outBudget', defaultMessage: 'Cash out, budget', description: 'Series and column' },
});

const SERIES = ['inActual', 'inBudget', 'outActual', 'outBudget'] as const;
type Series = (typeof SERIES)[number];

/** Per month, the cash in (or out, as a positive amount paid) of every section of `table`. */
function byMonth(table: CashFlowTable, direction: 'cashIn' | 'cashOut'): string[] {
  const sign = direction === 'cashIn' ? '1' : '-1';
  return table.months.map((_, index) => toFixed2(sum(table.sections.map((section) => section[direction].cells[index] ?? '0')).times(sign)));
}

/** Budget against actual by month: the cash in and out that happened beside what the budget version planned. */
export function BudgetVsActualChart({ actual, budget }: { actual: CashFlowTable; budget: CashFlowTable }) {
  const intl = useIntl();
  const colors = useChartColors();
  const formatCash = useFormatCashEffect();
  const formatCompact = useFormatCompactMoney();
  const values = useMemo((): Record<Series, string[]> => ({
    inActual: byMonth(actual, 'cashIn'), inBudget: byMonth(budget, 'cashIn'), outActual: byMonth(actual, 'cashOut'), outBudget: byMonth(budget, 'cashOut'),
  }), [actual, budget]);
  const months = actual.months;

  const config = useMemo((): ChartConfiguration<'bar', (number | null)[], string> => {
    const hue: Record<Series, string> = { inActual: colors.primary, inBudget: colors.primary, outActual: colors.secondary, outBudget: colors.secondary };
    return {
      type: 'bar',
      data: {
        labels: months.map((month) => formatMonth(intl, month)),
        datasets: SERIES.map((series) => ({
          label: intl.formatMessage(messages[series]),
          data: values[series].map(plotted),
          // The budget: the same hue as what happened, outlined over a faint fill (light on white, dark on dark grey).
          backgroundColor: series.endsWith('Budget') ? `${hue[series]}40` : hue[series],
          borderColor: hue[series],
          borderWidth: series.endsWith('Budget') ? 1.5 : 0,
          borderRadius: 2,
          maxBarThickness: 18,
        })),
      },
      options: {
        ...baseOptions<'bar'>(colors),
        interaction: { mode: 'index', intersect: false },
        scales: { x: categoryAxis(colors), y: valueAxis(colors, (value) => formatCompact(String(Math.round(value)), 'BRL', true)) },
        plugins: {
          ...baseOptions<'bar'>(colors).plugins,
          tooltip: {
            callbacks: {
              label: (item) => {
                const amount = values[SERIES[item.datasetIndex] ?? 'inActual'].at(item.dataIndex);
                return amount ? `${item.dataset.label ?? ''}: ${formatCash(amount)}` : '';
              },
            },
          },
        },
      },
    };
  }, [months, values, colors, intl, formatCash, formatCompact]);

  const data: ChartTable = {
    columns: [{ label: intl.formatMessage(messages.month) }, ...SERIES.map((series) => ({ label: intl.formatMessage(messages[series]), numeric: true }))],
    rows: [
      ...months.map((month, index) => ({ key: month, cells: [formatMonth(intl, month), ...SERIES.map((series) => formatCash(values[series][index] ?? '0.00'))] })),
      { key: 'total', cells: [intl.formatMessage(messages.total), ...SERIES.map((series) => formatCash(toFixed2(sum(values[series]))))] },
    ],
  };
  const title = intl.formatMessage(messages.title);
  const text = intl.formatMessage(messages.caption);
  return (
    <ChartFigure title={title} caption={text} table={data}>
      <ChartCanvas config={config} label={`${title}. ${text}`} />
    </ChartFigure>
  );
}

import type { ChartConfiguration } from 'chart.js';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { MonthBurn } from '../../../../common/finance/burn.ts';
import type { CashFlowTable } from '../../../../common/finance/cashFlow.ts';
import { ChartCanvas } from '../../../ui/charts/ChartCanvas.tsx';
import { ChartFigure, type ChartTable } from '../../../ui/charts/ChartFigure.tsx';
import { baseOptions, categoryAxis, plotted, valueAxis } from '../../../ui/charts/chartOptions.ts';
import { useChartColors } from '../../../ui/charts/useChartColors.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatCompactMoney } from '../../../ui/useFormatCompactMoney.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';

const messages = defineMessages({
  title: { id: 'management.BurnChart.title', defaultMessage: 'Net burn and cash by month', description: 'Title of the burn chart' },
  caption: {
    id: 'management.BurnChart.caption',
    defaultMessage: 'Above, the cash at the end of each month; below, the net burn of the month: above zero the operations consumed cash, below zero they generated it. In R$.',
    description: 'Caption of the burn chart',
  },
  month: { id: 'management.BurnChart.month', defaultMessage: 'Month', description: 'Column header' },
  netBurn: { id: 'management.BurnChart.netBurn', defaultMessage: 'Net burn', description: 'Series, axis and column: gross burn minus operating receipts' },
  cash: { id: 'management.BurnChart.cash', defaultMessage: 'Cash at month end', description: 'Series, axis and column: closing cash of the month' },
});

type Point = { month: string; label: string; netBurn: string; cash: string | null };

/** Net burn as monthly bars and the month-end cash as a line, each on its own axis, over the months shown. */
export function BurnChart({ burns, table }: { burns: readonly MonthBurn[]; table: CashFlowTable }) {
  const intl = useIntl();
  const colors = useChartColors();
  const formatCash = useFormatCashEffect();
  const formatCompact = useFormatCompactMoney();
  const points = useMemo((): Point[] => {
    const closing = new Map(table.months.map((month, index) => [month, table.closing[index]?.value ?? null]));
    return burns.map((row) => ({ month: row.month, label: formatMonth(intl, row.month), netBurn: row.netBurn, cash: closing.get(row.month) ?? null }));
  }, [burns, table, intl]);

  const config = useMemo((): ChartConfiguration<'bar' | 'line', (number | null)[], string> => {
    // Two panels over the same months, each with its own zero: burn is a flow of a few months' size, cash a stock.
    const axis = (title: string) => {
      const value = valueAxis(colors, (amount) => formatCompact(String(Math.round(amount)), 'BRL', true));
      return {
        ...value,
        axis: 'y' as const, position: 'left' as const, stack: 'burn', offset: true,
        // Few ticks, so none is skipped and zero, where the bars start, is always labelled and drawn darker.
        ticks: { ...value.ticks, maxTicksLimit: 4, autoSkip: false },
        grid: { color: (context: { tick?: { value: number } }) => (context.tick?.value === 0 ? colors.muted : colors.grid) },
        title: { display: true, text: title, color: colors.muted, font: { family: colors.font } },
      };
    };
    const netBurn = intl.formatMessage(messages.netBurn);
    const cash = intl.formatMessage(messages.cash);
    return {
      type: 'bar',
      data: {
        labels: points.map((point) => point.label),
        datasets: [
          {
            type: 'line', label: cash, data: points.map((point) => plotted(point.cash)), yAxisID: 'yCash',
            borderColor: colors.primary, backgroundColor: colors.primary, pointRadius: 3, tension: 0.25, spanGaps: false, order: 0,
          },
          { type: 'bar', label: netBurn, data: points.map((point) => plotted(point.netBurn)), yAxisID: 'yBurn', backgroundColor: colors.secondary, borderRadius: 3, maxBarThickness: 40, order: 1 },
        ],
      },
      options: {
        ...baseOptions<'bar' | 'line'>(colors),
        interaction: { mode: 'index', intersect: false },
        scales: { x: categoryAxis(colors), yBurn: axis(netBurn), yCash: axis(cash) },
        plugins: {
          ...baseOptions<'bar' | 'line'>(colors).plugins,
          tooltip: {
            callbacks: {
              label: (item) => {
                const point = points.at(item.dataIndex);
                const amount = item.dataset.yAxisID === 'yCash' ? point?.cash : point?.netBurn;
                return amount ? `${item.dataset.label ?? ''}: ${formatCash(amount)}` : '';
              },
            },
          },
        },
      },
    };
  }, [points, colors, intl, formatCash, formatCompact]);

  const data: ChartTable = {
    columns: [{ label: intl.formatMessage(messages.month) }, { label: intl.formatMessage(messages.netBurn), numeric: true },
      { label: intl.formatMessage(messages.cash), numeric: true }],
    rows: points.map((point) => ({ key: point.month, cells: [point.label, formatCash(point.netBurn), point.cash === null ? '—' : formatCash(point.cash)] })),
  };
  const title = intl.formatMessage(messages.title);
  const text = intl.formatMessage(messages.caption);
  return (
    <ChartFigure title={title} caption={text} table={data}>
      <ChartCanvas config={config} label={`${title}. ${text}`} height={360} />
    </ChartFigure>
  );
}

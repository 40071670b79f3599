import type { ChartConfiguration } from 'chart.js';
import { useCallback, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { CashFlowTable } from '../../../../common/finance/cashFlow.ts';
import { ChartCanvas } from '../../../ui/charts/ChartCanvas.tsx';
import { ChartFigure, type ChartTable } from '../../../ui/charts/ChartFigure.tsx';
import { baseOptions, categoryAxis, twoLines, valueAxis } from '../../../ui/charts/chartOptions.ts';
import styles from '../../../ui/charts/charts.module.css';
import { useChartColors, type ChartColors } from '../../../ui/charts/useChartColors.ts';
import { formatMonth } from '../../../ui/formatMonth.ts';
import { useFormatCompactMoney } from '../../../ui/useFormatCompactMoney.ts';
import { useFormatCashEffect } from '../useFormatCashEffect.ts';
import { axisFloor, cashWaterfall, type WaterfallStep } from './cashWaterfall.ts';
import { useGridLabels } from './useGridLabels.ts';

const messages = defineMessages({
  title: { id: 'management.CashWaterfallChart.title', defaultMessage: 'From opening to closing cash', description: 'Title of the cash waterfall chart' },
  line: { id: 'management.CashWaterfallChart.line', defaultMessage: 'Line', description: 'Column header: opening cash, a section, closing cash' },
  amount: { id: 'management.CashWaterfallChart.amount', defaultMessage: 'Amount', description: 'Column header: the cash, or what a section added to it' },
  cash: { id: 'management.CashWaterfallChart.cash', defaultMessage: 'Running cash', description: 'Column header: the cash once the line is added' },
  gap: { id: 'management.CashWaterfallChart.gap', defaultMessage: 'Not explained by the flows', description: 'Step: closing balance minus opening cash and the flows' },
});
const floorNote = defineMessage<{ amount: string }>({
  id: 'management.CashWaterfallChart.floor',
  defaultMessage: 'The axis starts at {amount}, not at zero, so that the changes can be seen.',
  description: 'Under the waterfall when its value axis does not start at zero',
});
const caption = defineMessage<{ from: string; to: string }>({
  id: 'management.CashWaterfallChart.caption',
  defaultMessage: 'The cash at the start of {from}, each section\'s result from {from} to {to} (cash in minus cash out), and the cash at the end of {to}, in R$. Blue bars are the cash; green adds to it, red takes it away.',
  description: 'Caption of the cash waterfall chart',
});

function color(step: WaterfallStep, colors: ChartColors): string {
  if (step.kind === 'cash') return colors.primary;
  if (step.kind === 'gap' || Number(step.amount) === 0) return colors.muted;
  return Number(step.amount) > 0 ? colors.gain : colors.loss;
}

/** The cash-flow table as a waterfall: the opening cash, each section's result over the period, the closing cash. */
export function CashWaterfallChart({ table }: { table: CashFlowTable }) {
  const intl = useIntl();
  const labels = useGridLabels();
  const colors = useChartColors();
  const formatCash = useFormatCashEffect();
  const formatCompact = useFormatCompactMoney();
  const gapLabel = intl.formatMessage(messages.gap);
  const steps = useMemo(() => cashWaterfall(table, labels, gapLabel), [table, labels, gapLabel]);
  const floor = useMemo(() => axisFloor(steps), [steps]);
  const axisAmount = useCallback((value: number) => formatCompact(String(Math.round(value)), 'BRL', true), [formatCompact]);

  const config = useMemo((): ChartConfiguration<'bar', [number, number][], string> => ({
    type: 'bar',
    data: {
      labels: steps.map((step) => step.label),
      datasets: [{
        label: intl.formatMessage(messages.amount),
        data: steps.map((step) => [step.kind === 'cash' ? floor : Number(step.from), Number(step.to)]),
        backgroundColor: steps.map((step) => color(step, colors)),
        borderRadius: 3,
        maxBarThickness: 64,
      }],
    },
    options: {
      ...baseOptions<'bar'>(colors),
      scales: {
        x: { ...categoryAxis(colors), ticks: { ...categoryAxis(colors).ticks, autoSkip: false, callback: (_, index) => twoLines(steps[index]?.label ?? '') } },
        y: { ...valueAxis(colors, axisAmount), ...(floor > 0 ? { beginAtZero: false, min: floor } : {}) },
      },
      plugins: {
        ...baseOptions<'bar'>(colors).plugins,
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => { const step = steps.at(item.dataIndex); return step ? formatCash(step.amount) : ''; } } },
      },
    },
  }), [steps, floor, colors, intl, formatCash, axisAmount]);

  const data: ChartTable = {
    columns: [{ label: intl.formatMessage(messages.line) }, { label: intl.formatMessage(messages.amount), numeric: true },
      { label: intl.formatMessage(messages.cash), numeric: true }],
    rows: steps.map((step) => ({ key: step.key, cells: [step.label, formatCash(step.amount), step.cash === null ? '—' : formatCash(step.cash)] })),
  };
  const title = intl.formatMessage(messages.title);
  const text = intl.formatMessage(caption, { from: formatMonth(intl, table.months.at(0) ?? ''), to: formatMonth(intl, table.months.at(-1) ?? '') });
  return (
    <ChartFigure title={title} caption={text} table={data}>
      <ChartCanvas config={config} label={`${title}. ${text}`} />
      {floor > 0 && <p className={styles.note}>{intl.formatMessage(floorNote, { amount: axisAmount(floor) })}</p>}
    </ChartFigure>
  );
}

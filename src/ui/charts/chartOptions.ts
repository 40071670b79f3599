/**
 * What every chart of the portal shares: the theme's colours and font, no animation for those who ask for less
 * motion, and a legend and tooltips that read like the rest of the portal.
 */
import type { ChartOptions, ChartType, Plugin } from 'chart.js';
import type { ChartColors } from './useChartColors.ts';

// The test DOM (jsdom) has no matchMedia.
const reducedMotion = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Options common to every chart type. */
export function baseOptions<T extends ChartType>(colors: ChartColors): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion() ? false : { duration: 400 },
    color: colors.text,
    font: { family: colors.font, size: 12 },
    plugins: {
      legend: { labels: { color: colors.text, boxWidth: 12, boxHeight: 12, font: { family: colors.font } } },
      tooltip: { titleFont: { family: colors.font }, bodyFont: { family: colors.font } },
    },
  } as ChartOptions<T>;
}

/** A value axis: its ticks formatted by `format`, its grid faint. */
export function valueAxis(colors: ChartColors, format: (value: number) => string) {
  return {
    beginAtZero: true,
    grid: { color: colors.grid },
    border: { display: false },
    ticks: {
      color: colors.muted, font: { family: colors.font }, maxRotation: 0, autoSkipPadding: 12,
      callback: (value: number | string) => format(Number(value)),
    },
  };
}

/** A category axis: names or dates, no grid. */
export function categoryAxis(colors: ChartColors) {
  return {
    grid: { display: false },
    border: { color: colors.grid },
    ticks: { color: colors.muted, font: { family: colors.font }, maxRotation: 0, autoSkipPadding: 12 },
  };
}

/** A name short enough for an axis or a legend; the table beside the chart has it in full. */
export function shortName(name: string, length = 26): string {
  return name.length <= length ? name : `${name.slice(0, length - 1).trimEnd()}…`;
}

/**
 * A category's name on two lines when it is longer than `length`, broken at the space nearest its middle, so a few
 * long names ("Operating activities") stand side by side under their bars without being skipped or slanted.
 */
export function twoLines(name: string, length = 12): string | string[] {
  if (name.length <= length) return name;
  const middle = name.length / 2;
  let at = -1;
  for (let index = name.indexOf(' '); index !== -1; index = name.indexOf(' ', index + 1)) {
    if (at === -1 || Math.abs(index - middle) < Math.abs(at - middle)) at = index;
  }
  return at === -1 ? name : [name.slice(0, at), name.slice(at + 1)];
}

/**
 * Chart.js draws with numbers: an amount becomes one only to place it on the axis. Every figure a person reads (the
 * table, the tooltips) is formatted from the exact decimal string instead.
 */
export function plotted(amount: string | null | undefined): number | null {
  if (amount === null || amount === undefined) return null;
  const value = Number(amount);
  return Number.isFinite(value) ? value : null;
}

/** A dashed line across a horizontal bar chart at x = `at` (MOIC 1×: the stake is worth what it cost). */
export function referenceLine(at: number, color: string): Plugin<'bar'> {
  return {
    id: 'referenceLine',
    afterDatasetsDraw(chart) {
      const { ctx, chartArea, scales } = chart;
      if (!Object.hasOwn(scales, 'x')) return;
      const x = scales.x.getPixelForValue(at);
      if (x < chartArea.left || x > chartArea.right) return;
      ctx.save();
      ctx.strokeStyle = color;
      ctx.setLineDash([4, 4]);
      ctx.beginPath();
      ctx.moveTo(x, chartArea.top);
      ctx.lineTo(x, chartArea.bottom);
      ctx.stroke();
      ctx.restore();
    },
  };
}

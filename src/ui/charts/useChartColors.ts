import { useMemo } from 'react';
import { useTheme } from '../theme.ts';
import type { Theme } from '../theme.ts';

/** The colours a chart is drawn with, in the theme of the page. */
export interface ChartColors {
  text: string;
  muted: string;
  grid: string;
  /** The chart's background, for the gaps between doughnut slices. */
  surface: string;
  /** The first series of a chart (blue): the dashboard's amount invested, the analysis's cash. */
  primary: string;
  /** The series set against the first (orange): the dashboard's current value, the analysis's burn. */
  secondary: string;
  /** An amount that adds (green), and one that takes away (red). */
  gain: string;
  loss: string;
  /** Categorical colours for the slices of an allocation, in order; the last is for "others". */
  series: readonly string[];
  font: string;
}

/**
 * Blueprint's palette steps per theme: the dark theme takes the lighter steps, which keep their contrast on dark grey
 * as the light theme's do on white. The values are Blueprint's CSS custom properties, read from the page, so the
 * charts follow the same palette as every other component.
 */
const STEPS: Record<Theme, { strong: number; text: string; muted: string; grid: string; surface: string }> = {
  light: { strong: 3, text: 'dark-gray-1', muted: 'gray-1', grid: 'light-gray-2', surface: 'white' },
  dark: { strong: 4, text: 'light-gray-5', muted: 'gray-4', grid: 'dark-gray-5', surface: 'dark-gray-3' },
};

const HUES = ['orange', 'blue', 'turquoise', 'violet', 'gold', 'forest', 'rose', 'cerulean', 'sepia'] as const;

const FALLBACK = '#8f99a8';

function palette(name: string): string {
  if (name === 'white') return '#ffffff';
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--bp-palette-${name}`).trim();
  return value === '' ? FALLBACK : value;
}

/** The chart colours of the current theme, recomputed when the user switches theme. */
export function useChartColors(): ChartColors {
  const theme = useTheme();
  return useMemo(() => {
    const step = STEPS[theme];
    const font = getComputedStyle(document.documentElement).getPropertyValue('--bp-typography-family-default').trim();
    return {
      text: palette(step.text),
      muted: palette(step.muted),
      grid: palette(step.grid),
      surface: palette(step.surface),
      primary: palette(`blue-${step.strong}`),
      secondary: palette(`orange-${step.strong}`),
      gain: palette(`green-${step.strong}`),
      loss: palette(`red-${step.strong}`),
      series: [...HUES.map((hue) => palette(`${hue}-${step.strong}`)), palette(step.muted)],
      font: font === '' ? 'sans-serif' : font,
    };
  }, [theme]);
}

/**
 * Chart.js, in a chunk of its own that only the dashboard loads: its loader starts the download alongside the data
 * (`npm run bench:bundle` shows which routes reach this chunk, and its size). One download for the whole page.
 */
import type { Chart } from './chartSetup.ts';

let library: Promise<{ Chart: typeof Chart }> | null = null;

export function loadChartLibrary(): Promise<{ Chart: typeof Chart }> {
  library ??= import('./chartSetup.ts');
  return library;
}

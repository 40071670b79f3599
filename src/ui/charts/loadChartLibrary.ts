/**
 * Chart.js, in a chunk of its own, fetched only by the screens that draw charts: the first `ChartCanvas` to mount
 * asks for it, and the dashboard's loader asks earlier, alongside its data, so the two arrive together
 * (`npm run bench:bundle` shows which routes reach this chunk, and its size). One download for the whole session.
 */
import type { Chart } from './chartSetup.ts';

let library: Promise<{ Chart: typeof Chart }> | null = null;

export function loadChartLibrary(): Promise<{ Chart: typeof Chart }> {
  library ??= import('./chartSetup.ts');
  return library;
}

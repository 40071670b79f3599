/**
 * The chart library in the bundle: the chunk the charts load Chart.js from (`src/ui/charts/chartSetup.ts`, imported
 * with `import()`), the gzipped JS it adds over what the entry already loaded, and, for every lazily loaded route
 * module, whether that route reaches the chunk, statically or through one of its own `import()`s. Only the screens
 * that draw charts should (the dashboard, the financial analysis), and only through an `import()`.
 */
import { entryKey, jsFiles, routeKeys, staticClosure, type Manifest } from './manifest.ts';

/** The module whose chunk holds the chart library. */
export const CHART_MODULE = 'src/ui/charts/chartSetup.ts';

export interface ChartLibraryFigures {
  /** The chunks the chart module brings that the entry did not load. */
  chunks: string[];
  /** Their JS files. */
  files: string[];
  /** Every route module, and whether it reaches the chart chunk. */
  routes: { module: string; loadsCharts: boolean }[];
}

/** Whether the closure of `key` contains the chart chunk or imports it with `import()`. */
function reaches(manifest: Manifest, key: string, chart: string): boolean {
  return [...staticClosure(manifest, key)].some((chunk) => chunk === chart || (manifest[chunk].dynamicImports ?? []).includes(chart));
}

/** The chart library's figures, or null when no chunk comes from the chart module (it was renamed or inlined). */
export function chartLibrary(manifest: Manifest): ChartLibraryFigures | null {
  const chart = Object.keys(manifest).find((key) => manifest[key].src === CHART_MODULE);
  if (chart === undefined) return null;
  const entry = staticClosure(manifest, entryKey(manifest));
  const chunks = [...staticClosure(manifest, chart)].filter((chunk) => !entry.has(chunk));
  const entryJs = new Set(jsFiles(manifest, entry));
  return {
    chunks,
    files: jsFiles(manifest, chunks).filter((file) => !entryJs.has(file)),
    routes: routeKeys(manifest)
      .filter((key) => key !== chart)
      .map((key) => ({ module: manifest[key].src ?? key, loadsCharts: reaches(manifest, key, chart) })),
  };
}

/**
 * Lighthouse runs in Debian's Chromium (research/spike.md §6: lighthouse 12.8.2 + chrome-launcher 1.2.1 on Node 20),
 * reduced to the figures the portal's goals are stated in.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** Headless and quiet: no sandbox (CI runs as root), no GPU, no background traffic to Google skewing the timings. */
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** `desktop`: Lighthouse's desktop preset. `mobile`: its default (a mid-range phone on slow 4G, simulated). */
export type Preset = 'desktop' | 'mobile';

export interface AuditFigures {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** Milliseconds. */
  lcp: number;
  tbt: number;
  fcp: number;
  cls: number;
  /**
   * Lighthouse's benchmark index of this machine's CPU, measured in the run, and the CPU slowdown it simulated with.
   * Their quotient is the score of the phone the run stands for: DevTools' calibration takes 1,000 as a mid-tier
   * phone (a Pixel 5) and 264 as a low-tier one, so a mobile figure means little without it.
   */
  benchmarkIndex: number;
  cpuSlowdown: number;
}

export type Browser = chromeLauncher.LaunchedChrome;

/** Chromium with its profile in `profileDir`, which the caller removes (chrome-launcher leaves its own behind when the launch fails). */
export async function launchBrowser(chromePath: string, profileDir: string): Promise<Browser> {
  // chrome-launcher writes its log files there before Chromium starts.
  fs.mkdirSync(profileDir, { recursive: true });
  return chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, userDataDir: profileDir, logLevel: 'error' });
}

/** One Lighthouse run of `url` in `browser`; throws if Lighthouse could not load the page. */
export async function audit(browser: Browser, url: string, preset: Preset): Promise<AuditFigures> {
  const result = await lighthouse(
    url,
    { port: browser.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  // Both records are typed as total; a category or audit left out of a run is simply absent.
  const score = (id: string) => Math.round(((lhr.categories[id] as { score: number | null } | undefined)?.score ?? 0) * 100);
  const metric = (id: string) => (lhr.audits[id] as { numericValue?: number } | undefined)?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    fcp: metric('first-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The desktop preset's is 1: no slowdown.
    cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
}

/** The median of each figure over several runs (each figure on its own, so one slow run moves none of them). */
export function medianFigures(runs: AuditFigures[]): AuditFigures {
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  };
  const keys = Object.keys(runs[0]) as (keyof AuditFigures)[];
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as AuditFigures;
}

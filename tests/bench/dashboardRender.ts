/**
 * `npm run bench:dashboard`: time to first render of /app/dashboard in Chromium on the large seed (Benchmark Capital:
 * 10,000 companies, 100 wallets, 100,000 investments, quarterly valuations), as issue 9 asks, against the same screen
 * on the demo data (Aurora Capital) in the same run, and home on both as a second reference.
 *
 * Two moments per load, from the start of the navigation (a full page load with the portal's code in the browser's
 * cache, as for a returning investor), read inside the page with requestAnimationFrame polling:
 *  - totals: the first frame in which the five cards of the totals show (their query answered and rendered);
 *  - charts: the first frame in which every chart's canvas has something drawn on it (the charts' query answered,
 *    Chart.js loaded and drawing). Home has no chart: its moment is the totals.
 * The product runs as `npm start` does, against the PostgreSQL server named by DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); the large set is seeded into a database of its own there once, then
 * reused (`BENCH_DB_NAME`, default bench_engine, shared with bench:engine and bench:companies). It prints figures and
 * never fails on time.
 */
import os from 'node:os';
import type { Page } from 'playwright-core';
import { median, signInDemo, startRenderBenchProduct } from './renderBenchProduct.ts';

const RUNS = Number(process.env.RENDER_RUNS ?? 5);
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
interface Moments { totals: number; charts: number | null }

/** Loads `url` and returns ms from navigation start to the totals, and to every chart drawn when `charts` is set. */
async function firstRender(page: Page, url: string, charts: boolean): Promise<Moments> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wantCharts) => {
      // This project's Node types have no DOM: the page's own globals, as the test sees them.
      interface Canvas {
        width: number; height: number;
        getContext: (kind: '2d') => { getImageData: (x: number, y: number, w: number, h: number) => { data: ArrayLike<number> } } | null;
      }
      const page = globalThis as unknown as {
        document: { querySelectorAll: (s: string) => ArrayLike<Canvas> };
        __moments?: { totals?: number };
      };
      const moments = (page.__moments ??= {});
      // The five cards of the totals render together, from one fragment.
      if (moments.totals === undefined && page.document.querySelectorAll('section[aria-label=Totals] [role=group]').length === 5) {
        moments.totals = performance.now();
      }
      if (moments.totals === undefined) return null;
      if (!wantCharts) return { totals: moments.totals, charts: null };
      const canvases = Array.from(page.document.querySelectorAll('figure canvas'));
      const drawn = canvases.filter((canvas) => {
        if (canvas.width === 0 || canvas.height === 0) return false;
        const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
        if (!pixels) return false;
        for (let i = 3; i < pixels.length; i += 4 * 64) if (pixels[i] > 0) return true;
        return false;
      });
      return canvases.length === 4 && drawn.length === 4 ? { totals: moments.totals, charts: performance.now() } : null;
    },
    charts, { polling: 'raf', timeout: 120_000 },
  );
  return (await handle.jsonValue()) as Moments;
}

const { base, browser, adminQuery, stop } = await startRenderBenchProduct(serverUrl, 'dashboard');
try {
  const { portfolio_organization: organizations } = await adminQuery<{ portfolio_organization: { id: string; name: string }[] }>(
    `query { portfolio_organization(where: { name: { _in: ["Benchmark Capital", "Aurora Capital"] } }) { id name } }`);
  const idOf = (name: string) => {
    const found = organizations.find((organization) => organization.name === name);
    if (!found) throw new Error(`the bench database has no organization ${name}`);
    return found.id;
  };
  const large = idOf('Benchmark Capital');
  const demo = idOf('Aurora Capital');

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const select = await signInDemo(page, base);

  console.log(`machine: ${os.cpus().length} cores, Node ${process.version}; server, PostgreSQL and Chromium share them; ${RUNS} runs after one warm-up`);
  console.log('screen and data                          moment   median ms  min ms  max ms');
  const medians = new Map<string, number>();
  const cases = [
    ['dashboard, demo (Aurora Capital)', demo, '/app/dashboard', true],
    ['dashboard, large (Benchmark Capital)', large, '/app/dashboard', true],
    ['home, demo (Aurora Capital)', demo, '/app/home', false],
    ['home, large (Benchmark Capital)', large, '/app/home', false],
  ] as const;
  for (const [label, organization, route, charts] of cases) {
    await select(organization);
    const url = `${base}${route}`;
    await firstRender(page, url, charts);
    const samples: Moments[] = [];
    for (let run = 0; run < RUNS; run++) samples.push(await firstRender(page, url, charts));
    const print = (moment: string, times: number[]) => {
      medians.set(`${label}/${moment}`, median(times));
      console.log(`${label.padEnd(41)}${moment.padEnd(7)}${median(times).toFixed(0).padStart(11)}${Math.min(...times).toFixed(0).padStart(8)}${Math.max(...times).toFixed(0).padStart(8)}`);
    };
    print('totals', samples.map((sample) => sample.totals));
    if (charts) print('charts', samples.map((sample) => sample.charts ?? NaN));
  }
  const ratio = (a: string, b: string) => ((medians.get(a) ?? NaN) / (medians.get(b) ?? NaN)).toFixed(2);
  console.log(`\nlarge ÷ demo, same run: dashboard totals ${ratio('dashboard, large (Benchmark Capital)/totals', 'dashboard, demo (Aurora Capital)/totals')}×, `
    + `dashboard charts ${ratio('dashboard, large (Benchmark Capital)/charts', 'dashboard, demo (Aurora Capital)/charts')}×, `
    + `home ${ratio('home, large (Benchmark Capital)/totals', 'home, demo (Aurora Capital)/totals')}×`);
} finally {
  await stop();
}

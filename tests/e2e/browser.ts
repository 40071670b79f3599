/**
 * Debian's Chromium through playwright-core (no browser is ever downloaded here), and the checks every e2e walk
 * shares: screenshots under test-results/e2e/ and an axe-core scan.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';

/** The page's globals the tests touch (this project's Node types have no DOM). */
export interface PageGlobals {
  localStorage: { getItem: (key: string) => string | null; setItem: (key: string, value: string) => void };
  document: unknown;
}

/** The value under `key` in the page's localStorage. */
export function localStorageItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => (globalThis as unknown as PageGlobals).localStorage.getItem(name), key);
}

const root = path.resolve(import.meta.dirname, '../..');
export const SCREENSHOTS = path.join(root, 'test-results', 'e2e');

export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}

/**
 * A fresh browser profile; English unless a test says otherwise, so selectors read the same in every run. The clock
 * is the machine's unless `timezoneId` says where the user is.
 */
export async function newContext(
  browser: Browser, locale: 'en' | 'pt-BR' = 'en', options: { timezoneId?: string } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  await context.addInitScript((chosen) => {
    const { localStorage } = globalThis as unknown as PageGlobals;
    if (!localStorage.getItem('locale')) localStorage.setItem('locale', chosen);
  }, locale);
  return context;
}

/**
 * Saves a full-page screenshot as test-results/e2e/<name>.png, for a person to look at. Transitions are run to their
 * end first, so a dialog that has just opened is drawn opened, not half faded in.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Chromium draws one screenshot of at most 16,384 pixels a side: a page taller than that (every row of a long list
  // under "All", which scrolls with the page) is shot as the window shows it.
  const height = await page.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollHeight: number } } }).document.documentElement.scrollHeight);
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage: height <= MAX_SHOT_HEIGHT, animations: 'disabled' });
}

const MAX_SHOT_HEIGHT = 16_000;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 AA rules over the page as it is now; returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const page = globalThis as unknown as PageGlobals & { axe: { run: (context: unknown, options: object) => Promise<{ violations: AxeViolation[] }> } };
    const result = await page.axe.run(page.document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map((node) => ({ target: node.target })) }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Sign-in with a code by SMS as a person does it, in Debian's Chromium against `npm start` (issue 19, item 3): the
 * demo investor types their mobile number into the mask, reads the code from the local SMS sink beside the mailbox
 * (as this machine's operator, with the admin secret), mistypes it once, then signs in with it and reaches /app.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

/** The seed's mobile number of the demo investor (server/seed/demoData.ts). */
const DEMO_PHONE = '+5511990000001';

let product: RunningProduct;
let browser: Browser;

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

interface SmsMessage { to: string; body: string }

/** The texts the local sink holds for `phone`, newest first, read with the admin secret. */
async function smsTo(phone: string): Promise<SmsMessage[]> {
  const response = await fetch(`${product.base}/mailbox/sms`, { headers: { 'x-hasura-admin-secret': product.adminSecret } });
  expect(response.status).toBe(200);
  return ((await response.json()) as SmsMessage[]).filter((message) => message.to === phone);
}

describe('sign-in with a code by SMS', () => {
  it('sends the code to the sink, refuses a wrong one and signs the demo investor in with the right one', async () => {
    // Without the admin secret the sink tells nothing.
    expect((await fetch(`${product.base}/mailbox/sms`)).status).toBe(401);
    expect(product.output()).toContain('sign-in codes by SMS go to the local SMS sink');

    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`${product.base}/sign-in`);
    await page.getByRole('button', { name: 'Sign in with a code by SMS' }).click();
    const phone = page.getByLabel('Mobile phone');
    await phone.pressSequentially('11990000001');
    expect(await phone.inputValue()).toBe('+55 (11) 99000-0001');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect.poll(() => page.getByText('We sent a code to +55 (11) 99000-0001. It works once, within 5 minutes.').isVisible()).toBe(true);
    await screenshot(page, 'sms-sign-in-code');

    await expect.poll(async () => (await smsTo(DEMO_PHONE)).length).toBe(1);
    const [message] = await smsTo(DEMO_PHONE);
    // The demo investor's language is Portuguese: so is the SMS.
    const code = /^Portal do Investidor: seu código é (\d{6})\./.exec(message.body)?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Code from the SMS').fill(wrong);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent())
      .toBe('This code is not right or has expired. Check the SMS, or ask for a new code.');

    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL('**/app/**');
    await screenshot(page, 'sms-sign-in-signed-in');

    // The session is the demo investor's: its refresh token opens their account.
    const cookie = (await context.cookies(product.base)).find((c) => c.name === 'nhostRefreshToken');
    const token = await fetch(`${product.base}/v1/auth/token`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refreshToken: decodeURIComponent(cookie?.value ?? '') }),
    });
    expect(((await token.json()) as { user: { email: string; phoneNumber: string } }).user)
      .toMatchObject({ email: 'investidor@demo.local', phoneNumber: DEMO_PHONE });
    await context.close();
  });

  it('opens the SMS form for a press on the HTML copy of the sign-in page made before the portal\'s script has run', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    // The entry script is held back until the press, as on a slow phone: only index.html's copy of the page is there.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => { release = resolve; });
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => { await held; await route.continue(); });
    await page.goto(`${product.base}/sign-in`, { waitUntil: 'commit' });
    await page.locator('#prerendered-page').getByRole('button', { name: 'Sign in with a code by SMS' }).click();
    release();
    await expect.poll(() => page.getByLabel('Mobile phone').isVisible()).toBe(true);
    expect(await page.locator('#prerendered-page').count()).toBe(0);
    await context.close();
  });
});

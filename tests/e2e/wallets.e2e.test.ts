/**
 * My wallets in Debian's Chromium against `npm start` (issue 9, items 1 and 5), signed in as the demo investor,
 * owner of Aurora Capital: a 21-character name and a duplicate name are refused with the catalogue's messages, a valid
 * wallet is created and listed; in it, an investment and a user (an invite to the wallet, pending); the list filtered
 * by a company the new wallet holds. Screenshots of the list, the dialog's refusals and every tab; axe on each.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCnpj, generateCnpj } from '../../common/cnpj.ts';
import { totalsByCurrency } from '../../src/features/wallets/walletTotals.ts';
import type { HoldingData } from '../../src/features/wallets/walletTotals.ts';
import { launchChromium, newContext, screenshot } from './browser.ts';
import type { PageGlobals } from './browser.ts';
import {
  DEMO, demoContext, expectNoSeriousViolations, firstCells, organizationIdOf, recordOperations, seededRandom, showing, signIn, switchOrganization, until,
} from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

let product: RunningProduct;
let browser: Browser;
let context: BrowserContext;
let auroraId: string;

const NEW_WALLET = { name: 'Aurora Seed E2E', taxId: generateCnpj(seededRandom(9)), group: 'Venture capital', segment: 'Technology' };
/** 21 characters: one more than a wallet's name may have. */
const TOO_LONG = 'Aurora Crescimento II';
/** The company the new wallet invests in: one Aurora Capital company held by exactly one other wallet (beforeAll). */
let heldOnce = '';
const INVITEE = { name: 'Bruno Lima', email: 'bruno.e2e@example.com' };

/** `text` as a pattern that matches it literally (company names have dots: "S.A."). */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeAll(async () => {
  product = await startProduct();
  // startProduct waits for a line starting "portal: ", which a start that rebuilds dist/ prints before it listens
  // ("portal: built dist/ …"): wait for the server itself.
  await until('the product to listen', async () => ((await fetch(product.base).catch(() => null))?.ok ? true : undefined), 120_000);
  browser = await launchChromium();
  context = await demoContext(browser, product);
  auroraId = await organizationIdOf(product, 'Aurora Capital');
  // Filtering by it then shows two of the organization's wallets: the new one and the one that already held it.
  const { portfolio_company: companies } = await adminGraphQL<{ portfolio_company: { name: string; wallet_companies: unknown[] }[] }>(product, `query ($org: uuid!) {
    portfolio_company(where: { organization_id: { _eq: $org } }, order_by: { name: asc }) { name wallet_companies { id } }
  }`, { org: auroraId });
  heldOnce = companies.find((company) => company.wallet_companies.length === 1)?.name ?? '';
  if (heldOnce === '') throw new Error('no company of Aurora Capital is held by exactly one wallet');
  const page = await context.newPage();
  await page.goto(`${product.base}/app/my-wallets`);
  await switchOrganization(page, auroraId);
  await page.close();
}, 400_000);

afterAll(async () => {
  await browser.close();
  await product.stop();
});

const walletsTable = (page: Page) => page.getByRole('table', { name: 'My wallets' });
const walletsSection = (page: Page) => page.getByRole('region', { name: 'My wallets' });

async function openWallets(query = ''): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`${product.base}/app/my-wallets${query}`);
  await walletsTable(page).locator('tbody tr[aria-rowindex]').first().waitFor();
  return page;
}

interface StoredWallet {
  id: string;
  name: string;
  tax_id: string | null;
  en_group_name: string | null;
  pt_br_group_name: string | null;
  segment: { en_name: string } | null;
  organization_id: string;
  wallet_companies: (HoldingData & { id: string; company: { name: string } })[];
}

async function storedWallet(name: string): Promise<StoredWallet | undefined> {
  const { portfolio_wallet: found } = await adminGraphQL<{ portfolio_wallet: StoredWallet[] }>(product, `query ($name: citext!) {
    portfolio_wallet(where: { name: { _eq: $name } }) {
      id name tax_id en_group_name pt_br_group_name organization_id segment { en_name }
      wallet_companies {
        id company { name valuation_reports { valuation_date valuation_amount valuation_currency created_at } }
        investments { id investment_date net_amount currency share_percentage }
      }
    }
  }`, { name });
  return found.at(0);
}

describe('my wallets', () => {
  it('lists Aurora Capital\'s wallets with their columns', async () => {
    const page = await openWallets();
    const { portfolio_wallet: aurora } = await adminGraphQL<{ portfolio_wallet: { name: string }[] }>(product, `query ($org: uuid!) {
      portfolio_wallet(where: { organization_id: { _eq: $org } }, order_by: [{ name: asc }, { id: asc }]) { name }
    }`, { org: auroraId });
    await expect.poll(() => firstCells(walletsTable(page))).toEqual(aurora.map((wallet) => wallet.name));
    expect(await walletsTable(page).getByRole('columnheader').allTextContents())
      .toEqual(['Name', 'Tax ID', 'Segment', 'Group', 'Organization', 'Last alerts', 'Updated at', 'Actions']);
    const fip = walletsTable(page).getByRole('row').filter({ hasText: 'Aurora FIP I' });
    expect(await fip.textContent()).toContain('Private equity');
    expect(await fip.textContent()).toContain('Agribusiness');
    await screenshot(page, 'wallets-list');
    await expectNoSeriousViolations(page, 'wallets list');

    // A wallet of the demo data, with companies, valuations and alerts: its summary and its companies.
    await walletsTable(page).getByRole('link', { name: 'Aurora FIP I', exact: true }).click();
    await page.getByRole('table', { name: 'Totals per currency' }).waitFor();
    expect(await page.getByRole('list', { name: 'Latest alerts' }).getByRole('listitem').count()).toBeGreaterThan(0);
    await screenshot(page, 'wallet-summary-demo');
    await expectNoSeriousViolations(page, 'wallet summary, demo data');
    await page.getByRole('tab', { name: 'Investments' }).click();
    await page.getByRole('table', { name: 'Companies of the wallet' }).locator('tbody tr[aria-rowindex]').first().waitFor();
    await screenshot(page, 'wallet-investments-demo');
    await expectNoSeriousViolations(page, 'wallet investments, demo data');
    await page.close();
  });

  it('refuses a 21-character and a duplicate name with the catalogue\'s messages, then creates a valid wallet', async () => {
    const page = await openWallets();
    const sent = recordOperations(page);
    await page.getByRole('button', { name: 'Create wallet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create wallet' });
    const name = dialog.getByLabel('Name');

    // Typed key by key: the 21st character goes in, and the rule says why it is too many.
    expect(TOO_LONG).toHaveLength(21);
    await name.pressSequentially(TOO_LONG);
    expect(await name.inputValue()).toBe(TOO_LONG);
    await expect.poll(() => dialog.getByText('Name must have at most 20 characters').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Create' }).click();
    expect(await dialog.getByText('Name must have at most 20 characters').isVisible()).toBe(true);
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(sent.filter((operation) => operation === 'useCreateWalletMutation')).toEqual([]);
    await screenshot(page, 'wallet-create-too-long');
    await expectNoSeriousViolations(page, 'create wallet, name too long');

    // The same name in other letter case is the same name (citext): the database refuses it.
    await name.fill('aurora fip i');
    await dialog.getByLabel('Group').fill(NEW_WALLET.group);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect.poll(() => dialog.getByText('Name was already used').isVisible()).toBe(true);
    expect(sent.filter((operation) => operation === 'useCreateWalletMutation')).toHaveLength(1);
    expect(await name.inputValue()).toBe('aurora fip i');
    expect(await dialog.getByLabel('Group').inputValue()).toBe(NEW_WALLET.group);
    await screenshot(page, 'wallet-create-duplicate');
    await expectNoSeriousViolations(page, 'create wallet, duplicate name');

    await name.fill(NEW_WALLET.name);
    await dialog.getByLabel('Tax ID (CNPJ, optional)').fill(NEW_WALLET.taxId);
    await dialog.getByLabel('Segment').selectOption({ label: NEW_WALLET.segment });
    expect(await dialog.getByLabel('Organization').inputValue()).toBe(auroraId);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText(`Wallet ${NEW_WALLET.name} created`).isVisible()).toBe(true);
    const row = walletsTable(page).getByRole('row').filter({ hasText: NEW_WALLET.name });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).textContent()).toBe(formatCnpj(NEW_WALLET.taxId));

    const stored = await storedWallet(NEW_WALLET.name);
    expect(stored).toMatchObject({
      // The group typed is the wallet's group in both languages until someone translates it.
      name: NEW_WALLET.name, tax_id: NEW_WALLET.taxId, en_group_name: NEW_WALLET.group, pt_br_group_name: NEW_WALLET.group,
      segment: { en_name: NEW_WALLET.segment }, organization_id: auroraId,
    });
    await screenshot(page, 'wallets-list-created');
    await page.close();
  });

  it('opens the new wallet and adds an investment to it, which its summary adds up', async () => {
    const page = await openWallets();
    await walletsTable(page).getByRole('link', { name: NEW_WALLET.name, exact: true }).click();
    await page.getByRole('heading', { name: NEW_WALLET.name, level: 2 }).waitFor();
    expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My wallets' }).getAttribute('href')).toBe('/app/my-wallets');
    await expect.poll(() => page.getByText('This wallet has no investments yet.').isVisible()).toBe(true);
    await screenshot(page, 'wallet-summary-empty');
    await expectNoSeriousViolations(page, 'wallet summary, empty');

    await page.getByRole('tab', { name: 'Investments' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('investments');
    const companies = page.getByRole('table', { name: 'Companies of the wallet' });
    await expect.poll(() => companies.getByText('No record found').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Create investment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create investment' });
    const company = dialog.getByLabel('Company');
    await company.click();
    await company.fill(heldOnce.split(' ')[0]);
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(heldOnce)}`) }).click();
    await dialog.getByLabel('Gross amount').fill('500000');
    await dialog.getByLabel('Investment date').fill('03/01/2024');
    await dialog.getByLabel('Net amount').fill('480000');
    await dialog.getByLabel('Share (%)').fill('2.5');
    await screenshot(page, 'wallet-create-investment');
    await dialog.getByRole('button', { name: 'Create investment' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = companies.getByRole('row').filter({ hasText: heldOnce });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([heldOnce, expect.stringMatching(/^\S+$/), '1', 'R$480,000.00', '2.5%', '100.00%']);
    await screenshot(page, 'wallet-investments');
    await expectNoSeriousViolations(page, 'wallet investments');

    // The summary's figures are the performance arithmetic over the database's rows.
    const stored = await storedWallet(NEW_WALLET.name);
    const [brl] = totalsByCurrency(stored?.wallet_companies ?? []);
    expect(brl.figures.invested).toEqual([{ currency: 'BRL', amount: '480000.00' }]);
    await page.getByRole('tab', { name: 'Summary' }).click();
    const totals = page.getByRole('table', { name: 'Totals per currency' });
    await totals.waitFor();
    const line = totals.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'BRL' }) });
    expect(await line.getByRole('cell').nth(1).textContent()).toBe('R$480,000.00');
    const moic = brl.figures.moic.computable
      ? `${new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(brl.figures.moic.multiple as Intl.StringNumericLiteral)}×`
      : 'Not computable';
    expect((await line.getByRole('cell').nth(3).textContent())?.startsWith(moic)).toBe(true);
    await screenshot(page, 'wallet-summary');
    await expectNoSeriousViolations(page, 'wallet summary');

    // The company within the wallet is one click away.
    await page.getByRole('tab', { name: 'Investments' }).click();
    await companies.getByRole('link', { name: heldOnce }).click();
    await page.getByRole('heading', { name: heldOnce, level: 2 }).waitFor();
    expect(page.url()).toContain(`/app/my-wallets/${stored?.id ?? ''}/company/${stored?.wallet_companies.at(0)?.id ?? ''}`);
    await page.close();
  });

  it('creates a user of the wallet with name and e-mail: an invite to the wallet, pending', async () => {
    const stored = await storedWallet(NEW_WALLET.name);
    const page = await context.newPage();
    await page.goto(`${product.base}/app/my-wallets/${stored?.id ?? ''}?tab=users`);
    const users = page.getByRole('table', { name: 'Users of the wallet' });
    await expect.poll(() => users.getByText('No record found').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Create user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create user' });
    await dialog.getByLabel('Name').fill(INVITEE.name);
    await dialog.getByLabel('Email').fill(INVITEE.email);
    await screenshot(page, 'wallet-create-user');
    await dialog.getByRole('button', { name: 'Send invite' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('Invite sent successfully!').isVisible()).toBe(true);
    const invites = page.getByRole('table', { name: 'Invites to this wallet' });
    const invite = invites.getByRole('row').filter({ hasText: INVITEE.email });
    await invite.waitFor();
    expect(await invite.textContent()).toContain('Pending');

    const { portfolio_invite: stored2 } = await adminGraphQL<{ portfolio_invite: { wallet_id: string; organization_id: string; role: string; name: string }[] }>(
      product, 'query ($email: citext!) { portfolio_invite(where: { email: { _eq: $email } }) { wallet_id organization_id role name } }', { email: INVITEE.email });
    expect(stored2).toEqual([{ wallet_id: stored?.id, organization_id: auroraId, role: 'viewer', name: INVITEE.name }]);

    // A colleague of the organization attached to the wallet (as accepting such an invite does): listed, found by a
    // part of the name, and removed after a confirmation.
    const { portfolio_organization_user: members } = await adminGraphQL<{ portfolio_organization_user: { user: { id: string; displayName: string; email: string } }[] }>(
      product, `query ($org: uuid!, $me: citext!) {
        portfolio_organization_user(where: { organization_id: { _eq: $org }, user: { email: { _neq: $me } } }, order_by: { created_at: asc }, limit: 1) {
          user { id displayName email }
        }
      }`, { org: auroraId, me: DEMO.email });
    const colleague = members.at(0)?.user;
    if (!colleague) throw new Error('Aurora Capital has no member but the demo investor');
    await adminGraphQL(product, 'mutation ($object: portfolio_wallet_user_insert_input!) { insert_portfolio_wallet_user_one(object: $object) { id } }',
      { object: { wallet_id: stored?.id, user_id: colleague.id } });
    await page.reload();
    const member = users.getByRole('row').filter({ hasText: colleague.email });
    await member.waitFor();
    expect(await member.getByRole('cell').first().textContent()).toBe(colleague.displayName);
    const part = colleague.displayName.split(' ')[0].toLowerCase();
    await page.getByRole('searchbox', { name: 'Search' }).fill(part);
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(part);
    await expect.poll(() => showing(page.getByRole('tabpanel')).first().textContent()).toBe('Showing 1–1 of 1 record');
    await screenshot(page, 'wallet-users');
    await expectNoSeriousViolations(page, 'wallet users');

    await member.getByRole('button', { name: `Remove ${colleague.displayName}` }).click();
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain(`Remove ${colleague.displayName} (${colleague.email}) from ${NEW_WALLET.name}?`);
    await screenshot(page, 'wallet-remove-user');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect.poll(() => users.getByText('No record found').isVisible()).toBe(true);
    const { portfolio_wallet_user: left } = await adminGraphQL<{ portfolio_wallet_user: unknown[] }>(
      product, 'query ($wallet: uuid!) { portfolio_wallet_user(where: { wallet_id: { _eq: $wallet } }) { id } }', { wallet: stored?.id });
    expect(left).toEqual([]);
    await page.close();
  });

  it('filters the list by a company the wallets hold, in the address', async () => {
    const page = await openWallets();
    const filter = walletsSection(page).getByRole('combobox', { name: 'Company' });
    await filter.click();
    await filter.fill(heldOnce.split(' ')[0]);
    await page.getByRole('option', { name: new RegExp(`^${escapeRegExp(heldOnce)}`) }).click();
    // The pointer goes back to the filter it used: left where the option was, over the list the closed menu uncovers,
    // it hovered a row, and the scan below once judged that row's contrast on the hover colour alone.
    await filter.hover();
    await expect.poll(() => new URL(page.url()).searchParams.get('company')).not.toBeNull();
    const { portfolio_wallet: holders } = await adminGraphQL<{ portfolio_wallet: { name: string }[] }>(product, `query ($org: uuid!, $company: String!) {
      portfolio_wallet(
        where: { organization_id: { _eq: $org }, wallet_companies: { company: { name: { _eq: $company } } } }
        order_by: [{ name: asc }, { id: asc }]
      ) { name }
    }`, { org: auroraId, company: heldOnce });
    expect(holders.map((wallet) => wallet.name)).toContain(NEW_WALLET.name);
    expect(holders).toHaveLength(2);
    await expect.poll(() => firstCells(walletsTable(page))).toEqual(holders.map((wallet) => wallet.name));
    await expect.poll(() => showing(walletsSection(page)).textContent())
      .toBe(`Showing 1–${holders.length} of ${holders.length} record${holders.length === 1 ? '' : 's'}`);
    expect(await filter.inputValue()).toBe(heldOnce);
    await screenshot(page, 'wallets-filtered');
    await expectNoSeriousViolations(page, 'wallets list, filtered');
    // The row under the pointer keeps its text readable on the hover colour (Blueprint's own left muted text at 4.1:1).
    await walletsTable(page).locator('tbody tr').first().hover();
    await screenshot(page, 'wallets-filtered-row-hovered');
    await expectNoSeriousViolations(page, 'wallets list, a row under the pointer');

    // A reload keeps the filter: it is in the address.
    await page.reload();
    await expect.poll(() => walletsSection(page).getByRole('combobox', { name: 'Company' }).inputValue()).toBe(heldOnce);
    await page.getByRole('button', { name: `Show the wallets of every company, not only ${heldOnce}` }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('company')).toBeNull();
    await page.close();
  });

  it('reads in Portuguese: the list, the refusal and the wallet', async () => {
    const portuguese = await newContext(browser, 'pt-BR');
    const page = await portuguese.newPage();
    await signIn(page, product, DEMO.email, DEMO.password, 'pt-BR');
    // The shell's switcher is in Portuguese here: choose Aurora Capital as the stored choice instead.
    await page.evaluate((id) => { (globalThis as unknown as PageGlobals).localStorage.setItem('selectedOrganization', id); }, auroraId);
    await page.goto(`${product.base}/app/my-wallets`);
    await page.getByRole('table', { name: 'Minhas carteiras' }).locator('tbody tr[aria-rowindex]').first().waitFor();
    await screenshot(page, 'wallets-list-pt-BR');
    await page.getByRole('button', { name: 'Criar carteira' }).click();
    const dialog = page.getByRole('dialog', { name: 'Criar carteira' });
    await dialog.getByLabel('Nome').fill(TOO_LONG);
    await expect.poll(() => dialog.getByText('O nome deve ter no máximo 20 caracteres').isVisible()).toBe(true);
    await dialog.getByLabel('Nome').fill('Aurora FIP I');
    await dialog.getByRole('button', { name: 'Criar', exact: true }).click();
    await expect.poll(() => dialog.getByText('Nome já utilizado').isVisible()).toBe(true);
    await screenshot(page, 'wallet-create-duplicate-pt-BR');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('link', { name: NEW_WALLET.name, exact: true }).click();
    await page.getByRole('table', { name: 'Totais por moeda' }).waitFor();
    await screenshot(page, 'wallet-summary-pt-BR');
    await portuguese.close();
  });
});

describe('the wallets list at 1,280 pixels', () => {
  it('never grows wider than the page, whatever the names, and writes its dates as every other list does', async () => {
    // The longest name a wallet may have, one word, and a group name with no space in it.
    const { insert_portfolio_wallet_one: wide } = await adminGraphQL<{ insert_portfolio_wallet_one: { id: string } }>(product, `
      mutation ($org: uuid!) {
        insert_portfolio_wallet_one(object: {
          organization_id: $org, name: "WWWWWWWWWWWWWWWWWWWW",
          en_group_name: "Long-term-strategic-infrastructure-holdings", pt_br_group_name: "Participações-estratégicas-de-longo-prazo"
        }) { id }
      }`, { org: auroraId });
    try {
      const page = await openWallets();
      await walletsTable(page).getByRole('link', { name: 'WWWWWWWWWWWWWWWWWWWW', exact: true }).waitFor();
      const widths = await page.evaluate(() => {
        const { document } = globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } };
        return { scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
      });
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      // Updated at: the date as the other lists write it (10/25/2026), not the short 10/25/26.
      const updated = await walletsTable(page).getByRole('row').filter({ hasText: 'WWWWWWWWWWWWWWWWWWWW' }).locator('td').nth(6).textContent();
      expect(updated).toMatch(/^\d{2}\/\d{2}\/\d{4}\d{1,2}:\d{2}\s?[AP]M$/);
      await screenshot(page, 'wallets-list-long-names');
      await page.close();
    } finally {
      await adminGraphQL(product, 'mutation ($id: uuid!) { delete_portfolio_wallet_by_pk(id: $id) { id } }', { id: wide.id });
    }
  });
});

describe('the wallets list for a user who asks for less motion', () => {
  /** How many transitions and animations are running inside Blueprint's portals (dialogs, popovers, toasts), two frames on. */
  const movingOverlays = (page: Page): Promise<number> => page.evaluate(async () => {
    interface RunningAnimation { playState: string; effect: { target: { closest: (selector: string) => unknown } | null } | null }
    const { requestAnimationFrame, document } = globalThis as unknown as {
      requestAnimationFrame: (callback: () => void) => void;
      document: { getAnimations: () => RunningAnimation[] };
    };
    await new Promise<void>((resolve) => { requestAnimationFrame(() => { requestAnimationFrame(() => { resolve(); }); }); });
    return document.getAnimations().filter((animation) => animation.playState === 'running'
      && animation.effect?.target?.closest('.bp6-portal')).length;
  });

  it('opens a dialog at once, without its fade and slide, when the system says to reduce motion', async () => {
    const page = await openWallets();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Create wallet' }).click();
    // Blueprint's own styles fade and slide a dialog in over 300 ms whatever the setting: the theme ends them at once.
    expect(await movingOverlays(page)).toBe(0);
    await page.getByRole('dialog', { name: 'Create wallet' }).getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Create wallet' }).waitFor({ state: 'detached' });
    await page.close();
  });
});

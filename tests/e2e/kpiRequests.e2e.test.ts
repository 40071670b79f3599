/**
 * KPI requests in Debian's Chromium against `npm start` (issue 21, item 5): the demo investor (pt-BR) sends a request
 * to one company; its reporting contact opens the e-mailed link signed out, saves a draft, comes back to it through
 * the same link and submits; the investor returns the answers with a comment; the company reads the comment, fixes
 * the value and submits again; the investor approves, and the approved values are the company's indicators, each
 * saying where it came from, and the churn answered raises the rule's alert on the company. The investor then reads
 * the same in English.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, newContext, screenshot } from './browser.ts';
import { DEMO, expectNoSeriousViolations, mailTo, signIn, until } from './portfolio.ts';
import { adminGraphQL, startProduct } from './productProcess.ts';
import type { RunningProduct } from './productProcess.ts';

const COMPANY = 'Cerrado Agrotech Ltda';
const TITLE = `Números de novembro ${Date.now()}`;

let product: RunningProduct;
let browser: Browser;
let contexts: BrowserContext[] = [];
/** The demo investor, in Portuguese. */
let investor: Page;
/** The company's contact, signed out, in a browser of its own. */
let company: Page;
let contact: string;
let requestUrl: string;
let companyUrl: string;

/** The e-mailed link to the answer form, from the contact's newest e-mail about the request. */
async function answerLink(): Promise<string> {
  return until('the request e-mail', async () =>
    (await mailTo(product, contact)).filter((message) => message.subject.includes(TITLE))
      .flatMap((message) => message.links).find((href) => href.includes('/respond/')));
}

/** Opens the response of the company in the request's review drawer. */
async function openReview(): Promise<void> {
  await investor.goto(requestUrl);
  await investor.getByRole('button', { name: `Revisar ${COMPANY}` }).click();
  await investor.getByRole('heading', { name: 'Sua revisão' }).waitFor();
}

beforeAll(async () => {
  [product, browser] = await Promise.all([startProduct(), launchChromium()]);
  // Both people are in Brazil. The form proposes the investor's today as the send day, and the mailer sends on São
  // Paulo's day: a browser on UTC's clock would propose tomorrow from 21:00 to midnight there, and nothing would go out.
  const inBrazil = { timezoneId: 'America/Sao_Paulo' };
  contexts = [await newContext(browser, 'pt-BR', inBrazil), await newContext(browser, 'pt-BR', inBrazil)];
  investor = await contexts[0].newPage();
  company = await contexts[1].newPage();
  const { portfolio_company_contact: contacts } = await adminGraphQL<{ portfolio_company_contact: { email: string }[] }>(
    product, 'query ($name: String!) { portfolio_company_contact(where: { company: { name: { _eq: $name } } }) { email } }', { name: COMPANY });
  const found = contacts.at(0)?.email;
  if (!found) throw new Error(`${COMPANY} has no reporting contact in the demo data`);
  contact = found;
  await signIn(investor, product, DEMO.email, DEMO.password, 'pt-BR');
  // The demo data's pending invite greets the first sign-in.
  const invite = investor.getByRole('dialog', { name: 'Você recebeu um convite' });
  await invite.getByRole('button', { name: 'Recusar' }).click();
  await invite.waitFor({ state: 'detached' });
}, 180_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser.close();
  await product.stop();
});

describe('a KPI request from sending to approval', () => {
  it('sends a request to a company from the requests screen', async () => {
    await investor.goto(`${product.base}/app/requests`);
    await investor.getByRole('button', { name: 'Nova solicitação' }).click();
    const dialog = investor.getByRole('dialog', { name: 'Nova solicitação' });
    await dialog.getByLabel('Título').fill(TITLE);
    await dialog.getByLabel('Mensagem às empresas').fill('Bom dia! Pedimos os números do mês para o comitê.');
    // Blueprint draws each checkbox's box over its input: a person clicks the label.
    await dialog.locator('label', { hasText: COMPANY }).click();
    await dialog.locator('label', { hasText: /^Receita Valor/ }).click();
    await dialog.locator('label', { hasText: 'Taxa de cancelamento' }).click();
    await dialog.locator('label', { hasText: 'Destaques' }).click();
    await screenshot(investor, 'kpi-01-new-request');
    await dialog.getByRole('button', { name: 'Criar solicitação' }).click();
    await investor.getByRole('heading', { name: TITLE }).waitFor();
    requestUrl = investor.url();
    expect(requestUrl).toMatch(/\/app\/requests\/[0-9a-f-]{36}$/);
    await expectNoSeriousViolations(investor, 'the request detail');
  });

  it('reaches the contact by e-mail, whose link opens the form signed out; a draft is kept for the next visit', async () => {
    const link = await answerLink();
    await company.goto(link);
    await company.getByRole('heading', { name: TITLE }).waitFor();
    await company.getByText(COMPANY).first().waitFor();
    await company.getByLabel(/^Receita/).fill('1.234.567,89');
    await company.getByLabel(/^Taxa de cancelamento/).fill('7,5');
    await screenshot(company, 'kpi-02-answer-form');
    await company.getByRole('button', { name: 'Salvar rascunho' }).click();
    await company.getByText('Rascunho salvo. Você pode voltar pelo mesmo link para terminar.').waitFor();
    // The same link, later: what was saved is there.
    await company.goto(link);
    await expect.poll(() => company.getByLabel(/^Receita/).inputValue()).toBe('1.234.567,89');
    expect(await company.getByLabel(/^Taxa de cancelamento/).inputValue()).toBe('7,5');
    await expectNoSeriousViolations(company, 'the answer form');
  });

  it('refuses to send without the required answers, then sends', async () => {
    await company.getByRole('button', { name: 'Enviar ao investidor' }).click();
    // Highlights are required: the form says so before anything is sent.
    await company.getByText(/precisa de atenção|precisam de atenção/).waitFor();
    await company.getByLabel(/^Destaques/).fill('Fechamos dois contratos com cooperativas do Centro-Oeste.');
    await company.getByRole('button', { name: 'Enviar ao investidor' }).click();
    // The confirmation's own button, found inside it: the last button of that name, looked for while the confirmation
    // was still opening, was the form's, which the confirmation's backdrop then covered for the rest of the test.
    await company.getByRole('alertdialog').getByRole('button', { name: 'Enviar ao investidor' }).click();
    await company.getByRole('heading', { name: 'Obrigado! Suas respostas foram enviadas' }).waitFor();
    await screenshot(company, 'kpi-03-submitted');
  });

  it('lets the investor return the answers, with a comment the return requires', async () => {
    await openReview();
    const drawer = investor.locator('.bp6-drawer');
    await screenshot(investor, 'kpi-04-review-opened');
    await drawer.getByText(/1\.234\.567,89/).first().waitFor();
    await drawer.getByRole('button', { name: 'Devolver à empresa' }).click();
    await drawer.getByText('Diga o que a empresa deve corrigir antes de devolver as respostas').waitFor();
    await drawer.getByLabel('Comentário para a empresa').fill('A receita parece incluir impostos: informe a receita líquida, por favor.');
    await screenshot(investor, 'kpi-04-review');
    await drawer.getByRole('button', { name: 'Devolver à empresa' }).click();
    await investor.getByText('Devolvida à empresa com o seu comentário').waitFor();
  });

  it('shows the company the comment through the same link; the fixed answers go back to the investor', async () => {
    // The return is e-mailed too, with the link.
    await until('the return e-mail', async () =>
      (await mailTo(product, contact)).find((message) => message.subject.includes(TITLE) && message.text.includes('receita líquida')));
    await company.goto(await answerLink());
    await company.getByRole('heading', { name: 'O investidor devolveu suas respostas com um comentário' }).waitFor();
    await company.getByText('A receita parece incluir impostos: informe a receita líquida, por favor.').waitFor();
    await screenshot(company, 'kpi-05-returned');
    await company.getByLabel(/^Receita/).fill('1.050.000,00');
    await company.getByRole('button', { name: 'Enviar ao investidor' }).click();
    await company.getByRole('alertdialog').getByRole('button', { name: 'Enviar ao investidor' }).click();
    await company.getByRole('heading', { name: 'Obrigado! Suas respostas foram enviadas' }).waitFor();
  });

  it('approves: the values become the company\'s indicators, saying where they came from', async () => {
    await openReview();
    const drawer = investor.locator('.bp6-drawer');
    await drawer.getByText(/1\.050\.000,00/).first().waitFor();
    await drawer.getByRole('button', { name: 'Aprovar' }).click();
    await investor.getByText('Aprovada: os valores agora são indicadores da empresa').waitFor();

    const { portfolio_company: [row] } = await adminGraphQL<{ portfolio_company: { id: string }[] }>(
      product, 'query ($name: String!) { portfolio_company(where: { name: { _eq: $name } }) { id } }', { name: COMPANY });
    companyUrl = `${product.base}/app/my-companies/${row.id}`;
    await investor.goto(companyUrl);
    await investor.getByRole('tab', { name: 'Indicadores' }).click();
    const panel = investor.getByRole('tabpanel');
    await panel.getByText(/1\.050\.000,00/).first().waitFor();
    await panel.getByText(TITLE).first().waitFor();
    await screenshot(investor, 'kpi-06-indicators');
  });

  it('raises the churn rule\'s alert on the company, written in the reader\'s language', async () => {
    // The approval wrote a churn of 7.5 %; the default rule warns above 5 %. The evaluation runs when the indicator
    // is written (the database marks the organization due and wakes the server).
    await until('the churn rule\'s alert', async () => {
      const { portfolio_alert: alerts } = await adminGraphQL<{ portfolio_alert: { id: string }[] }>(product, `query ($name: String!) {
        portfolio_alert(where: { company: { name: { _eq: $name } }, kind: { _eq: "metric_ceiling" }, resolved_at: { _is_null: true } }) { id }
      }`, { name: COMPANY });
      return alerts.length > 0 ? true : undefined;
    }, 30_000);
    await investor.goto(companyUrl);
    const alert = investor.getByText(/7,5\s?%/).first();
    await alert.waitFor();
    await screenshot(investor, 'kpi-07-alert-pt');
    // In English: the same alert, and the indicators, read in English.
    await investor.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
    await investor.getByText(/7\.5\s?%/).first().waitFor();
    await investor.getByText(/churn/i).first().waitFor();
    await screenshot(investor, 'kpi-08-alert-en');
    await investor.goto(requestUrl);
    await investor.getByText('Approved').first().waitFor();
    await screenshot(investor, 'kpi-09-request-en');
  });
});

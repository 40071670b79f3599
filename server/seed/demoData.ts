/**
 * The demo data set: what an investor sees on `npm start`. Three organizations (one a child of another), twenty
 * companies with valid CNPJs in both forms, wallets with investments, three years of quarterly valuations, invites in
 * every status, 36 months of accounting for the companies whose data is imported, indicators, and the alerts the
 * organizations' default rules raise on them (seed.ts evaluates them).
 *
 * Rows that triggers would create with random ids or the current time (owner memberships, wallet companies, answer
 * times) are written here explicitly first, so the same seed always yields the same rows.
 */
import bcrypt from 'bcryptjs';
import { generateCnpj } from '../../common/cnpj.ts';
import type { Queryable } from '../db/driver.ts';
import { accountingFor, indicatorsFor, randomProfile } from './accountingData.ts';
import { withoutLastYearRounds } from './demoStories.ts';
import { insertRows, type SeedRow } from './insertRows.ts';
import { SEED_FIGURES } from './seedBooks.ts';
import { addMonths, monthsEndingAt, timestampIn } from './months.ts';
import type { SeedRandom } from './seedRandom.ts';

export const DEMO_LOGIN = { email: 'investidor@demo.local', password: 'Investidor@2026' } as const;
/** The demo investor's mobile number, so a sign-in by SMS code (read from the local SMS sink) can be shown too. */
export const DEMO_PHONE = '+5511990000001';

/** Cost of the demo password's bcrypt hash: hasura-auth's default. */
const BCRYPT_COST = 10;
const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export const SEGMENTS: readonly [string, string][] = [
  ['Technology', 'Tecnologia'], ['Agribusiness', 'Agronegócio'], ['Healthcare', 'Saúde'], ['Retail', 'Varejo'],
  ['Energy', 'Energia'], ['Logistics', 'Logística'], ['Education', 'Educação'],
  ['Financial services', 'Serviços financeiros'], ['Manufacturing', 'Indústria'], ['Real estate', 'Imobiliário'],
];

const PLANS = [
  { name: 'Essencial', configuration: { modules: { financial: true, accounting: false, dataroom: false } } },
  { name: 'Profissional', configuration: { modules: { financial: true, accounting: true, dataroom: true } } },
  { name: 'Enterprise', configuration: { modules: { financial: true, accounting: true, dataroom: true }, seats: null } },
];

/**
 * story: what happened to the company that the alert rules see (demoStories.ts): it did not raise the round of its last
 * year (its runway is short), or its last quarter's valuation report has not come in.
 */
interface CompanySpec {
  name: string; segment: string; alphanumeric?: boolean; accounting?: boolean; indicators?: boolean;
  story?: 'no-new-round' | 'late-valuation';
}

/** Per organization: its companies. accounting: its data is imported (a client with a chart of accounts). */
const COMPANIES: Record<'aurora' | 'ventures' | 'ipe', CompanySpec[]> = {
  aurora: [
    { name: 'Cerrado Agrotech Ltda', segment: 'Agribusiness', accounting: true, indicators: true, story: 'no-new-round' },
    { name: 'Vila Nova Alimentos S.A.', segment: 'Retail', accounting: true, indicators: true },
    { name: 'Paraná Logística Integrada Ltda', segment: 'Logistics', accounting: true, indicators: true },
    { name: 'Horizonte Energia Solar S.A.', segment: 'Energy', accounting: true, indicators: false },
    { name: 'Clínica Bem Viver Ltda', segment: 'Healthcare', accounting: true, indicators: true },
    { name: 'EducaMais Tecnologia Educacional Ltda', segment: 'Education', alphanumeric: true },
    { name: 'Pampa Sementes S.A.', segment: 'Agribusiness', story: 'late-valuation' },
    { name: 'Nordeste Têxtil Ltda', segment: 'Manufacturing' },
    { name: 'Recife Software House Ltda', segment: 'Technology', alphanumeric: true },
  ],
  ventures: [
    { name: 'PagaFácil Meios de Pagamento Ltda', segment: 'Financial services', alphanumeric: true, accounting: true, indicators: true },
    { name: 'Sabiá Robótica Ltda', segment: 'Technology', accounting: true, indicators: true },
    { name: 'Caju Saúde Digital Ltda', segment: 'Healthcare', alphanumeric: true },
    { name: 'Jangada Mobilidade Ltda', segment: 'Logistics' },
    { name: 'Tucano Analytics Ltda', segment: 'Technology' },
    { name: 'Mandacaru Biotech Ltda', segment: 'Healthcare', alphanumeric: true },
  ],
  ipe: [
    { name: 'Ipê Florestal S.A.', segment: 'Agribusiness', accounting: true, indicators: true },
    { name: 'Serra Gaúcha Vinícola Ltda', segment: 'Retail', accounting: true, indicators: true },
    { name: 'Araucária Papel e Celulose S.A.', segment: 'Manufacturing' },
    { name: 'Baía Imóveis Ltda', segment: 'Real estate' },
    { name: 'Guaraná do Norte Bebidas Ltda', segment: 'Retail' },
  ],
};

/** Each wallet's group in both languages, as segments are named: `[en, pt-BR]`. */
const WALLETS: { org: keyof typeof COMPANIES; name: string; group: readonly [en: string, ptBr: string]; segment: string; currency: string }[] = [
  { org: 'aurora', name: 'Aurora FIP I', group: ['Private equity', 'Private equity'], segment: 'Agribusiness', currency: 'BRL' },
  { org: 'aurora', name: 'Aurora Growth', group: ['Growth', 'Growth'], segment: 'Retail', currency: 'BRL' },
  { org: 'aurora', name: 'Aurora Agro', group: ['Sector-focused', 'Setorial'], segment: 'Agribusiness', currency: 'BRL' },
  { org: 'ventures', name: 'Seed 2024', group: ['Venture capital', 'Venture capital'], segment: 'Technology', currency: 'BRL' },
  { org: 'ventures', name: 'Aurora Ventures II', group: ['Venture capital', 'Venture capital'], segment: 'Technology', currency: 'USD' },
  { org: 'ipe', name: 'Ipê Real Assets', group: ['Real assets', 'Ativos reais'], segment: 'Real estate', currency: 'BRL' },
];

export interface DemoOptions {
  /** The last month of data (`YYYY-MM-01`): monthly series end here, everything else happens before it. */
  anchor: string;
}

export interface DemoResult {
  demoUserId: string;
  organizationIds: string[];
}

const email = (first: string, last: string, domain: string) =>
  `${first}.${last}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z.]/g, '') + `@${domain}`;

export async function seedDemo(db: Queryable, random: SeedRandom, options: DemoOptions): Promise<DemoResult> {
  const months = monthsEndingAt(options.anchor, 36);
  const start = months[0];
  const at = (monthOffset: number, day = 10, hour = 12) => timestampIn(addMonths(start, monthOffset), day, hour);
  const rows: Record<string, SeedRow[]> = {};
  const add = (table: string, ...more: SeedRow[]) => (rows[table] ??= []).push(...more);

  // People. The demo investor, colleagues in each organization, and an outsider who declined an invite.
  const salt = `$2b$${BCRYPT_COST}$${Array.from({ length: 22 }, () => random.pick(BCRYPT_ALPHABET.split(''))).join('')}`;
  const passwordHash = bcrypt.hashSync(DEMO_LOGIN.password, salt);
  const person = (first: string, last: string, mail: string, created: string, phone: string | null = null) => {
    const id = random.uuid();
    add('auth.users', {
      // Every time column is written: hasura-auth's defaults are now(), which would make two seeds differ.
      id, created_at: created, updated_at: created, last_seen: null, otp_hash_expires_at: created,
      ticket_expires_at: created, display_name: `${first} ${last}`, locale: 'pt',
      email: mail, email_verified: true, password_hash: passwordHash, default_role: 'investor',
      phone_number: phone, phone_number_verified: phone !== null,
      metadata: { firstName: first, lastName: last },
    });
    for (const role of ['investor', 'user', 'me']) {
      add('auth.user_roles', { id: random.uuid(), created_at: created, user_id: id, role });
    }
    return id;
  };
  const demo = person('Helena', 'Albuquerque', DEMO_LOGIN.email, at(0, 2), DEMO_PHONE);
  const colleagues = Array.from({ length: 6 }, (_, i) => {
    const first = random.faker.person.firstName();
    const last = random.faker.person.lastName();
    return { id: person(first, last, email(first, last, i < 3 ? 'auroracapital.com.br' : 'ipeinvest.com.br'), at(i, 5)), first, last };
  });
  // Their names come from the seed; their parts in the story are fixed.
  const [auroraEditor, invitedViewer, auroraViewer, ipeOwner, ipeEditor, formerInvitee] = colleagues.map((c) => c.id);

  // Reference data.
  const segmentId = new Map<string, string>();
  for (const [en, pt] of SEGMENTS) {
    const id = random.uuid();
    segmentId.set(en, id);
    add('portfolio.segment', { id, en_name: en, pt_br_name: pt });
  }
  const planId = new Map<string, string>();
  for (const plan of PLANS) {
    const id = random.uuid();
    planId.set(plan.name, id);
    add('portfolio.plan', { id, name: plan.name, configuration: plan.configuration });
  }

  // Clients: the organizations' own businesses and the companies whose accounting is imported.
  const clientIds: string[] = [];
  const client = (name: string, segment: string, created: string) => {
    const id = random.uuid();
    clientIds.push(id);
    add('portfolio.client', {
      id, name, document: generateCnpj(random.next), active: true, metadata: { source: 'demo', erp: random.pick(['Omie', 'Conta Azul', 'TOTVS', 'SAP Business One']) },
      last_data_imported_at: timestampIn(addMonths(options.anchor, 1), 3, 6), segment_id: segmentId.get(segment) ?? null,
      created_at: created, updated_at: created,
    });
    return id;
  };

  // Organizations and who belongs to them.
  const org = (name: string, plan: string, parent: string | null, clientId: string | null, creator: string, created: string) => {
    const id = random.uuid();
    add('portfolio.organization', {
      id, name, parent_id: parent, plan_id: planId.get(plan) ?? null, client_id: clientId, created_by: null,
      created_at: created, updated_at: created,
    });
    creators.push({ id, creator, updated: addMonths(created.slice(0, 10), 1) + 'T09:00:00Z' });
    return id;
  };
  const creators: { id: string; creator: string; updated: string }[] = [];
  const organizationClients = [
    client('Aurora Capital Gestora de Recursos Ltda', 'Financial services', at(0, 1)),
    client('Ipê Investimentos e Participações S.A.', 'Real estate', at(1, 1)),
  ];
  const orgIds = {
    aurora: org('Aurora Capital', 'Profissional', null, organizationClients[0], demo, at(0, 3)),
    ventures: '',
    ipe: org('Ipê Investimentos', 'Profissional', null, organizationClients[1], ipeOwner, at(1, 4)),
  };
  orgIds.ventures = org('Aurora Ventures', 'Essencial', orgIds.aurora, null, auroraEditor, at(2, 8));
  const member = (organization: string, user: string, role: string, created: string) =>
    add('portfolio.organization_user', { id: random.uuid(), organization_id: organization, user_id: user, role, created_at: created });
  member(orgIds.aurora, demo, 'owner', at(0, 3));
  member(orgIds.aurora, auroraEditor, 'editor', at(0, 6));
  member(orgIds.aurora, auroraViewer, 'viewer', at(3, 6));
  member(orgIds.ventures, auroraEditor, 'owner', at(2, 8));
  member(orgIds.ventures, demo, 'editor', at(2, 9));
  member(orgIds.ipe, ipeOwner, 'owner', at(1, 4));
  member(orgIds.ipe, ipeEditor, 'editor', at(1, 7));
  member(orgIds.ipe, demo, 'viewer', at(4, 12));
  // The invited viewer joined Aurora Capital by accepting an invite (below); her membership is written here with a fixed id.
  member(orgIds.aurora, invitedViewer, 'viewer', at(5, 16));

  // Companies, their clients and accounting.
  const companies: { id: string; org: keyof typeof COMPANIES; spec: CompanySpec }[] = [];
  for (const key of Object.keys(COMPANIES) as (keyof typeof COMPANIES)[]) {
    for (const [i, spec] of COMPANIES[key].entries()) {
      const created = at(i + (key === 'ipe' ? 2 : key === 'ventures' ? 3 : 0), 14);
      const id = random.uuid();
      let clientId: string | null = null;
      if (spec.accounting) {
        clientId = client(spec.name, spec.segment, created);
        const profile = randomProfile(random);
        const generated = accountingFor(random, clientId, profile, months, created);
        const data = spec.story === 'no-new-round' ? withoutLastYearRounds(generated, options.anchor) : generated;
        add('accounting.account', ...data.accounts);
        add(SEED_FIGURES.entries, ...data.entries);
        add(SEED_FIGURES.budgets, ...data.budgets);
        add(SEED_FIGURES.openingCash, data.openingCash);
        if (spec.indicators) {
          add('accounting.indicator', ...indicatorsFor(random, id, data.monthly, created));
        }
      }
      add('portfolio.company', {
        id, name: spec.name, document: generateCnpj(random.next, { alphanumeric: spec.alphanumeric }),
        organization_id: orgIds[key], client_id: clientId, created_by: null, created_at: created, updated_at: created,
      });
      companies.push({ id, org: key, spec });
    }
  }
  // The organizations' own accounting, for the management screens.
  for (const clientId of organizationClients) {
    const data = accountingFor(random, clientId, { startRevenue: 1_800_000_00, growth: 0.012, burning: false }, months, at(0, 1));
    add('accounting.account', ...data.accounts);
    add(SEED_FIGURES.entries, ...data.entries);
    add(SEED_FIGURES.budgets, ...data.budgets);
    add(SEED_FIGURES.openingCash, data.openingCash);
  }
  const followers = [[demo, 0], [auroraEditor, 1], [invitedViewer, 2], [ipeEditor, 15]] as const;
  for (const [user, index] of followers) {
    add('portfolio.company_user', { id: random.uuid(), company_id: companies[index].id, user_id: user, created_at: at(6, 2) });
  }

  // Wallets, the companies they hold, investments, and valuations of those companies every quarter.
  const valued = new Map<string, { investedAt: number; implied: number }>();
  for (const w of WALLETS) {
    const walletId = random.uuid();
    const created = at(random.int(0, 4), 20);
    add('portfolio.wallet', {
      id: walletId, name: w.name, tax_id: generateCnpj(random.next), segment_id: segmentId.get(w.segment) ?? null,
      en_group_name: w.group[0], pt_br_group_name: w.group[1], organization_id: orgIds[w.org], created_by: null, created_at: created, updated_at: created,
    });
    const held = companies.filter((c) => c.org === w.org && random.chance(0.65)).slice(0, 6);
    for (const company of held) {
      const firstRound = random.int(1, 20);
      add('portfolio.wallet_company', { id: random.uuid(), wallet_id: walletId, company_id: company.id, created_at: at(firstRound, 1) });
      const rounds = random.int(1, 3);
      for (let r = 0; r < rounds; r++) {
        const monthIndex = Math.min(34, firstRound + r * random.int(4, 9));
        const gross = random.int(5, 150) * 100_000;
        // At most 3 rounds from each of at most 3 wallets: small shares keep a company's total well under 100%.
        const share = random.between(0.5, 8);
        add('portfolio.investment', {
          id: random.uuid(), wallet_id: walletId, company_id: company.id, gross_amount: gross.toFixed(2),
          net_amount: (Math.round(gross * random.between(0.96, 0.995) * 100) / 100).toFixed(2), currency: w.currency,
          investment_date: addMonths(start, monthIndex).replace(/01$/, String(random.int(2, 27)).padStart(2, '0')),
          share_percentage: share.toFixed(4), created_by: null, created_at: at(monthIndex, 28),
          updated_at: at(monthIndex, 28),
        });
        if (!valued.has(company.id)) valued.set(company.id, { investedAt: monthIndex, implied: (gross / share) * 100 });
      }
      // The alerts are the rules' (seed.ts evaluates them once the data is in). The draws the hand-written alerts of
      // earlier versions took are still taken, so every row drawn after them (valuations, invites, names) stays the same.
      random.uuid(); random.next(); random.int(28, 35); random.int(1, 27); random.chance(0.3);
    }
  }
  const lastQuarter = months.filter((m) => Number(m.slice(5, 7)) % 3 === 0).at(-1) ?? '';
  for (const company of companies) {
    const base = valued.get(company.id) ?? { investedAt: 0, implied: random.int(20, 400) * 1_000_000 };
    let value = base.implied;
    // One report per calendar quarter (March, June, September, December) of the 36 months: twelve of them.
    for (const reference of months.filter((m) => Number(m.slice(5, 7)) % 3 === 0)) {
      const referenceDate = `${reference.slice(0, 8)}${new Date(Date.UTC(Number(reference.slice(0, 4)), Number(reference.slice(5, 7)), 0)).getUTCDate()}`;
      value *= random.between(0.9, 1.18);
      const valuationDate = addMonths(reference, 1).replace(/01$/, String(random.int(10, 25)));
      if (valuationDate > addMonths(options.anchor, 1)) continue;
      // Its last quarter's report has not come in (the valuation rule raises it).
      if (company.spec.story === 'late-valuation' && reference === lastQuarter) continue;
      add('portfolio.valuation_report', {
        id: random.uuid(), company_id: company.id, reference_date: referenceDate, valuation_amount: value.toFixed(2),
        valuation_currency: 'BRL', valuation_date: valuationDate, created_by: null,
        created_at: `${valuationDate}T15:00:00Z`, updated_at: `${valuationDate}T15:00:00Z`,
      });
    }
  }

  // Invites in every status. Answered ones are inserted pending and answered below, as the portal would.
  const invites: { id: string; status: string; answeredAt: string }[] = [];
  const invite = (name: string, mail: string, organization: string, by: string, created: string, opts: { company?: string; role?: string; status?: string; answeredAt?: string } = {}) => {
    const id = random.uuid();
    add('portfolio.invite', {
      id, name, email: mail, organization_id: organization, company_id: opts.company ?? null, role: opts.role ?? 'viewer',
      status: 'pending', invited_by: by, accepted_by: null, created_at: created, answered_at: null,
    });
    if (opts.status) invites.push({ id, status: opts.status, answeredAt: opts.answeredAt ?? created });
  };
  const outsider = { first: random.faker.person.firstName(), last: random.faker.person.lastName() };
  invite(`${colleagues[1].first} ${colleagues[1].last}`, email(colleagues[1].first, colleagues[1].last, 'auroracapital.com.br'), orgIds.aurora, demo, at(5, 12), { status: 'accepted', answeredAt: at(5, 16) });
  invite(`${colleagues[5].first} ${colleagues[5].last}`, email(colleagues[5].first, colleagues[5].last, 'ipeinvest.com.br'), orgIds.aurora, demo, at(30, 3), { status: 'declined', answeredAt: at(30, 9) });
  invite(`${outsider.first} ${outsider.last}`, email(outsider.first, outsider.last, 'gmail.com'), orgIds.aurora, auroraEditor, at(34, 18), { company: companies[1].id });
  invite('Equipe de Controladoria', 'controladoria@vilanovaalimentos.com.br', orgIds.aurora, demo, at(35, 2), { company: companies[1].id, role: 'viewer' });
  invite('Helena Albuquerque', DEMO_LOGIN.email, orgIds.ipe, ipeOwner, at(35, 6), { company: companies.find((c) => c.spec.name.startsWith('Baía'))?.id, role: 'editor' });
  invite(`${colleagues[4].first} ${colleagues[4].last}`, email(colleagues[4].first, colleagues[4].last, 'ipeinvest.com.br'), orgIds.ventures, auroraEditor, at(33, 21), { status: 'declined', answeredAt: at(34, 2) });

  // The privacy policy: an older version and the current one, accepted by everyone but the newest colleague.
  const policies = [
    { id: random.uuid(), version: 1, published_at: at(0, 1, 8), is_current: false },
    { id: random.uuid(), version: 2, published_at: at(24, 1, 8), is_current: true },
  ];
  for (const p of policies) {
    add('portfolio.privacy_policy', {
      ...p, created_at: p.published_at,
      content_en: `Privacy policy, version ${p.version}. We process your personal data (name, e-mail and usage of the portal) to provide the service, under Brazil's LGPD. You may ask for access, correction or deletion at any time.`,
      content_pt_br: `Política de privacidade, versão ${p.version}. Tratamos seus dados pessoais (nome, e-mail e uso do portal) para prestar o serviço, nos termos da LGPD. Você pode pedir acesso, correção ou exclusão a qualquer momento.`,
    });
  }
  for (const user of [demo, auroraEditor, invitedViewer, auroraViewer, ipeOwner, ipeEditor]) {
    add('portfolio.privacy_policy_acceptance', { id: random.uuid(), privacy_policy_id: policies[1].id, user_id: user, accepted_at: at(24, 3) });
  }
  add('portfolio.privacy_policy_acceptance', { id: random.uuid(), privacy_policy_id: policies[0].id, user_id: formerInvitee, accepted_at: at(2, 3) });

  for (const [i, path] of ['/app/home', '/app/my-companies', '/app/my-wallets', '/app/management/financial', '/app/dashboard'].entries()) {
    add('user_analysis.user_events', { id: random.uuid(), user_id: demo, event_name: path, extra_fields: { host: 'investor-portal' }, created_at: at(35, 20, 9 + i) });
  }

  // Write everything in dependency order, then the steps that go through triggers. The invites go in before the
  // memberships, as they were sent before anyone accepted one: the database refuses an invite to someone who is already
  // a member with its role (the invited viewer's, accepted below).
  const order = [
    'auth.users', 'auth.user_roles', 'portfolio.segment', 'portfolio.plan', 'portfolio.client', 'portfolio.organization',
    'portfolio.company', 'portfolio.invite', 'portfolio.organization_user', 'portfolio.company_user', 'accounting.account', SEED_FIGURES.entries,
    SEED_FIGURES.budgets, SEED_FIGURES.openingCash, 'accounting.indicator', 'portfolio.wallet', 'portfolio.wallet_company', 'portfolio.investment',
    'portfolio.valuation_report', 'portfolio.privacy_policy',
    'portfolio.privacy_policy_acceptance', 'user_analysis.user_events',
  ];
  for (const table of order) await insertRows(db, table, rows[table] ?? []);
  for (const { id, creator, updated } of creators) {
    await db.query('UPDATE portfolio.organization SET created_by = $2, updated_at = $3 WHERE id = $1', [id, creator, updated]);
  }
  for (const { id, status, answeredAt } of invites) {
    await db.query('UPDATE portfolio.invite SET status = $2 WHERE id = $1', [id, status]);
    await db.query('UPDATE portfolio.invite SET answered_at = $2 WHERE id = $1', [id, answeredAt]);
  }
  // Investments moved their wallets' "updated at" to now; put back the time of each wallet's latest investment.
  await db.query(`
    UPDATE portfolio.wallet w SET updated_at = coalesce(
      (SELECT max(i.created_at) FROM portfolio.investment i WHERE i.wallet_id = w.id), w.created_at) + interval '1 hour'`);

  return { demoUserId: demo, organizationIds: [orgIds.aurora, orgIds.ventures, orgIds.ipe] };
}

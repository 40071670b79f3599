/**
 * Realistic Brazilian values for the mock data: company and person names, e-mails, valid CNPJs, amounts in reais
 * and dates. Every function draws from the faker it is given, which the caller has seeded, so a value depends only
 * on that seed.
 *
 * The faker is the pt_BR locale's own entry point, not `@faker-js/faker`'s index: the index re-exports every locale
 * (megabytes), this one carries pt_BR with its English fallback. Only the mock environment and tests load it.
 */
import { faker } from '@faker-js/faker/locale/pt_BR';
import { generateCnpj } from '../../common/cnpj.ts';

export type MockFaker = typeof faker;

/** The one faker, reseeded before each value or row so that its output depends on nothing drawn before. */
export function seededFaker(seed: number): MockFaker {
  faker.seed(seed);
  return faker;
}

const SECTORS = [
  'Tecnologia', 'Agro', 'Logística', 'Saúde', 'Energia', 'Alimentos', 'Construtora', 'Educação', 'Biotecnologia',
  'Mineração', 'Varejo', 'Transportes', 'Engenharia', 'Indústria', 'Têxtil', 'Farmacêutica',
];
const BRANDS = [
  'Horizonte', 'Aurora', 'Ipê', 'Jatobá', 'Cerrado', 'Atlântico', 'Serra Azul', 'Pantanal', 'Vale Verde', 'Cruzeiro',
  'Boa Vista', 'Araucária', 'Maré Alta', 'Tupã', 'Sol Nascente', 'Rio Claro', 'Mantiqueira', 'Carajás', 'Jacarandá',
  'Buriti', 'Paranapiacaba', 'Guanabara', 'Itapuã', 'Caravela',
];
const COMPANY_SUFFIXES = ['Ltda.', 'Ltda.', 'Ltda.', 'S.A.', 'S.A.', 'Participações S.A.'];

/** A company's legal name, e.g. `Tecnologia Horizonte Ltda.` or `Agro Mendes S.A.`. */
export function companyName(f: MockFaker): string {
  const brand = f.number.int(3) === 0 ? f.person.lastName() : f.helpers.arrayElement(BRANDS);
  return `${f.helpers.arrayElement(SECTORS)} ${brand} ${f.helpers.arrayElement(COMPANY_SUFFIXES)}`;
}

/** An investor organization: a fund manager, a family office, a holding. */
export function organizationName(f: MockFaker): string {
  const brand = f.helpers.arrayElement(BRANDS);
  return f.helpers.arrayElement([
    `${brand} Capital`,
    `${brand} Investimentos`,
    `Gestora ${brand}`,
    `Family Office ${f.person.lastName()}`,
    `${f.person.lastName()} Participações`,
    `Fundo ${brand} de Venture Capital`,
  ]);
}

const WALLET_NAMES = [
  'Carteira Principal', 'Venture Seed', 'Crescimento', 'Agronegócio', 'Infraestrutura', 'Tecnologia', 'Impacto',
  'Saúde', 'Série A', 'Coinvestimentos',
];

/** A wallet's name: at most 20 characters, the rule of spec §9 (both readings of it). */
export function walletName(f: MockFaker): string {
  const name = `${f.helpers.arrayElement(WALLET_NAMES)} ${f.number.int({ min: 2021, max: 2026 })}`;
  return name.slice(0, 20);
}

/** A wallet's group, named in both portal languages as the database keeps it. */
export function groupNames(f: MockFaker): { en: string; ptBr: string } {
  const brand = f.helpers.arrayElement(BRANDS);
  return { en: `${brand} group`, ptBr: `Grupo ${brand}` };
}

export interface MockPerson {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
}

/** Lowercase ASCII, words joined by dots: `João da Conceição` → `joao.da.conceicao`. */
function emailLocalPart(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
}

/** A person with a Brazilian name and an e-mail at `exemplo.com.br` (the reserved example domain of .br). */
export function person(f: MockFaker): MockPerson {
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  return {
    firstName,
    lastName,
    displayName: `${firstName} ${lastName}`,
    email: `${emailLocalPart(`${firstName} ${lastName}`)}@exemplo.com.br`,
  };
}

/** A valid, normalized CNPJ; one in four in the alphanumeric form issued since July 2026. */
export function cnpj(f: MockFaker): string {
  const random = () => f.number.int({ min: 0, max: 0xffffffff }) / 0x100000000;
  return generateCnpj(random, { alphanumeric: f.number.int(3) === 0 });
}

/** Cents as Hasura sends a `numeric`: a string with exactly two decimals, e.g. `1250000.00`. */
export function centsToNumeric(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** An amount in reais between `min` and `max`, as a two-decimal `numeric` string. */
export function money(f: MockFaker, min: number, max: number): string {
  return centsToNumeric(f.number.int({ min: Math.round(min * 100), max: Math.round(max * 100) }));
}

/** A percentage with two decimals between `min` and `max`. */
export function percent(f: MockFaker, min: number, max: number): string {
  return (f.number.int({ min: Math.round(min * 100), max: Math.round(max * 100) }) / 100).toFixed(2);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of `date`'s day: the mock's "today", so data stays the same all day long. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** An instant within the `years` before `today`, after `notBefore` when given. */
export function instant(f: MockFaker, today: Date, years = 3, notBefore?: Date): Date {
  const from = notBefore ?? new Date(today.getTime() - Math.round(years * 365.25) * DAY_MS);
  return f.date.between({ from, to: today });
}

/** `YYYY-MM-DD`, Hasura's `date`. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** The first day of the month `monthsAgo` months before `today`'s month, as a `date`. */
export function monthStart(today: Date, monthsAgo: number): string {
  return isoDate(new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - monthsAgo, 1)));
}

/** The last day of the quarter `quartersAgo` quarters before `today`'s quarter. */
export function quarterEnd(today: Date, quartersAgo: number): Date {
  const firstMonthOfQuarter = today.getUTCMonth() - (today.getUTCMonth() % 3);
  return new Date(Date.UTC(today.getUTCFullYear(), firstMonthOfQuarter - 3 * (quartersAgo - 1), 0));
}

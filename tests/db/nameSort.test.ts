/**
 * Lists sorted by a name follow the reader's language (issue 18, item 5): "Ômega" with the O's, accents and case
 * folded, the same order on PGlite (collation "C", no ICU) and on the PostgreSQL server. The portal sorts by each name's
 * key (portfolio.sort_key, in collation "C"), then by the name, then by the id; these cases ask the engine as an
 * investor, as the portal does, through the generated columns and the two views beside Hasura Auth's and Hasura
 * Storage's tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cnpjCheckDigits } from '../../common/cnpj.ts';
import { createEngineFixture, investor, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';

const ALFA = '00000000-0000-4000-8000-000000000011';
/** The names in the order a plain ORDER BY name gave in collation "C": capitals, then small letters, then accents. */
const NAMES = ['Zeta', 'ômega', 'Alfa', 'Omega', 'árvore', 'Beta'];
/** The order a reader expects: accents and case folded, and Omega before ômega, which fold alike. */
const SORTED = ['Alfa', 'árvore', 'Beta', 'Omega', 'ômega', 'Zeta'];

/**
 * The reference fold, character by character: a letter of Latin-1 or Latin Extended-A to its base letter (its accents
 * taken off, ligatures spelled out, strokes dropped), ASCII to lower case, anything else as it is (lower in collation
 * "C" folds ASCII alone, so Greek keeps its case: the same on every database).
 */
function fold(text: string): string {
  const ligatures: Partial<Record<string, string>> = { Æ: 'ae', æ: 'ae', Œ: 'oe', œ: 'oe', ß: 'ss', Ĳ: 'ij', ĳ: 'ij', Þ: 'th', þ: 'th' };
  const strokes: Partial<Record<string, string>> = {
    Ð: 'd', ð: 'd', Đ: 'd', đ: 'd', Ħ: 'h', ħ: 'h', ı: 'i', ĸ: 'k', Ŀ: 'l', ŀ: 'l', Ł: 'l', ł: 'l', ŉ: 'n', Ŋ: 'n', ŋ: 'n',
    Ø: 'o', ø: 'o', Ŧ: 't', ŧ: 't', ſ: 's',
  };
  const latinLetter = (char: string) => /^[\u00c0-\u017f]$/.test(char) && char !== '×' && char !== '÷';
  return Array.from(text, (char) => {
    if (/^[A-Z]$/.test(char)) return char.toLowerCase();
    if (!latinLetter(char)) return char;
    return ligatures[char] ?? strokes[char] ?? char.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  }).join('');
}

/** A valid CNPJ for the n-th company of a case. */
const cnpj = (n: number): string => {
  const base = `${String(90000000 + n)}0001`;
  return base + cnpjCheckDigits(base);
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

describe.each(testTargets())('sort keys on $name', (target) => {
  let fixture: EngineFixture;
  beforeAll(async () => { fixture = await createEngineFixture(target); });
  afterAll(async () => { await fixture.drop(); });

  const asAna = async <T>(query: string): Promise<T> => {
    const response = JSON.parse(await fixture.engine.execute({ query }, investor('ana'))) as { data?: T; errors?: unknown };
    if (!response.data) throw new Error(JSON.stringify(response.errors));
    return response.data;
  };

  it('portfolio.sort_key folds every letter of Latin-1 and Latin Extended-A as the reference does, and nothing else', async () => {
    const letters = Array.from({ length: 0x17f - 0xc0 + 1 }, (_, i) => String.fromCodePoint(0xc0 + i));
    const samples = [...letters, 'ÔMEGA Árvore', 'ß and Æ', 'Zoë 1º 2ª', 'Ελλάδα', '×÷', ''];
    const { rows } = await fixture.db.query<{ key: string }>(
      'SELECT portfolio.sort_key(value) AS key FROM unnest($1::text[]) WITH ORDINALITY AS t(value, n) ORDER BY n', [samples]);
    expect(rows.map((row) => row.key)).toEqual(samples.map(fold));
    expect(fold('ÔMEGA Árvore Ελλάδα ß')).toBe('omega arvore Ελλάδα ss');
  });

  it('orders companies by name as a reader does: accents and case folded, then the name, then the id', async () => {
    await fixture.db.exec(`INSERT INTO portfolio.company (name, document, organization_id) VALUES
      ${NAMES.map((name, i) => `(${quote(name)}, '${cnpj(i)}', '${ALFA}')`).join(', ')}`);
    const list = (direction: string) => asAna<{ portfolio_company: { name: string }[] }>(`{
      portfolio_company(
        where: { name: { _in: ${JSON.stringify(NAMES)} } }
        order_by: [{ name_sort: ${direction} }, { name: ${direction} }, { id: asc }]
      ) { name }
    }`);
    expect((await list('asc')).portfolio_company.map((c) => c.name)).toEqual(SORTED);
    expect((await list('desc_nulls_last')).portfolio_company.map((c) => c.name)).toEqual([...SORTED].reverse());
  });

  it('orders organizations, wallets, segments and invites by their keys too', async () => {
    await fixture.db.exec(`
      UPDATE portfolio.organization SET name = 'Ômega Capital' WHERE id = '${ALFA}';
      INSERT INTO portfolio.wallet (name, organization_id) VALUES ('Ébano', '${ALFA}'), ('eucalipto', '${ALFA}');
      INSERT INTO portfolio.segment (en_name, pt_br_name) VALUES ('Ônibus', 'Ônibus');
      INSERT INTO portfolio.invite (name, email, organization_id) VALUES ('Úrsula', 'ursula@example.com', '${ALFA}'),
        ('ulisses', 'ulisses@example.com', '${ALFA}'), ('Vera', 'vera@example.com', '${ALFA}');
    `);
    const data = await asAna<{
      portfolio_organization: { name: string }[];
      portfolio_wallet: { name: string }[];
      portfolio_segment: { pt_br_name: string }[];
      portfolio_invite: { name: string }[];
    }>(`{
      portfolio_organization(order_by: [{ name_sort: asc }, { name: asc }]) { name }
      portfolio_wallet(where: { organization_id: { _eq: "${ALFA}" } }, order_by: [{ name_sort: asc }, { name: asc }]) { name }
      portfolio_segment(order_by: [{ pt_br_name_sort: asc }, { pt_br_name: asc }]) { pt_br_name }
      portfolio_invite(order_by: [{ name_sort: asc }, { name: asc }]) { name }
    }`);
    expect(data.portfolio_organization.map((o) => o.name)).toEqual(['Gama Investimentos', 'Ômega Capital']);
    expect(data.portfolio_wallet.map((w) => w.name)).toEqual(['Ébano', 'eucalipto', 'Growth', 'Income']);
    expect(data.portfolio_segment.map((s) => s.pt_br_name)).toEqual(['Agronegócio', 'Ônibus', 'Tecnologia']);
    expect(data.portfolio_invite.map((i) => i.name)).toEqual(['ulisses', 'Úrsula', 'Vera']);
  });

  it('orders a client\'s budget versions by their names\' keys, after the plan of record', async () => {
    const client = '00000000-0000-4000-8000-000000000777';
    await fixture.db.exec(`
      INSERT INTO portfolio.client (id, name, document) VALUES ('${client}', 'Books of Alfa', '${cnpj(90)}');
      UPDATE portfolio.organization SET client_id = '${client}' WHERE id = '${ALFA}';
      INSERT INTO accounting.budget_version (client_id, name, is_plan_of_record) VALUES
        ${NAMES.map((name) => `('${client}', ${quote(name)}, false)`).join(', ')}, ('${client}', 'Orçamento 2026', true);
    `);
    const data = await asAna<{ accounting_budget_version: { name: string }[] }>(`{
      accounting_budget_version(
        where: { client_id: { _eq: "${client}" } }
        order_by: [{ is_plan_of_record: desc }, { name_sort: asc }, { name: asc }, { id: asc }]
      ) { name }
    }`);
    expect(data.accounting_budget_version.map((v) => v.name)).toEqual(['Orçamento 2026', ...SORTED]);
  });

  it('orders people by their display name\'s key, and shows the key only to whoever sees the person', async () => {
    const people = ['Zélia Prado', 'élio Souza', 'Eduardo Reis'];
    await fixture.db.exec(`
      INSERT INTO auth.users (id, display_name, email, locale) VALUES
        ${people.map((name, i) => `('00000000-0000-4000-8000-0000000009${i}0', ${quote(name)}, 'p${i}@example.com', 'pt')`).join(', ')},
        ('00000000-0000-4000-8000-000000000999', 'Álvaro Stranger', 'stranger@example.com', 'pt');
      INSERT INTO portfolio.organization_user (organization_id, user_id)
        SELECT '${ALFA}', id FROM auth.users WHERE email LIKE 'p_@example.com';
    `);
    const data = await asAna<{
      portfolio_organization_user: { user: { displayName: string } }[];
      portfolio_user_sort: { user_id: string }[];
    }>(`{
      portfolio_organization_user(
        where: { organization_id: { _eq: "${ALFA}" } }
        order_by: [{ user: { sort: { display_name_sort: asc } } }, { user: { displayName: asc } }, { id: asc }]
      ) { user { displayName } }
      portfolio_user_sort(where: { user_id: { _eq: "00000000-0000-4000-8000-000000000999" } }) { user_id }
    }`);
    expect(data.portfolio_organization_user.map((m) => m.user.displayName))
      .toEqual(['Ana Lima', 'Bruno Souza', 'Eduardo Reis', 'élio Souza', 'Zélia Prado']);
    // Álvaro shares no organization with ana: his key, which is nearly his name, stays hidden as his row does.
    expect(data.portfolio_user_sort).toEqual([]);
  });

  it('orders a company\'s dataroom by the stored files\' names\' keys', async () => {
    const company = '00000000-0000-4000-8000-000000000021';
    const files = ['Zebra.pdf', 'ata.pdf', 'Ávila.pdf', 'Balanço.xlsx'];
    await fixture.db.exec(`
      INSERT INTO storage.files (id, bucket_id, name, uploaded_by_user_id) VALUES
        ${files.map((name, i) => `('00000000-0000-4000-8000-0000000008${i}0', 'dataroom', ${quote(name)}, '${USERS.ana}')`).join(', ')};
      INSERT INTO portfolio.company_file (company_id, file_id, created_by)
        SELECT '${company}', id, '${USERS.ana}' FROM storage.files WHERE bucket_id = 'dataroom';
    `);
    const data = await asAna<{ portfolio_company_file: { file: { name: string } }[] }>(`{
      portfolio_company_file(
        where: { company_id: { _eq: "${company}" } }
        order_by: [{ file: { sort: { name_sort: asc } } }, { file: { name: asc } }, { id: asc }]
      ) { file { name } }
    }`);
    expect(data.portfolio_company_file.map((f) => f.file.name)).toEqual(['ata.pdf', 'Ávila.pdf', 'Balanço.xlsx', 'Zebra.pdf']);
  });
});

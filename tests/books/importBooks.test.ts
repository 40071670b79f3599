/**
 * The import function (functions/books/import.ts) end to end on each database: a file sent to the files API, the
 * function called as the user, the books read back through GraphQL under the investor's permissions. All of a file
 * or nothing; the same file twice changes nothing; an overlapping bank statement keeps each FITID once; a De/Para
 * moves the unmapped amount into a category; viewers and other organizations are refused.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineFixture, USERS, type EngineFixture } from '../helpers/engineFixture.ts';
import { testTargets } from '../helpers/testDb.ts';
import { graphql, tokenFor } from '../storage/storageServer.ts';
import { BOOKS, callImport, importFile, startBooksServer, uploadBooksFile, type BooksServer } from './booksServer.ts';

/** Three accounts over three months: receipts positive, payments negative, as the template says. */
const SHEET = [
  'Conta;Nome;Tipo;Seção;Versão;01/2026;02/2026;03/2026',
  '1.01;Vendas;Entrada;Operacional;Realizado;1.000,00;1.250,50;(10,00)',
  '2.01;Fornecedores;Saída;Operacional;Realizado;-400,00;-410,25;',
  '9.99;Despesas diversas;Saída;Operacional;Realizado;-50,00;;-25,00',
  '1.01;Vendas;Entrada;Operacional;Orçamento original;1.100,00;1.150,00;1.200,00',
].join('\r\n');

const OFX_HEAD = 'OFXHEADER:100\r\nDATA:OFXSGML\r\nVERSION:102\r\nSECURITY:NONE\r\nENCODING:USASCII\r\nCHARSET:1252\r\nCOMPRESSION:NONE\r\nOLDFILEUID:NONE\r\nNEWFILEUID:NONE\r\n\r\n';
/** A checking account's statement (Itaú's 12345-6 in January unless told), each transaction with its memo. */
const ofx = (transactions: [fitid: string, date: string, amount: string, memo?: string][], balance: string,
  { bank = '0341', account = '12345-6', start = '20260101', end = '20260131' } = {}) => `${OFX_HEAD}<OFX><BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
<STMTRS><CURDEF>BRL<BANKACCTFROM><BANKID>${bank}<ACCTID>${account}<ACCTTYPE>CHECKING</BANKACCTFROM>
<BANKTRANLIST><DTSTART>${start}<DTEND>${end}
${transactions.map(([fitid, date, amount, memo]) => `<STMTTRN><TRNTYPE>OTHER<DTPOSTED>${date}[-3:BRT]<TRNAMT>${amount}<FITID>${fitid}<MEMO>${memo ?? `Pagamento ${fitid}`}</STMTTRN>`).join('\n')}
</BANKTRANLIST><LEDGERBAL><BALAMT>${balance}<DTASOF>${end}</LEDGERBAL></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>`;

/** The ECD parser's own complete fixture (leiaute 9, Acme's CNPJ, December closing entries, a signature after 9999). */
const ECD = readFileSync(path.resolve(import.meta.dirname, '../../functions/_lib/imports/ecd/fixtures/ecd-leiaute9-completo.txt'));
/** What the fixture's block J publishes (ecdFixtureStatements.ts), as stored: values debit-positive, a C negative. */
const PUBLISHED = [
  ['balance_sheet', 1, '1', null, 1, 'T', 'A', 'Ativo', '50000.00', '176900.25', 159],
  ['balance_sheet', 2, '1.1', '1', 2, 'T', 'A', 'Ativo Circulante', '50000.00', '153600.25', 160],
  ['balance_sheet', 3, '1.1.1', '1.1', 3, 'D', 'A', 'Caixa e Equivalentes', '50000.00', '153600.25', 161],
  ['balance_sheet', 4, '1.1.2', '1.1', 3, 'D', 'A', 'Clientes', '0.00', '0.00', 162],
  ['balance_sheet', 5, '1.2', '1', 2, 'T', 'A', 'Ativo Não Circulante', '0.00', '23300.00', 163],
  ['balance_sheet', 6, '1.2.1', '1.2', 3, 'D', 'A', 'Imobilizado', '0.00', '23300.00', 164],
  ['balance_sheet', 7, '2', null, 1, 'T', 'P', 'Passivo e Patrimônio Líquido', '-50000.00', '-176900.25', 165],
  ['balance_sheet', 8, '2.1', '2', 2, 'T', 'P', 'Passivo Circulante', '0.00', '-100.00', 166],
  ['balance_sheet', 9, '2.1.1', '2.1', 3, 'D', 'P', 'Fornecedores', '0.00', '-100.00', 167],
  ['balance_sheet', 10, '2.2', '2', 2, 'T', 'P', 'Patrimônio Líquido', '-50000.00', '-176800.25', 168],
  ['balance_sheet', 11, '2.2.1', '2.2', 3, 'D', 'P', 'Capital Social', '-50000.00', '-150000.00', 169],
  ['balance_sheet', 12, '2.2.2', '2.2', 3, 'D', 'P', 'Lucros Acumulados', '0.00', '-26800.25', 170],
  ['income_statement', 1, '3', null, 1, 'T', 'R', 'Resultado do Exercício', null, '-26800.25', 171],
  ['income_statement', 2, '3.1', '3', 2, 'D', 'R', 'Receita de Serviços', null, '-30500.50', 172],
  ['income_statement', 3, '3.2', '3', 2, 'D', 'D', 'Despesas Gerais', null, '2500.25', 173],
  ['income_statement', 4, '3.3', '3', 2, 'D', 'D', 'Depreciação', '10.00', '1200.00', 174],
].map(([statement, position, code, parent_code, level, line_kind, grp, description, opening, closing, source_line]) => ({
  statement, period_start: '2023-01-01', period_end: '2023-12-31', position, code, parent_code, level, line_kind, grp, description, opening,
  closing, source_line,
}));
const PUBLISHED_QUERY = `{ accounting_published_statement_line(order_by: { source_line: asc }) {
  statement period_start period_end position code parent_code level line_kind grp description opening closing source_line } }`;

/** The same books filed again as a substituta (IND_FIN_ESC = 1): another file of the same period. */
const ECD_SUBSTITUTA = Buffer.from(ECD.toString('latin1').replace(/^(\|0000\|(?:[^|]*\|){12})0\|/, '$11|'), 'latin1');

/**
 * Real exports no one here wrote (../shared/samples/ofx), with the transactions each holds, counted by hand, and its
 * statements' readable ledger balances (selfclose's BALAMT is empty).
 */
const SAMPLES = path.resolve(import.meta.dirname, '../../../shared/samples/ofx');
const SAMPLE_COUNTS: Record<string, [transactions: number, balances: number]> = {
  'OFXSharp__itau.ofx': [3, 1], 'asgrim-ofxparser__ofxdata-bb-two-stmtrs.ofx': [36, 2], 'asgrim-ofxparser__ofxdata-bb.ofx': [1, 1],
  'asgrim-ofxparser__ofxdata-memoWithQuotes.ofx': [16, 1], 'asgrim-ofxparser__ofxdata-selfclose.ofx': [5, 0],
};

describe.each(testTargets())('importing books on $name', (target) => {
  let fixture: EngineFixture;
  let server: BooksServer;
  const tokens = { ana: '', bruno: '', carla: '', dora: '' };
  const count = async (table: string) => Number((await fixture.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
  const figures = async () => (await fixture.db.query<{ number: string; month: string; value: string }>(`
    SELECT a.number, to_char(e.month, 'YYYY-MM') AS month, e.value::text AS value FROM accounting.entry e
    JOIN accounting.account a ON a.id = e.account_id WHERE a.client_id = $1 ORDER BY 1, 2`, [BOOKS.acmeClient])).rows;

  beforeAll(async () => {
    fixture = await createEngineFixture(target);
    server = await startBooksServer(fixture);
    tokens.ana = await tokenFor(USERS.ana);
    tokens.bruno = await tokenFor(USERS.bruno);
    tokens.carla = await tokenFor(USERS.carla);
    tokens.dora = await tokenFor(BOOKS.dora);
  });
  afterAll(async () => {
    await server.close();
    await fixture.drop();
  });

  it('refuses a line with a bad amount mid-file, naming it, and writes nothing at all', async () => {
    const broken = SHEET.replace('-410,25', '-41O,25');
    const { status, body } = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'spreadsheet', 'livros.csv', broken);
    expect(status).toBe(200);
    expect(body.status).toBe('failed');
    expect(body.problems).toEqual([expect.objectContaining({ line: 3, column: 'G', code: 'bad-amount' })]);
    expect(await count('accounting.transaction')).toBe(0);
    expect(await count('accounting.client_account')).toBe(0);
    expect(await count('accounting.budget_line')).toBe(0);
  });

  it('imports the spreadsheet: monthly totals and a budget version, all unmapped until a De/Para says where they go', async () => {
    const { body } = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'spreadsheet', 'livros.csv', SHEET);
    expect(body).toMatchObject({ status: 'applied', rowsTotal: 10, rowsWritten: 10, rowsSkipped: 0, rowsRefused: 0, problems: [] });
    expect(await count('accounting.transaction')).toBe(7);
    expect(await figures()).toEqual([]);
    const unmapped = await graphql(server.base, tokens.dora, `query ($client: uuid!) {
      accounting_unmapped_activity_aggregate(where: { client_id: { _eq: $client } }) { aggregate { sum { cash_effect } } } }`, { client: BOOKS.acmeClient });
    expect(unmapped.data).toEqual({ accounting_unmapped_activity_aggregate: { aggregate: { sum: { cash_effect: '1355.25' } } } });
  });

  it('derives the monthly figures of the categories from a De/Para an editor writes, and the unmapped rest stays in view', async () => {
    const { data: accounts } = await graphql(server.base, tokens.bruno, `query { accounting_client_account(order_by: { code: asc }) { id code } }`);
    const ids = Object.fromEntries((accounts as { accounting_client_account: { id: string; code: string }[] }).accounting_client_account.map((a) => [a.code, a.id]));
    const mapped = await graphql(server.base, tokens.bruno, `mutation ($objects: [accounting_account_mapping_insert_input!]!) {
      insert_accounting_account_mapping(objects: $objects) { affected_rows } }`, {
      objects: [{ client_account_id: ids['1.01'], account_id: BOOKS.sales }, { client_account_id: ids['2.01'], account_id: BOOKS.suppliers }],
    });
    expect(mapped.errors).toBeUndefined();
    expect(await figures()).toEqual([
      { number: '1.01', month: '2026-01', value: '1000.00' }, { number: '1.01', month: '2026-02', value: '1250.50' },
      { number: '1.01', month: '2026-03', value: '-10.00' },
      { number: '2.01', month: '2026-01', value: '400.00' }, { number: '2.01', month: '2026-02', value: '410.25' },
    ]);
    const { rows: budget } = await fixture.db.query<{ value: string }>(`SELECT value::text AS value FROM accounting.budget WHERE account_id = $1 ORDER BY month`, [BOOKS.sales]);
    expect(budget.map((row) => row.value)).toEqual(['1100.00', '1150.00', '1200.00']);
    // A figure opens what is behind it: the transactions it adds up, with their file line and column, for a viewer too.
    const traced = await graphql(server.base, tokens.dora, `query ($account: uuid!) {
      accounting_classified_transaction(where: { account_id: { _eq: $account }, month: { _eq: "2026-02-01" } }) {
        cash_effect transaction { source_line source_ref is_total batch { file_name } }
      } }`, { account: BOOKS.sales });
    expect(traced.data).toEqual({ accounting_classified_transaction: [
      { cash_effect: '1250.50', transaction: { source_line: 2, source_ref: 'G', is_total: true, batch: { file_name: 'livros.csv' } } },
    ] });
    // The x-ray's composition of each figure adds up, client account by client account, to the figure itself.
    const composition = await graphql(server.base, tokens.dora, `query ($account: uuid!) {
      accounting_category_composition(where: { account_id: { _eq: $account } }, order_by: { month: asc }) { month cash_effect transactions client_account { code } } }`, { account: BOOKS.sales });
    expect(composition.data).toEqual({ accounting_category_composition: [
      { month: '2026-01-01', cash_effect: '1000.00', transactions: 1, client_account: { code: '1.01' } },
      { month: '2026-02-01', cash_effect: '1250.50', transactions: 1, client_account: { code: '1.01' } },
      { month: '2026-03-01', cash_effect: '-10.00', transactions: 1, client_account: { code: '1.01' } },
    ] });
    const { rows: rest } = await fixture.db.query<{ total: string }>(`SELECT sum(cash_effect)::text AS total FROM accounting.unmapped_activity WHERE client_id = $1`, [BOOKS.acmeClient]);
    expect(rest[0].total).toBe('-75.00');
  });

  it('refuses budget lines of a locked version, naming the version at its first line', async () => {
    const locked = await graphql(server.base, tokens.bruno, `mutation ($client: uuid!) {
      update_accounting_budget_version(where: { client_id: { _eq: $client }, name: { _eq: "Orçamento original" } }, _set: { locked: true }) { affected_rows } }`,
    { client: BOOKS.acmeClient });
    expect(locked.data).toEqual({ update_accounting_budget_version: { affected_rows: 1 } });
    const { body } = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'spreadsheet', 'revisado.csv', SHEET.replace('1.100,00', '1.111,00'));
    expect(body).toMatchObject({ status: 'failed', problems: [{ line: 5, code: 'budget-version-locked', params: { version: 'Orçamento original' } }] });
    const { rows } = await fixture.db.query<{ value: string }>(`SELECT value::text AS value FROM accounting.budget WHERE account_id = $1 ORDER BY month`, [BOOKS.sales]);
    expect(rows.map((row) => row.value)).toEqual(['1100.00', '1150.00', '1200.00']);
  });

  it('changes nothing when the same file comes again', async () => {
    const before = await figures();
    const { body } = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'spreadsheet', 'de-novo.csv', SHEET);
    expect(body.status).toBe('duplicate');
    expect(body.duplicateOf).toMatch(/^[0-9a-f-]{36}$/);
    expect(await count('accounting.transaction')).toBe(7);
    expect(await figures()).toEqual(before);
  });

  it('keeps each bank transaction once when two statements overlap, by FITID', async () => {
    const first = await importFile(server.base, tokens.ana, BOOKS.acmeClient, 'ofx', 'janeiro.ofx',
      ofx([['A1', '20260105', '-100,00'], ['A2', '20260110', '250.00']], '1150.00'));
    // Two transactions and the statement's ledger balance.
    expect(first.body).toMatchObject({ status: 'applied', rowsWritten: 3, rowsSkipped: 0 });
    const second = await importFile(server.base, tokens.ana, BOOKS.acmeClient, 'ofx', 'janeiro-2.ofx',
      ofx([['A2', '20260110', '250.00'], ['A3', '20260120', '-30.00']], '1120.00'));
    expect(second.body).toMatchObject({ status: 'applied', rowsWritten: 2, rowsSkipped: 1 });
    const { rows } = await fixture.db.query<{ fitid: string; occurred_on: string; amount: string }>(`
      SELECT t.fitid, to_char(t.occurred_on, 'YYYY-MM-DD') AS occurred_on, t.amount::text AS amount FROM accounting.transaction t
      JOIN accounting.client_account ca ON ca.id = t.client_account_id WHERE ca.is_cash ORDER BY 1`);
    expect(rows).toEqual([
      { fitid: 'A1', occurred_on: '2026-01-05', amount: '-100.00' }, { fitid: 'A2', occurred_on: '2026-01-10', amount: '250.00' },
      { fitid: 'A3', occurred_on: '2026-01-20', amount: '-30.00' },
    ]);
    // Each statement's ledger balance is the account's cash at its date, with the month's movements it saw.
    const { rows: balances } = await fixture.db.query<{ as_of: string; opening: string; debits: string; credits: string; closing: string }>(`
      SELECT to_char(b.as_of, 'YYYY-MM-DD') AS as_of, b.opening::text AS opening, b.debits::text AS debits, b.credits::text AS credits,
             b.closing::text AS closing
      FROM accounting.balance b JOIN accounting.client_account ca ON ca.id = b.client_account_id WHERE ca.is_cash ORDER BY b.closing DESC`);
    expect(balances).toEqual([
      { as_of: '2026-01-31', opening: '1000.00', debits: '250.00', credits: '100.00', closing: '1150.00' },
      { as_of: '2026-01-31', opening: '900.00', debits: '250.00', credits: '30.00', closing: '1120.00' },
    ]);
    // The month's cash is the account's latest statement, not the two statements added up; a viewer reads it.
    const cash = await graphql(server.base, tokens.dora, `{ accounting_cash_position { month opening closing accounts sources } }`);
    expect(cash.data).toEqual({ accounting_cash_position: [{ month: '2026-01-01', opening: '900.00', closing: '1120.00', accounts: 1, sources: 'ofx' }] });
  });

  it('refuses a viewer, and a member of another organization, and lets neither see the other\'s books', async () => {
    // A viewer can send no file to import, nor import someone else's (it is not hers to read).
    await expect(uploadBooksFile(server.base, tokens.dora, 'dora.csv', SHEET)).rejects.toThrow(/upload refused: 403/);
    const fileId = await uploadBooksFile(server.base, tokens.bruno, 'outro.csv', SHEET.replace('1.000,00', '2.000,00'));
    const viewer = await callImport(server.base, tokens.dora, BOOKS.acmeClient, fileId, 'spreadsheet');
    expect(viewer).toMatchObject({ status: 404, body: { error: 'file-not-found' } });
    const carlaFile = await uploadBooksFile(server.base, tokens.carla, 'gama.csv', SHEET);
    const stranger = await callImport(server.base, tokens.carla, BOOKS.acmeClient, carlaFile, 'spreadsheet');
    expect(stranger).toMatchObject({ status: 403, body: { error: 'permission-denied' } });
    const seen = await graphql(server.base, tokens.carla, `{ accounting_transaction { id } accounting_import_batch { id } accounting_client_account { id }
      accounting_category_composition { month } accounting_cash_position { month } }`);
    expect(seen.data).toEqual({
      accounting_transaction: [], accounting_import_batch: [], accounting_client_account: [], accounting_category_composition: [], accounting_cash_position: [],
    });
    const viewerSees = await graphql(server.base, tokens.dora, '{ accounting_transaction_aggregate { aggregate { count } } }');
    expect(viewerSees.data).toEqual({ accounting_transaction_aggregate: { aggregate: { count: 10 } } });
    const viewerMaps = await graphql(server.base, tokens.dora, `mutation ($id: uuid!) { delete_accounting_account_mapping(where: { account_id: { _eq: $id } }) { affected_rows } }`, { id: BOOKS.sales });
    expect(viewerMaps.data).toEqual({ delete_accounting_account_mapping: { affected_rows: 0 } });
  });

  it('keeps a transfer between two of the company\'s own bank accounts out of receipts and payments, in both statements', async () => {
    // Itaú's 11111-1 sends 5,000.00 on the 10th to Bradesco's 22222-2, which receives it on the 11th; Itaú also pays
    // 5,000.00 of rent on the 20th, too far from the receipt to be the same money.
    const itau = ofx([
      ['T1', '20260505', '-1200.00', 'Boleto fornecedor Alfa'], ['T2', '20260510', '-5000.00', 'TED enviada Acme Ltda'],
      ['T3', '20260515', '800.00', 'PIX recebido cliente Beta'], ['T4', '20260520', '-5000.00', 'Aluguel maio'],
    ], '20000.00', { account: '11111-1', start: '20260501', end: '20260531' });
    const bradescoLines: [string, string, string, string][] = [
      ['B1', '20260511', '5000.00', 'TED recebida Acme Ltda'], ['B2', '20260512', '-300.00', 'Tarifa pacote'],
      ['B3', '20260525', '2500.00', 'PIX recebido cliente Gama'],
    ];
    const bradesco = ofx(bradescoLines, '17200.00', { bank: '0237', account: '22222-2', start: '20260501', end: '20260531' });
    const ITAU = 'ofx:0341/11111-1';
    const BRADESCO = 'ofx:0237/22222-2';
    const paired = async () => (await fixture.db.query<{ code: string; fitid: string; transfer_id: string }>(`
      SELECT ca.code, t.fitid, t.transfer_id FROM accounting.transaction t JOIN accounting.client_account ca ON ca.id = t.client_account_id
      WHERE t.transfer_id IS NOT NULL ORDER BY t.fitid`)).rows;
    const classified = async () => (await fixture.db.query<{ code: string; lines: number; cash: string }>(`
      SELECT ca.code, count(*)::int AS lines, sum(c.cash_effect)::text AS cash FROM accounting.classified_transaction c
      JOIN accounting.client_account ca ON ca.id = c.client_account_id WHERE c.month = '2026-05-01' GROUP BY ca.code ORDER BY ca.code`)).rows;
    const may = async () => (await figures()).filter((figure) => figure.month === '2026-05');
    const transfers = async (token: string) => (await graphql(server.base, token, `{ accounting_own_transfer {
      month occurred_on received_on amount transfer_id from_client_account { code } to_client_account { code } } }`)).data;

    expect((await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'ofx', 'itau-maio.ofx', itau)).body)
      .toMatchObject({ status: 'applied', rowsWritten: 5 });
    expect(await paired()).toEqual([]);
    const first = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'ofx', 'bradesco-maio.ofx', bradesco);
    expect(first.body).toMatchObject({ status: 'applied', rowsWritten: 4 });
    // The transfer's two lines share one id; the rent of the 20th is paired with nothing.
    const pair = await paired();
    expect(pair.map(({ code, fitid }) => ({ code, fitid }))).toEqual([{ code: BRADESCO, fitid: 'B1' }, { code: ITAU, fitid: 'T2' }]);
    expect(pair[0].transfer_id).toBe(pair[1].transfer_id);

    // The bank accounts feed categories through the from-to: Itaú's payments, Bradesco's receipts.
    const { data: accounts } = await graphql(server.base, tokens.bruno, `query ($codes: [String!]!) {
      accounting_client_account(where: { code: { _in: $codes } }) { id code } }`, { codes: [ITAU, BRADESCO] });
    const ids = Object.fromEntries((accounts as { accounting_client_account: { id: string; code: string }[] }).accounting_client_account.map((a) => [a.code, a.id]));
    const mapped = await graphql(server.base, tokens.bruno, `mutation ($objects: [accounting_account_mapping_insert_input!]!) {
      insert_accounting_account_mapping(objects: $objects) { affected_rows } }`, {
      objects: [{ client_account_id: ids[ITAU], account_id: BOOKS.suppliers }, { client_account_id: ids[BRADESCO], account_id: BOOKS.sales }],
    });
    expect(mapped.errors).toBeUndefined();
    // Receipts and payments without the transfer, with the rent: Itaú −1,200.00 + 800.00 − 5,000.00, Bradesco −300.00 + 2,500.00.
    const counted = [{ code: BRADESCO, lines: 2, cash: '2200.00' }, { code: ITAU, lines: 3, cash: '-5400.00' }];
    const figuresCounted = [{ number: '1.01', month: '2026-05', value: '2200.00' }, { number: '2.01', month: '2026-05', value: '5400.00' }];
    expect(await classified()).toEqual(counted);
    expect(await may()).toEqual(figuresCounted);
    // Listed once, from Itaú to Bradesco, for a viewer of the organization; no one else sees it.
    const listed = {
      month: '2026-05-01', occurred_on: '2026-05-10', received_on: '2026-05-11', amount: '5000.00', transfer_id: pair[0].transfer_id,
      from_client_account: { code: ITAU }, to_client_account: { code: BRADESCO },
    };
    expect(await transfers(tokens.dora)).toEqual({ accounting_own_transfer: [listed] });
    expect(await transfers(tokens.carla)).toEqual({ accounting_own_transfer: [] });
    const viewerLines = await graphql(server.base, tokens.dora, `{ accounting_transaction(where: { transfer_id: { _is_null: false } }, order_by: { fitid: asc }) { fitid transfer_id } }`);
    expect(viewerLines.data).toEqual({ accounting_transaction: [{ fitid: 'B1', transfer_id: pair[0].transfer_id }, { fitid: 'T2', transfer_id: pair[0].transfer_id }] });
    // The money still left one account and reached the other: May's cash has both accounts' movements, transfer included
    // (Itaú: 800.00 in, 11,200.00 out, 20,000.00 at the end; Bradesco: 7,500.00 in, 300.00 out, 17,200.00 at the end).
    const cash = await graphql(server.base, tokens.dora, `{ accounting_cash_position(where: { month: { _eq: "2026-05-01" } }) { opening debits credits closing accounts } }`);
    expect(cash.data).toEqual({ accounting_cash_position: [{ opening: '40400.00', debits: '8300.00', credits: '11500.00', closing: '37200.00', accounts: 2 }] });

    // Bradesco's statement replaced: its lines leave the books, and Itaú's 10th is a payment again, at once.
    await fixture.db.query(`UPDATE accounting.import_batch SET status = 'replaced' WHERE id = $1`, [first.body.id]);
    expect(await paired()).toEqual([]);
    expect(await classified()).toEqual([{ code: ITAU, lines: 4, cash: '-10400.00' }]);
    expect(await may()).toEqual([{ number: '2.01', month: '2026-05', value: '10400.00' }]);
    expect(await transfers(tokens.dora)).toEqual({ accounting_own_transfer: [] });
    // A statement that fails pairs nothing: its rows never count.
    const broken = ofx([...bradescoLines.slice(0, 2), ['B3', '20260525', '2.5OO,00', 'PIX recebido cliente Gama']], '17200.00',
      { bank: '0237', account: '22222-2', start: '20260501', end: '20260531' });
    expect((await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'ofx', 'bradesco-maio-2.ofx', broken)).body.status).toBe('failed');
    expect(await paired()).toEqual([]);
    expect(await classified()).toEqual([{ code: ITAU, lines: 4, cash: '-10400.00' }]);
    // Bradesco's statement again: the same transfer is kept apart again.
    expect((await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'ofx', 'bradesco-maio.ofx', bradesco)).body)
      .toMatchObject({ status: 'applied', rowsWritten: 4 });
    expect((await paired()).map(({ fitid }) => fitid)).toEqual(['B1', 'T2']);
    expect(await classified()).toEqual(counted);
    expect(await may()).toEqual(figuresCounted);
    expect(await transfers(tokens.dora)).toEqual({ accounting_own_transfer: [{ ...listed, transfer_id: (await paired())[0].transfer_id }] });
  });

  it('imports an ECD: the chart, every entry line with December\'s closing entries marked, the monthly balances and the published statements', async () => {
    const { body } = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'ecd', 'ecd-2023.txt', ECD);
    expect(body).toMatchObject({ status: 'applied', problems: [] });
    const { rows } = await fixture.db.query<{ lines: string; closing: string; balances: string; ties: boolean }>(`
      SELECT (SELECT count(*) FROM accounting.transaction t JOIN accounting.import_batch b ON b.id = t.batch_id WHERE b.source = 'ecd') AS lines,
             (SELECT count(*) FROM accounting.transaction WHERE is_closing) AS closing,
             (SELECT count(*) FROM accounting.balance) AS balances,
             (SELECT bool_and(closing = opening + debits - credits) FROM accounting.balance) AS ties`);
    expect(rows[0]).toMatchObject({ lines: String(ECD.toString('latin1').match(/^\|I250\|/gm)?.length), ties: true });
    expect(Number(rows[0].closing)).toBeGreaterThan(0);
    expect(Number(rows[0].balances)).toBeGreaterThan(0);
    // Block J's own statements, line by line, for a viewer of the client's organization to compare with the books.
    const published = await graphql(server.base, tokens.dora, PUBLISHED_QUERY);
    expect(published.data).toEqual({ accounting_published_statement_line: PUBLISHED });
    // The trial balance: December's closing entries move the result accounts' year (4.xx) into Lucros Acumulados (3.02).
    const december = await graphql(server.base, tokens.dora, `{ accounting_account_month(where: { month: { _eq: "2023-12-01" }, closing_entries: { _neq: "0" } },
      order_by: { client_account: { code: asc } }) { closing closing_entries client_account { code } } }`);
    expect(december.data).toEqual({ accounting_account_month: [
      { closing: '-26800.25', closing_entries: '-26800.25', client_account: { code: '3.02' } },
      { closing: '0.00', closing_entries: '30500.50', client_account: { code: '4.01' } },
      { closing: '0.00', closing_entries: '-2500.25', client_account: { code: '4.02' } },
      { closing: '0.00', closing_entries: '-1200.00', client_account: { code: '4.03' } },
    ] });
    const stranger = await graphql(server.base, tokens.carla, '{ accounting_account_month { month } accounting_published_statement_line { id } }');
    expect(stranger.data).toEqual({ accounting_account_month: [], accounting_published_statement_line: [] });
  });

  it('reads an ECD\'s cash flow by the direct method: each entry\'s cash on the accounts on its other side', async () => {
    // The fixture's entries that move cash (1.01.01 Caixa): capital paid in (+100,000.00 on 3.01), a customer paying
    // (+12,500.50 on 1.01.02 Clientes, the sale itself booked on credit moving none), rent (−1,500.25 on 4.02), a tool
    // (−500.00 on 1.02.01), a supplier paid (−24,000.00 on 2.01.01; the purchase on credit moving none), a cash sale
    // (+18,000.00 on 4.01) and maintenance of 1,000.00 paid 900.00 in cash and 100.00 on credit (−900.00 on 4.02,
    // nothing on the supplier). Depreciation and the closing entries move no cash; the cash account's own lines are
    // the cash, never a flow.
    const { rows } = await fixture.db.query<{ code: string; month: string; cash: string }>(`
      SELECT ca.code, c.month::text AS month, sum(c.cash_effect)::text AS cash
      FROM accounting.classified_transaction c
      JOIN accounting.transaction t ON t.id = c.transaction_id
      JOIN accounting.import_batch b ON b.id = t.batch_id AND b.source = 'ecd'
      JOIN accounting.client_account ca ON ca.id = c.client_account_id
      GROUP BY ca.code, c.month ORDER BY c.month, ca.code`);
    expect(rows).toEqual([
      { code: '1.01.02', month: '2023-01-01', cash: '12500.50' },
      { code: '3.01', month: '2023-01-01', cash: '100000.00' },
      { code: '4.02', month: '2023-01-01', cash: '-1500.25' },
      { code: '1.02.01', month: '2023-02-01', cash: '-500.00' },
      { code: '2.01.01', month: '2023-07-01', cash: '-24000.00' },
      { code: '4.01', month: '2023-12-01', cash: '18000.00' },
      { code: '4.02', month: '2023-12-01', cash: '-900.00' },
    ]);
    // The flows add up to what the cash account's balances say it changed by over the year.
    const { rows: [tie] } = await fixture.db.query<{ flows: string; change: string }>(`
      SELECT (SELECT sum(c.cash_effect) FROM accounting.classified_transaction c JOIN accounting.transaction t ON t.id = c.transaction_id
                JOIN accounting.import_batch b ON b.id = t.batch_id AND b.source = 'ecd')::text AS flows,
             (SELECT sum(CASE WHEN bl.month = '2023-12-01' THEN bl.closing ELSE -bl.opening END)
                FROM accounting.balance bl JOIN accounting.client_account ca ON ca.id = bl.client_account_id AND ca.is_cash
                JOIN accounting.import_batch b ON b.id = bl.batch_id AND b.source = 'ecd'
                WHERE bl.month IN ('2023-01-01', '2023-12-01'))::text AS change`);
    expect(tie).toEqual({ flows: '103600.25', change: '103600.25' });
    // A viewer reads each line's share, and the counterpart accounts are on the from-to to be mapped.
    const shares = await graphql(server.base, tokens.dora, `{ accounting_transaction(where: { cash_effect: { _is_null: false }, occurred_on: { _eq: "2023-12-20" } }) {
      amount cash_effect client_account { code } } }`);
    expect(shares.data).toEqual({ accounting_transaction: [{ amount: '1000.00', cash_effect: '-900.00', client_account: { code: '4.02' } }] });
  });

  it('replaces the ECD of a period with its substituta, and refuses the books of another CNPJ', async () => {
    const before = await fixture.db.query<{ n: string }>(`SELECT count(*) AS n FROM accounting.transaction t JOIN accounting.import_batch b ON b.id = t.batch_id WHERE b.source = 'ecd'`);
    const { body } = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'ecd', 'ecd-2023-substituta.txt', ECD_SUBSTITUTA);
    expect(body.status).toBe('applied');
    expect(body.replaces).toMatch(/^[0-9a-f-]{36}$/);
    const { rows } = await fixture.db.query<{ status: string; n: string }>(`
      SELECT b.status, count(t.id) AS n FROM accounting.import_batch b LEFT JOIN accounting.transaction t ON t.batch_id = b.id
      WHERE b.source = 'ecd' GROUP BY b.id, b.status ORDER BY b.status`);
    expect(rows).toEqual([{ status: 'applied', n: before.rows[0].n }, { status: 'replaced', n: '0' }]);
    // The published statements are the substituta's alone: the replaced batch's are gone, not added to them.
    const { rows: lines } = await fixture.db.query<{ status: string; n: string }>(`
      SELECT b.status, count(l.id) AS n FROM accounting.import_batch b LEFT JOIN accounting.published_statement_line l ON l.batch_id = b.id
      WHERE b.source = 'ecd' GROUP BY b.id, b.status ORDER BY b.status`);
    expect(lines).toEqual([{ status: 'applied', n: '16' }, { status: 'replaced', n: '0' }]);
    expect((await graphql(server.base, tokens.dora, PUBLISHED_QUERY)).data).toEqual({ accounting_published_statement_line: PUBLISHED });
    const other = await importFile(server.base, tokens.carla, BOOKS.deltaClient, 'ecd', 'ecd-acme.txt', ECD);
    expect(other.body).toMatchObject({ status: 'failed', problems: [expect.objectContaining({ line: 1, code: 'cnpj-mismatch' })] });
    // Nothing of the failed batch is left, nor readable by the importer.
    const failed = await fixture.db.query<{ n: string }>('SELECT count(*) AS n FROM accounting.published_statement_line WHERE batch_id = $1', [other.body.id]);
    expect(failed.rows[0].n).toBe('0');
    expect((await graphql(server.base, tokens.carla, PUBLISHED_QUERY)).data).toEqual({ accounting_published_statement_line: [] });
  });

  it.skipIf(!existsSync(SAMPLES))('imports every real bank export of the samples, each transaction once', async () => {
    for (const [name, [transactions, balances]] of Object.entries(SAMPLE_COUNTS)) {
      const { body } = await importFile(server.base, tokens.bruno, BOOKS.acmeClient, 'ofx', name, readFileSync(path.join(SAMPLES, name)));
      expect({ name, status: body.status, written: body.rowsWritten, problems: body.problems })
        .toEqual({ name, status: 'applied', written: transactions + balances, problems: [] });
    }
  });

  it('answers 401 signed out and 400 to a request without a file', async () => {
    const signedOut = await fetch(`${server.base}/v1/functions/books/import`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(signedOut.status).toBe(401);
    const { status, body } = await callImport(server.base, tokens.bruno, BOOKS.acmeClient, 'not-a-uuid', 'spreadsheet');
    expect({ status, error: body.error }).toEqual({ status: 400, error: 'invalid-request' });
    const missing = await fetch(`${server.base}/v1/functions/_lib/http`, { method: 'POST' });
    expect(missing.status).toBe(404);
  });
});

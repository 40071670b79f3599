/**
 * The own-transfers migration on a database that already had two bank statements applied (Itaú's and Bradesco's
 * accounts of one company): the transfers between them are paired by the rule (opposite amounts on two cash
 * accounts, at most 3 days apart; closest dates first, then most words in common, then the lower id), everything
 * else is left alone, and the monthly figures are derived again without the transfers. Rolling it back counts them
 * again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateUp, readMigrations } from '../../server/db/migrate.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

/** The own-transfers migration's version: every migration before it, then the statements, then it. */
const OWN_TRANSFERS = 1795132807200n;
const uuid = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
const CLIENT = uuid(0xc001);
const [ITAU, BRADESCO, LEDGER_CASH] = [uuid(0xa1), uuid(0xb1), uuid(0xe1)];
const [ITAU_BATCH, BRADESCO_BATCH, ECD_BATCH] = [uuid(0xba), uuid(0xbb), uuid(0xbe)];
const [RECEIPTS, PAYMENTS] = [uuid(0xa001), uuid(0xa002)];

/** Lines by number: 1xx on Itaú, 2xx on Bradesco, 3xx an ECD's cash account. */
const LINES: [number, string, string, string, string, string | null][] = [
  // The transfer of the 10th, received on the 11th; the rent of the 20th is too far from it.
  [101, ITAU, ITAU_BATCH, '2026-05-10', '-5000.00', 'TED enviada Acme'],
  [102, ITAU, ITAU_BATCH, '2026-05-20', '-5000.00', 'Aluguel'],
  [201, BRADESCO, BRADESCO_BATCH, '2026-05-11', '5000.00', 'TED recebida Acme'],
  // Two receipts could be the DOC of the 3rd: the closer one (the 4th) is, although its id is higher.
  [103, ITAU, ITAU_BATCH, '2026-05-03', '-700.00', 'DOC enviado'],
  [202, BRADESCO, BRADESCO_BATCH, '2026-05-05', '700.00', 'DOC recebido'],
  [203, BRADESCO, BRADESCO_BATCH, '2026-05-04', '700.00', 'DOC recebido'],
  // Two payments as close to the receipt: the one whose description shares its words is, although its id is higher.
  [104, ITAU, ITAU_BATCH, '2026-05-15', '-900.00', 'Fatura cartao'],
  [105, ITAU, ITAU_BATCH, '2026-05-15', '-900.00', 'PIX transferencia Acme'],
  [204, BRADESCO, BRADESCO_BATCH, '2026-05-16', '900.00', 'PIX transferencia Acme recebido'],
  // Nothing tells two payments apart: the lower id is.
  [106, ITAU, ITAU_BATCH, '2026-05-25', '-400.00', null],
  [107, ITAU, ITAU_BATCH, '2026-05-25', '-400.00', null],
  [205, BRADESCO, BRADESCO_BATCH, '2026-05-26', '400.00', null],
  // A reversal on one account, and a cash line of an ECD, are no transfer between statements.
  [108, ITAU, ITAU_BATCH, '2026-05-12', '-250.00', 'Estorno'],
  [109, ITAU, ITAU_BATCH, '2026-05-12', '250.00', 'Estorno'],
  [110, ITAU, ITAU_BATCH, '2026-05-08', '-1200.00', 'Saque'],
  [301, LEDGER_CASH, ECD_BATCH, '2026-05-08', '1200.00', null],
];
const FIGURES = `SELECT a.number, e.value::text AS value FROM accounting.entry e JOIN accounting.account a ON a.id = e.account_id
  WHERE e.month = '2026-05-01' ORDER BY a.number`;
/** Itaú's payments and Bradesco's receipts with every line counted: the figures before the migration. */
const ALL_COUNTED = [{ number: '1.01', value: '7700.00' }, { number: '2.01', value: '14500.00' }];

describe.each(testTargets())('the own-transfers migration over applied statements on $name', (target) => {
  let t: TestDatabase;
  const migrations = readMigrations();
  beforeAll(async () => {
    t = await target.create();
    await migrateUp(t.db, migrations.filter((migration) => migration.version < OWN_TRANSFERS));
    await t.db.exec(`
      INSERT INTO portfolio.client (id, name, document) VALUES ('${CLIENT}', 'Acme Ltda', '11222333000181');
      INSERT INTO accounting.account (id, client_id, number, name, type, section) VALUES
        ('${RECEIPTS}', '${CLIENT}', '1.01', 'Recebimentos', 'receipt', 'operations'),
        ('${PAYMENTS}', '${CLIENT}', '2.01', 'Pagamentos', 'payment', 'operations');
      INSERT INTO accounting.import_batch (id, client_id, source, status, file_name, file_sha256) VALUES
        ('${ITAU_BATCH}', '${CLIENT}', 'ofx', 'applied', 'itau.ofx', repeat('a', 64)),
        ('${BRADESCO_BATCH}', '${CLIENT}', 'ofx', 'applied', 'bradesco.ofx', repeat('b', 64)),
        ('${ECD_BATCH}', '${CLIENT}', 'ecd', 'applied', 'ecd.txt', repeat('e', 64));
      INSERT INTO accounting.client_account (id, client_id, code, name, nature, is_cash, batch_id) VALUES
        ('${ITAU}', '${CLIENT}', 'ofx:0341/11111-1', 'Banco 0341 · conta 11111-1', 'asset', true, '${ITAU_BATCH}'),
        ('${BRADESCO}', '${CLIENT}', 'ofx:0237/22222-2', 'Banco 0237 · conta 22222-2', 'asset', true, '${BRADESCO_BATCH}'),
        ('${LEDGER_CASH}', '${CLIENT}', '1.01.01', 'Caixa', 'asset', true, '${ECD_BATCH}');`);
    for (const [n, account, batch, on, amount, description] of LINES) {
      await t.db.query(`INSERT INTO accounting.transaction (id, client_account_id, batch_id, occurred_on, amount, description, source_line)
        VALUES ($1, $2, $3, $4, $5, $6, $7)`, [uuid(n), account, batch, on, amount, description, n]);
    }
    // Last: the mapping's trigger derives the figures from the statements.
    await t.db.exec(`INSERT INTO accounting.account_mapping (client_account_id, account_id) VALUES
      ('${ITAU}', '${PAYMENTS}'), ('${BRADESCO}', '${RECEIPTS}');`);
  });
  afterAll(async () => {
    await t.drop();
  });

  it('pairs the transfers between the two statements by the rule, and derives the figures without them', async () => {
    expect((await t.db.query(FIGURES)).rows).toEqual(ALL_COUNTED);
    await migrateUp(t.db);
    const { rows } = await t.db.query<{ paid: string; received: string; same: boolean }>(`
      SELECT p.source_line::text AS paid, r.source_line::text AS received, p.transfer_id = r.transfer_id AS same
      FROM accounting.transaction p JOIN accounting.transaction r ON r.transfer_id = p.transfer_id AND r.amount > 0
      WHERE p.amount < 0 ORDER BY p.source_line`);
    expect(rows).toEqual([
      { paid: '101', received: '201', same: true }, { paid: '103', received: '203', same: true },
      { paid: '105', received: '204', same: true }, { paid: '106', received: '205', same: true },
    ]);
    expect((await t.db.query(`SELECT count(*)::int AS n FROM accounting.transaction WHERE transfer_id IS NOT NULL`)).rows).toEqual([{ n: 8 }]);
    // Itaú: −14,500.00 less the four transfers (7,000.00); Bradesco: only the DOC of the 5th is left (700.00).
    expect((await t.db.query(FIGURES)).rows).toEqual([{ number: '1.01', value: '700.00' }, { number: '2.01', value: '7500.00' }]);
    const { rows: unmapped } = await t.db.query(`SELECT count(*)::int AS n FROM accounting.unmapped_activity WHERE client_id = $1`, [CLIENT]);
    expect(unmapped).toEqual([{ n: 0 }]);
    const { rows: listed } = await t.db.query(`
      SELECT f.code AS "from", tt.code AS "to", to_char(o.occurred_on, 'YYYY-MM-DD') AS on, o.amount::text AS amount, o.month::text AS month
      FROM accounting.own_transfer o
      JOIN accounting.client_account f ON f.id = o.from_client_account_id JOIN accounting.client_account tt ON tt.id = o.to_client_account_id
      ORDER BY o.occurred_on`);
    expect(listed).toEqual([
      { from: 'ofx:0341/11111-1', to: 'ofx:0237/22222-2', on: '2026-05-03', amount: '700.00', month: '2026-05-01' },
      { from: 'ofx:0341/11111-1', to: 'ofx:0237/22222-2', on: '2026-05-10', amount: '5000.00', month: '2026-05-01' },
      { from: 'ofx:0341/11111-1', to: 'ofx:0237/22222-2', on: '2026-05-15', amount: '900.00', month: '2026-05-01' },
      { from: 'ofx:0341/11111-1', to: 'ofx:0237/22222-2', on: '2026-05-25', amount: '400.00', month: '2026-05-01' },
    ]);
    // Matching again changes nothing: every pair stands and nothing else pairs.
    expect((await t.db.query(`SELECT accounting.match_own_transfers($1) AS changed`, [CLIENT])).rows).toEqual([{ changed: 0 }]);
    // Pairing writes no classification, but a line classified by hand still moves its money at once (the migration
    // gives transaction_reclassified a plan made for each update).
    await t.db.query(`UPDATE accounting.transaction SET account_id = $1 WHERE id = $2`, [RECEIPTS, uuid(110)]);
    expect((await t.db.query(FIGURES)).rows).toEqual([{ number: '1.01', value: '-500.00' }, { number: '2.01', value: '6300.00' }]);
    await t.db.query(`UPDATE accounting.transaction SET account_id = NULL WHERE id = $1`, [uuid(110)]);
    expect((await t.db.query(FIGURES)).rows).toEqual([{ number: '1.01', value: '700.00' }, { number: '2.01', value: '7500.00' }]);
  });

  it('counts the transfers again when rolled back', async () => {
    await migrateDown(t.db, migrations.filter((migration) => migration.version >= OWN_TRANSFERS).length);
    expect((await t.db.query(FIGURES)).rows).toEqual(ALL_COUNTED);
  });
});

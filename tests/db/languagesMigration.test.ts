/**
 * The migration that gives alerts and wallet groups both portal languages, on a database seeded before it: what was
 * stored becomes the Brazilian Portuguese text, the demo's own alerts and groups get their English, anything else
 * starts in English as it was written, and rolling it back gives the one-language columns their text again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDown, migrateUp, readMigrations } from '../../server/db/migrate.ts';
import { testTargets, type TestDatabase } from '../helpers/testDb.ts';

const LANGUAGES = 1795132807700n;
const ORG = '00000000-0000-4000-8000-0000000000a1';
const [AGRO, REAL, NONE] = ['00000000-0000-4000-8000-0000000000d1', '00000000-0000-4000-8000-0000000000d2', '00000000-0000-4000-8000-0000000000d3'];

describe.each(testTargets())('the alert and group languages migration over seeded rows on $name', (target) => {
  let t: TestDatabase;
  const migrations = readMigrations().filter((migration) => migration.version <= LANGUAGES);
  beforeAll(async () => {
    t = await target.create();
    await migrateUp(t.db, migrations.filter((migration) => migration.version < LANGUAGES));
    await t.db.exec(`
      INSERT INTO portfolio.organization (id, name) VALUES ('${ORG}', 'Aurora Capital');
      INSERT INTO portfolio.wallet (id, name, group_name, organization_id) VALUES
        ('${AGRO}', 'Aurora Agro', 'Setorial', '${ORG}'),
        ('${REAL}', 'Ipê Real Assets', 'Ativos reais', '${ORG}'),
        ('${NONE}', 'Sem grupo', NULL, '${ORG}');
      INSERT INTO portfolio.alert (wallet_id, severity, title, message) VALUES
        ('${AGRO}', 'critical', 'Runway abaixo de 6 meses', 'No ritmo atual de queima, o caixa dura menos de seis meses.'),
        ('${REAL}', 'info', 'Aviso da gestora', '');
    `);
    await migrateUp(t.db, migrations);
  });
  afterAll(async () => { await t.drop(); });

  it('keeps what was stored as the Portuguese text and translates the demo\'s own', async () => {
    const wallets = await t.db.query('SELECT name, en_group_name, pt_br_group_name FROM portfolio.wallet ORDER BY name');
    expect(wallets.rows).toEqual([
      { name: 'Aurora Agro', en_group_name: 'Sector-focused', pt_br_group_name: 'Setorial' },
      { name: 'Ipê Real Assets', en_group_name: 'Real assets', pt_br_group_name: 'Ativos reais' },
      { name: 'Sem grupo', en_group_name: null, pt_br_group_name: null },
    ]);
    const alerts = await t.db.query('SELECT en_title, pt_br_title, en_message, pt_br_message FROM portfolio.alert ORDER BY pt_br_title');
    expect(alerts.rows).toEqual([
      { en_title: 'Aviso da gestora', pt_br_title: 'Aviso da gestora', en_message: '', pt_br_message: '' },
      {
        en_title: 'Runway below 6 months', pt_br_title: 'Runway abaixo de 6 meses',
        en_message: 'At the current burn rate, cash lasts less than six months.',
        pt_br_message: 'No ritmo atual de queima, o caixa dura menos de seis meses.',
      },
    ]);
  });

  it('gives the one-language columns their Portuguese text back when rolled back', async () => {
    await migrateDown(t.db, 1, migrations);
    const wallets = await t.db.query('SELECT group_name FROM portfolio.wallet ORDER BY name');
    expect(wallets.rows).toEqual([{ group_name: 'Setorial' }, { group_name: 'Ativos reais' }, { group_name: null }]);
    const alerts = await t.db.query('SELECT title, message FROM portfolio.alert ORDER BY title');
    expect(alerts.rows.map((row) => row.title)).toEqual(['Aviso da gestora', 'Runway abaixo de 6 meses']);
  });
});

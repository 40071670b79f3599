import type { Db } from '../db/driver.ts';

/**
 * True when no organization exists yet: the database has never been seeded (or was emptied). Apart from seed.ts so
 * that `npm start` asks without loading the seed's generators (faker alone costs about 0.5 s of a start on two cores).
 */
export async function isUnseeded(db: Db): Promise<boolean> {
  const { rows } = await db.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM portfolio.organization) AS any');
  return !rows[0]?.any;
}

/**
 * An engine over the hand-checkable fixture (tests/fixtures/engine.sql) on one test target, and the sessions of
 * its users. One per test file: create it in `beforeAll`, drop it in `afterAll`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createEngine, type Engine, type EngineOptions } from '../../server/engine/createEngine.ts';
import { loadMetadata } from '../../server/engine/metadata/loadMetadata.ts';
import type { Session } from '../../server/engine/permissions/resolveSession.ts';
import type { TestDatabase, TestTarget } from './testDb.ts';

export const FIXTURE_SQL = path.resolve(import.meta.dirname, '../fixtures/engine.sql');

export const USERS = {
  ana: '00000000-0000-4000-8000-000000000001',
  bruno: '00000000-0000-4000-8000-000000000002',
  carla: '00000000-0000-4000-8000-000000000003',
} as const;

export interface EngineFixture extends TestDatabase {
  engine: Engine;
}

export async function createEngineFixture(target: TestTarget, options: Partial<EngineOptions> = {}): Promise<EngineFixture> {
  const database = await target.create({ migrate: true });
  await database.db.exec(fs.readFileSync(FIXTURE_SQL, 'utf8'));
  const engine = await createEngine({
    db: database.db, metadata: loadMetadata(), stringifyNumeric: true,
    onUnexpectedError: (error) => { throw error; },
    ...options,
  });
  return {
    ...database, engine,
    async drop() {
      engine.close();
      await database.drop();
    },
  };
}

/** A session as the HTTP layer would resolve it. */
export function session(role: string, variables: Record<string, string> = {}): Session {
  return { role, variables: { 'x-hasura-role': role, ...variables }, isAdmin: role === 'admin' };
}

export const investor = (user: keyof typeof USERS): Session => session('investor', { 'x-hasura-user-id': USERS[user] });

/**
 * Secrets for a local run when the environment sets none: a random admin secret and a random HS256 signing key,
 * generated once and kept in the data directory (mode 0600) so tokens and scripts keep working across restarts.
 * A deployment sets `HASURA_GRAPHQL_ADMIN_SECRET` and `HASURA_GRAPHQL_JWT_SECRET` instead, and this file is unused.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface LocalSecrets {
  adminSecret: string;
  /** `HASURA_GRAPHQL_JWT_SECRET`-shaped JSON. */
  jwtSecret: string;
}

const FILE = 'secrets.json';

function generate(): LocalSecrets {
  return {
    adminSecret: randomBytes(24).toString('base64url'),
    jwtSecret: JSON.stringify({ type: 'HS256', key: randomBytes(48).toString('base64url') }),
  };
}

/** Reads the data directory's secrets, creating them on first use; `memory` gets fresh ones each run. */
export function localSecrets(dataDir: string): LocalSecrets {
  if (dataDir === 'memory') return generate();
  const file = path.join(dataDir, FILE);
  if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')) as LocalSecrets;
  const secrets = generate();
  fs.mkdirSync(dataDir, { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets;
}

export const localSecretsPath = (dataDir: string): string => path.join(dataDir, FILE);

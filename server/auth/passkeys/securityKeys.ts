/** The passkeys of `auth.user_security_keys` (contract §7), as the ceremonies read and write them. */
import type { WebAuthnCredential } from '@simplewebauthn/server';
import type { Queryable } from '../../db/driver.ts';

export interface SecurityKey {
  id: string;
  userId: string;
  credential: WebAuthnCredential;
  nickname: string | null;
}

type Row = { id: string; user_id: string; credential_id: string; credential_public_key: Uint8Array; counter: string; transports: string; nickname: string | null };

const COLUMNS = 'id, user_id, credential_id, credential_public_key, counter::text AS counter, transports, nickname';

/** The transports WebAuthn names: anything else in the column is not passed on to a browser. */
const TRANSPORTS: ReadonlySet<string> = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb']);

const fromRow = (row: Row): SecurityKey => ({
  id: row.id,
  userId: row.user_id,
  nickname: row.nickname,
  credential: {
    id: row.credential_id,
    publicKey: new Uint8Array(row.credential_public_key),
    counter: Number(row.counter),
    transports: row.transports.split(',').filter((t) => TRANSPORTS.has(t)),
  },
});

export async function keyByCredentialId(db: Queryable, credentialId: string): Promise<SecurityKey | null> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM auth.user_security_keys WHERE credential_id = $1::text`, [credentialId]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function keysOfUser(db: Queryable, userId: string): Promise<SecurityKey[]> {
  const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM auth.user_security_keys WHERE user_id = $1::uuid ORDER BY id`, [userId]);
  return rows.map(fromRow);
}

export async function insertKey(
  db: Queryable, userId: string, credential: WebAuthnCredential, nickname: string | null,
): Promise<{ id: string; nickname: string | null }> {
  const { rows } = await db.query<{ id: string; nickname: string | null }>(
    `INSERT INTO auth.user_security_keys (user_id, credential_id, credential_public_key, counter, transports, nickname)
     VALUES ($1::uuid, $2::text, $3::bytea, $4::bigint, $5::text, $6::text) RETURNING id, nickname`,
    [userId, credential.id, credential.publicKey, credential.counter, (credential.transports ?? []).join(','), nickname],
  );
  return rows[0];
}

/** The signature counter an authenticator reported, so a cloned key that reports an older one is noticed. */
export async function updateCounter(db: Queryable, keyId: string, counter: number): Promise<void> {
  await db.query('UPDATE auth.user_security_keys SET counter = $2::bigint WHERE id = $1::uuid', [keyId, counter]);
}

/**
 * Recovery codes for two-step verification (ours; hasura-auth has none, and a user who lost the phone was locked out
 * for good): ten single-use codes, each 10 characters of Crockford's base32 (50 random bits), shown as `XXXXX-XXXXX`
 * once, when they are made, and kept in `auth.user_recovery_codes` only as hashes. A new set replaces the old one;
 * turning TOTP off deletes them. At sign-in one stands in for the app's code (mfaRoutes.ts).
 *
 * Note [Why SHA-256 and not bcrypt]
 * A code has 50 random bits, not a password's few: nothing is gained by a slow hash against guessing online (the rate
 * limits meet a guesser long before), and offline, whoever can read this table can read `auth.users.totp_secret` in
 * the clear beside it, which is worth more than any recovery code. A plain hash salted with the user's id also lets a
 * sign-in find and spend a code in one UPDATE, which is what makes it single-use when two requests race (the row lock
 * makes the second UPDATE see `used_at` set and match nothing), where a slow hash would need a read of every code
 * first.
 */
import { createHash, randomInt } from 'node:crypto';
import { normaliseRecoveryCode } from '../../common/recoveryCode.ts';
import type { Db, Queryable } from '../db/driver.ts';

/** How many codes a set holds. */
export const RECOVERY_CODE_COUNT = 10;

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/** A new code as shown to the user: `XXXXX-XXXXX`. */
export function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

const hashOf = (userId: string, normalised: string): string => createHash('sha256').update(`${userId}:${normalised}`).digest('hex');

/** Makes a new set for the user, replacing any old one (spent or not), and returns the codes: the only time they exist. */
export async function replaceRecoveryCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = codes.map((code) => hashOf(userId, normaliseRecoveryCode(code) ?? ''));
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM auth.user_recovery_codes WHERE user_id = $1::uuid', [userId]);
    await tx.query(
      'INSERT INTO auth.user_recovery_codes (user_id, code_hash) SELECT $1::uuid, h FROM unnest($2::text[]) AS h',
      [userId, hashes],
    );
  });
  return codes;
}

/** Spends one of the user's unspent codes: true once per code, however many requests race with it. */
export async function spendRecoveryCode(db: Queryable, userId: string, typed: string): Promise<boolean> {
  const normalised = normaliseRecoveryCode(typed);
  if (normalised === null) return false;
  const { rows } = await db.query(
    `UPDATE auth.user_recovery_codes SET used_at = now()
     WHERE user_id = $1::uuid AND code_hash = $2::text AND used_at IS NULL RETURNING id`,
    [userId, hashOf(userId, normalised)],
  );
  return rows.length === 1;
}

/** How many of the user's codes are left unspent. */
export async function remainingRecoveryCodes(db: Queryable, userId: string): Promise<number> {
  const { rows } = await db.query<{ remaining: number }>(
    'SELECT count(*)::int AS remaining FROM auth.user_recovery_codes WHERE user_id = $1::uuid AND used_at IS NULL',
    [userId],
  );
  return rows.at(0)?.remaining ?? 0;
}

export async function deleteRecoveryCodes(db: Queryable, userId: string): Promise<void> {
  await db.query('DELETE FROM auth.user_recovery_codes WHERE user_id = $1::uuid', [userId]);
}

/**
 * Refresh tokens (contract §6): random, stored only as `\x` + hex(SHA-256), 30 days, rotated on every `/token`.
 *
 * Stricter than hasura-auth: each sign-in starts a *family* (`metadata.family`), and rotation keeps the rotated row
 * (`metadata.rotatedAt`) instead of overwriting it, so a stolen token that is replayed can be recognised:
 * - used again within `graceSeconds` of its rotation (two tabs refreshing at once), it gets a fresh token of its own;
 * - used later, it revokes every token of the family, and the thief and the victim are both signed out.
 * Rotated rows are dropped when the family ends (sign-out, revocation) or when they expire.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '../db/driver.ts';
import { SELECT, fromRow, type UserRecord, type UserRow } from './users.ts';

export interface IssuedToken {
  refreshToken: string;
  refreshTokenId: string;
  /** The session (family) the token belongs to; access tokens carry it as `sid`. */
  family: string;
}

export type RotateResult =
  | { kind: 'rotated'; user: UserRecord; token: IssuedToken }
  | { kind: 'invalid' }
  /** A rotated token replayed after the grace window: the family is gone. */
  | { kind: 'reused'; userId: string };

export const hashToken = (token: string): string => `\\x${createHash('sha256').update(token).digest('hex')}`;

export class RefreshTokens {
  constructor(
    private readonly db: Db,
    private readonly lifetimeSeconds: number,
    private readonly graceSeconds: number,
  ) {}

  /** A new token, in a new family unless one is given. */
  async issue(userId: string, family?: string): Promise<IssuedToken> {
    const refreshToken = randomUUID();
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO auth.refresh_tokens (id, user_id, refresh_token_hash, expires_at, metadata)
       VALUES ($1::uuid, $2::uuid, $3::text, now() + make_interval(secs => $4::int), jsonb_build_object('family', $5::text))`,
      [id, userId, hashToken(refreshToken), this.lifetimeSeconds, family ?? id],
    );
    return { refreshToken, refreshTokenId: id, family: family ?? id };
  }

  /** A personal access token: a `pat` row that signs in until `expiresAt` and is never rotated. */
  async issuePat(userId: string, expiresAt: Date, metadata: Record<string, unknown>): Promise<{ id: string; personalAccessToken: string }> {
    const personalAccessToken = randomUUID();
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO auth.refresh_tokens (id, user_id, refresh_token_hash, expires_at, metadata, type)
       VALUES ($1::uuid, $2::uuid, $3::text, $4::timestamptz, $5::jsonb, 'pat')`,
      [id, userId, hashToken(personalAccessToken), expiresAt.toISOString(), JSON.stringify(metadata)],
    );
    return { id, personalAccessToken };
  }

  /** The user a personal access token signs in, if it is known and unexpired. */
  async patUser(personalAccessToken: string): Promise<string | null> {
    const { rows } = await this.db.query<{ user_id: string }>(
      `SELECT user_id FROM auth.refresh_tokens WHERE refresh_token_hash = $1::text AND type = 'pat' AND expires_at > now()`,
      [hashToken(personalAccessToken)],
    );
    return rows.at(0)?.user_id ?? null;
  }

  /**
   * `/token`: the presented token is retired and a new one of the same family issued, and the user read, in one
   * statement (the hot path of every signed-in client). The row is locked, so two uses of one token are decided one
   * after the other; the user is read as the statement starts, before any of its writes (they touch no user).
   */
  async rotate(refreshToken: string): Promise<RotateResult> {
    const refreshTokenNew = randomUUID();
    const id = randomUUID();
    const { rows } = await this.db.query<UserRow & { user_id: string; family: string; reused: boolean }>(
      `WITH found AS (
         SELECT id, user_id, coalesce(metadata->>'family', id::text) AS family, metadata ? 'rotatedAt' AS rotated,
                coalesce((metadata->>'rotatedAt')::timestamptz > now() - make_interval(secs => $2::int), false) AS in_grace
         FROM auth.refresh_tokens
         WHERE refresh_token_hash = $1::text AND expires_at > now() AND type = 'regular'
         FOR UPDATE
       ), revoked AS (
         DELETE FROM auth.refresh_tokens t USING found f
         WHERE f.rotated AND NOT f.in_grace AND coalesce(t.metadata->>'family', t.id::text) = f.family
       ), marked AS (
         UPDATE auth.refresh_tokens t SET metadata = coalesce(t.metadata, '{}') || jsonb_build_object('rotatedAt', now())
         FROM found f WHERE t.id = f.id AND NOT f.rotated
       ), issued AS (
         INSERT INTO auth.refresh_tokens (id, user_id, refresh_token_hash, expires_at, metadata)
         SELECT $3::uuid, f.user_id, $4::text, now() + make_interval(secs => $5::int), jsonb_build_object('family', f.family)
         FROM found f WHERE NOT f.rotated OR f.in_grace
       )
       SELECT f.user_id, f.family, f.rotated AND NOT f.in_grace AS reused, u.*
       FROM found f JOIN (${SELECT}) u ON u.id = f.user_id`,
      [hashToken(refreshToken), this.graceSeconds, id, hashToken(refreshTokenNew), this.lifetimeSeconds],
      { prepare: 'auth_rotate_refresh_token' },
    );
    const row = rows.at(0);
    if (!row) return { kind: 'invalid' };
    if (row.reused) return { kind: 'reused', userId: row.user_id };
    return { kind: 'rotated', user: fromRow(row), token: { refreshToken: refreshTokenNew, refreshTokenId: id, family: row.family } };
  }

  /** `/signout`: the token's whole family (the session on this device). Unknown tokens are ignored. */
  async revokeFamily(refreshToken: string): Promise<void> {
    await this.db.query(
      `DELETE FROM auth.refresh_tokens WHERE coalesce(metadata->>'family', id::text) IN (
         SELECT coalesce(metadata->>'family', id::text) FROM auth.refresh_tokens WHERE refresh_token_hash = $1::text)`,
      [hashToken(refreshToken)],
    );
  }

  /** `/signout` with `all`, and a password change: every session of the user but `exceptFamily`. */
  async revokeUser(userId: string, exceptFamily?: string): Promise<void> {
    await this.db.query(
      `DELETE FROM auth.refresh_tokens WHERE user_id = $1::uuid AND type = 'regular'
         AND ($2::text IS NULL OR coalesce(metadata->>'family', id::text) <> $2::text)`,
      [userId, exceptFamily ?? null],
    );
  }
}

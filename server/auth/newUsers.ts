/**
 * Creating an account, as every way of signing up does it (e-mail and password, magic link, passkey, SMS code,
 * provider): the user row with the options the request chose, and their roles, in one transaction.
 */
import type { Db, Queryable } from '../db/driver.ts';
import type { AuthConfig } from './authConfig.ts';
import { AuthError } from './authErrors.ts';
import { gravatarUrl, type NewUserOptions } from './authService.ts';

export interface NewUser {
  /** Null for an account known by its phone number only. */
  email: string | null;
  phoneNumber?: string;
  /** Whether whoever vouches for the address checked it (a provider); false by default. */
  emailVerified?: boolean;
  /** Gravatar's image for the e-mail by default (none without one). */
  avatarUrl?: string;
  passwordHash: string | null;
  options: NewUserOptions;
  /** The id to give the user; a passkey made before the account exists already carries it as its user handle. */
  id?: string;
}

/**
 * Inserts the user and their roles in `tx`; null, and nothing written, when the e-mail or phone number (or id) is
 * already an account's.
 */
export async function insertUser(tx: Queryable, user: NewUser): Promise<string | null> {
  const { email, options } = user;
  const { rows } = await tx.query<{ id: string }>(
    `INSERT INTO auth.users (id, email, phone_number, email_verified, password_hash, locale, display_name, avatar_url, default_role, metadata)
     VALUES (coalesce($1::uuid, gen_random_uuid()), $2::text, $3::text, $4::boolean, $5::text, $6::text, $7::text, $8::text, $9::text, $10::jsonb)
     ON CONFLICT DO NOTHING RETURNING id`,
    [user.id ?? null, email, user.phoneNumber ?? null, user.emailVerified ?? false, user.passwordHash, options.locale,
      options.displayName, user.avatarUrl ?? (email === null ? '' : gravatarUrl(email)), options.defaultRole, JSON.stringify(options.metadata)],
  );
  const created = rows.at(0);
  if (!created) return null;
  for (const role of new Set([...options.allowedRoles, options.defaultRole])) {
    await tx.query('INSERT INTO auth.user_roles (user_id, role) VALUES ($1::uuid, $2::text)', [created.id, role]);
  }
  return created.id;
}

/**
 * Inserts the user and their roles, then runs `alsoInTransaction` (a passkey or a provider's link to store with the
 * account) before the transaction commits; `signup-disabled` when sign-up is off, `email-already-in-use` when the
 * address is taken.
 */
export function createUser(
  db: Db, config: Pick<AuthConfig, 'signupDisabled'>, user: NewUser,
  alsoInTransaction?: (tx: Queryable, id: string) => Promise<void>,
): Promise<string> {
  if (config.signupDisabled) throw new AuthError('signup-disabled');
  return db.transaction(async (tx) => {
    const id = await insertUser(tx, user);
    if (id === null) throw new AuthError('email-already-in-use');
    await alsoInTransaction?.(tx, id);
    return id;
  });
}

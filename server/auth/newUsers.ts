/**
 * Creating an account, as every way of signing up does it (e-mail and password, magic link, passkey): the user row
 * with the options the request chose, and their roles, in one transaction.
 */
import type { Db, Queryable } from '../db/driver.ts';
import type { AuthConfig } from './authConfig.ts';
import { AuthError } from './authErrors.ts';
import { gravatarUrl, type NewUserOptions } from './authService.ts';

export interface NewUser {
  email: string;
  passwordHash: string | null;
  options: NewUserOptions;
  /** The id to give the user; a passkey made before the account exists already carries it as its user handle. */
  id?: string;
}

/**
 * Inserts the user and their roles, then runs `alsoInTransaction` (a passkey to store with the account) before the
 * transaction commits; `signup-disabled` when sign-up is off, `email-already-in-use` when the address is taken.
 */
export function createUser(
  db: Db, config: Pick<AuthConfig, 'signupDisabled'>, user: NewUser,
  alsoInTransaction?: (tx: Queryable, id: string) => Promise<void>,
): Promise<string> {
  if (config.signupDisabled) throw new AuthError('signup-disabled');
  const { email, passwordHash, options } = user;
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string }>(
      `INSERT INTO auth.users (id, email, password_hash, locale, display_name, avatar_url, default_role, metadata)
       VALUES (coalesce($8::uuid, gen_random_uuid()), $1::text, $2::text, $3::text, $4::text, $5::text, $6::text, $7::jsonb)
       ON CONFLICT DO NOTHING RETURNING id`,
      [email, passwordHash, options.locale, options.displayName, gravatarUrl(email), options.defaultRole, JSON.stringify(options.metadata), user.id ?? null],
    );
    const created = rows.at(0);
    if (!created) throw new AuthError('email-already-in-use');
    for (const role of new Set([...options.allowedRoles, options.defaultRole])) {
      await tx.query('INSERT INTO auth.user_roles (user_id, role) VALUES ($1::uuid, $2::text)', [created.id, role]);
    }
    await alsoInTransaction?.(tx, created.id);
    return created.id;
  });
}

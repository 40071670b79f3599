/**
 * Users as the auth service reads them from `auth.users` and `auth.user_roles`, and the User object the client
 * receives in a session and from `GET /user` (contract §2.1).
 */
import type { Queryable } from '../db/driver.ts';
import type { TokenUser } from './accessToken.ts';

export interface UserRecord extends TokenUser {
  createdAt: string;
  displayName: string;
  avatarUrl: string;
  locale: string;
  email: string | null;
  metadata: unknown;
  emailVerified: boolean;
  phoneNumber: string | null;
  phoneNumberVerified: boolean;
  activeMfaType: string | null;
  disabled: boolean;
  passwordHash: string | null;
}

export type UserRow = {
  id: string;
  created_at: string;
  display_name: string;
  avatar_url: string;
  locale: string;
  email: string | null;
  is_anonymous: boolean;
  default_role: string;
  metadata: unknown;
  email_verified: boolean;
  phone_number: string | null;
  phone_number_verified: boolean;
  active_mfa_type: string | null;
  disabled: boolean;
  password_hash: string | null;
  roles: string[] | null;
};

/** The columns of a user row, with its roles: `FROM auth.users u`, to be completed with a WHERE. */
export const SELECT = `
  SELECT u.id, to_json(u.created_at) #>> '{}' AS created_at, u.display_name, u.avatar_url, u.locale, u.email::text AS email, u.is_anonymous,
         u.default_role, u.metadata, u.email_verified, u.phone_number, u.phone_number_verified, u.active_mfa_type,
         u.disabled, u.password_hash,
         (SELECT array_agg(r.role ORDER BY r.role) FROM auth.user_roles r WHERE r.user_id = u.id) AS roles
  FROM auth.users u`;

export function fromRow(row: UserRow): UserRecord {
  const roles = row.roles ?? [];
  return {
    id: row.id,
    createdAt: row.created_at,
    displayName: row.display_name,
    avatarUrl: row.avatar_url,
    locale: row.locale,
    email: row.email,
    isAnonymous: row.is_anonymous,
    defaultRole: row.default_role,
    metadata: row.metadata ?? {},
    emailVerified: row.email_verified,
    phoneNumber: row.phone_number,
    phoneNumberVerified: row.phone_number_verified,
    activeMfaType: row.active_mfa_type,
    disabled: row.disabled,
    passwordHash: row.password_hash,
    // hasura-auth adds the default role to the allowed roles when it is missing.
    roles: roles.includes(row.default_role) ? roles : [...roles, row.default_role],
  };
}

/** By e-mail, compared case-insensitively (`auth.email` is citext). */
export async function userByEmail(db: Queryable, email: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`${SELECT} WHERE u.email = $1::text`, [email]);
  return rows[0] ? fromRow(rows[0]) : null;
}

export async function userById(db: Queryable, id: string): Promise<UserRecord | null> {
  const { rows } = await db.query<UserRow>(`${SELECT} WHERE u.id = $1::uuid`, [id], { prepare: 'auth_user_by_id' });
  return rows[0] ? fromRow(rows[0]) : null;
}

/** The User object of a session and of `GET /user`: nulls left out as the Go server leaves them out. */
export function userJson(user: UserRecord, inSession: boolean): Record<string, unknown> {
  return {
    id: user.id,
    createdAt: user.createdAt,
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
    locale: user.locale,
    ...(user.email === null ? {} : { email: user.email }),
    isAnonymous: user.isAnonymous,
    defaultRole: user.defaultRole,
    metadata: user.metadata,
    emailVerified: user.emailVerified,
    ...(user.phoneNumber === null ? {} : { phoneNumber: user.phoneNumber }),
    phoneNumberVerified: user.phoneNumberVerified,
    // Go always sends null inside sessions and the real value from GET /user (contract §2.1).
    activeMfaType: inSession ? null : user.activeMfaType,
    roles: user.roles,
  };
}

/**
 * Which account a provider's sign-in reaches: the one already linked to that provider account, else the one with the
 * same e-mail address when the provider vouches for it, else a new one.
 *
 * Note [Linking by a verified e-mail only]
 * hasura-auth links any provider account to the local account with the same e-mail. Here the provider must say it
 * checked the address (`email_verified`, GitHub's `verified`): otherwise anyone who can make an account at some
 * provider with another person's address, unchecked, would walk into that person's account. Such a sign-in is
 * refused with `email-already-in-use`, and the person signs in as before and may link the provider from there.
 * A local account whose own address was never verified is the opposite risk (account pre-hijacking): someone may have
 * signed up with the address first, choosing a password, hoping the owner will later come by a provider. Linking
 * such an account therefore makes the address verified and drops the password and every session, so only the
 * address's owner, who has just proved it at the provider, holds the account.
 */
import type { Queryable } from '../../db/driver.ts';
import { AuthError } from '../authErrors.ts';
import type { AuthService, NewUserOptions } from '../authService.ts';
import { createUser } from '../newUsers.ts';
import type { RequestUrls } from '../requestUrls.ts';
import { userByEmail, userById, type UserRecord } from '../users.ts';
import type { ProviderProfile } from './providerClients.ts';

/** hasura-auth keeps no provider tokens and writes this in the NOT NULL column. */
const NO_TOKEN = 'unset';

async function linkedUserId(db: Queryable, providerId: string, providerUserId: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    'SELECT user_id FROM auth.user_providers WHERE provider_id = $1::text AND provider_user_id = $2::text',
    [providerId, providerUserId],
  );
  return rows[0]?.user_id ?? null;
}

/** Links the provider account to `userId`; `invalid-request` when it is already another account's. */
export async function linkProvider(db: Queryable, userId: string, providerId: string, providerUserId: string): Promise<void> {
  await db.query(
    `INSERT INTO auth.user_providers (user_id, access_token, provider_id, provider_user_id)
     VALUES ($1::uuid, $2::text, $3::text, $4::text) ON CONFLICT (provider_id, provider_user_id) DO NOTHING`,
    [userId, NO_TOKEN, providerId, providerUserId],
  );
  if ((await linkedUserId(db, providerId, providerUserId)) !== userId) throw new AuthError('invalid-request', 'This provider account belongs to another user');
}

/**
 * The user a provider's sign-in reaches, linked or created on the way (see Note [Linking by a verified e-mail only]).
 * `options` are the sign-up options the sign-in started with, used when a user is created.
 */
export async function providerUser(
  service: AuthService, providerId: string, profile: ProviderProfile, options: NewUserOptions, urls: RequestUrls,
): Promise<UserRecord> {
  const { db, config } = service;
  const linked = await linkedUserId(db, providerId, profile.providerUserId);
  if (linked !== null) {
    const user = await userById(db, linked);
    if (!user) throw new Error('a linked user is gone');
    return user;
  }
  const existing = profile.email === null ? null : await userByEmail(db, profile.email);
  if (existing) {
    if (!profile.emailVerified) throw new AuthError('email-already-in-use');
    await db.transaction(async (tx) => {
      await linkProvider(tx, existing.id, providerId, profile.providerUserId);
      if (!existing.emailVerified) {
        await tx.query('UPDATE auth.users SET email_verified = true, password_hash = NULL WHERE id = $1::uuid', [existing.id]);
      }
    });
    if (!existing.emailVerified) await service.refreshTokens.revokeUser(existing.id);
    return (await userById(db, existing.id)) ?? existing;
  }
  const email = profile.email;
  const id = await createUser(db, config, {
    email, emailVerified: profile.emailVerified, passwordHash: null, options, ...(profile.picture ? { avatarUrl: profile.picture } : {}),
  }, (tx, created) => linkProvider(tx, created, providerId, profile.providerUserId));
  const user = await userById(db, id);
  if (!user) throw new Error('the new user is gone');
  // As a sign-up by password: an address the provider did not check is checked by the e-mailed link.
  if (email !== null && !profile.emailVerified && config.emailVerifiedRequired) {
    await service.sendTicket(urls, user, 'verifyEmail', options.redirectTo);
  }
  return user;
}

/**
 * Passkeys (WebAuthn; contract §3.1, §3.3, §3.4; spec §3 passkey payloads): sign-up (`/signup/webauthn` and
 * `/verify`), sign-in with an e-mail or with a discoverable passkey and no e-mail at all, which is also what the
 * browser's autofill uses (`/signin/webauthn` and `/verify`), and a signed-in user adding one (`/user/webauthn/add`
 * and `/verify`). Each first step answers the bare WebAuthn options `@simplewebauthn/browser` takes; each second step
 * verifies the browser's answer against the challenge of the first, which works once.
 *
 * Choices beyond hasura-auth:
 * - User verification is required (a PIN or a fingerprint on the authenticator): a passkey then proves possession
 *   and the user, so it signs in on its own, without the TOTP code a password needs.
 * - `/signin/webauthn` with an e-mail that has no passkeys, or no account, answers options all the same (the browser
 *   then finds nothing to offer), rather than hasura-auth's 400: the answer never tells whether an address has an
 *   account. The second step refuses a passkey that is not the address's.
 * - `nickname` is read at the top level of `/signup/webauthn/verify` or in its options (contract §3.3's quirk).
 */
import { randomUUID } from 'node:crypto';
import type * as WebAuthn from '@simplewebauthn/server';
import type { AuthenticationResponseJSON, RegistrationResponseJSON, WebAuthnCredential } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isRecord } from '../../../common/isRecord.ts';
import { bodyOf, emailField, type Body } from '../authHttp.ts';
import { AuthError } from '../authErrors.ts';
import type { AuthService } from '../authService.ts';
import { createUser } from '../newUsers.ts';
import type { RouteLimits } from '../rateLimits.ts';
import { userByEmail, userById, type UserRecord } from '../users.ts';
import { Ceremonies } from './ceremonies.ts';
import { insertKey, keyByCredentialId, keysOfUser, updateCounter } from './securityKeys.ts';

const utf8 = new TextEncoder();

let library: Promise<typeof WebAuthn> | undefined;
/** The WebAuthn library, loaded at the first passkey request: importing it costs 0.7 to 0.9 s of every start on two cores. */
const webauthn = () => (library ??= import('@simplewebauthn/server'));

/**
 * The credential of a second step with the challenge its client data answers, or `invalid-request` when it is not
 * shaped as the browser library sends one (spec §3). The library's verification checks the rest of it.
 */
function credentialOf(body: Body): { credential: Record<string, unknown>; challenge: string } {
  const credential = body.credential;
  if (!isRecord(credential) || typeof credential.id !== 'string' || typeof credential.rawId !== 'string'
    || credential.type !== 'public-key' || !isRecord(credential.response) || typeof credential.response.clientDataJSON !== 'string') {
    throw new AuthError('invalid-request');
  }
  let clientData: unknown;
  try {
    clientData = JSON.parse(Buffer.from(credential.response.clientDataJSON, 'base64url').toString('utf8'));
  } catch {
    throw new AuthError('invalid-request');
  }
  if (!isRecord(clientData) || typeof clientData.challenge !== 'string') throw new AuthError('invalid-request');
  return { credential, challenge: clientData.challenge };
}

const registrationOf = (body: Body) => {
  const { credential, challenge } = credentialOf(body);
  return { ...(credential as unknown as RegistrationResponseJSON), challenge };
};

const assertionOf = (body: Body) => {
  const { credential, challenge } = credentialOf(body);
  return { ...(credential as unknown as AuthenticationResponseJSON), challenge };
};

const fromBase64Url = (text: string): string => Buffer.from(text, 'base64url').toString('utf8');

/**
 * Whether a passkey's user handle (base64url, as the assertion carries it) names `userId`. The handle is the
 * account's id, but the browser library inside nhost-js 3.x (@simplewebauthn/browser 9) reads the options' `user.id`
 * as text rather than as base64url, so a passkey it made holds the base64url text itself as its handle, and one made
 * by a current library holds the id: both are the same account.
 */
function handleNames(handle: string, userId: string): boolean {
  const once = fromBase64Url(handle);
  return once === userId || fromBase64Url(once) === userId;
}

const nicknameOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, 100) : null;

export function passkeyRoutes(app: FastifyInstance, service: AuthService, limits: RouteLimits): void {
  const { db, config } = service;
  const relyingParty = config.webauthn;
  const ceremonies = new Ceremonies(relyingParty.timeoutMs + 30_000);
  const enabled = () => {
    if (!relyingParty.enabled) throw new AuthError('disabled-endpoint');
  };

  const registrationOptions = async (user: { id: string; name: string; displayName: string }, exclude: WebAuthnCredential[]) =>
    (await webauthn()).generateRegistrationOptions({
      rpName: relyingParty.rpName, rpID: relyingParty.rpId, timeout: relyingParty.timeoutMs,
      // The user handle a discoverable passkey gives back at sign-in: the account's id (36 bytes, within the 64 allowed).
      userID: utf8.encode(user.id), userName: user.name, userDisplayName: user.displayName,
      attestationType: 'none',
      excludeCredentials: exclude.map((c) => ({ id: c.id, transports: c.transports })),
      // Resident, so the passkey signs in without an e-mail typed first.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });

  /** The browser's registration answer to the challenge of `expectedChallenge`, verified, or the refusal. */
  const verifyRegistration = async (response: RegistrationResponseJSON, expectedChallenge: string): Promise<WebAuthnCredential> => {
    try {
      const result = await (await webauthn()).verifyRegistrationResponse({
        response, expectedChallenge, expectedOrigin: relyingParty.origins, expectedRPID: relyingParty.rpId,
        requireUserVerification: true,
      });
      if (result.verified) return result.registrationInfo.credential;
    } catch {
      // A malformed attestation or a wrong origin: refused below like a signature that does not verify.
    }
    throw new AuthError('invalid-webauthn-verification');
  };

  const signedIn = async (request: FastifyRequest): Promise<UserRecord> => {
    const user = await userById(db, (await service.caller(request)).userId);
    if (!user) throw new AuthError('unauthenticated-user');
    return user;
  };

  app.post('/signup/webauthn', limits.check('signups'), async (request) => {
    enabled();
    if (config.signupDisabled) throw new AuthError('signup-disabled');
    const body = bodyOf(request);
    const email = emailField(body, 'email');
    const options = service.newUserOptions(email, isRecord(body.options) ? body.options : {}, service.urls(request));
    if (await userByEmail(db, email)) throw new AuthError('email-already-in-use');
    const userId = randomUUID();
    const creation = await registrationOptions({ id: userId, name: email, displayName: options.displayName }, []);
    ceremonies.start(creation.challenge, { kind: 'signUp', userId, email, options });
    return creation;
  });

  app.post('/signup/webauthn/verify', limits.check('signups'), async (request) => {
    enabled();
    const body = bodyOf(request);
    const credential = registrationOf(body);
    const ceremony = ceremonies.take(credential.challenge, 'signUp');
    if (!ceremony) throw new AuthError('invalid-webauthn-verification');
    const verified = await verifyRegistration(credential, credential.challenge);
    const options = isRecord(body.options) ? body.options : {};
    const nickname = nicknameOf(body.nickname) ?? nicknameOf(options.nickname);
    const userOptions = {
      ...ceremony.options,
      ...(typeof options.displayName === 'string' && options.displayName.trim() ? { displayName: options.displayName.trim() } : {}),
      ...(isRecord(options.metadata) ? { metadata: options.metadata } : {}),
    };
    const id = await createUser(db, config, { id: ceremony.userId, email: ceremony.email, passwordHash: null, options: userOptions },
      async (tx, userId) => {
        await insertKey(tx, userId, verified, nickname);
      });
    const user = await userById(db, id);
    if (!user) throw new Error('the new user is gone');
    if (config.emailVerifiedRequired) {
      await service.sendTicket(service.urls(request), user, 'verifyEmail', userOptions.redirectTo);
      return { session: null, mfa: null };
    }
    return { session: await service.session(user), mfa: null };
  });

  app.post('/signin/webauthn', limits.check('bruteForce'), async (request) => {
    enabled();
    const body = bodyOf(request);
    const email = body.email === undefined ? null : emailField(body, 'email');
    const user = email === null ? null : await userByEmail(db, email);
    const keys = user === null ? [] : await keysOfUser(db, user.id);
    const assertion = await (await webauthn()).generateAuthenticationOptions({
      rpID: relyingParty.rpId, timeout: relyingParty.timeoutMs, userVerification: 'required',
      allowCredentials: keys.map((k) => ({ id: k.credential.id, transports: k.credential.transports })),
    });
    // With an e-mail, only that account's passkeys will do, even when it has none (see the header).
    ceremonies.start(assertion.challenge, { kind: 'signIn', userId: email === null ? null : user?.id ?? randomUUID() });
    return assertion;
  });

  app.post('/signin/webauthn/verify', limits.check('bruteForce'), async (request) => {
    enabled();
    const body = bodyOf(request);
    const credential = assertionOf(body);
    const ceremony = ceremonies.take(credential.challenge, 'signIn');
    if (!ceremony) throw new AuthError('invalid-webauthn-verification');
    const key = await keyByCredentialId(db, credential.id);
    if (!key || (ceremony.userId !== null && key.userId !== ceremony.userId)) throw new AuthError('invalid-webauthn-security-key');
    // A discoverable passkey names its account too; it must be the one the key was registered to.
    const handle = credential.response.userHandle;
    if (handle && !handleNames(handle, key.userId)) throw new AuthError('invalid-webauthn-security-key');
    let newCounter: number;
    try {
      const result = await (await webauthn()).verifyAuthenticationResponse({
        response: credential, expectedChallenge: credential.challenge, expectedOrigin: relyingParty.origins,
        expectedRPID: relyingParty.rpId, credential: key.credential, requireUserVerification: true,
      });
      if (!result.verified) throw new Error('not verified');
      newCounter = result.authenticationInfo.newCounter;
    } catch {
      throw new AuthError('invalid-webauthn-verification');
    }
    await updateCounter(db, key.id, newCounter);
    const user = await userById(db, key.userId);
    if (!user) throw new AuthError('invalid-webauthn-security-key');
    await service.admitSignIn(user);
    return { session: await service.session(user), mfa: null };
  });

  app.post('/user/webauthn/add', limits.check('global'), async (request) => {
    enabled();
    const user = await signedIn(request);
    if (user.isAnonymous) throw new AuthError('forbidden-anonymous');
    const keys = await keysOfUser(db, user.id);
    const creation = await registrationOptions(
      { id: user.id, name: user.email ?? user.displayName, displayName: user.displayName }, keys.map((k) => k.credential),
    );
    ceremonies.start(creation.challenge, { kind: 'add', userId: user.id });
    return creation;
  });

  app.post('/user/webauthn/verify', limits.check('global'), async (request) => {
    enabled();
    const user = await signedIn(request);
    const body = bodyOf(request);
    const credential = registrationOf(body);
    const ceremony = ceremonies.take(credential.challenge, 'add');
    if (!ceremony || ceremony.userId !== user.id) throw new AuthError('invalid-webauthn-verification');
    const verified = await verifyRegistration(credential, credential.challenge);
    if (await keyByCredentialId(db, verified.id)) throw new AuthError('invalid-webauthn-security-key');
    return insertKey(db, user.id, verified, nicknameOf(body.nickname));
  });
}

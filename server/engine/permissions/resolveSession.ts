/**
 * Turns request headers into a session (role + session variables), following Hasura's `getUserInfoWithExpTime`
 * and `processJwt` (contract §4.1, §4.2): admin secret first, then the JWT, then the unauthorized role.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { errors } from 'jose';
import type { JWTPayload } from 'jose';
import { EngineError } from '../errors.ts';
import { readJsonPath } from './jwtSecret.ts';
import type { JwtSecretConfig } from './jwtSecret.ts';
import { isRecord } from '../../../common/isRecord.ts';

/** How requests authenticate: `HASURA_GRAPHQL_ADMIN_SECRET`, `…_JWT_SECRET` and `…_UNAUTHORIZED_ROLE`. */
export interface AuthConfig {
  adminSecret: string | null;
  jwt: JwtSecretConfig | null;
  unauthorizedRole: string | null;
}

/** Who a request runs as. */
export interface Session {
  role: string;
  /** lower-cased x-hasura-* names → string values */
  variables: Readonly<Record<string, string>>;
  isAdmin: boolean;
  /**
   * The request proved the admin secret and sent `x-hasura-use-backend-only-permissions: true`: only then are
   * `backend_only` insert/update/delete permissions in force (contract §4.3).
   */
  backendOnly?: boolean;
  /** When the session's JWT expires (ms since the epoch); a websocket is closed then (contract §3.3). */
  expiresAt?: number;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

const ADMIN_ROLE = 'admin';
const ROLE_HEADER = 'x-hasura-role';
const ADMIN_SECRET_HEADER = 'x-hasura-admin-secret';
const ACCESS_KEY_HEADER = 'x-hasura-access-key';
const ALLOWED_ROLES_CLAIM = 'x-hasura-allowed-roles';
const DEFAULT_ROLE_CLAIM = 'x-hasura-default-role';
/** Registered claims are not Hasura claims: a namespace or path only looks among the others (`unregisteredClaims`). */
const REGISTERED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);

const invalidClaims = (message: string): EngineError => new EngineError('jwt-invalid-claims', message);
const isSessionVariable = (name: string): boolean => name.startsWith('x-hasura-');

/**
 * Resolves the session of one request. Throws {@link EngineError} (path `$`) with Hasura's code and message when
 * the request may not run. The order follows Hasura: a presented admin secret decides alone (the JWT is then
 * ignored); otherwise the JWT, when configured; otherwise the unauthorized role. With neither an admin secret
 * nor a JWT configured the engine is open, like Hasura without `HASURA_GRAPHQL_ADMIN_SECRET`: requests run as
 * `admin` unless they name another role in `x-hasura-role`.
 */
export async function resolveSession(headers: Headers, config: AuthConfig): Promise<Session> {
  const request = normalizeHeaders(headers);
  const presented = request.get(ADMIN_SECRET_HEADER) ?? request.get(ACCESS_KEY_HEADER);
  const requestedRole = nonEmpty(request.get(ROLE_HEADER));

  if (config.adminSecret === null && config.jwt === null) return trustedSession(requestedRole, request);
  if (presented !== undefined) {
    if (config.adminSecret === null || !secretsEqual(presented, config.adminSecret)) {
      throw new EngineError('access-denied', `invalid ${ADMIN_SECRET_HEADER}/${ACCESS_KEY_HEADER}`);
    }
    return trustedSession(requestedRole, request);
  }
  if (config.jwt === null) {
    if (config.unauthorizedRole === null) {
      throw new EngineError('access-denied', `${ADMIN_SECRET_HEADER}/${ACCESS_KEY_HEADER} required, but not found`);
    }
    return sessionOf(config.unauthorizedRole, headerVariables(request));
  }

  const token = findToken(request, config.jwt);
  if (token === null) {
    if (config.unauthorizedRole === null) {
      throw new EngineError('invalid-headers', "Missing 'Authorization' or 'Cookie' header in JWT authentication mode");
    }
    // The unauthorized role is forced: a client cannot pick another role without a token.
    return sessionOf(config.unauthorizedRole, headerVariables(request));
  }
  const payload = await verifyToken(token, config.jwt);
  const sessions = claimSessions.get(payload);
  const known = sessions?.get(requestedRole ?? '');
  if (known) return known;
  const claims = hasuraClaims(payload, config.jwt);
  const { allowedRoles, defaultRole } = roleClaims(claims);
  const role = requestedRole ?? defaultRole;
  // Hasura checks the default role too, so a token whose default role it does not allow is refused.
  if (!allowedRoles.includes(role)) {
    throw new EngineError('access-denied', 'Your requested role is not in allowed roles');
  }
  const variables = new Map<string, string>();
  for (const [name, value] of claims) {
    if (name !== ALLOWED_ROLES_CLAIM && name !== DEFAULT_ROLE_CLAIM) variables.set(name, claimText(name, value));
  }
  const session = sessionOf(role, variables);
  const resolved = Object.freeze(typeof payload.exp === 'number' ? { ...session, expiresAt: payload.exp * 1000 } : session);
  if (sessions) sessions.set(requestedRole ?? '', resolved);
  else claimSessions.set(payload, new Map([[requestedRole ?? '', resolved]]));
  return resolved;
}

/**
 * The session a verified token gives each role it was asked for ('' for its default role). A client sends the same
 * token with every request until it refreshes it, and the verifier hands back the same payload object for it (Note
 * [Remembering verified tokens]), so its claims are read once per role instead of on every request. Only sessions
 * that passed every check are kept; a payload forgotten by the verifier takes its sessions with it.
 */
const claimSessions = new WeakMap<JWTPayload, Map<string, Session>>();

/** Lower-cases names and flattens repeated headers the way Node joins them (`; ` for cookies, `, ` otherwise). */
function normalizeHeaders(headers: Headers): Map<string, string> {
  const result = new Map<string, string>();
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    const lower = name.toLowerCase();
    result.set(lower, Array.isArray(value) ? value.join(lower === 'cookie' ? '; ' : ', ') : value);
  }
  return result;
}

const nonEmpty = (value: string | undefined): string | undefined => (value === '' ? undefined : value);

/** Every x-hasura-* request header except the secrets themselves (Hasura's `mkUserInfo` drops those). */
function headerVariables(request: Map<string, string>): Map<string, string> {
  const variables = new Map<string, string>();
  for (const [name, value] of request) {
    if (isSessionVariable(name) && name !== ADMIN_SECRET_HEADER && name !== ACCESS_KEY_HEADER) variables.set(name, value);
  }
  return variables;
}

/**
 * A session the request may shape itself (it proved the admin secret, or the engine is open): any role, any
 * x-hasura-* variables, and `backend_only` permissions when it asks for them.
 */
function trustedSession(requestedRole: string | undefined, request: Map<string, string>): Session {
  const session = sessionOf(requestedRole ?? ADMIN_ROLE, headerVariables(request));
  const asked = request.get(BACKEND_ONLY_HEADER);
  const backendOnly = asked !== undefined && headerBool(asked);
  return backendOnly ? { ...session, backendOnly } : session;
}

const BACKEND_ONLY_HEADER = 'x-hasura-use-backend-only-permissions';
const TRUE_TEXTS = ['true', 't', 'yes', 'y'];
const FALSE_TEXTS = ['false', 'f', 'no', 'n'];

/**
 * The backend-only header read as Hasura's `parseStringAsBool` reads it: any case of the listed words, anything else
 * a `bad-request` with its message (whose doubled spaces are Hasura's).
 */
function headerBool(text: string): boolean {
  const lower = text.toLowerCase();
  if (TRUE_TEXTS.includes(lower)) return true;
  if (FALSE_TEXTS.includes(lower)) return false;
  throw new EngineError('bad-request', `${BACKEND_ONLY_HEADER}:  Not a valid boolean text. True values are `
    + `${JSON.stringify(TRUE_TEXTS)} and  False values are ${JSON.stringify(FALSE_TEXTS)}. All values are case insensitive`);
}

/** The session always carries its resolved role as `x-hasura-role`, whatever the source said. */
function sessionOf(role: string, variables: Map<string, string>): Session {
  variables.set(ROLE_HEADER, role);
  return { role, variables: Object.freeze(Object.fromEntries(variables)), isAdmin: role === ADMIN_ROLE };
}

/** Compares digests so the time taken says nothing about how much of the secret matched. */
function secretsEqual(presented: string, expected: string): boolean {
  const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** The raw token from the configured location, or null when there is none. */
function findToken(request: Map<string, string>, jwt: JwtSecretConfig): string | null {
  switch (jwt.header.type) {
    case 'Authorization': {
      const value = request.get('authorization');
      if (value === undefined) return null;
      // Hasura splits on whitespace and wants exactly `Bearer <jwt>`, with that capitalisation.
      const parts = value.trim().split(/\s+/);
      if (parts.length !== 2 || parts[0] !== 'Bearer') {
        throw new EngineError('invalid-headers', 'Malformed Authorization header');
      }
      return parts[1];
    }
    case 'Cookie': {
      const name = jwt.header.name;
      for (const pair of (request.get('cookie') ?? '').split(';')) {
        const at = pair.indexOf('=');
        if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
      }
      return null;
    }
    case 'CustomHeader':
      return nonEmpty(request.get(jwt.header.name.toLowerCase())?.trim()) ?? null;
  }
}

/** Verifies the token, translating jose's failures into the names Hasura's `hs-jose` errors print. */
async function verifyToken(token: string, jwt: JwtSecretConfig): Promise<JWTPayload> {
  try {
    return await jwt.verify(token);
  } catch (error) {
    throw new EngineError('invalid-jwt', `Could not verify JWT: ${joseErrorName(error)}`, '$', String(error));
  }
}

function joseErrorName(error: unknown): string {
  if (error instanceof errors.JWTExpired) return 'JWTExpired';
  if (error instanceof errors.JWSSignatureVerificationFailed) return 'JWSError JWSInvalidSignature';
  if (error instanceof errors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return 'JWTNotInAudience';
    if (error.claim === 'iss') return 'JWTNotInIssuer';
    if (error.claim === 'nbf' && error.reason === 'check_failed') return 'JWTNotYetValid';
    return `JWTClaimsSetDecodeError "${error.message}"`;
  }
  if (error instanceof errors.JWTInvalid) return `JWTClaimsSetDecodeError "${error.message}"`;
  if (error instanceof errors.JWSInvalid) return `JWSError (CompactDecodeError ${error.message})`;
  // A disallowed `alg`, or no key in the JWKS for the token's `kid`: no key could check the signature.
  if (error instanceof errors.JOSEAlgNotAllowed || error instanceof errors.JWKSNoMatchingKey) {
    return 'JWSError JWSNoValidSignatures';
  }
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Finds the Hasura claims object and keeps its x-hasura-* entries, with lower-cased names. */
function hasuraClaims(payload: JWTPayload, jwt: JwtSecretConfig): Map<string, unknown> {
  const unregistered = Object.fromEntries(Object.entries(payload).filter(([name]) => !REGISTERED_CLAIMS.has(name)));
  const location = jwt.claims;
  let found = readJsonPath(unregistered, location.kind === 'namespace' ? [location.key] : location.steps);
  if (found === undefined) {
    throw invalidClaims(
      location.kind === 'namespace'
        ? `claims key: '${location.key}' not found`
        : `claims not found at claims_namespace_path: '${location.path}'`,
    );
  }
  if (jwt.claimsFormat === 'stringified_json') {
    if (typeof found !== 'string') throw invalidClaims('expecting a string when claims_format is stringified_json');
    const text = found;
    found = parseJsonOr(text, undefined);
    if (!isRecord(found)) {
      const where = location.kind === 'namespace' ? `claims_namespace ${location.key}` : `claims_namespace_path ${location.path}`;
      throw invalidClaims(`expecting stringified json at: '${where}', but found: ${text}`);
    }
  }
  if (!isRecord(found)) throw invalidClaims('expecting a json object when claims_format is json');
  const claims = new Map<string, unknown>();
  for (const [name, value] of Object.entries(found)) {
    const lower = name.toLowerCase();
    if (isSessionVariable(lower)) claims.set(lower, value);
  }
  return claims;
}

function parseJsonOr(text: string, fallback: unknown): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return fallback;
  }
}

/** The JSON type name Aeson prints in its parse errors, which Hasura appends to its own messages. */
function aesonType(value: unknown): string {
  if (value === null) return 'Null';
  if (Array.isArray(value)) return 'Array';
  return ({ string: 'String', number: 'Number', boolean: 'Bool' } as Record<string, string>)[typeof value] ?? 'Object';
}

/** Why a claim value is not a role name (in Aeson's words), or null when it is one. */
function roleProblem(value: unknown): string | null {
  if (typeof value !== 'string') return `parsing Text failed, expected String, but encountered ${aesonType(value)}`;
  return value === '' ? 'role name cannot be empty' : null;
}

function roleClaims(claims: Map<string, unknown>): { allowedRoles: string[]; defaultRole: string } {
  const missing = (claim: string) => new EngineError('jwt-missing-role-claims', `JWT claim does not contain ${claim}`);
  const allowed = claims.get(ALLOWED_ROLES_CLAIM);
  if (allowed === undefined) throw missing(ALLOWED_ROLES_CLAIM);
  const allowedProblem = Array.isArray(allowed)
    ? ((allowed as unknown[]).map(roleProblem).find((problem) => problem !== null) ?? null)
    : `parsing [] failed, expected Array, but encountered ${aesonType(allowed)}`;
  if (allowedProblem !== null) throw invalidClaims(`invalid ${ALLOWED_ROLES_CLAIM}; should be a list of roles: ${allowedProblem}`);
  const defaultRole = claims.get(DEFAULT_ROLE_CLAIM);
  if (defaultRole === undefined) throw missing(DEFAULT_ROLE_CLAIM);
  const defaultProblem = roleProblem(defaultRole);
  if (defaultProblem !== null) throw invalidClaims(`invalid ${DEFAULT_ROLE_CLAIM}; should be a single role name: ${defaultProblem}`);
  return { allowedRoles: allowed as string[], defaultRole: defaultRole as string };
}

/** Session variables are text: arrays become Postgres array literals so `_in` checks can cast them. */
function claimText(name: string, value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return postgresArray(value);
  const expected = 'should be a string, number, boolean or array';
  throw invalidClaims(`x-hasura-* claims: ${name} ${expected}, but encountered ${aesonType(value)}`);
}

function postgresArray(items: readonly unknown[]): string {
  const element = (item: unknown): string => {
    if (item === null) return 'NULL';
    if (Array.isArray(item)) return postgresArray(item);
    const text = typeof item === 'string' ? item : JSON.stringify(item);
    return `"${text.replace(/["\\]/g, '\\$&')}"`;
  };
  return `{${items.map(element).join(',')}}`;
}

/**
 * Parses `HASURA_GRAPHQL_JWT_SECRET` (contract §4.2, Hasura's `JWTConfig` FromJSON) into a ready verifier. Keys
 * are imported here, synchronously, so a bad key fails at startup rather than on the first request.
 */
import { X509Certificate, createPublicKey, createSecretKey } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { JWSAlgorithm, JWTPayload, JWTVerifyOptions } from 'jose';
import { verifiedTokens } from './verifiedTokens.ts';
import { isRecord } from '../../../common/isRecord.ts';

/** The `type` values Hasura accepts (plus the ES* family, which its docs list). */
export type JwtKeyType =
  | 'HS256' | 'HS384' | 'HS512' | 'RS256' | 'RS384' | 'RS512' | 'ES256' | 'ES384' | 'ES512' | 'Ed25519';

/** Where the token is read from (`header` in the config). */
export type JwtTokenLocation =
  | { readonly type: 'Authorization' }
  | { readonly type: 'Cookie'; readonly name: string }
  | { readonly type: 'CustomHeader'; readonly name: string };

/** Where the Hasura claims object sits in the token: a top-level key, or a JSONPath into the payload. */
export type JwtClaimsLocation =
  | { readonly kind: 'namespace'; readonly key: string }
  | { readonly kind: 'path'; readonly path: string; readonly steps: readonly (string | number)[] };

/** A validated JWT configuration with its verification key prepared. */
export interface JwtSecretConfig {
  /** Null with `jwk_url`, whose keys carry their own algorithms. */
  readonly type: JwtKeyType | null;
  readonly claims: JwtClaimsLocation;
  readonly claimsFormat: 'json' | 'stringified_json';
  /** Accepted `aud` values; null when the config names none (then `aud` is not checked). */
  readonly audience: readonly string[] | null;
  readonly issuer: string | null;
  readonly allowedSkewSeconds: number;
  readonly header: JwtTokenLocation;
  /**
   * Verifies signature, `exp`/`nbf` (with the skew), `aud` and `iss`; resolves to the payload or rejects with a
   * jose error, which the caller maps to Hasura's messages.
   */
  readonly verify: (token: string) => Promise<JWTPayload>;
}

/** Hasura's default claims namespace. */
export const DEFAULT_CLAIMS_NAMESPACE = 'https://hasura.io/jwt/claims';

const KEY_TYPES: readonly JwtKeyType[] = [
  'HS256', 'HS384', 'HS512', 'RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'ES512', 'Ed25519',
];
/** Node's names for the curves ES256/384/512 sign with. */
const EC_CURVES: Partial<Record<JwtKeyType, string>> = { ES256: 'prime256v1', ES384: 'secp384r1', ES512: 'secp521r1' };


/**
 * Parses the JSON of `HASURA_GRAPHQL_JWT_SECRET`. Unknown keys are ignored, as Hasura's parser does (Nhost's
 * configs may carry extra ones such as `kid`). Throws a plain `Error` listing every problem found.
 */
export function parseJwtSecret(json: string): JwtSecretConfig {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (error) {
    throw new Error(`Invalid HASURA_GRAPHQL_JWT_SECRET: not valid JSON (${(error as Error).message})`, { cause: error });
  }
  if (!isRecord(raw)) throw new Error('Invalid HASURA_GRAPHQL_JWT_SECRET: expected a JSON object');
  const problems: string[] = [];
  const optionalString = (name: string): string | null => {
    const value = raw[name];
    if (value === undefined || value === null) return null;
    if (typeof value === 'string' && value !== '') return value;
    problems.push(`${name} must be a non-empty string`);
    return null;
  };

  const type = optionalString('type');
  const keyType = type !== null && (KEY_TYPES as readonly string[]).includes(type) ? (type as JwtKeyType) : null;
  if (type !== null && keyType === null) problems.push(`type '${type}' is not one of ${KEY_TYPES.join(', ')}`);
  const key = optionalString('key');
  const jwkUrl = optionalString('jwk_url');
  let verifyWith: KeyObject | ReturnType<typeof createRemoteJWKSet> | null = null;
  if (key !== null && jwkUrl !== null) problems.push('key, jwk_url both cannot be present');
  else if (key === null && jwkUrl === null) problems.push('key and jwk_url both cannot be empty');
  else if (key !== null) {
    if (type === null) problems.push('type is required with key');
    else if (keyType !== null) verifyWith = importKey(keyType, key, problems);
  } else if (jwkUrl !== null) {
    // createRemoteJWKSet fetches lazily and caches, refreshing on an unknown `kid`; Hasura refreshes on a timer.
    if (/^https?:\/\//i.test(jwkUrl) && URL.canParse(jwkUrl)) verifyWith = createRemoteJWKSet(new URL(jwkUrl));
    else problems.push(`jwk_url '${jwkUrl}' is not an http(s) URL`);
  }

  if (raw.claims_map !== undefined && raw.claims_map !== null) {
    problems.push('claims_map is not supported by this engine; use claims_namespace or claims_namespace_path');
  }
  const namespace = optionalString('claims_namespace');
  const namespacePath = optionalString('claims_namespace_path');
  let claims: JwtClaimsLocation = { kind: 'namespace', key: namespace ?? DEFAULT_CLAIMS_NAMESPACE };
  if (namespace !== null && namespacePath !== null) {
    problems.push('claims_namespace and claims_namespace_path both cannot be set');
  } else if (namespacePath !== null) {
    const steps = parseJsonPath(namespacePath);
    if (steps === null) problems.push(`invalid JSON path claims_namespace_path: '${namespacePath}'`);
    else claims = { kind: 'path', path: namespacePath, steps };
  }

  const claimsFormat = raw.claims_format ?? 'json';
  if (claimsFormat !== 'json' && claimsFormat !== 'stringified_json') {
    problems.push(`claims_format must be 'json' or 'stringified_json'`);
  }
  let audience: string[] | null = null;
  if (typeof raw.audience === 'string') audience = [raw.audience];
  else if (Array.isArray(raw.audience) && raw.audience.every((item) => typeof item === 'string')) {
    audience = raw.audience;
  } else if (raw.audience !== undefined && raw.audience !== null) {
    problems.push('audience must be a string or a list of strings');
  }
  const issuer = optionalString('issuer');
  const skew = raw.allowed_skew ?? 0;
  if (typeof skew !== 'number' || !Number.isFinite(skew) || skew < 0) {
    problems.push('allowed_skew must be a non-negative number of seconds');
  }
  const header = parseHeader(raw.header, problems);

  if (problems.length > 0 || verifyWith === null) {
    throw new Error(`Invalid HASURA_GRAPHQL_JWT_SECRET: ${problems.join('; ')}`);
  }
  const options: JWTVerifyOptions = {
    // Pinning the algorithm stops a token choosing how its own signature is checked (e.g. HS256 with an RSA key).
    algorithms: keyType === null ? undefined : algorithmsFor(keyType),
    audience: audience ?? undefined,
    issuer: issuer ?? undefined,
    clockTolerance: skew as number,
  };
  const keyOrSet = verifyWith;
  // See Note [Remembering verified tokens]: only against a key fixed at start, not a JWK set that may rotate.
  const remembered = typeof keyOrSet === 'function' ? null : verifiedTokens(skew as number);
  // Two calls because jwtVerify's overloads take a key or a key getter, not their union.
  const verify = async (token: string): Promise<JWTPayload> => {
    if (typeof keyOrSet === 'function') return (await jwtVerify(token, keyOrSet, options)).payload;
    const known = remembered?.recall(token, Math.floor(Date.now() / 1000));
    if (known) return known;
    const { payload } = await jwtVerify(token, keyOrSet, options);
    remembered?.remember(token, payload);
    return payload;
  };
  return {
    type: keyType,
    claims,
    claimsFormat: claimsFormat as JwtSecretConfig['claimsFormat'],
    audience,
    issuer,
    allowedSkewSeconds: skew as number,
    header,
    verify,
  };
}

/** Ed25519 tokens say `EdDSA` (RFC 8037) or, lately, `Ed25519` (RFC 9864); both mean the same key. */
function algorithmsFor(type: JwtKeyType): JWSAlgorithm[] {
  return type === 'Ed25519' ? ['EdDSA', 'Ed25519'] : [type];
}

/** Imports the key for `type`, recording a problem (and returning null) when it does not fit. */
function importKey(type: JwtKeyType, key: string, problems: string[]): KeyObject | null {
  if (type.startsWith('HS')) {
    // Hasura's parseHmacKey: at least as many characters as the hash has bytes (32 for HS256, 64 for HS512).
    const minimum = Number(type.slice(2)) / 8;
    if (key.length < minimum) {
      problems.push(`Invalid JWK: Key size too small; should be atleast ${minimum} characters`);
      return null;
    }
    return createSecretKey(Buffer.from(key, 'utf8'));
  }
  if (/PRIVATE KEY-----/.test(key)) {
    problems.push('Invalid JWK: key must be a PEM public key or X.509 certificate, not a private key');
    return null;
  }
  let publicKey: KeyObject;
  try {
    publicKey = key.includes('-----BEGIN CERTIFICATE-----')
      ? new X509Certificate(key).publicKey
      : createPublicKey({ key, format: 'pem' });
  } catch (error) {
    problems.push(`Invalid JWK: could not read the ${type} key as PEM (${(error as Error).message})`);
    return null;
  }
  const kind = publicKey.asymmetricKeyType;
  const fits = type.startsWith('RS')
    ? kind === 'rsa'
    : type === 'Ed25519'
      ? kind === 'ed25519'
      : kind === 'ec' && publicKey.asymmetricKeyDetails?.namedCurve === EC_CURVES[type];
  if (!fits) {
    problems.push(`Invalid JWK: a key of type ${kind ?? 'unknown'} cannot verify ${type} signatures`);
    return null;
  }
  return publicKey;
}

function parseHeader(value: unknown, problems: string[]): JwtTokenLocation {
  if (value === undefined || value === null) return { type: 'Authorization' };
  const type = isRecord(value) && typeof value.type === 'string' ? value.type : '';
  const name = isRecord(value) && typeof value.name === 'string' && value.name !== '' ? value.name : null;
  // Hasura compares the type case-insensitively.
  switch (type.toLowerCase()) {
    case 'authorization':
      return { type: 'Authorization' };
    case 'cookie':
    case 'customheader':
      if (name !== null) return type.toLowerCase() === 'cookie' ? { type: 'Cookie', name } : { type: 'CustomHeader', name };
      problems.push(`header of type '${type}' needs a non-empty name`);
      break;
    default:
      problems.push('header must be {"type":"Authorization"}, {"type":"Cookie","name":…} or {"type":"CustomHeader","name":…}');
  }
  return { type: 'Authorization' };
}

/**
 * Parses the JSONPath subset Hasura's `parseJSONPath` accepts: `$` followed by `.key`, `['key']`, `["key"]` or
 * `[index]` steps. Returns null when the text is not such a path.
 */
export function parseJsonPath(text: string): (string | number)[] | null {
  if (!text.startsWith('$')) return null;
  const steps: (string | number)[] = [];
  const step = /^(?:\.([A-Za-z_$][\w$-]*)|\['((?:[^'\\]|\\.)*)'\]|\["((?:[^"\\]|\\.)*)"\]|\[(\d+)\])/;
  let rest = text.slice(1);
  while (rest !== '') {
    const match = step.exec(rest);
    if (match === null) return null;
    // `at` because groups that did not take part are undefined, though indexing types them as strings.
    const dotted = match.at(1);
    const quoted = match.at(2) ?? match.at(3);
    if (dotted !== undefined) steps.push(dotted);
    else if (quoted !== undefined) steps.push(quoted.replace(/\\(.)/g, '$1'));
    else steps.push(Number(match.at(4)));
    rest = rest.slice(match[0].length);
  }
  return steps;
}

/**
 * Follows parsed JSONPath steps through a JSON value; undefined when a step finds nothing. Only own properties
 * count, so a step named `constructor` does not find `Object.prototype.constructor`.
 */
export function readJsonPath(value: unknown, steps: readonly (string | number)[]): unknown {
  let current = value;
  for (const step of steps) {
    if (Array.isArray(current)) current = typeof step === 'number' ? (current as unknown[])[step] : undefined;
    else current = isRecord(current) && Object.hasOwn(current, step) ? current[step] : undefined;
  }
  return current;
}

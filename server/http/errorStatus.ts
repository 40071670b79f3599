/**
 * The HTTP status Hasura gives an error where it does not answer every error with 200: `/v1alpha1/graphql` keeps the
 * status of its errors (`spockAction encodeGQErr id`), where `/v1/graphql` and `/v1beta1/relay` map all of them to 200
 * (`allMod200`). The body is the same `{"errors": […]}` on every endpoint. Hasura throws most request errors with 400
 * (`throw400`), refuses a wrong admin secret with 401, and its own failures are 500.
 */
import type { HasuraCode } from '../engine/errors.ts';

const NOT_400: Partial<Record<HasuraCode, number>> = {
  'access-denied': 401,
  unexpected: 500,
  'postgres-error': 500,
};

export const errorStatus = (code: HasuraCode): number => NOT_400[code] ?? 400;

const ERRORS = '{"errors"';

/** The status of a response body the engine wrote (as text or as its bytes): its first error's, or 200 for data. */
export function bodyStatus(body: string | Buffer): number {
  const text = typeof body === 'string' ? body : body.toString('utf8', 0, ERRORS.length);
  if (!text.startsWith(ERRORS)) return 200;
  const parsed = JSON.parse(body.toString()) as { errors?: { extensions?: { code?: HasuraCode } }[] };
  const code = parsed.errors?.[0]?.extensions?.code;
  return code === undefined ? 200 : errorStatus(code);
}

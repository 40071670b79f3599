/**
 * Rate limits on the endpoints that check a secret or send mail (issue: "beyond hasura-auth's defaults"), with
 * `@fastify/rate-limit`: per client IP, and per account (its e-mail address, or the phone number of a sign-in by SMS)
 * so a slow attack spread over many IPs still meets a limit on each account. A request that sends an SMS meets
 * hasura-auth's SMS limit per IP and per phone number, so nobody floods a phone with codes. A refusal is the
 * contract's error body with status 429.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions, preHandlerAsyncHookHandler } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import type { RateLimit, RateLimitConfig } from './authConfig.ts';
import { AuthError } from './authErrors.ts';

export interface RouteLimits {
  /**
   * Per IP (the sign-up limit on sign-up, else the global one), plus per account for `bruteForce`, plus the SMS limit
   * per IP and per phone number for `sms`. `signIn` (password sign-in) is limited per IP and per account *and* IP, not
   * per account alone: a limit on the account would refuse its owner whenever someone else spent it, and guesses
   * spread over many addresses meet the account's slow-down instead (signInThrottle.ts, Note [Slower, never locked]).
   * `refresh` (`/token`) is limited per IP with a limit of its own.
   */
  check(kind: 'global' | 'bruteForce' | 'signups' | 'sms' | 'signIn' | 'refresh'): RouteShorthandOptions;
}

const bodyOf = (request: FastifyRequest): Record<string, unknown> => (isRecord(request.body) ? request.body : {});

/** The digits of a phone number as typed (`+55 (11) 9…`), the same key however it is written. */
const phoneKey = (value: unknown): string => (typeof value === 'string' ? value.replace(/[^\d]/g, '') : '');

/** The account a request is about: `email:<address>`, `phone:<digits>`, or '' when it names none. */
const accountOf = (request: FastifyRequest): string => {
  const body = bodyOf(request);
  if (typeof body.email === 'string' && body.email.trim() !== '') return `email:${body.email.trim().toLowerCase()}`;
  const phone = phoneKey(body.phoneNumber);
  return phone === '' ? '' : `phone:${phone}`;
};

/**
 * One limiter, from a registration of the plugin of its own: limiters of one registration run at most once per
 * request (the plugin marks the request), so a per-e-mail limit next to a per-IP one needs a second registration.
 */
async function limiter(scope: FastifyInstance, options: RateLimitOptions): Promise<preHandlerAsyncHookHandler> {
  let handler: preHandlerAsyncHookHandler | null = null;
  await scope.register(async (child) => {
    await child.register(rateLimit, { global: false, errorResponseBuilder: () => new AuthError('too-many-requests') });
    handler = child.rateLimit(options);
  });
  const created = handler as preHandlerAsyncHookHandler | null;
  if (!created) throw new Error('the rate limiter was not created');
  return created;
}

const window = (limit: RateLimit) => ({ max: limit.burst, timeWindow: limit.intervalSeconds * 1000 });

export async function registerRateLimits(scope: FastifyInstance, config: RateLimitConfig): Promise<RouteLimits> {
  if (!config.enabled) return { check: () => ({}) };
  const perIp = await limiter(scope, window(config.global));
  const signupsPerIp = await limiter(scope, window(config.signups));
  // Keyed on the body, so it runs once the body is parsed; requests naming no account meet the IP's limit only.
  const perAccount = await limiter(scope, {
    ...window(config.bruteForce), keyGenerator: accountOf, allowList: (request) => accountOf(request) === '',
  });
  const smsPerIp = await limiter(scope, window(config.sms));
  const smsPerPhone = await limiter(scope, {
    ...window(config.sms), keyGenerator: (request) => `phone:${phoneKey(bodyOf(request).phoneNumber)}`,
    allowList: (request) => phoneKey(bodyOf(request).phoneNumber) === '',
  });
  const perAccountAndIp = await limiter(scope, {
    ...window(config.bruteForce), keyGenerator: (request) => `${accountOf(request)}\n${request.ip}`,
    allowList: (request) => accountOf(request) === '',
  });
  const refreshPerIp = await limiter(scope, window(config.refresh));
  return {
    check(kind) {
      if (kind === 'signIn') return { onRequest: perIp, preHandler: perAccountAndIp };
      if (kind === 'refresh') return { onRequest: refreshPerIp };
      if (kind === 'signups') return { onRequest: signupsPerIp };
      if (kind === 'bruteForce') return { onRequest: perIp, preHandler: perAccount };
      if (kind === 'sms') return { onRequest: [perIp, smsPerIp], preHandler: smsPerPhone };
      return { onRequest: perIp };
    },
  };
}

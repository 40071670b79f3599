/**
 * Rate limits on the endpoints that check a secret or send mail (issue: "beyond hasura-auth's defaults"), with
 * `@fastify/rate-limit`: per client IP, and per e-mail address so a slow attack spread over many IPs still meets a
 * limit on each account. A refusal is the contract's error body with status 429.
 */
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions, preHandlerAsyncHookHandler } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import type { RateLimit, RateLimitConfig } from './authConfig.ts';
import { AuthError } from './authErrors.ts';

export interface RouteLimits {
  /** Per IP (the sign-up limit on sign-up, else the global one), plus per e-mail for `bruteForce`. */
  check(kind: 'global' | 'bruteForce' | 'signups'): RouteShorthandOptions;
}

const emailOf = (request: FastifyRequest): string => {
  const body = isRecord(request.body) ? request.body : {};
  return typeof body.email === 'string' ? body.email.trim().toLowerCase() : '';
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
  // Keyed on the body, so it runs once the body is parsed; requests without an e-mail meet the IP's limit only.
  const perEmail = await limiter(scope, {
    ...window(config.bruteForce), keyGenerator: (request) => `email:${emailOf(request)}`,
    allowList: (request) => emailOf(request) === '',
  });
  return {
    check(kind) {
      if (kind === 'signups') return { onRequest: signupsPerIp };
      if (kind === 'bruteForce') return { onRequest: perIp, preHandler: perEmail };
      return { onRequest: perIp };
    },
  };
}

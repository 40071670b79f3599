/** Request and reply helpers shared by the auth routes. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRecord } from '../../common/isRecord.ts';
import { AuthError } from './authErrors.ts';

export type Body = Record<string, unknown>;

/** hasura-auth's empty success: the JSON string "OK", quotes included (contract §1.3). */
export const ok = (reply: FastifyReply) => reply.type('application/json; charset=utf-8').send('"OK"');

export const bodyOf = (request: FastifyRequest): Body => (isRecord(request.body) ? request.body : {});

export function stringField(body: Body, name: string): string {
  const value = body[name];
  if (typeof value !== 'string' || value === '') throw new AuthError('invalid-request');
  return value;
}

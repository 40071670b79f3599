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

/** The e-mail pattern the client itself checks (contract §5.11), so a value it sends is never refused here. */
const EMAIL = /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** The lower-cased e-mail in `body[name]`, or `invalid-request` when it does not match the client's own pattern. */
export function emailField(body: Body, name: string): string {
  const email = stringField(body, name).trim().toLowerCase();
  if (!EMAIL.test(email)) throw new AuthError('invalid-request');
  return email;
}

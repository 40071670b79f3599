/**
 * Why the server refused a mutation, in the few kinds a form words differently (spec §5: "show the server's refusal
 * (constraint or permission) as a translated message"). The server's own text is read only to find the name of the
 * constraint that failed; it is never shown.
 */
import { defineMessages } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { CLIENT_ERROR, GraphQLClientError, GraphQLRequestError } from '../relay/errors.ts';

const messages = defineMessages({
  permission: {
    id: 'ui.refusal.permission',
    defaultMessage: 'You do not have permission to make this change. Only editors and owners of the organization can.',
    description: 'A form was refused because the user\'s role may not write this data',
  },
  invalidData: {
    id: 'ui.refusal.invalidData',
    defaultMessage: 'A value is out of range for what can be saved. Check the numbers and dates and try again.',
    description: 'A form was refused because a value does not fit the database (a number too large …)',
  },
  network: {
    id: 'ui.refusal.network',
    defaultMessage: 'The server could not be reached. Check your connection and try again.',
    description: 'A form could not be sent because the network failed',
  },
});

export type Refusal =
  /** A database constraint failed: a check (Hasura reports it as `permission-error`), unique, foreign key … */
  | { kind: 'constraint'; constraint: string }
  /** The role may not make this change (a viewer writing, a row outside the user's organizations). */
  | { kind: 'permission' }
  /** A value the database could not take (a number too large for its column, a malformed date). */
  | { kind: 'invalid-data' }
  /** The request never got an answer. */
  | { kind: 'network' }
  | { kind: 'unknown' };

/**
 * A change the server answered without doing: an `update_…_by_pk` or `delete_…_by_pk` returns null, not an error,
 * when the role's filter hides the row. Mutation hooks raise this then, and it reads as a permission refusal.
 */
export class NotAllowedError extends Error {
  override name = 'NotAllowedError';
}

/**
 * Hasura words constraint failures after PostgreSQL: `… violates check constraint "investment_share_percentage_range"`,
 * and our triggers raise theirs with a `CONSTRAINT` name that comes out the same way.
 */
const CONSTRAINT_NAME = /constraint "([A-Za-z0-9_]+)"/;

/** Classifies what a Relay mutation's `onError` received. */
export function refusalOf(error: unknown): Refusal {
  if (error instanceof GraphQLRequestError) {
    for (const entry of error.errors) {
      const constraint = CONSTRAINT_NAME.exec(entry.message)?.[1];
      if (constraint !== undefined && (entry.code === 'constraint-violation' || entry.code === 'permission-error')) {
        return { kind: 'constraint', constraint };
      }
    }
    const codes = error.errors.map((entry) => entry.code);
    if (codes.includes('permission-error') || codes.includes('access-denied')) return { kind: 'permission' };
    if (codes.includes('data-exception') || codes.includes('bad-request')) return { kind: 'invalid-data' };
    return { kind: 'unknown' };
  }
  if (error instanceof NotAllowedError) return { kind: 'permission' };
  if (error instanceof GraphQLClientError && error.error === CLIENT_ERROR.network) return { kind: 'network' };
  return { kind: 'unknown' };
}

/** A trigger's refusal as its message reads, and the constraint it names (`RAISE … USING CONSTRAINT`). */
export type TriggerMessage = readonly [pattern: RegExp, constraint: string];

/**
 * `refusalOf(error)`, with our triggers' refusals read as the constraints they name. A trigger's `RAISE … USING
 * CONSTRAINT = 'x'` names the constraint in PostgreSQL's error fields, but the message the GraphQL server passes on is
 * the exception's text alone, without the `constraint "x"` that `refusalOf` looks for; so each is recognised by its
 * text (a trigger keeps it stable), which is still never shown.
 */
export function triggerRefusalOf(error: unknown, triggers: readonly TriggerMessage[]): Refusal {
  if (error instanceof GraphQLRequestError) {
    for (const entry of error.errors) {
      const known = triggers.find(([pattern]) => pattern.test(entry.message));
      if (known) return { kind: 'constraint', constraint: known[1] };
    }
  }
  return refusalOf(error);
}

/**
 * The translated message for a refusal: the form's own message for the constraint that failed, else the common one
 * for its kind, else `fallback` (the form's "could not be saved, try again").
 *
 * @param byConstraint - The form's messages by constraint name, e.g. `{ investment_share_percentage_range: … }`.
 */
export function refusalMessage(
  refusal: Refusal,
  byConstraint: Readonly<Record<string, MessageDescriptor>>,
  fallback: MessageDescriptor,
): MessageDescriptor {
  switch (refusal.kind) {
    case 'constraint':
      return Object.hasOwn(byConstraint, refusal.constraint) ? byConstraint[refusal.constraint] : fallback;
    case 'permission':
      return messages.permission;
    case 'invalid-data':
      return messages.invalidData;
    case 'network':
      return messages.network;
    case 'unknown':
      return fallback;
  }
}

/**
 * The refusals our triggers raise. A trigger's `RAISE … USING CONSTRAINT = 'x'` names the constraint in PostgreSQL's
 * error fields, but the message the GraphQL server passes on is the exception's text alone, without the
 * `constraint "x"` that `refusalOf` (src/ui/refusal.ts) looks for. So these are recognised by their text
 * (nhost/migrations/default/1795132803000_portfolio_core/up.sql), which is still never shown.
 */
import { GraphQLRequestError } from '../../relay/errors.ts';
import { refusalOf } from '../../ui/refusal.ts';
import type { Refusal } from '../../ui/refusal.ts';

const TRIGGER_MESSAGES: readonly (readonly [pattern: RegExp, constraint: string])[] = [
  [/must keep at least one owner/, 'organization_user_keep_an_owner'],
  [/cannot be placed under its own descendant/, 'organization_parent_not_descendant'],
];

/** `refusalOf(error)`, with the organization triggers' refusals read as the constraints they name. */
export function organizationRefusalOf(error: unknown): Refusal {
  if (error instanceof GraphQLRequestError) {
    for (const entry of error.errors) {
      const known = TRIGGER_MESSAGES.find(([pattern]) => pattern.test(entry.message));
      if (known) return { kind: 'constraint', constraint: known[1] };
    }
  }
  return refusalOf(error);
}

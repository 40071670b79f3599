/**
 * The refusals the organization triggers raise, recognised by their text (see `triggerRefusalOf`;
 * nhost/migrations/default/1795132803000_portfolio_core/up.sql).
 */
import { triggerRefusalOf } from '../../ui/refusal.ts';
import type { Refusal, TriggerMessage } from '../../ui/refusal.ts';

const TRIGGER_MESSAGES: readonly TriggerMessage[] = [
  [/must keep at least one owner/, 'organization_user_keep_an_owner'],
  [/cannot be placed under its own descendant/, 'organization_parent_not_descendant'],
];

/** `refusalOf(error)`, with the organization triggers' refusals read as the constraints they name. */
export function organizationRefusalOf(error: unknown): Refusal {
  return triggerRefusalOf(error, TRIGGER_MESSAGES);
}

/**
 * Whose books the management screens analyse: one accounting client at a time, kept in the address (`?client=`), so a
 * link names it and the back button returns to it. Without one, the organization's own client comes first, then its
 * companies' in name order.
 */
import { managementOf } from '../../app/paths.ts';

export interface ClientChoice {
  readonly id: string;
  readonly name: string;
  /** The organization's own business, rather than a portfolio company. */
  readonly own: boolean;
}

export const CLIENT_PARAM = 'client';

/** The client the address names when it is one of the choices, else the first choice, else none. */
export function chosenClient(choices: readonly ClientChoice[], requested: string | null): ClientChoice | null {
  return choices.find((choice) => choice.id === requested) ?? choices.at(0) ?? null;
}

/** A management path with the client in its query string (paths.managementOf), or the bare path without one. */
export function withClient(path: string, clientId: string | null): string {
  return clientId ? managementOf(path, clientId) : path;
}

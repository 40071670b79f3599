/**
 * A counter that goes up whenever this tab creates or deletes an invite. The invite dialog and the delete button
 * are mounted apart from the list (on other screens' toolbars), so they cannot hand it a refetch: the list uses the
 * counter as its query's `fetchKey` and asks the server again when it changes.
 */
import { useSyncExternalStore } from 'react';

let version = 0;
const listeners = new Set<() => void>();

/** Tells every mounted invite list to fetch again. */
export function invitesChanged(): void {
  version += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
};

/** The current count, re-rendering when it changes. */
export function useInvitesVersion(): number {
  return useSyncExternalStore(subscribe, () => version);
}

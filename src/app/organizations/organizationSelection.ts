import { useSyncExternalStore } from 'react';
import { persistedValue } from '../../ui/persistedValue.ts';

/**
 * The organization the investor is looking at (spec §4, "Organization selection"), kept in localStorage so it
 * survives a reload and is the same in every tab. Every screen that lists data filters by it.
 */
export const selectedOrganization = persistedValue<string | null>(
  'selectedOrganization',
  (stored) => (stored === '' ? null : stored),
  null,
  (value) => value,
);

/**
 * Selects `id` among the organizations the user can see: an empty id clears the selection, an id not among
 * `available` changes nothing (a stale link or another user's id must not select an organization we cannot show).
 */
export function selectOrganization(id: string, available: readonly string[]): void {
  if (id === '') selectedOrganization.set(null);
  else if (available.includes(id)) selectedOrganization.set(id);
}

/** After the organizations load: keep a selection that is still available, else take the first (or none). */
export function ensureSelection(available: readonly string[]): void {
  const current = selectedOrganization.get();
  if (current !== null && available.includes(current)) return;
  selectedOrganization.set(available.at(0) ?? null);
}

/** The selected organization's id, re-rendering when it changes. */
export function useSelectedOrganizationId(): string | null {
  return useSyncExternalStore(selectedOrganization.subscribe, selectedOrganization.get);
}

import { useSyncExternalStore } from 'react';
import { readSignInValue, writeSignInValue } from '../../auth/signInStorage.ts';

/**
 * The invites the signed-in user has received and not answered, as the shell's live query last saw them, and those
 * the user put off ("not now": the dialog closed without an answer). The dialog opens by itself once per sign-in for
 * each invite: a put-off invite waits, across reloads and tabs, until the user opens it from the top bar or home, or
 * signs in again (the put-off list is a sign-in value, cleared when the session ends).
 */
export interface ReceivedInvitesState {
  /** The pending invites' ids, oldest first. */
  readonly pending: readonly string[];
  /** Put off during this sign-in. */
  readonly putOff: ReadonlySet<string>;
}

const PUT_OFF_KEY = 'invitesPutOff';

function parsePutOff(raw: string): ReadonlySet<string> {
  try {
    const parsed: unknown = JSON.parse(raw);
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    return new Set();
  }
}

let pending: readonly string[] = [];
let state: ReceivedInvitesState = { pending, putOff: new Set() };
// The stored text `state.putOff` was read from: storage is the truth (another tab, a sign-out clear it), and the
// snapshot stays the same object while neither it nor `pending` changes.
let storedText = '[]';
const listeners = new Set<() => void>();

function current(): ReceivedInvitesState {
  const text = readSignInValue(PUT_OFF_KEY) ?? '[]';
  if (text !== storedText || state.pending !== pending) {
    storedText = text;
    state = { pending, putOff: parsePutOff(text) };
  }
  return state;
}

function set(nextPending: readonly string[], putOff: ReadonlySet<string>): void {
  pending = nextPending;
  writeSignInValue(PUT_OFF_KEY, JSON.stringify([...putOff]));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

export const receivedInvites = {
  subscribe,
  get: current,
  /** What the live query says is pending now; put-off ids of invites no longer pending are forgotten. */
  setPending(ids: readonly string[]): void {
    set(ids, new Set([...current().putOff].filter((id) => ids.includes(id))));
  },
  putOff(id: string): void {
    set(pending, new Set(current().putOff).add(id));
  },
  /** The user asked to see the pending invites: every put-off one opens again, oldest first. */
  review(): void {
    set(pending, new Set());
  },
};

/** The received invites' state, re-rendering when it changes. */
export function useReceivedInvites(): ReceivedInvitesState {
  return useSyncExternalStore(subscribe, current);
}

/**
 * A small value kept in localStorage that components can subscribe to (with useSyncExternalStore): the language,
 * the theme, the selected organization. Storage may be unavailable (private modes, blocked cookies): the value then
 * lives in memory for the page's life, which is the best the browser allows.
 */
export interface PersistedValue<T> {
  // Properties, not methods: they are passed around unbound (to useSyncExternalStore).
  get: () => T;
  /** Whether a value was stored (chosen at some point in this browser), rather than the fallback being used. */
  isStored: () => boolean;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * @param key the localStorage key
 * @param parse turns the stored text into a value, or null when it is not one (the fallback is then used)
 * @param fallback the value when nothing valid is stored
 */
export function persistedValue<T>(
  key: string,
  parse: (stored: string) => T | null,
  fallback: T,
  serialize: (value: T) => string | null = (value) => String(value),
): PersistedValue<T> {
  const listeners = new Set<() => void>();
  const readStored = (): T | null => {
    const stored = storage()?.getItem(key);
    return stored == null ? null : parse(stored);
  };
  const read = (): T => readStored() ?? fallback;
  let current = read();
  // Where storage is unavailable, a value set during this page's life counts as stored.
  let keptInMemory = false;

  // Another tab changed it: follow, so two tabs never show two languages or two organizations.
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== key && event.key !== null) return;
      current = read();
      for (const listener of listeners) listener();
    });
  }

  return {
    get: () => current,
    isStored: () => keptInMemory || readStored() !== null,
    set: (value) => {
      current = value;
      const text = serialize(value);
      const store = storage();
      try {
        if (text === null) store?.removeItem(key);
        else store?.setItem(key, text);
        keptInMemory = store === null && text !== null;
      } catch {
        // Quota or privacy mode: the in-memory value still holds for this page.
        keptInMemory = text !== null;
      }
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

/**
 * A small value kept in localStorage that components can subscribe to (with useSyncExternalStore): the language,
 * the theme, the selected organization. Storage may be unavailable (private modes, blocked cookies): the value then
 * lives in memory for the page's life, which is the best the browser allows.
 */
export interface PersistedValue<T> {
  // Properties, not methods: they are passed around unbound (to useSyncExternalStore).
  get: () => T;
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
  const read = (): T => {
    const stored = storage()?.getItem(key);
    return (stored == null ? null : parse(stored)) ?? fallback;
  };
  let current = read();

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
    set: (value) => {
      current = value;
      const text = serialize(value);
      try {
        if (text === null) storage()?.removeItem(key);
        else storage()?.setItem(key, text);
      } catch {
        // Quota or privacy mode: the in-memory value still holds for this page.
      }
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => { listeners.delete(listener); };
    },
  };
}

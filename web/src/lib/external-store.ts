import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  get(): T;
  set(next: T | ((previous: T) => T)): void;
  /** Back to the store's empty value (`empty`, else the first one). */
  reset(): void;
  subscribe(listener: () => void): () => void;
  /**
   * The value a page rendered by the server had (nothing is stored there): the empty one. The
   * browser's first render of such a page (hydration) uses it too, then the stored one.
   */
  serverValue(): T;
}

/**
 * A tiny observable value; `persist` is called after each change. `empty` is what `reset` returns
 * to, when the store starts from something else (a value read back from storage).
 */
export function createExternalStore<T>(initial: T, persist?: (value: T) => void, empty: T = initial): ExternalStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  const store: ExternalStore<T> = {
    get: () => value,
    set(next) {
      value = typeof next === 'function' ? (next as (previous: T) => T)(value) : next;
      persist?.(value);
      listeners.forEach((listener) => listener());
    },
    reset: () => store.set(empty),
    serverValue: () => empty,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return store;
}

/** Every session store created, so a fresh tab's state can be restored at once (resetSessionStores). */
const sessionStores = new Set<{ reset(): void }>();

/**
 * A store whose value survives reloads within the tab (SPEC §1: session state in sessionStorage).
 * `toStored` decides what is written (e.g. a draft without its passwords); memory keeps the whole value.
 */
export function createSessionStore<T>(
  key: string,
  initial: T,
  toStored: (value: T) => T = (value) => value,
): ExternalStore<T> {
  const store = createExternalStore<T>(
    readSession(key, initial),
    (value) => writeSession(key, toStored(value)),
    initial,
  );
  sessionStores.add(store);
  return store;
}

/**
 * Every session store back to its initial value, as in a new tab. The web tests call it after each
 * test: test files share one module graph, and a draft left in memory would fill the next file's form.
 */
export function resetSessionStores(): void {
  sessionStores.forEach((store) => store.reset());
}

export function useStoreValue<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.serverValue);
}

function readSession<T>(key: string, fallback: T): T {
  try {
    const raw = window.sessionStorage.getItem(key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

function writeSession<T>(key: string, value: T): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be full or disabled (private mode); the in-memory value still works.
  }
}

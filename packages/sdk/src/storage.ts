/**
 * JSON storage under a prefix. Storage that throws (Safari private mode, blocked third-party
 * storage in an iframe) falls back to memory for the rest of the page's life, never breaking callers.
 */
export interface KeyValueStorage {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown): void;
  remove(key: string): void;
  /** The key as written to the backing store, e.g. `ticketkit:userData`. */
  fullKey(key: string): string;
  readonly persistent: boolean;
}

function probe(storage: Storage | undefined): Storage | undefined {
  if (!storage) return undefined;
  try {
    const key = '__ticketkit_probe__';
    storage.setItem(key, '1');
    storage.removeItem(key);
    return storage;
  } catch {
    return undefined;
  }
}

function defaultBackend(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function createStorage(prefix = '', backend: Storage | undefined = defaultBackend()): KeyValueStorage {
  let store = probe(backend);
  const memory = new Map<string, string>();
  const fullKey = (key: string) => prefix + key;

  const read = (key: string): string | null => {
    if (store) {
      try {
        return store.getItem(key);
      } catch {
        store = undefined;
      }
    }
    return memory.get(key) ?? null;
  };
  const write = (key: string, value: string | null) => {
    if (store) {
      try {
        if (value === null) store.removeItem(key);
        else store.setItem(key, value);
        return;
      } catch {
        store = undefined;
      }
    }
    if (value === null) memory.delete(key);
    else memory.set(key, value);
  };

  return {
    get<T>(key: string): T | undefined {
      const raw = read(fullKey(key));
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => write(fullKey(key), JSON.stringify(value)),
    remove: (key) => write(fullKey(key), null),
    fullKey,
    get persistent() {
      return store !== undefined;
    },
  };
}

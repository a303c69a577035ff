interface Entry<V> {
  value: V;
  readAt: number;
  refreshing: Promise<V> | null;
}

/** Entries kept before the old ones are swept: a replica's memory stays bounded however many accounts poll. */
const SWEEP_AT = 50_000;

/**
 * A replica's copies of database reads, each key read at most once per `maxAgeMs` however many
 * requests ask (a read, never a write): the requests that find a copy older, or one `usable` turns
 * down, wait together for one read.
 */
export function cachedReads<V>(maxAgeMs: number, now: () => number = Date.now) {
  const entries = new Map<string, Entry<V>>();
  const sweep = () => {
    const t = now();
    for (const [key, e] of entries) if (e.refreshing === null && t - e.readAt >= maxAgeMs) entries.delete(key);
  };
  return {
    get(key: string, read: () => Promise<V>, usable: (value: V) => boolean = () => true): Promise<V> {
      let entry = entries.get(key);
      if (entry && entry.refreshing === null && now() - entry.readAt < maxAgeMs && usable(entry.value)) return Promise.resolve(entry.value);
      if (!entry) {
        if (entries.size >= SWEEP_AT) sweep();
        entry = { value: undefined as V, readAt: -Infinity, refreshing: null };
        entries.set(key, entry);
      }
      const e = entry;
      e.refreshing ??= read()
        .then((value) => {
          e.value = value;
          e.readAt = now();
          return value;
        })
        .finally(() => (e.refreshing = null));
      return e.refreshing;
    },
  };
}

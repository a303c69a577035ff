/**
 * One request for every caller that asks for the same thing while it is on its way. On the home
 * page the header's city picker and the event list both list the cities in the same first render;
 * without this the page asked the API twice. By default nothing is kept once the answer is in: the
 * next caller asks again, so no list goes stale. A caller may keep an answer for `keepForMs` after
 * it arrives, for what stays the same over a visit's few pages; a failure is never kept. The request
 * runs without a caller's signal (one caller leaving must not cancel it for the others); each caller
 * ignores an answer it no longer wants.
 */
interface Entry {
  request: Promise<unknown>;
  /** When a kept answer stops being served; undefined while on its way. */
  expires?: number;
}

const entries = new WeakMap<object, Map<string, Entry>>();

export function sharedRequest<T>(owner: object, key: string, load: () => Promise<T>, { keepForMs = 0 }: { keepForMs?: number } = {}): Promise<T> {
  let byKey = entries.get(owner);
  if (!byKey) entries.set(owner, (byKey = new Map()));
  const known = byKey.get(key);
  if (known && (known.expires === undefined || Date.now() < known.expires)) return known.request as Promise<T>;
  const entry: Entry = { request: Promise.resolve() };
  const request = load().then(
    (answer) => {
      if (keepForMs > 0 && byKey.get(key) === entry) entry.expires = Date.now() + keepForMs;
      else forget(byKey, key, entry);
      return answer;
    },
    (error: unknown) => {
      forget(byKey, key, entry);
      throw error;
    },
  );
  entry.request = request;
  byKey.set(key, entry);
  return request;
}

function forget(byKey: Map<string, Entry>, key: string, entry: Entry) {
  if (byKey.get(key) === entry) byKey.delete(key);
}

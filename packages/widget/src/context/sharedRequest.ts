/**
 * One request for every caller that asks for the same thing while it is on its way. On the home
 * page the header's city picker and the event list both list the cities in the same first render;
 * without this the page asked the API twice. Nothing is kept once the answer is in: the next caller
 * asks again, so no list goes stale. The request runs without a caller's signal (one caller leaving
 * must not cancel it for the others); each caller ignores an answer it no longer wants.
 */
const pending = new WeakMap<object, Map<string, Promise<unknown>>>();

export function sharedRequest<T>(owner: object, key: string, load: () => Promise<T>): Promise<T> {
  let byKey = pending.get(owner);
  if (!byKey) pending.set(owner, (byKey = new Map()));
  const inFlight = byKey.get(key) as Promise<T> | undefined;
  if (inFlight) return inFlight;
  const request = load().finally(() => byKey.delete(key));
  byKey.set(key, request);
  return request;
}

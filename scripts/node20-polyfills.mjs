// The one place the project's Node requirement and its dev tools' disagree.
//
// The project needs Node >=20.19 (package.json `engines`): everything it ships and every runtime
// dependency runs there. A few dev tools declare Node 22 in their own `engines`, so `npm install`
// prints EBADENGINE warnings for exactly them; they run on Node 20.19+ all the same, vitest with
// the ES2024 built-ins below (it calls them when it prints failures). Versions of these tools that
// declare Node 20 are a major version back (vitest 4, lighthouse 12). scripts/node-engines.test.ts
// checks that the list is exact, that each is a dev dependency, and that each runs on this Node.
export const NODE22_DEV_TOOLS = ['@puppeteer/browsers', 'lighthouse', 'puppeteer-core', 'vitest'];

// Provided only when missing.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = function groupBy(items, key) {
    const map = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      const list = map.get(k);
      if (list) list.push(item);
      else map.set(k, [item]);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = function groupBy(items, key) {
    const out = Object.create(null);
    let i = 0;
    for (const item of items) (out[key(item, i++)] ??= []).push(item);
    return out;
  };
}
if (typeof Promise.withResolvers !== 'function') {
  Promise.withResolvers = function withResolvers() {
    let resolve;
    let reject;
    const promise = new this((res, rej) => {
      resolve = res;
      reject = rej;
    });
    return { promise, resolve, reject };
  };
}

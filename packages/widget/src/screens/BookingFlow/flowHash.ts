import { flowToPath, pathToFlow } from './flowPath.ts';
import type { FlowState } from './flowState.ts';

/**
 * Several booking flows share one URL hash, each under its own key:
 * `#tk.concert=/event/evt_1/date%3Fcity%3Dnagpur&tk.play=/event/evt_2/city`. A flow reads and writes
 * only its own `tk.<key>=` part and keeps every other part (another flow's, or the host page's own)
 * as it was, so two `<ticketkit-booking deep-link="hash">` on one page step independently and the
 * browser's back and forward buttons move each one's steps.
 */

const PART = 'tk.';

/** The hash split into its `&`-separated parts. */
function parts(hash: string): string[] {
  const body = hash.startsWith('#') ? hash.slice(1) : hash;
  return body ? body.split('&') : [];
}

function decode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

// `/` and `,` stay readable; `?`, `&` and `=` of the flow's own query are escaped.
const encodePath = (path: string) => encodeURIComponent(path).replace(/%2F/g, '/').replace(/%2C/g, ',');

/** The flow state stored under `key`, else `fallback`. */
export function readFlowHash(hash: string, key: string, fallback: FlowState): FlowState {
  const prefix = `${PART}${key}=`;
  const own = parts(hash).find((p) => p.startsWith(prefix));
  if (own === undefined) return fallback;
  const path = decode(own.slice(prefix.length));
  return path === null ? fallback : pathToFlow(path, fallback);
}

/** The hash with `key`'s part set to `state` (in place, or added at the end); every other part kept. */
export function writeFlowHash(hash: string, key: string, state: FlowState): string {
  const prefix = `${PART}${key}=`;
  const own = `${prefix}${encodePath(flowToPath(state))}`;
  const list = parts(hash);
  const at = list.findIndex((p) => p.startsWith(prefix));
  if (at >= 0) list[at] = own;
  else list.push(own);
  return `#${list.join('&')}`;
}

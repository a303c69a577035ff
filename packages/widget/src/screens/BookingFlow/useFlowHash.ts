import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useEmit } from '../../context/TicketkitProvider.tsx';
import { readFlowHash, writeFlowHash } from './flowHash.ts';
import type { FlowMoveOptions, FlowState } from './flowState.ts';

/** Which mounted flow holds each hash key on this page: a second flow with the same key would fight the first. */
const holders = new Map<string, object>();

const readHash = (key: string, start: FlowState) => (typeof location === 'undefined' ? start : readFlowHash(location.hash, key, start));

export interface FlowHash {
  state: FlowState;
  /** Moves the flow; `replace` for a change within a step (no new history entry). */
  change(next: FlowState, options: FlowMoveOptions): void;
}

/**
 * A booking flow's step, kept under `key` in the URL hash (see flowHash.ts) so each step can be
 * linked to and the browser's back and forward buttons move between steps; `key` null keeps it
 * in memory only. Each move pushes a history entry, a change within a step replaces it, and
 * back/forward re-read this flow's part only, so flows with different keys never fight.
 *
 * A key that another mounted flow holds is reported as `deep-link-key-taken` (console and a
 * `ticketkit:error` event), and this flow then keeps its step to itself.
 */
export function useFlowHash(key: string | null, start: FlowState): FlowHash {
  const emit = useEmit();
  const [owner] = useState(() => ({}));
  const [startState] = useState(start);
  // A key held by a flow already on the page is not ours to read.
  const [state, setState] = useState<FlowState>(() => (key !== null && !holders.has(key) ? readHash(key, startState) : startState));
  const linked = useRef(false);

  // A layout effect: preact runs plain effects after paint, and one still waiting when its flow
  // was removed registered the key after its cleanup had run, so the next flow with that key (an
  // element put back, a page drawn again) was told the key was taken and never followed the URL.
  useLayoutEffect(() => {
    if (key === null) return;
    const holder = holders.get(key);
    if (holder !== undefined && holder !== owner) {
      const message = `Another booking flow on this page already uses the deep-link key "${key}"; give each flow its own (an element's id or deep-link-key attribute, or BookingFlow's deepLinkKey). This one does not follow the URL.`;
      console.error(`ticketkit/deep-link-key-taken: ${message}`);
      emit('ticketkit:error', { code: 'deep-link-key-taken', message });
      return;
    }
    holders.set(key, owner);
    linked.current = true;
    const onPop = () => {
      const next = readHash(key, startState);
      setState((current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next));
    };
    addEventListener('popstate', onPop);
    return () => {
      removeEventListener('popstate', onPop);
      linked.current = false;
      if (holders.get(key) === owner) holders.delete(key);
    };
  }, [key, owner, startState, emit]);

  const change = useCallback(
    (next: FlowState, { replace, backTo }: FlowMoveOptions) => {
      setState(next);
      if (key === null || !linked.current) return;
      if (backTo && !replace) history.replaceState(history.state, '', writeFlowHash(location.hash, key, backTo));
      const hash = writeFlowHash(location.hash, key, next);
      if (replace) history.replaceState(history.state, '', hash);
      else history.pushState(null, '', hash);
    },
    [key],
  );
  return { state, change };
}

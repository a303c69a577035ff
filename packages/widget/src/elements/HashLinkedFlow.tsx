import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useEmit } from '../context/TicketkitProvider.tsx';
import { BookingFlow } from '../screens/BookingFlow/BookingFlow.tsx';
import type { FlowState } from '../screens/BookingFlow/flowState.ts';
import { readFlowHash, writeFlowHash } from './flowHash.ts';

/** Which element holds each hash key on this page: a second element with the same key would fight the first. */
const holders = new Map<string, Element>();

export interface HashLinkedFlowProps {
  /** This flow's part of the hash (see flowHash.ts). */
  hashKey: string;
  host: Element;
  eventId: string;
  city?: string;
  renderSignIn?: () => ReactNode;
}

const same = (a: FlowState, b: FlowState) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `<ticketkit-booking deep-link="hash">`: the booking flow with its step kept under its own key in
 * the URL hash. BookingFlow runs controlled; each move pushes a history entry (a change within a
 * step replaces it), and back/forward re-read this flow's part only.
 */
export function HashLinkedFlow({ hashKey, host, eventId, city, renderSignIn }: HashLinkedFlowProps) {
  const emit = useEmit();
  // Claimed during render so the very first render already knows; released when unmounted.
  if (!holders.has(hashKey) || !holders.get(hashKey)!.isConnected) holders.set(hashKey, host);
  const linked = holders.get(hashKey) === host;
  // Where the flow starts (and goes back to before its first entry); the element remounts on a new event.
  const [start] = useState<FlowState>(() => ({ step: 'event', eventId, quantities: {}, ...(city ? { city } : {}) }));
  const [state, setState] = useState<FlowState>(() => (linked ? readFlowHash(location.hash, hashKey, start) : start));

  useEffect(() => {
    if (!linked) {
      const message = `<${host.localName} deep-link="hash">: another element on this page already uses the deep-link key "${hashKey}"; give each one its own id or deep-link-key. This one does not follow the URL.`;
      console.error(`ticketkit/deep-link-key-taken: ${message}`);
      emit('ticketkit:error', { code: 'deep-link-key-taken', message });
      return;
    }
    holders.set(hashKey, host);
    const onPop = () => {
      const next = readFlowHash(location.hash, hashKey, start);
      setState((current) => (same(current, next) ? current : next));
    };
    addEventListener('popstate', onPop);
    return () => {
      removeEventListener('popstate', onPop);
      if (holders.get(hashKey) === host) holders.delete(hashKey);
    };
  }, [linked, hashKey, host, emit, start]);

  const onStateChange = useCallback(
    (next: FlowState, { replace }: { replace: boolean }) => {
      setState(next);
      if (!linked) return;
      const hash = writeFlowHash(location.hash, hashKey, next);
      if (replace) history.replaceState(history.state, '', hash);
      else history.pushState(null, '', hash);
    },
    [linked, hashKey],
  );

  return <BookingFlow eventId={eventId} city={city} state={state} onStateChange={onStateChange} renderSignIn={renderSignIn} />;
}

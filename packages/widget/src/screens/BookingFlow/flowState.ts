import { ID_PATTERN, MAX_TICKETS_PER_ORDER } from '@ticketkit/contract/rules';
import type { Quantities } from '../TicketSelect/ticketRules.ts';

export type FlowStep = 'events' | 'event' | 'city' | 'date' | 'queue' | 'tickets' | 'booking' | 'confirmation';

export interface FlowState {
  step: FlowStep;
  city?: string;
  category?: string;
  eventId?: string;
  sessionId?: string;
  quantities: Quantities;
  bookingId?: string;
}

/** How a flow moves: `replace` the current history entry, or add one after rewriting the current one to `backTo`. */
export interface FlowMoveOptions {
  replace: boolean;
  backTo?: FlowState;
}


/** Ticket quantities as `tt_a.2,tt_b.1` (zeros left out), for a URL. */
export function encodeQuantities(quantities: Quantities): string {
  return Object.entries(quantities)
    .filter(([, n]) => n > 0)
    .map(([id, n]) => `${id}.${n}`)
    .join(',');
}

/** Parses `tt_a.2,tt_b.1`; malformed pairs and counts outside 1–10 are dropped, never thrown. */
export function decodeQuantities(value: string | null): Quantities {
  const out: Quantities = {};
  for (const pair of (value ?? '').split(',').filter(Boolean)) {
    const [id, n] = pair.split('.');
    const count = Number(n);
    if (id && ID_PATTERN.test(id) && Number.isInteger(count) && count > 0 && count <= MAX_TICKETS_PER_ORDER) out[id] = count;
  }
  return out;
}

import type { EventDetail } from '@ticketkit/contract';
import { sharedRequest } from './sharedRequest.ts';

/**
 * How long an event's details serve the pages of one visit (the event, its dates, its tickets). The
 * details change only when the host edits the listing; what sells out (sessions, ticket types) is
 * asked for on each step by its own request. Only the event's own availability badge on its page may
 * lag by up to this long; a hold is what decides whether tickets are left.
 */
export const EVENT_KEPT_MS = 60_000;

/**
 * One event's details for every part of a page that shows them (the booking flow's step, and on the
 * site the page's own not-found check and its title), and for the next steps of the same visit:
 * asked for once per SDK instance, then kept for EVENT_KEPT_MS (see sharedRequest).
 */
export function requestEvent(sdk: { api: { getEvent(eventId: string): Promise<EventDetail> } }, eventId: string): Promise<EventDetail> {
  return sharedRequest(sdk.api, `getEvent:${eventId}`, () => sdk.api.getEvent(eventId), { keepForMs: EVENT_KEPT_MS });
}

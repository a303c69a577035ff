import type { EventDetail } from '@ticketkit/contract';
import { sharedRequest } from './sharedRequest.ts';

/**
 * One event's details for every part of a page that shows them (the booking flow's step, and on the
 * site the page's own not-found check and its title), asked for once while the request is on its
 * way (see sharedRequest).
 */
export function requestEvent(sdk: { api: { getEvent(eventId: string): Promise<EventDetail> } }, eventId: string): Promise<EventDetail> {
  return sharedRequest(sdk.api, `getEvent:${eventId}`, () => sdk.api.getEvent(eventId));
}

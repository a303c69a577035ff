import type { HostedEvent, HostedEventActionRequest } from '@ticketkit/contract';

export type HostedLink = 'edit' | 'dashboard' | 'checkIn' | 'eventPage';
export type HostedAction = HostedEventActionRequest['action'];

/** Where a host's pages for one listing are on the site; a partner page may place them elsewhere. */
export interface HostedHrefs {
  edit(event: HostedEvent): string;
  dashboard(event: HostedEvent): string;
  checkIn(event: HostedEvent): string;
  eventPage(event: HostedEvent): string;
}

const id = (e: HostedEvent) => encodeURIComponent(e.id);
export const defaultHostedHrefs: HostedHrefs = {
  edit: (e) => `/hosted-events/${id(e)}/edit`,
  dashboard: (e) => `/hosted-events/${id(e)}`,
  checkIn: (e) => `/hosted-events/${id(e)}/check-in`,
  eventPage: (e) => `/productpage/${encodeURIComponent(e.eventId ?? '')}`,
};

/**
 * The links that apply to a listing in its status: edit while it is the host's to change; the
 * dashboard once it went on sale (a cancelled event's refunds are there too); the door and the public
 * page while it is on sale or paused.
 */
export function linksFor(event: HostedEvent): HostedLink[] {
  const live = event.eventId !== null && (event.status === 'approved' || event.status === 'paused');
  return [
    ...(event.status === 'draft' || event.status === 'changes-requested' ? (['edit'] as const) : []),
    ...(event.eventId !== null && (live || event.status === 'cancelled') ? (['dashboard'] as const) : []),
    ...(live ? (['checkIn', 'eventPage'] as const) : []),
  ];
}

/** What the host can do to the sale: pause or resume it, or cancel the event (approved or paused only). */
export function actionsFor(event: HostedEvent): HostedAction[] {
  if (event.status === 'approved') return ['pause', 'cancel'];
  if (event.status === 'paused') return ['resume', 'cancel'];
  return [];
}

/** Door staff matter while tickets can still be checked: on sale or paused. */
export const hasDoor = (event: HostedEvent) => event.status === 'approved' || event.status === 'paused';

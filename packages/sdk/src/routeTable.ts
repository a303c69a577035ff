import type { RouteName, Routes } from '@ticketkit/contract';

/**
 * Method, path and whether the route needs a signed-in caller, for every route of the contract.
 * A copy of `routes` without zod (types only reach the bundle); the mapped type makes any drift
 * from `packages/contract/src/routes.ts` (a renamed route, another path or method) a compile error.
 */
type RouteTable = { readonly [N in RouteName]: readonly [Routes[N]['method'], Routes[N]['path'], authenticated: Routes[N]['auth'] extends 'public' ? 0 : 1] };

export const ROUTES: RouteTable = {
  health: ['GET', '/health', 0],
  listCities: ['GET', '/cities', 0],
  listCategories: ['GET', '/categories', 0],
  listEvents: ['GET', '/events', 0],
  getEvent: ['GET', '/events/{eventId}', 0],
  listEventCities: ['GET', '/events/{eventId}/cities', 0],
  listSessions: ['GET', '/events/{eventId}/sessions', 0],
  listTicketTypes: ['GET', '/sessions/{sessionId}/ticket-types', 0],
  search: ['GET', '/search', 0],
  createHold: ['POST', '/holds', 1],
  getHold: ['GET', '/holds/{holdId}', 1],
  releaseHold: ['DELETE', '/holds/{holdId}', 1],
  createBooking: ['POST', '/bookings', 1],
  getBooking: ['GET', '/bookings/{bookingId}', 1],
  getMe: ['GET', '/me', 1],
  updateMe: ['PATCH', '/me', 1],
  deleteMe: ['DELETE', '/me', 1],
  listMyBookings: ['GET', '/me/bookings', 1],
  getMyRewards: ['GET', '/me/rewards', 1],
  createHostedEvent: ['POST', '/hosted-events', 1],
  listMyHostedEvents: ['GET', '/me/hosted-events', 1],
  getCompany: ['GET', '/corporate/companies/{companySlug}', 0],
  getCorporateMe: ['GET', '/corporate/me', 1],
  listCompanyEvents: ['GET', '/corporate/companies/{companySlug}/events', 1],
  getCompanyEvent: ['GET', '/corporate/companies/{companySlug}/events/{eventId}', 1],
  listCorporateBookings: ['GET', '/corporate/me/bookings', 1],
};

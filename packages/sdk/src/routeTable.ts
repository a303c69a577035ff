import type { RouteName, Routes } from '@ticketkit/contract';

/**
 * Method, path, whether the route needs a signed-in caller, its input, whether it is idempotent and
 * whether it answers text, for every route of the contract.
 * A copy of `routes` without zod (types only reach the bundle); the mapped type makes any drift
 * from `packages/contract/src/routes.ts` (a renamed route, another path or method) a compile error.
 */
type RouteTable = {
  readonly [N in RouteName]: readonly [
    Routes[N]['method'],
    Routes[N]['path'],
    authenticated: Routes[N]['auth'] extends 'public' ? 0 : 1,
    /** What follows the path parameters: 2 a body, 1 a query, 0 nothing. */
    input: Routes[N] extends { body: object } ? 2 : Routes[N] extends { query: object } ? 1 : 0,
    /** Whether the route takes an `Idempotency-Key`. */
    idempotent: Routes[N] extends { idempotent: true } ? 1 : 0,
    /** A route answering text (`produces`), not JSON: its body is handed over as the string it is. */
    ...(Routes[N] extends { produces: string } ? [text: 1] : []),
  ];
};

export const ROUTES: RouteTable = {
  health: ['GET', '/health', 0, 0, 0],
  listCities: ['GET', '/cities', 0, 0, 0],
  listCategories: ['GET', '/categories', 0, 0, 0],
  listEvents: ['GET', '/events', 0, 1, 0],
  getEvent: ['GET', '/events/{eventId}', 0, 0, 0],
  listEventCities: ['GET', '/events/{eventId}/cities', 0, 0, 0],
  listSessions: ['GET', '/events/{eventId}/sessions', 0, 1, 0],
  listTicketTypes: ['GET', '/sessions/{sessionId}/ticket-types', 0, 0, 0],
  search: ['GET', '/search', 0, 1, 0],
  joinQueue: ['POST', '/sessions/{sessionId}/queue', 1, 0, 0],
  getQueuePlace: ['GET', '/sessions/{sessionId}/queue', 1, 1, 0],
  createHold: ['POST', '/holds', 1, 2, 0],
  getHold: ['GET', '/holds/{holdId}', 1, 0, 0],
  releaseHold: ['DELETE', '/holds/{holdId}', 1, 0, 0],
  quoteHold: ['POST', '/holds/{holdId}/quote', 1, 2, 0],
  createBooking: ['POST', '/bookings', 1, 2, 1],
  getBooking: ['GET', '/bookings/{bookingId}', 1, 0, 0],
  submitPaymentResult: ['POST', '/bookings/{bookingId}/payment-result', 1, 2, 0],
  getCancellationQuote: ['GET', '/bookings/{bookingId}/cancellation', 1, 0, 0],
  cancelBooking: ['POST', '/bookings/{bookingId}/cancel', 1, 2, 1],
  getReceipt: ['GET', '/bookings/{bookingId}/receipt', 1, 0, 0],
  getMe: ['GET', '/me', 1, 0, 0],
  updateMe: ['PATCH', '/me', 1, 2, 0],
  deleteMe: ['DELETE', '/me', 1, 0, 0],
  listMyBookings: ['GET', '/me/bookings', 1, 1, 0],
  getMyRewards: ['GET', '/me/rewards', 1, 0, 0],
  createHostedEvent: ['POST', '/hosted-events', 1, 2, 0],
  listMyHostedEvents: ['GET', '/me/hosted-events', 1, 0, 0],
  getHostedEvent: ['GET', '/hosted-events/{hostedEventId}', 1, 0, 0],
  updateHostedEvent: ['PATCH', '/hosted-events/{hostedEventId}', 1, 2, 0],
  actOnHostedEvent: ['POST', '/hosted-events/{hostedEventId}/actions', 1, 2, 0],
  setDoorStaff: ['PUT', '/hosted-events/{hostedEventId}/door-staff', 1, 2, 0],
  getHostDashboard: ['GET', '/hosted-events/{hostedEventId}/dashboard', 1, 0, 0],
  listHostAttendees: ['GET', '/hosted-events/{hostedEventId}/attendees', 1, 1, 0],
  exportHostAttendees: ['GET', '/hosted-events/{hostedEventId}/attendees.csv', 1, 0, 0, 1],
  setHighDemand: ['PUT', '/hosted-events/{hostedEventId}/high-demand', 1, 2, 0],
  getCheckInKit: ['GET', '/hosted-events/{hostedEventId}/check-in/kit', 1, 0, 0],
  submitCheckIns: ['POST', '/hosted-events/{hostedEventId}/check-ins', 1, 2, 0],
  listReviewQueue: ['GET', '/staff/hosted-events', 1, 1, 0],
  getReviewItem: ['GET', '/staff/hosted-events/{hostedEventId}', 1, 0, 0],
  reviewHostedEvent: ['POST', '/staff/hosted-events/{hostedEventId}/review', 1, 2, 0],
  getCompany: ['GET', '/corporate/companies/{companySlug}', 0, 0, 0],
  getCorporateMe: ['GET', '/corporate/me', 1, 0, 0],
  listCompanyEvents: ['GET', '/corporate/companies/{companySlug}/events', 1, 1, 0],
  getCompanyEvent: ['GET', '/corporate/companies/{companySlug}/events/{eventId}', 1, 0, 0],
  listCompanyEventCities: ['GET', '/corporate/companies/{companySlug}/events/{eventId}/cities', 1, 0, 0],
  listCompanySessions: ['GET', '/corporate/companies/{companySlug}/events/{eventId}/sessions', 1, 1, 0],
  listCompanyTicketTypes: ['GET', '/corporate/companies/{companySlug}/sessions/{sessionId}/ticket-types', 1, 0, 0],
  listCorporateBookings: ['GET', '/corporate/me/bookings', 1, 1, 0],
};

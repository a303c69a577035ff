import { z } from 'zod';
import {
  DeleteAccountResultSchema,
  ProfileSchema,
  RewardsSchema,
  UpdateProfileRequestSchema,
} from './account.ts';
import {
  BookingListQuerySchema,
  BookingPageSchema,
  BookingSchema,
  CreateBookingRequestSchema,
  CreateHoldRequestSchema,
  HoldQuoteSchema,
  HoldSchema,
  QuoteHoldRequestSchema,
} from './booking.ts';
import { CancelBookingRequestSchema, CancellationQuoteSchema, PaymentResultRequestSchema } from './payment.ts';
import { ReceiptSchema } from './receipt.ts';
import {
  CategoryListSchema,
  CityListSchema,
  EventCityListSchema,
  EventDetailSchema,
  EventListQuerySchema,
  EventPageSchema,
  SearchQuerySchema,
  SearchResultsSchema,
  SessionListQuerySchema,
  SessionListSchema,
  TicketTypeListSchema,
} from './catalog.ts';
import { CursorQuerySchema } from './common.ts';
import { CompanySchema, CorporateMeSchema } from './corporate.ts';
import type { ApiErrorCode } from './errors.ts';
import { HealthSchema } from './health.ts';
import { HighDemandListSchema, QueuePlaceSchema, QueuePollQuerySchema, SetHighDemandRequestSchema } from './queue.ts';
import { CheckInKitSchema, CheckInResultsSchema, SubmitCheckInsRequestSchema } from './checkin.ts';
import {
  CreateHostedEventRequestSchema,
  HostAttendeePageSchema,
  HostAttendeeQuerySchema,
  HostDashboardSchema,
  HostedEventActionRequestSchema,
  HostedEventListSchema,
  HostedEventSchema,
  ReviewItemSchema,
  ReviewQueueQuerySchema,
  ReviewQueueSchema,
  ReviewRequestSchema,
  SetDoorStaffRequestSchema,
  UpdateHostedEventRequestSchema,
} from './hosting.ts';

/**
 * Who may call a route: anyone, a signed-in user, a signed-in member of the path's company, or
 * staff (a verified ID token with the `admin` custom claim). Hosts are users: a host route checks
 * that the caller owns the hosted event (or, for check-in, is on its door staff).
 */
export type RouteAuth = 'public' | 'user' | 'corporate' | 'staff';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under `/v1`, with `{param}` placeholders. */
  path: string;
  auth: RouteAuth;
  summary: string;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Status of a success answer and its schema (`null` for an empty 204). */
  status: number;
  response: z.ZodType | null;
  /** Requires an `Idempotency-Key` header. */
  idempotent?: boolean;
  /** The success body's media type when it is not JSON (its `response` schema is then `z.string()`). */
  produces?: 'text/csv';
  errors: ApiErrorCode[];
}

const route = <const R extends RouteDef>(r: R) => r;

/** The {host} API, base `/v1`. The reference API implements exactly this; the SDK calls it. */
export const routes = {
  health: route({ method: 'GET', path: '/health', auth: 'public', summary: 'Liveness and database check', status: 200, response: HealthSchema, errors: ['unavailable'] }),
  listCities: route({ method: 'GET', path: '/cities', auth: 'public', summary: 'Cities with events, the default (Nagpur) first', status: 200, response: CityListSchema, errors: [] }),
  listCategories: route({ method: 'GET', path: '/categories', auth: 'public', summary: 'Event categories', status: 200, response: CategoryListSchema, errors: [] }),
  listEvents: route({ method: 'GET', path: '/events', auth: 'public', summary: 'Upcoming events, filtered and paged', query: EventListQuerySchema, status: 200, response: EventPageSchema, errors: ['validation/invalid-query'] }),
  getEvent: route({ method: 'GET', path: '/events/{eventId}', auth: 'public', summary: 'One event in detail', status: 200, response: EventDetailSchema, errors: ['not-found'] }),
  listEventCities: route({ method: 'GET', path: '/events/{eventId}/cities', auth: 'public', summary: 'Cities where a public event has upcoming sessions', status: 200, response: EventCityListSchema, errors: ['not-found'] }),
  listSessions: route({ method: 'GET', path: '/events/{eventId}/sessions', auth: 'public', summary: 'Upcoming sessions of a public event', query: SessionListQuerySchema, status: 200, response: SessionListSchema, errors: ['not-found', 'validation/invalid-query'] }),
  listTicketTypes: route({ method: 'GET', path: '/sessions/{sessionId}/ticket-types', auth: 'public', summary: 'Ticket types of a public session with live availability', status: 200, response: TicketTypeListSchema, errors: ['not-found'] }),
  search: route({ method: 'GET', path: '/search', auth: 'public', summary: 'Events (by title; for a city’s name, the events held there), categories and cities matching a query', query: SearchQuerySchema, status: 200, response: SearchResultsSchema, errors: ['validation/invalid-query'] }),

  joinQueue: route({ method: 'POST', path: '/sessions/{sessionId}/queue', auth: 'user', summary: "Take your account's place in a high-demand session's waiting room (the same place from every tab and device)", status: 200, response: QueuePlaceSchema, errors: ['auth/unauthenticated', 'not-found', 'queue/not-open', 'booking/sales-closed', 'booking/session-past'] }),
  getQueuePlace: route({ method: 'GET', path: '/sessions/{sessionId}/queue', auth: 'user', summary: 'Where your place stands now; poll again after pollAfterSeconds (Retry-After)', query: QueuePollQuerySchema, status: 200, response: QueuePlaceSchema, errors: ['auth/unauthenticated', 'validation/invalid-query', 'not-found', 'queue/invalid-place', 'booking/sales-closed'] }),
  createHold: route({ method: 'POST', path: '/holds', auth: 'user', summary: 'Reserve tickets for a limited time', body: CreateHoldRequestSchema, status: 201, response: HoldSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'booking/sold-out', 'booking/limit-exceeded', 'booking/below-minimum', 'booking/sales-closed', 'booking/session-past', 'booking/ticket-type-mismatch', 'corporate/not-an-employee', 'corporate/entitlement-exhausted', 'queue/admission-required', 'queue/turn-expired', 'limits/tickets-per-account', 'limits/active-holds', 'limits/cool-down'] }),
  getHold: route({ method: 'GET', path: '/holds/{holdId}', auth: 'user', summary: 'One of your holds', status: 200, response: HoldSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  releaseHold: route({ method: 'DELETE', path: '/holds/{holdId}', auth: 'user', summary: 'Release one of your holds', status: 204, response: null, errors: ['auth/unauthenticated', 'not-found', 'hold/not-active'] }),
  quoteHold: route({ method: 'POST', path: '/holds/{holdId}/quote', auth: 'user', summary: 'Price one of your holds with a promo code and reward points, as booking it would', body: QuoteHoldRequestSchema, status: 200, response: HoldQuoteSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'booking/invalid-promo-code', 'booking/insufficient-points', 'booking/total-below-minimum'] }),
  createBooking: route({ method: 'POST', path: '/bookings', auth: 'user', summary: 'Book a hold: confirmed at once when there is nothing to pay, else payment-pending with a payment order', body: CreateBookingRequestSchema, status: 201, response: BookingSchema, idempotent: true, errors: ['auth/unauthenticated', 'validation/invalid-body', 'idempotency/key-required', 'idempotency/key-reused', 'idempotency/in-progress', 'not-found', 'hold/expired', 'hold/not-active', 'booking/invalid-promo-code', 'booking/insufficient-points', 'booking/total-below-minimum', 'booking/sales-closed', 'corporate/entitlement-exhausted'] }),
  getBooking: route({ method: 'GET', path: '/bookings/{bookingId}', auth: 'user', summary: 'One of your bookings', status: 200, response: BookingSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  submitPaymentResult: route({ method: 'POST', path: '/bookings/{bookingId}/payment-result', auth: 'user', summary: "Hand over what the checkout returned; confirms at once when it verifies (the provider's webhook would too)", body: PaymentResultRequestSchema, status: 200, response: BookingSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'payment/invalid-signature', 'payment/provider-unavailable'] }),
  getCancellationQuote: route({ method: 'GET', path: '/bookings/{bookingId}/cancellation', auth: 'user', summary: 'What cancelling this booking now would refund, under its event’s policy', status: 200, response: CancellationQuoteSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  cancelBooking: route({ method: 'POST', path: '/bookings/{bookingId}/cancel', auth: 'user', summary: 'Cancel a booking: its tickets go back on sale, the quoted refund is sent', body: CancelBookingRequestSchema, status: 200, response: BookingSchema, idempotent: true, errors: ['auth/unauthenticated', 'validation/invalid-body', 'idempotency/key-required', 'idempotency/key-reused', 'idempotency/in-progress', 'not-found', 'booking/not-cancellable', 'booking/refund-changed', 'payment/provider-unavailable'] }),
  getReceipt: route({ method: 'GET', path: '/bookings/{bookingId}/receipt', auth: 'user', summary: "A paid booking's GST tax invoice, its credit notes and the payment", status: 200, response: ReceiptSchema, errors: ['auth/unauthenticated', 'not-found', 'booking/not-paid'] }),

  getMe: route({ method: 'GET', path: '/me', auth: 'user', summary: 'Your profile (created on first call)', status: 200, response: ProfileSchema, errors: ['auth/unauthenticated'] }),
  updateMe: route({ method: 'PATCH', path: '/me', auth: 'user', summary: 'Update your name, phone or home city', body: UpdateProfileRequestSchema, status: 200, response: ProfileSchema, errors: ['auth/unauthenticated', 'validation/invalid-body'] }),
  deleteMe: route({ method: 'DELETE', path: '/me', auth: 'user', summary: 'Erase your profile and personal data; bookings are anonymised', status: 200, response: DeleteAccountResultSchema, errors: ['auth/unauthenticated', 'account/has-live-events'] }),
  listMyBookings: route({ method: 'GET', path: '/me/bookings', auth: 'user', summary: 'Your bookings, upcoming or past', query: BookingListQuerySchema, status: 200, response: BookingPageSchema, errors: ['auth/unauthenticated', 'validation/invalid-query'] }),
  getMyRewards: route({ method: 'GET', path: '/me/rewards', auth: 'user', summary: 'Reward points balance and ledger', status: 200, response: RewardsSchema, errors: ['auth/unauthenticated'] }),
  createHostedEvent: route({ method: 'POST', path: '/hosted-events', auth: 'user', summary: 'List your event: sent for review, or kept as a draft', body: CreateHostedEventRequestSchema, status: 201, response: HostedEventSchema, errors: ['auth/unauthenticated', 'validation/invalid-body'] }),
  listMyHostedEvents: route({ method: 'GET', path: '/me/hosted-events', auth: 'user', summary: 'Events you listed', status: 200, response: HostedEventListSchema, errors: ['auth/unauthenticated'] }),
  getHostedEvent: route({ method: 'GET', path: '/hosted-events/{hostedEventId}', auth: 'user', summary: 'One of your listed events, with its review history', status: 200, response: HostedEventSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  updateHostedEvent: route({ method: 'PATCH', path: '/hosted-events/{hostedEventId}', auth: 'user', summary: 'Edit a draft or a listing staff sent back, and optionally submit it', body: UpdateHostedEventRequestSchema, status: 200, response: HostedEventSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'hosting/not-editable'] }),
  actOnHostedEvent: route({ method: 'POST', path: '/hosted-events/{hostedEventId}/actions', auth: 'user', summary: 'Pause, resume or cancel an approved event (cancelling refunds every booking)', body: HostedEventActionRequestSchema, status: 200, response: HostedEventSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'hosting/action-not-allowed', 'payment/provider-unavailable'] }),
  setDoorStaff: route({ method: 'PUT', path: '/hosted-events/{hostedEventId}/door-staff', auth: 'user', summary: 'Who may check tickets in at your doors (verified emails)', body: SetDoorStaffRequestSchema, status: 200, response: HostedEventSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found'] }),
  getHostDashboard: route({ method: 'GET', path: '/hosted-events/{hostedEventId}/dashboard', auth: 'user', summary: 'Sales, money and check-ins of your event', status: 200, response: HostDashboardSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  listHostAttendees: route({ method: 'GET', path: '/hosted-events/{hostedEventId}/attendees', auth: 'user', summary: 'The tickets of your event’s confirmed bookings, searchable', query: HostAttendeeQuerySchema, status: 200, response: HostAttendeePageSchema, errors: ['auth/unauthenticated', 'not-found', 'validation/invalid-query'] }),
  exportHostAttendees: route({ method: 'GET', path: '/hosted-events/{hostedEventId}/attendees.csv', auth: 'user', summary: 'Every attendee of your event as CSV (ATTENDEE_CSV_COLUMNS)', status: 200, response: z.string(), produces: 'text/csv', errors: ['auth/unauthenticated', 'not-found'] }),
  setHighDemand: route({ method: 'PUT', path: '/hosted-events/{hostedEventId}/high-demand', auth: 'user', summary: 'Sell a session (or every session) of your approved event through a waiting room, before its on-sale', body: SetHighDemandRequestSchema, status: 200, response: HighDemandListSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'hosting/not-on-sale', 'queue/not-editable'] }),
  getCheckInKit: route({ method: 'GET', path: '/hosted-events/{hostedEventId}/check-in/kit', auth: 'user', summary: 'What a door needs to check tickets offline: public keys, revoked tickets, check-ins so far (host or door staff)', status: 200, response: CheckInKitSchema, errors: ['auth/unauthenticated', 'not-found', 'hosting/not-on-sale'] }),
  submitCheckIns: route({ method: 'POST', path: '/hosted-events/{hostedEventId}/check-ins', auth: 'user', summary: 'Record scans (one now, or a batch made offline); each ticket is admitted at most once', body: SubmitCheckInsRequestSchema, status: 200, response: CheckInResultsSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'hosting/not-on-sale'] }),

  listReviewQueue: route({ method: 'GET', path: '/staff/hosted-events', auth: 'staff', summary: 'Listings by status, the submitted queue (oldest first) by default', query: ReviewQueueQuerySchema, status: 200, response: ReviewQueueSchema, errors: ['auth/unauthenticated', 'auth/forbidden', 'validation/invalid-query'] }),
  getReviewItem: route({ method: 'GET', path: '/staff/hosted-events/{hostedEventId}', auth: 'staff', summary: 'One listing in full, with its host and history', status: 200, response: ReviewItemSchema, errors: ['auth/unauthenticated', 'auth/forbidden', 'not-found'] }),
  reviewHostedEvent: route({ method: 'POST', path: '/staff/hosted-events/{hostedEventId}/review', auth: 'staff', summary: 'Approve (creates the catalogue event, on sale), request changes or reject, with a note', body: ReviewRequestSchema, status: 200, response: ReviewItemSchema, errors: ['auth/unauthenticated', 'auth/forbidden', 'validation/invalid-body', 'not-found', 'hosting/not-in-review', 'hosting/session-past'] }),

  getCompany: route({ method: 'GET', path: '/corporate/companies/{companySlug}', auth: 'public', summary: 'Public branding of a company for its login screen', status: 200, response: CompanySchema, errors: ['not-found'] }),
  getCorporateMe: route({ method: 'GET', path: '/corporate/me', auth: 'user', summary: 'Your employee records, one per company', status: 200, response: CorporateMeSchema, errors: ['auth/unauthenticated', 'corporate/not-an-employee'] }),
  listCompanyEvents: route({ method: 'GET', path: '/corporate/companies/{companySlug}/events', auth: 'corporate', summary: "The company's events, for its employees", query: CursorQuerySchema, status: 200, response: EventPageSchema, errors: ['auth/unauthenticated', 'corporate/not-an-employee', 'not-found'] }),
  getCompanyEvent: route({ method: 'GET', path: '/corporate/companies/{companySlug}/events/{eventId}', auth: 'corporate', summary: 'One corporate event', status: 200, response: EventDetailSchema, errors: ['auth/unauthenticated', 'corporate/not-an-employee', 'not-found'] }),
  listCompanyEventCities: route({ method: 'GET', path: '/corporate/companies/{companySlug}/events/{eventId}/cities', auth: 'corporate', summary: 'Cities where a corporate event has upcoming sessions', status: 200, response: EventCityListSchema, errors: ['auth/unauthenticated', 'corporate/not-an-employee', 'not-found'] }),
  listCompanySessions: route({ method: 'GET', path: '/corporate/companies/{companySlug}/events/{eventId}/sessions', auth: 'corporate', summary: 'Upcoming sessions of a corporate event', query: SessionListQuerySchema, status: 200, response: SessionListSchema, errors: ['auth/unauthenticated', 'corporate/not-an-employee', 'not-found', 'validation/invalid-query'] }),
  listCompanyTicketTypes: route({ method: 'GET', path: '/corporate/companies/{companySlug}/sessions/{sessionId}/ticket-types', auth: 'corporate', summary: 'Ticket types of a corporate session with live availability', status: 200, response: TicketTypeListSchema, errors: ['auth/unauthenticated', 'corporate/not-an-employee', 'not-found'] }),
  listCorporateBookings: route({ method: 'GET', path: '/corporate/me/bookings', auth: 'user', summary: 'Your corporate bookings', query: BookingListQuerySchema, status: 200, response: BookingPageSchema, errors: ['auth/unauthenticated', 'validation/invalid-query'] }),
} as const;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
/** The success body type of a route. */
export type ResponseOf<N extends RouteName> = Routes[N]['response'] extends z.ZodType ? z.infer<Routes[N]['response']> : void;
export type BodyOf<N extends RouteName> = Routes[N] extends { body: z.ZodType } ? z.input<Routes[N]['body']> : never;
export type QueryOf<N extends RouteName> = Routes[N] extends { query: z.ZodType } ? z.input<Routes[N]['query']> : never;

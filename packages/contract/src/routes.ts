import type { z } from 'zod';
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
import { CreateHostedEventRequestSchema, HostedEventListSchema, HostedEventSchema } from './hosting.ts';

/** Who may call a route: anyone, a signed-in user, or a signed-in member of the path's company. */
export type RouteAuth = 'public' | 'user' | 'corporate';

export interface RouteDef {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
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

  createHold: route({ method: 'POST', path: '/holds', auth: 'user', summary: 'Reserve tickets for a limited time', body: CreateHoldRequestSchema, status: 201, response: HoldSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'booking/sold-out', 'booking/limit-exceeded', 'booking/below-minimum', 'booking/sales-closed', 'booking/session-past', 'booking/ticket-type-mismatch', 'corporate/not-an-employee', 'corporate/entitlement-exhausted'] }),
  getHold: route({ method: 'GET', path: '/holds/{holdId}', auth: 'user', summary: 'One of your holds', status: 200, response: HoldSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  releaseHold: route({ method: 'DELETE', path: '/holds/{holdId}', auth: 'user', summary: 'Release one of your holds', status: 204, response: null, errors: ['auth/unauthenticated', 'not-found', 'hold/not-active'] }),
  quoteHold: route({ method: 'POST', path: '/holds/{holdId}/quote', auth: 'user', summary: 'Price one of your holds with a promo code and reward points, as booking it would', body: QuoteHoldRequestSchema, status: 200, response: HoldQuoteSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'booking/invalid-promo-code', 'booking/insufficient-points', 'booking/total-below-minimum'] }),
  createBooking: route({ method: 'POST', path: '/bookings', auth: 'user', summary: 'Book a hold: confirmed at once when there is nothing to pay, else payment-pending with a payment order', body: CreateBookingRequestSchema, status: 201, response: BookingSchema, idempotent: true, errors: ['auth/unauthenticated', 'validation/invalid-body', 'idempotency/key-required', 'idempotency/key-reused', 'idempotency/in-progress', 'not-found', 'hold/expired', 'hold/not-active', 'booking/invalid-promo-code', 'booking/insufficient-points', 'booking/total-below-minimum', 'corporate/entitlement-exhausted'] }),
  getBooking: route({ method: 'GET', path: '/bookings/{bookingId}', auth: 'user', summary: 'One of your bookings', status: 200, response: BookingSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  submitPaymentResult: route({ method: 'POST', path: '/bookings/{bookingId}/payment-result', auth: 'user', summary: "Hand over what the checkout returned; confirms at once when it verifies (the provider's webhook would too)", body: PaymentResultRequestSchema, status: 200, response: BookingSchema, errors: ['auth/unauthenticated', 'validation/invalid-body', 'not-found', 'payment/invalid-signature', 'payment/provider-unavailable'] }),
  getCancellationQuote: route({ method: 'GET', path: '/bookings/{bookingId}/cancellation', auth: 'user', summary: 'What cancelling this booking now would refund, under its event’s policy', status: 200, response: CancellationQuoteSchema, errors: ['auth/unauthenticated', 'not-found'] }),
  cancelBooking: route({ method: 'POST', path: '/bookings/{bookingId}/cancel', auth: 'user', summary: 'Cancel a booking: its tickets go back on sale, the quoted refund is sent', body: CancelBookingRequestSchema, status: 200, response: BookingSchema, idempotent: true, errors: ['auth/unauthenticated', 'validation/invalid-body', 'idempotency/key-required', 'idempotency/key-reused', 'idempotency/in-progress', 'not-found', 'booking/not-cancellable', 'booking/refund-changed', 'payment/provider-unavailable'] }),
  getReceipt: route({ method: 'GET', path: '/bookings/{bookingId}/receipt', auth: 'user', summary: "A paid booking's GST tax invoice, its credit notes and the payment", status: 200, response: ReceiptSchema, errors: ['auth/unauthenticated', 'not-found', 'booking/not-paid'] }),

  getMe: route({ method: 'GET', path: '/me', auth: 'user', summary: 'Your profile (created on first call)', status: 200, response: ProfileSchema, errors: ['auth/unauthenticated'] }),
  updateMe: route({ method: 'PATCH', path: '/me', auth: 'user', summary: 'Update your name, phone or home city', body: UpdateProfileRequestSchema, status: 200, response: ProfileSchema, errors: ['auth/unauthenticated', 'validation/invalid-body'] }),
  deleteMe: route({ method: 'DELETE', path: '/me', auth: 'user', summary: 'Erase your profile and personal data; bookings are anonymised', status: 200, response: DeleteAccountResultSchema, errors: ['auth/unauthenticated'] }),
  listMyBookings: route({ method: 'GET', path: '/me/bookings', auth: 'user', summary: 'Your bookings, upcoming or past', query: BookingListQuerySchema, status: 200, response: BookingPageSchema, errors: ['auth/unauthenticated', 'validation/invalid-query'] }),
  getMyRewards: route({ method: 'GET', path: '/me/rewards', auth: 'user', summary: 'Reward points balance and ledger', status: 200, response: RewardsSchema, errors: ['auth/unauthenticated'] }),
  createHostedEvent: route({ method: 'POST', path: '/hosted-events', auth: 'user', summary: 'List your event for review', body: CreateHostedEventRequestSchema, status: 201, response: HostedEventSchema, errors: ['auth/unauthenticated', 'validation/invalid-body'] }),
  listMyHostedEvents: route({ method: 'GET', path: '/me/hosted-events', auth: 'user', summary: 'Events you listed', status: 200, response: HostedEventListSchema, errors: ['auth/unauthenticated'] }),

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

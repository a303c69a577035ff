import type {
  Booking,
  CategoryList,
  CityList,
  CreateBookingRequest,
  CreateHoldRequest,
  EventCityList,
  EventDetail,
  EventListQuery,
  EventPage,
  Hold,
  HoldQuote,
  QuoteHoldRequest,
  SessionList,
  TicketTypeList,
} from '@ticketkit/contract';

/**
 * The part of the SDK (`createTicketkit(config)` in @ticketkit/sdk) the widget uses, written
 * down so screens and tests depend on a small surface. The real SDK instance satisfies it
 * structurally; tests pass a fake that implements only this.
 */
export interface RequestOptions {
  signal?: AbortSignal;
}

export interface WidgetApi {
  listCities(options?: RequestOptions): Promise<CityList>;
  listCategories(options?: RequestOptions): Promise<CategoryList>;
  listEvents(query?: EventListQuery, options?: RequestOptions): Promise<EventPage>;
  getEvent(eventId: string, options?: RequestOptions): Promise<EventDetail>;
  listEventCities(eventId: string, options?: RequestOptions): Promise<EventCityList>;
  listSessions(eventId: string, query?: { city?: string }, options?: RequestOptions): Promise<SessionList>;
  listTicketTypes(sessionId: string, options?: RequestOptions): Promise<TicketTypeList>;
  createHold(body: CreateHoldRequest, options?: RequestOptions): Promise<Hold>;
  releaseHold(holdId: string, options?: RequestOptions): Promise<void>;
  quoteHold(holdId: string, body: QuoteHoldRequest, options?: RequestOptions): Promise<HoldQuote>;
  createBooking(body: CreateBookingRequest, options: RequestOptions & { idempotencyKey: string }): Promise<Booking>;
  getBooking(bookingId: string, options?: RequestOptions): Promise<Booking>;
}

/** A minimal zustand/vanilla StoreApi. */
export interface ReadableStore<T> {
  getState(): T;
  subscribe(listener: (state: T, previous: T) => void): () => void;
}

/** What the widget reads of the signed-in user to prefill the attendee form. */
export interface WidgetUser {
  uid: string;
  displayName?: string | null;
  email?: string | null;
  phoneNumber?: string | null;
}

export interface SessionState {
  status: 'unknown' | 'signed-out' | 'signed-in';
  user: WidgetUser | null;
}

export interface CityState {
  city: string;
  setCity(slug: string): void;
}

export interface WidgetSdk {
  api: WidgetApi;
  session: ReadableStore<SessionState>;
  city: ReadableStore<CityState>;
}

/** The error shape the SDK throws (`TicketkitError`); anything else is treated as `internal`. */
export interface WidgetError {
  code: string;
  message: string;
  status?: number;
  retryable: boolean;
}

export function toWidgetError(error: unknown): WidgetError {
  if (error && typeof error === 'object' && 'code' in error && typeof (error as { code: unknown }).code === 'string') {
    const e = error as { code: string; message?: unknown; status?: unknown; retryable?: unknown };
    return {
      code: e.code,
      message: typeof e.message === 'string' ? e.message : e.code,
      ...(typeof e.status === 'number' ? { status: e.status } : {}),
      retryable: typeof e.retryable === 'boolean' ? e.retryable : false,
    };
  }
  if (error instanceof DOMException && error.name === 'AbortError') return { code: 'aborted', message: 'aborted', retryable: true };
  return { code: 'internal', message: error instanceof Error ? error.message : String(error), retryable: true };
}

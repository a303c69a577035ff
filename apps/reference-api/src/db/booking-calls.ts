import type { Booking, PaymentProvider as PaymentProviderName, PaymentState, Refund } from '@ticketkit/contract';
import { batcher, type Batched, type BatcherLimits } from './batcher.ts';
import type { Database } from './database.ts';

/** One request of `tk_create_holds` (src/db/functions/tk_create_holds.sql). */
export interface HoldCall {
  id: string;
  uid: string;
  email: string | null;
  emailVerified: boolean;
  sessionId: string;
  ticketTypeIds: string[];
  quantities: number[];
  companySlug: string | null;
  ttlSeconds: number;
  maxPerOrder: number;
}

/** One request of `tk_claim_idempotency_keys`: a write's Idempotency-Key claimed for its request (http/idempotency.ts). */
export interface ClaimCall {
  uid: string;
  key: string;
  hash: string;
  lockSeconds: number;
}

export type ClaimOutcome = { outcome: 'claimed' | 'mismatch' | 'in-progress' } | { outcome: 'replay'; result: string | null };

/**
 * One request of `tk_claim_and_create_bookings` (tk_booking_round.sql): a booking carries its own
 * claim, so one round claims the key and, only when claimed, books.
 */
export interface BookingCall extends ClaimCall {
  id: string;
  holdId: string;
  attendee: { name: string; email: string; phone: string };
  promoCode: string | null;
  redeemPoints: number;
  /** The booking's TK1 code: null since per-ticket codes (each ticket is signed when shown). */
  qrPayload: string | null;
  /** How long after the hold was made a paid booking keeps its tickets while the payment is in progress. */
  paymentHoldSeconds: number;
  /** The buyer's GSTIN for the tax invoice, or null. */
  gstin: string | null;
  /** The language of the booking's mails (mail/language.ts). */
  locale: string;
}

/** A booking request's claim outcome; when claimed, with tk_create_bookings' answer (the booking or a refusal). */
export type BookingOutcome = { outcome: 'claimed'; booking: unknown } | { outcome: 'mismatch' | 'in-progress' } | { outcome: 'replay'; result: string | null };

/** One request of `tk_attach_orders`: the provider's order for a payment-pending booking. */
export interface OrderCall {
  bookingId: string;
  orderId: string;
  provider: string;
  amount: number;
  currency: string;
}

/** What of a booking changes after it is answered, as `tk_booking_state` reads it now. */
export interface BookingState {
  bookingId: string;
  status: Booking['status'];
  order: {
    id: string;
    provider: PaymentProviderName;
    amount: number;
    state: PaymentState;
    payBy: string;
    failureReason: string | null;
    method: string | null;
    capturedAt: string | null;
  } | null;
  refunds: Refund[];
  invoiceNumber: string | null;
  cancellation: Booking['cancellation'];
}

/** One request of `tk_apply_payments`: a payment as the provider reported it. */
export interface PaymentReport {
  provider: string;
  /** The webhook delivery's id (deduplicated); null for the browser's result and the restart repair. */
  eventId: string | null;
  event: string;
  /** The webhook's raw body, kept with its delivery. */
  payload: string | null;
  payment: { id: string; orderId: string; amount: number; currency: string; status: string; method: string | null; errorDescription: string | null };
}

export interface PaymentOutcome {
  outcome: 'applied' | 'duplicate' | 'ignored' | 'refused-amount' | 'refused-currency' | 'unknown-order';
  bookingId: string | null;
  /** Automatic refunds this report recorded, to be sent. */
  refundIds: string[];
  /** Whether this report confirmed its booking (the first capture, its tickets still there). */
  confirmed: boolean;
}

/** The booking path's database calls. Each answers the function's JSON (a result or `{ error, … }`). */
export interface BookingCalls {
  createHold: Batched<HoldCall, unknown>;
  /** A claim on its own, for writes other than bookings (cancellation). */
  claimIdempotencyKey: Batched<ClaimCall, ClaimOutcome>;
  createBooking: Batched<BookingCall, BookingOutcome>;
  attachOrder: Batched<OrderCall, BookingState>;
  applyPayment: Batched<PaymentReport, PaymentOutcome>;
}

/**
 * The calls of every kind that queue up while a round runs go together as the next round: one
 * round trip, and each kind handled set-based for the whole group (src/db/functions/).
 *
 * On PGlite (one connection, one statement at a time) one round runs at a time. On PostgreSQL the
 * rows a round changes (a hot ticket type's above all) stay locked until its transaction ends, so
 * requests each in a transaction of their own would wait for that lock one after another, each
 * paying a wake-up, a commit and a connection. In rounds, the requests that arrive together in
 * one process share one transaction and one acquisition of each row, and processes contend with
 * a round each, not a request each.
 *
 * Rounds take turns (tk_booking_round.sql), so each process keeps one round in flight: the next is
 * sent the moment the last one's answer arrives (batcher.ts), with everything that came meanwhile.
 * A second round in flight would only wait for the turn, holding half as many requests; with two
 * processes, four rounds would share the requests that one round per process gets now, and each
 * round pays its steps' fixed work once.
 */
export const ROUND_LIMITS: BatcherLimits = { maxBatch: 96, maxInFlight: 1 };
/** Grouped calls that do not take turns (reads of bookings): on PostgreSQL two run side by side. */
export const PGLITE_LIMITS: BatcherLimits = { maxBatch: 96, maxInFlight: 1 };
export const POSTGRES_LIMITS: BatcherLimits = { maxBatch: 96, maxInFlight: 2 };

/** Where each kind goes in a round's arguments and answer. */
const HOLD = 0;
const CLAIM = 1;
const BOOKING = 2;
const ORDER = 3;
const PAYMENT = 4;
type Call =
  | { kind: typeof HOLD; request: HoldCall }
  | { kind: typeof CLAIM; request: ClaimCall }
  | { kind: typeof BOOKING; request: BookingCall }
  | { kind: typeof ORDER; request: OrderCall }
  | { kind: typeof PAYMENT; request: PaymentReport };
type Round = [unknown[], unknown[], unknown[], unknown[], unknown[]];

/** Pairs a round's booking answers, `[claims', bookings']` (tk_claim_and_create_bookings), up per request. */
function bookingOutcomes(answer: unknown[]): BookingOutcome[] {
  if (answer.length === 0) return [];
  const [claims, booked] = answer as [ClaimOutcome[], unknown[]];
  let next = 0;
  return claims.map((claim) => (claim.outcome === 'claimed' ? { outcome: 'claimed', booking: booked[next++] } : claim) as BookingOutcome);
}

export function bookingCalls(db: Database, onRound?: (size: number) => void): BookingCalls {
  const round = batcher<Call, unknown>(async (calls) => {
    const requests: Round = [[], [], [], [], []];
    for (const call of calls) requests[call.kind].push(call.request);
    const { rows } = await db.query<{ r: string }>(
      'select tk_booking_round($1::json, $2::json, $3::json, $4::json, $5::json)::text as r',
      requests.map((r) => JSON.stringify(r)),
    );
    // The answer comes back as text and is parsed here: the database thread is the busy one.
    const answers = JSON.parse(rows[0]!.r) as Round;
    answers[BOOKING] = bookingOutcomes(answers[BOOKING]);
    const next: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    return calls.map((call) => answers[call.kind][next[call.kind]++]);
  }, ROUND_LIMITS, onRound);
  return {
    createHold: (request) => round({ kind: HOLD, request }),
    claimIdempotencyKey: (request) => round({ kind: CLAIM, request }) as Promise<ClaimOutcome>,
    createBooking: (request) => round({ kind: BOOKING, request }) as Promise<BookingOutcome>,
    attachOrder: (request) => round({ kind: ORDER, request }) as Promise<BookingState>,
    applyPayment: (request) => round({ kind: PAYMENT, request }) as Promise<PaymentOutcome>,
  };
}

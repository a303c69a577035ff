import { z } from 'zod';
import { DateTimeSchema, IdSchema, MoneySchema } from './common.ts';

/** Who takes the money: Razorpay, or the reference API's offline sandbox (test mode, no real money). */
export const PaymentProviderSchema = z.enum(['razorpay', 'sandbox']);
export type PaymentProvider = z.infer<typeof PaymentProviderSchema>;

/**
 * Where a booking's payment stands:
 * - `awaiting`: the order exists, nothing is paid yet (Pay opens the checkout);
 * - `processing`: the provider has an attempt it has not settled (a UPI collect request waiting on the app);
 * - `failed`: the last attempt failed; Pay again retries on the same order while the hold lasts;
 * - `captured`: paid.
 */
export const PaymentStateSchema = z.enum(['awaiting', 'processing', 'failed', 'captured']);
export type PaymentState = z.infer<typeof PaymentStateSchema>;

/** The payment of a booking whose total is above zero. */
export const BookingPaymentSchema = z.object({
  provider: PaymentProviderSchema,
  /** The provider's order; the checkout opens it, and a second tab or a reload opens the same one. */
  orderId: z.string(),
  /** What the checkout charges: always the booking's `amounts.total`. */
  amount: MoneySchema,
  state: PaymentStateSchema,
  /** The hold keeps the tickets until then; a payment captured after it is refunded if they are gone. */
  payBy: DateTimeSchema,
  /** Razorpay Checkout's public key id; null for the sandbox. */
  keyId: z.string().nullable(),
  /** The sandbox's checkout page for this order; null for Razorpay, whose Checkout script opens the order. */
  checkoutUrl: z.string().nullable(),
  /** Why the last attempt failed, in the provider's words, or null. */
  failureReason: z.string().nullable(),
  /** The captured payment's method (`upi`, `card`, `netbanking`, `wallet`), or null. */
  method: z.string().nullable(),
  capturedAt: DateTimeSchema.nullable(),
});
export type BookingPayment = z.infer<typeof BookingPaymentSchema>;

export const RefundReasonSchema = z.enum([
  /** The attendee cancelled within the event's policy. */
  'cancelled-by-attendee',
  /** The organiser cancelled the event or session: everything back, fees included. */
  'cancelled-by-organiser',
  /** The payment was captured after the hold lapsed and its tickets were gone. */
  'captured-after-expiry',
  /** A second payment was captured on an order already paid. */
  'duplicate-payment',
]);
export type RefundReason = z.infer<typeof RefundReasonSchema>;

/** Money going back to the person; `pending` until the provider confirms it. */
export const RefundSchema = z.object({
  id: IdSchema,
  amount: MoneySchema,
  reason: RefundReasonSchema,
  status: z.enum(['pending', 'processed', 'failed']),
  createdAt: DateTimeSchema,
  processedAt: DateTimeSchema.nullable(),
  /** The GST credit note this refund produced, once processed. */
  creditNoteNumber: z.string().nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** What the checkout handed back to the browser (Razorpay's handler fields), for the API to verify. */
export const PaymentResultRequestSchema = z.strictObject({
  orderId: z.string().min(1).max(64),
  paymentId: z.string().min(1).max(64),
  /** HMAC-SHA256 of `orderId|paymentId` with the provider's key secret, as hex. */
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be 64 hex digits'),
});
export type PaymentResultRequest = z.infer<typeof PaymentResultRequestSchema>;

/** An event's refund rules: the first tier whose `hoursBefore` the cancellation is at or before applies. */
export const CancellationPolicySchema = z.object({
  /** Longest notice first, e.g. [{ hoursBefore: 48, refundPercent: 100 }, { hoursBefore: 24, refundPercent: 50 }]. */
  tiers: z.array(z.object({ hoursBefore: z.number().int().nonnegative(), refundPercent: z.number().int().min(0).max(100) })),
  /** Whether the booking fee and its tax come back on an attendee's cancellation (an organiser's always refunds them). */
  feesRefundable: z.boolean(),
});
export type CancellationPolicy = z.infer<typeof CancellationPolicySchema>;

/** What cancelling a booking now would give back: what the Cancel screen shows before the person confirms. */
export const CancellationQuoteSchema = z.object({
  bookingId: IdSchema,
  cancellable: z.boolean(),
  /** Why not, when it is not (already cancelled, the session has started, the payment is not captured). */
  reason: z.string().nullable(),
  /** What comes back to the person's payment method (zero for a free or company-paid booking). */
  refund: MoneySchema,
  /** The share of the ticket price refunded under the tier that applies now. */
  refundPercent: z.number().int().min(0).max(100),
  /** The fee and its tax, not refunded unless the policy says so. */
  feesKept: MoneySchema,
  /** Redeemed points that come back. */
  pointsReturned: z.number().int().nonnegative(),
  /** Earned points taken back. */
  pointsReversed: z.number().int().nonnegative(),
  /** When the refund drops to the next tier, or null after the last. */
  tierEndsAt: DateTimeSchema.nullable(),
  /** After this the booking cannot be cancelled: the session's start. */
  cutoff: DateTimeSchema,
  policy: CancellationPolicySchema,
});
export type CancellationQuote = z.infer<typeof CancellationQuoteSchema>;

/** Cancels a booking, refunding what the quote said; a different refund now (a tier ended) is refused. */
export const CancelBookingRequestSchema = z.strictObject({
  /** The refund the person was shown, in paise. */
  expectedRefund: z.number().int().nonnegative(),
});
export type CancelBookingRequest = z.infer<typeof CancelBookingRequestSchema>;

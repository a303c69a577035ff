import { z } from 'zod';
import { VenueSchema } from './catalog.ts';
import { DateTimeSchema, EmailSchema, IdSchema, PersonNameSchema, PhoneSchema, ImageSchema, MoneySchema, SlugSchema, pageOf } from './common.ts';
import { BookingPaymentSchema, RefundSchema } from './payment.ts';
import { GstinSchema } from './receipt.ts';
import { LOCALE_PATTERN, MAX_TICKETS_PER_ORDER } from './rules.ts';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';

export const HoldItemRequestSchema = z.strictObject({
  ticketTypeId: IdSchema,
  quantity: z.number().int().min(1).max(MAX_TICKETS_PER_ORDER),
});
export const CreateHoldRequestSchema = z.strictObject({
  sessionId: IdSchema,
  items: z.array(HoldItemRequestSchema).min(1).max(10),
  /** Set for a corporate booking: the company pays and the employee's entitlement applies. */
  companySlug: SlugSchema.optional(),
});
export type CreateHoldRequest = z.infer<typeof CreateHoldRequestSchema>;

export const LineItemSchema = z.object({
  ticketTypeId: IdSchema,
  name: z.string(),
  quantity: z.number().int().positive(),
  unitPrice: MoneySchema,
  lineTotal: MoneySchema,
});
export type LineItem = z.infer<typeof LineItemSchema>;

export const AmountsSchema = z.object({
  subtotal: MoneySchema,
  fees: MoneySchema,
  taxes: MoneySchema,
  discount: MoneySchema,
  /** Value of the reward points redeemed (1 point = ₹1). */
  pointsRedeemed: MoneySchema,
  total: MoneySchema,
});
export type Amounts = z.infer<typeof AmountsSchema>;

export const HoldStatusSchema = z.enum(['active', 'expired', 'released', 'converted']);
export type HoldStatus = z.infer<typeof HoldStatusSchema>;
export const HoldSchema = z.object({
  id: IdSchema,
  status: HoldStatusSchema,
  eventId: IdSchema,
  sessionId: IdSchema,
  companySlug: SlugSchema.nullable(),
  expiresAt: DateTimeSchema,
  items: z.array(LineItemSchema),
  amounts: AmountsSchema,
});
export type Hold = z.infer<typeof HoldSchema>;

export const AttendeeSchema = z.strictObject({
  name: PersonNameSchema,
  email: EmailSchema,
  /** E.164, e.g. +919876543210. */
  phone: PhoneSchema,
});
export type Attendee = z.infer<typeof AttendeeSchema>;

export const CreateBookingRequestSchema = z.strictObject({
  holdId: IdSchema,
  attendee: AttendeeSchema,
  promoCode: z.string().trim().min(1).max(32).optional(),
  redeemPoints: z.number().int().min(0).max(1_000_000).optional(),
  /** The buyer's GSTIN, printed on the tax invoice (a business claiming input credit). */
  gstin: GstinSchema.optional(),
  /**
   * The language the booking's mails are written in: the screen's the person booked on (a tag such
   * as `hi-IN` or `hi`). Without it the request's `Accept-Language` decides; the API writes in
   * en-IN or hi-IN, whichever is nearest (`Booking.locale`).
   */
  locale: z.string().regex(LOCALE_PATTERN, 'must be a language tag, e.g. "hi-IN"').optional(),
});
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;

/** Prices a hold with a promo code and points before booking: what "Apply" checks. */
export const QuoteHoldRequestSchema = z.strictObject({
  promoCode: z.string().trim().min(1).max(32).optional(),
  redeemPoints: z.number().int().min(0).max(1_000_000).optional(),
});
export type QuoteHoldRequest = z.infer<typeof QuoteHoldRequestSchema>;

export const HoldQuoteSchema = z.object({
  holdId: IdSchema,
  /** The code as the API knows it (upper case), or null without one. */
  promoCode: z.string().nullable(),
  /** What booking this hold with the same promo code and points would charge. */
  amounts: AmountsSchema,
  /** The caller's reward points. */
  pointsBalance: z.number().int().nonnegative(),
  /** The most points this order can take: half its total after the discount, and no more than the balance. */
  maxRedeemablePoints: z.number().int().nonnegative(),
});
export type HoldQuote = z.infer<typeof HoldQuoteSchema>;

/** One admission: a booking of N tickets carries N, each with its own QR code. */
export const TicketSchema = z.object({
  id: IdSchema,
  ticketTypeId: IdSchema,
  ticketType: z.string(),
  /** The short attendee label its code carries, e.g. "Asha R.". */
  attendeeLabel: z.string(),
  /** Text of this ticket's QR code (ticket-code.ts). Null unless the booking is `confirmed`. */
  qrPayload: z.string().nullable(),
  checkedInAt: DateTimeSchema.nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/**
 * - `payment-pending`: booked, the hold keeps the tickets until `payment.payBy`, not paid yet;
 * - `payment-failed`: the last attempt failed; paying again on the same order is still possible until `payBy`;
 * - `confirmed`: paid (or nothing to pay); the ticket is valid;
 * - `expired`: `payBy` passed unpaid; the tickets went back on sale;
 * - `cancelled`: cancelled (a refund may be pending, see `refunds`);
 * - `refunded` / `partially-refunded`: cancelled, and the refund the provider confirmed is all / part of what was paid.
 */
export const BookingStatusSchema = z.enum(['payment-pending', 'payment-failed', 'confirmed', 'expired', 'cancelled', 'refunded', 'partially-refunded']);
export type BookingStatus = z.infer<typeof BookingStatusSchema>;
export const BookingSchema = z.object({
  id: IdSchema,
  status: BookingStatusSchema,
  event: z.object({ id: IdSchema, slug: SlugSchema, title: z.string(), image: ImageSchema, category: SlugSchema }),
  session: z.object({
    id: IdSchema,
    startsAt: DateTimeSchema,
    endsAt: DateTimeSchema,
    timeZone: z.string(),
    venue: VenueSchema,
  }),
  items: z.array(LineItemSchema),
  amounts: AmountsSchema,
  attendee: AttendeeSchema,
  promoCode: z.string().nullable(),
  pointsEarned: z.number().int().nonnegative(),
  pointsRedeemed: z.number().int().nonnegative(),
  /** Who pays: the attendee, or the company for a corporate booking. */
  paidBy: z.enum(['attendee', 'company']),
  companySlug: SlugSchema.nullable(),
  /**
   * One code for the whole booking, for clients that show one: the first ticket's code (a booking
   * made before per-ticket codes has its own `TK1` code here). Null unless the booking is `confirmed`.
   */
  qrPayload: z.string().nullable(),
  /** Its tickets, one per admission, in line-item order. */
  tickets: z.array(TicketSchema),
  /** The payment, for a booking whose total is above zero; null when there was nothing to pay. */
  payment: BookingPaymentSchema.nullable(),
  /** Money sent back, newest last. */
  refunds: z.array(RefundSchema),
  /** The tax invoice's number once paid (`GET /bookings/{id}/receipt` shows it). */
  invoiceNumber: z.string().nullable(),
  /** The buyer's GSTIN the tax invoice names, when the booking gave one. */
  gstin: GstinSchema.nullable().optional(),
  /** Who cancelled a cancelled booking, and the organiser's reason when they cancelled the session. */
  cancellation: z.object({ by: z.enum(['organiser', 'attendee']), reason: z.string().nullable() }).nullable().optional(),
  /** The language its mails are written in (absent on bookings made before mails had one: en-IN). */
  locale: z.enum(['en-IN', 'hi-IN']).optional(),
  createdAt: DateTimeSchema,
});
export type Booking = z.infer<typeof BookingSchema>;
export const BookingPageSchema = pageOf(BookingSchema);
export type BookingPage = z.infer<typeof BookingPageSchema>;
export const BookingListQuerySchema = z.object({
  when: z.enum(['upcoming', 'past']).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

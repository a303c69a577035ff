import { z } from 'zod';
import { DateTimeSchema, EmailSchema, IdSchema, MoneySchema, PersonNameSchema, PhoneSchema, SlugSchema, pageOf } from './common.ts';
import { HOSTED_EVENT_LIMITS as L, REVIEW_NOTE_MAX } from './rules.ts';

const text = (limits: { min: number; max: number }) => z.string().trim().min(limits.min).max(limits.max);

/**
 * Where a listing is in its life:
 * - `draft`: saved by its host, not sent for review; the host edits it;
 * - `submitted`: waiting for staff review;
 * - `changes-requested`: staff sent it back with a note; the host edits it and submits again;
 * - `rejected`: staff refused it with a reason; final;
 * - `approved`: a catalogue event exists (`eventId`) and its tickets are on sale;
 * - `paused`: approved, but sales are stopped until the host resumes them;
 * - `cancelled`: the host cancelled it after approval; every booking is cancelled and refunded.
 */
export const HostedEventStatusSchema = z.enum(['draft', 'submitted', 'changes-requested', 'rejected', 'approved', 'paused', 'cancelled']);
export type HostedEventStatus = z.infer<typeof HostedEventStatusSchema>;

/** What a host writes about their event: the listing staff review and approval turns into a catalogue event. */
export const HostedListingSchema = z.strictObject({
  title: text(L.title),
  category: SlugSchema,
  city: SlugSchema,
  venue: z.strictObject({ name: text(L.venueName), address: text(L.venueAddress) }),
  sessions: z
    .array(z.strictObject({ startsAt: DateTimeSchema, endsAt: DateTimeSchema }))
    .min(L.sessions.min)
    .max(L.sessions.max),
  ticketTypes: z
    .array(
      z.strictObject({
        name: text(L.ticketName),
        /** Minor units; 0 for a free ticket. */
        price: z.number().int().min(L.price.min).max(L.price.max),
        capacity: z.number().int().min(L.capacity.min).max(L.capacity.max),
      }),
    )
    .min(L.ticketTypes.min)
    .max(L.ticketTypes.max),
  description: text(L.description),
  contact: z.strictObject({
    name: PersonNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
  }),
});
export type HostedListing = z.infer<typeof HostedListingSchema>;

/** A new listing: sent for review at once (the default), or kept as a draft with `submit: false`. */
export const CreateHostedEventRequestSchema = HostedListingSchema.extend({ submit: z.boolean().optional() });
export type CreateHostedEventRequest = z.infer<typeof CreateHostedEventRequestSchema>;

/**
 * Replaces the listing of a `draft` or `changes-requested` event; with `submit: true` it is also
 * sent for review (the default keeps its status).
 */
export const UpdateHostedEventRequestSchema = HostedListingSchema.extend({ submit: z.boolean().optional() });
export type UpdateHostedEventRequest = z.infer<typeof UpdateHostedEventRequestSchema>;

export const ReviewDecisionSchema = z.enum(['approved', 'changes-requested', 'rejected']);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

/** One thing that happened to a listing, oldest first: what the host and staff did, with the note. */
export const HostedEventHistoryEntrySchema = z.object({
  status: HostedEventStatusSchema,
  /** The reviewer's note or reason, or the host's reason for a cancellation; null without one. */
  note: z.string().nullable(),
  by: z.enum(['host', 'staff']),
  at: DateTimeSchema,
});
export type HostedEventHistoryEntry = z.infer<typeof HostedEventHistoryEntrySchema>;

export const HostedEventSchema = HostedListingSchema.extend({
  id: IdSchema,
  status: HostedEventStatusSchema,
  /** The catalogue event approval created (bookable at `/productpage/{eventId}`); null before approval. */
  eventId: IdSchema.nullable(),
  /** The latest reviewer's note or reason, shown to the host beside the status; null without one. */
  reviewNote: z.string().nullable(),
  history: z.array(HostedEventHistoryEntrySchema),
  /** Verified emails of the people the host lets check tickets in at the door. */
  doorStaff: z.array(EmailSchema),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type HostedEvent = z.infer<typeof HostedEventSchema>;
export const HostedEventListSchema = z.object({ items: z.array(HostedEventSchema) });
export type HostedEventList = z.infer<typeof HostedEventListSchema>;

/** What a host does to an approved event: stop or restart sales, or cancel it (every booking is refunded). */
export const HostedEventActionRequestSchema = z.strictObject({
  action: z.enum(['pause', 'resume', 'cancel']),
  /** Required to cancel: every buyer sees it with their cancelled booking (`Booking.cancellation`). */
  note: z.string().trim().min(1).max(REVIEW_NOTE_MAX).optional(),
});
export type HostedEventActionRequest = z.infer<typeof HostedEventActionRequestSchema>;

export const SetDoorStaffRequestSchema = z.strictObject({ emails: z.array(EmailSchema).max(50) });
export type SetDoorStaffRequest = z.infer<typeof SetDoorStaffRequestSchema>;

// Staff review

/** A listing as staff see it: with its host. */
export const ReviewItemSchema = HostedEventSchema.extend({
  host: z.object({ uid: z.string(), email: z.string().nullable(), name: z.string().nullable() }),
  submittedAt: DateTimeSchema.nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;
export const ReviewQueueQuerySchema = z.object({
  /** Which listings; `submitted` (the queue, oldest first) by default. */
  status: HostedEventStatusSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export const ReviewQueueSchema = pageOf(ReviewItemSchema);
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

/** A reviewer's decision; a note is required to request changes or reject, and told to the host. */
export const ReviewRequestSchema = z.strictObject({
  decision: ReviewDecisionSchema,
  note: z.string().trim().min(1).max(REVIEW_NOTE_MAX).optional(),
});
export type ReviewRequest = z.infer<typeof ReviewRequestSchema>;

// Host dashboard

/**
 * Money of an event for its host, in paise, summed from the bookings and refunds tables:
 * - `gross`: what buyers of confirmed bookings were charged before discounts (subtotal + fees + GST);
 * - `fees`: the booking fees in `gross` (Ticketkit's); `gst`: the GST on them;
 * - `discounts`: promo codes and reward points on those bookings (Ticketkit funds them);
 * - `refunded`: what went back to buyers of cancelled bookings (refunds for a cancellation, by the
 *   attendee or the organiser, sent or still pending; failed ones are not counted);
 * - `net`: the host's: ticket sales of confirmed bookings (their subtotal: Ticketkit funds discounts)
 *   plus what cancellations kept of ticket value, which is the ticket money a cancelled booking's
 *   buyer paid (its total less the fee and GST, taken first as the cancellation quote takes them)
 *   and was not refunded.
 * Confirmed bookings are those confirmed now: a cancelled one leaves gross, fees, GST and discounts.
 */
export const HostMoneySchema = z.object({
  gross: MoneySchema,
  fees: MoneySchema,
  gst: MoneySchema,
  discounts: MoneySchema,
  refunded: MoneySchema,
  net: MoneySchema,
});
export type HostMoney = z.infer<typeof HostMoneySchema>;

export const HostTicketTypeSalesSchema = z.object({
  ticketTypeId: IdSchema,
  name: z.string(),
  price: MoneySchema,
  capacity: z.number().int().nonnegative(),
  sold: z.number().int().nonnegative(),
  left: z.number().int().nonnegative(),
  checkedIn: z.number().int().nonnegative(),
  /** Ticket value sold (price × sold). */
  sales: MoneySchema,
});
export const HostSessionSalesSchema = z.object({
  sessionId: IdSchema,
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  timeZone: z.string(),
  venueName: z.string(),
  ticketTypes: z.array(HostTicketTypeSalesSchema),
});
export type HostSessionSales = z.infer<typeof HostSessionSalesSchema>;

/** Confirmed tickets per day (in the event's time zone), for the chart. */
export const SalesDaySchema = z.object({
  /** `YYYY-MM-DD`. */
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  tickets: z.number().int().nonnegative(),
  gross: MoneySchema,
});

export const HostDashboardSchema = z.object({
  hostedEventId: IdSchema,
  eventId: IdSchema.nullable(),
  title: z.string(),
  status: HostedEventStatusSchema,
  /** Tickets of confirmed bookings (the ticket types' `sold`). */
  ticketsSold: z.number().int().nonnegative(),
  /** Capacity not sold yet (tickets in an active hold or a booking waiting for its payment count as left). */
  ticketsLeft: z.number().int().nonnegative(),
  checkedIn: z.number().int().nonnegative(),
  money: HostMoneySchema,
  sessions: z.array(HostSessionSalesSchema),
  salesByDay: z.array(SalesDaySchema),
  generatedAt: DateTimeSchema,
});
export type HostDashboard = z.infer<typeof HostDashboardSchema>;

/** One ticket of a confirmed booking, as the host's attendee list shows it. */
export const HostAttendeeSchema = z.object({
  ticketId: IdSchema,
  bookingId: IdSchema,
  sessionId: IdSchema,
  sessionStartsAt: DateTimeSchema,
  ticketTypeId: IdSchema,
  ticketType: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  checkedInAt: DateTimeSchema.nullable(),
  door: z.string().nullable(),
});
export type HostAttendee = z.infer<typeof HostAttendeeSchema>;
export const HostAttendeeQuerySchema = z.object({
  /** Matches name, email, phone or booking id, case-insensitively. */
  q: z.string().trim().max(100).optional(),
  sessionId: IdSchema.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
});
export const HostAttendeePageSchema = pageOf(HostAttendeeSchema);
export type HostAttendeePage = z.infer<typeof HostAttendeePageSchema>;
/** The CSV export's columns, in order (RFC 4180, UTF-8, header row first). */
export const ATTENDEE_CSV_COLUMNS = ['name', 'email', 'phone', 'ticketType', 'bookingId', 'ticketId', 'sessionStartsAt', 'checkedInAt', 'door'] as const;

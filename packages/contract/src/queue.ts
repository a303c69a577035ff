import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';
import { ON_SALE_LIMITS as L } from './rules.ts';

/**
 * A high-demand on-sale: a session (or every session of an event) whose buyers go through a waiting
 * room. Visitors who join between `queueOpensAt` and `onSaleAt` are placed in a random order at
 * `onSaleAt`; those who join after it queue in arrival order. Places are let in at
 * `admitPerMinute`, never more than `maxBuying` buying at once; each admitted account has
 * `turnMinutes` to take its tickets. `ticketsPerAccount` caps an account's tickets for the event
 * across all its holds and bookings.
 */
export const HighDemandSettingsSchema = z
  .strictObject({
    onSaleAt: DateTimeSchema,
    queueOpensAt: DateTimeSchema,
    admitPerMinute: z.number().int().min(L.admitPerMinute.min).max(L.admitPerMinute.max),
    maxBuying: z.number().int().min(L.maxBuying.min).max(L.maxBuying.max),
    turnMinutes: z.number().int().min(L.turnMinutes.min).max(L.turnMinutes.max),
    ticketsPerAccount: z.number().int().min(L.ticketsPerAccount.min).max(L.ticketsPerAccount.max),
  })
  .refine((s) => Date.parse(s.queueOpensAt) <= Date.parse(s.onSaleAt), { path: ['queueOpensAt'], message: 'The queue opens before the on-sale.' });
export type HighDemandSettings = z.infer<typeof HighDemandSettingsSchema>;

/**
 * A host marks their approved event high-demand: one session (`sessionId`) or all of them (null).
 * Only before its on-sale has started; answers the settings now in force for each session.
 */
export const SetHighDemandRequestSchema = z.strictObject({
  sessionId: IdSchema.nullable(),
  settings: HighDemandSettingsSchema,
});
export type SetHighDemandRequest = z.infer<typeof SetHighDemandRequestSchema>;
export const HighDemandListSchema = z.object({
  items: z.array(z.object({ sessionId: IdSchema, settings: HighDemandSettingsSchema })),
});
export type HighDemandList = z.infer<typeof HighDemandListSchema>;

/** What a session's page shows of its on-sale (SessionSchema's `highDemand`): enough to send a buyer to the queue. */
export const HighDemandSummarySchema = z.object({
  onSaleAt: DateTimeSchema,
  queueOpensAt: DateTimeSchema,
  ticketsPerAccount: z.number().int().positive(),
});
export type HighDemandSummary = z.infer<typeof HighDemandSummarySchema>;

/**
 * Where an account's place stands:
 * - `pre-queue`: joined before the on-sale; the order is drawn at `onSaleAt` (a countdown);
 * - `waiting`: in the queue, `position` known, `ahead` people before it;
 * - `admitted`: its turn: hold tickets before `turnEndsAt`;
 * - `turn-expired`: its turn ended without a hold (or its holds lapsed); join again for a new place at the back;
 * - `sold-out`: nothing is left to buy; the queue is over;
 * - `paused`: the organiser paused sales; places are kept and the queue resumes where it was.
 */
export const QueueStateSchema = z.enum(['pre-queue', 'waiting', 'admitted', 'turn-expired', 'sold-out', 'paused']);
export type QueueState = z.infer<typeof QueueStateSchema>;

/**
 * An account's place in a session's waiting room. `token` is the signed place (it carries the
 * account, the session and the position): send it back on every poll. Poll again after
 * `pollAfterSeconds` (also the answer's `Retry-After`): the server slows clients down under load.
 */
export const QueuePlaceSchema = z.object({
  sessionId: IdSchema,
  eventId: IdSchema,
  state: QueueStateSchema,
  token: z.string().min(1).max(1024),
  onSaleAt: DateTimeSchema,
  /** 1-based; null until the pre-queue's order is drawn. */
  position: z.number().int().positive().nullable(),
  /** People before this place still waiting for their turn; null before the draw. */
  ahead: z.number().int().nonnegative().nullable(),
  /** How far the place has come since it was given (0 to 1), for a progress bar; null before the draw. */
  progress: z.number().min(0).max(1).nullable(),
  /** At the current rate of admission; null when unknown (before the draw, paused). */
  estimatedWaitSeconds: z.number().int().nonnegative().nullable(),
  /** Set when `admitted`: hold tickets before this. */
  turnEndsAt: DateTimeSchema.nullable(),
  /** Tickets this account may still take for the event (the per-account cap less what it holds and booked). */
  ticketsLeftForYou: z.number().int().nonnegative(),
  pollAfterSeconds: z.number().int().positive(),
});
export type QueuePlace = z.infer<typeof QueuePlaceSchema>;

export const QueuePollQuerySchema = z.object({ place: z.string().min(1).max(1024) });
export type QueuePollQuery = z.infer<typeof QueuePollQuerySchema>;

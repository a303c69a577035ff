import { z } from 'zod';
import { DateTimeSchema, IdSchema } from './common.ts';
import { DOOR_NAME_MAX } from './rules.ts';
import { TICKET_CODE_MAX } from './ticket-code.ts';

/**
 * What a door's device downloads before the doors open, to check tickets offline: the event's
 * public keys (ticket-code.ts verifies with them), the tickets that must be refused, and the
 * check-ins the server knows. The private key never leaves the API.
 */
export const CheckInKitSchema = z.object({
  hostedEventId: IdSchema,
  eventId: IdSchema,
  title: z.string(),
  sessions: z.array(z.object({ id: IdSchema, startsAt: DateTimeSchema, endsAt: DateTimeSchema, timeZone: z.string(), venueName: z.string() })),
  ticketTypes: z.array(z.object({ id: IdSchema, name: z.string() })),
  /** Raw Ed25519 public keys (32 bytes, base64url) by the `keyId` a code names. */
  keys: z.array(z.object({ keyId: z.string(), publicKey: z.string() })),
  /** Tickets whose booking was cancelled, refunded or expired: a valid signature does not admit them. */
  revokedTicketIds: z.array(IdSchema),
  checkIns: z.array(z.object({ ticketId: IdSchema, at: DateTimeSchema, door: z.string() })),
  generatedAt: DateTimeSchema,
});
export type CheckInKit = z.infer<typeof CheckInKitSchema>;

/**
 * - `admitted`: first check-in of a valid ticket;
 * - `already-checked-in`: checked in before (`firstCheckIn` says when and at which door);
 * - `wrong-event` / `wrong-session`: a valid ticket for another event, or another session of this one;
 * - `revoked`: its booking was cancelled, refunded or expired;
 * - `not-valid-yet`: the session opens its doors later (CHECK_IN_OPENS_MINUTES_BEFORE);
 * - `invalid`: not a Ticketkit code, altered, or signed by another key.
 */
export const ScanOutcomeSchema = z.enum(['admitted', 'already-checked-in', 'wrong-event', 'wrong-session', 'revoked', 'not-valid-yet', 'invalid']);
export type ScanOutcome = z.infer<typeof ScanOutcomeSchema>;

/** One scan as a door's device made it, possibly offline and sent later. */
export const CheckInScanSchema = z.strictObject({
  /** The device's own id for the scan: sending it again (a retry after a lost answer) gives the same result. */
  scanId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  code: z.string().min(1).max(TICKET_CODE_MAX),
  /** The session this door is checking. */
  sessionId: IdSchema,
  scannedAt: DateTimeSchema,
});
export type CheckInScan = z.infer<typeof CheckInScanSchema>;

export const SubmitCheckInsRequestSchema = z.strictObject({
  deviceId: z.string().min(8).max(64).regex(/^[A-Za-z0-9_-]+$/),
  door: z.string().trim().min(1).max(DOOR_NAME_MAX),
  scans: z.array(CheckInScanSchema).min(1).max(500),
});
export type SubmitCheckInsRequest = z.infer<typeof SubmitCheckInsRequestSchema>;

/**
 * The server's word on a scan. The server's record admits a ticket at most once: of two doors that
 * admitted the same ticket offline, the first to sync keeps `admitted` and the other is told
 * `already-checked-in` with the first's door and time.
 */
export const CheckInResultSchema = z.object({
  scanId: z.string(),
  outcome: ScanOutcomeSchema,
  ticketId: IdSchema.nullable(),
  ticketType: z.string().nullable(),
  attendeeLabel: z.string().nullable(),
  firstCheckIn: z.object({ at: DateTimeSchema, door: z.string() }).nullable(),
  /** How many people this scan let in: one for a ticket's code, all its booking's tickets for a legacy TK1 code. */
  admits: z.number().int().nonnegative().optional(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;
export const CheckInResultsSchema = z.object({ results: z.array(CheckInResultSchema) });
export type CheckInResults = z.infer<typeof CheckInResultsSchema>;

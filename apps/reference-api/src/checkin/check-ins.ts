import { CHECK_IN_OPENS_MINUTES_BEFORE, type CheckInKit, type CheckInResult, type SubmitCheckInsRequest } from '@ticketkit/contract';
import type { Database } from '../db/database.ts';
import type { HostedEventAccess } from '../hosting/access.ts';
import { signingKeys } from '../tickets/signing-keys.ts';
import { readCode } from './read-code.ts';

/** An approved hosted event: the catalogue event its tickets are for. */
type OnSale = HostedEventAccess & { eventId: string };

/** What a door downloads to check the event's tickets offline; the event's key is made here if no ticket needed it yet. */
export async function checkInKit(db: Database, hosted: OnSale): Promise<CheckInKit> {
  await signingKeys(db).forEvent(hosted.eventId);
  const { rows } = await db.query<{ kit: string; keys: string }>(
    `select tk_check_in_kit($1)::text as kit,
            (select coalesce(json_agg(json_build_object('keyId', key_id, 'publicKey', public_key) order by created_at, key_id), '[]')
             from ticket_signing_keys where event_id = $1)::text as keys`,
    [hosted.eventId],
  );
  const kit = JSON.parse(rows[0]!.kit) as Omit<CheckInKit, 'hostedEventId' | 'keys'>;
  return { hostedEventId: hosted.id, ...kit, keys: JSON.parse(rows[0]!.keys) as CheckInKit['keys'] };
}

/**
 * Records a device's scans in one transaction (`tk_check_in`): each ticket is admitted at most
 * once, whichever device's scan reaches the database first; a scan sent again answers as it did.
 * Signatures are checked here first, outside the transaction (they need no lock).
 */
export async function submitCheckIns(db: Database, secret: string, hosted: OnSale, uid: string, request: SubmitCheckInsRequest): Promise<CheckInResult[]> {
  const keys = signingKeys(db);
  const scans = await Promise.all(
    request.scans.map(async (s) => ({ scanId: s.scanId, sessionId: s.sessionId, scannedAt: s.scannedAt, ...(await readCode(keys, secret, hosted.eventId, s.code)) })),
  );
  const { rows } = await db.query<{ results: string }>('select tk_check_in($1, $2, $3, $4, $5, $6::json)::text as results', [
    hosted.eventId, request.deviceId, request.door, uid, CHECK_IN_OPENS_MINUTES_BEFORE, JSON.stringify(scans),
  ]);
  return JSON.parse(rows[0]!.results) as CheckInResult[];
}

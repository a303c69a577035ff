import { DEV_QR_SECRET } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import { qrPayload } from '../domain/ids.ts';

/**
 * Makes a booking look as one made before per-ticket codes does after migration 007: its tickets
 * marked legacy and its details carrying the TK1 code it was made with. Answers that code.
 */
export async function makeLegacy(db: Queryable, bookingId: string): Promise<string> {
  const code = qrPayload(bookingId, DEV_QR_SECRET);
  await db.query('update tickets set legacy = true where booking_id = $1', [bookingId]);
  await db.query(`update bookings set details = jsonb_set(details::jsonb, '{qrPayload}', to_jsonb($2::text))::text where id = $1`, [bookingId, code]);
  return code;
}

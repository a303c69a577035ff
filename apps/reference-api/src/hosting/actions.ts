import type { HostedEventActionRequest } from '@ticketkit/contract';
import type { AuthUser } from '../auth/verify-id-token.ts';
import type { Database } from '../db/database.ts';
import { ApiError } from '../http/problem.ts';
import { cancelSessionByOrganiser } from '../payments/cancellation.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import type { HostedEventAccess } from './access.ts';
import { moveHostedEvent, type Move } from './transitions.ts';

/** What each action moves, and the catalogue event's sale state after it. */
const ACTIONS = {
  pause: { from: ['approved'], to: 'paused', saleState: 'paused' },
  resume: { from: ['paused'], to: 'approved', saleState: 'on-sale' },
  cancel: { from: ['approved', 'paused'], to: 'cancelled', saleState: 'cancelled' },
} as const satisfies Record<HostedEventActionRequest['action'], { from: Move['from']; to: Move['to']; saleState: string }>;

const notAllowed = (action: string, status: string) =>
  new ApiError('hosting/action-not-allowed', `An event that is ${status} cannot be ${action === 'cancel' ? 'cancelled' : `${action}d`}.`);

/**
 * Pauses, resumes or cancels a host's approved event: the listing's status, its history and the
 * catalogue event's sale state change together (holds refuse a paused or cancelled event), and a
 * cancellation releases the event's active holds. Then a cancellation cancels every session not
 * yet over through cancelSessionByOrganiser, which refunds their paid bookings; asking to cancel
 * an event already cancelled does that part again (it is idempotent), so an interrupted
 * cancellation can be finished, and changes nothing else.
 */
export async function actOnHostedEvent(db: Database, payments: PaymentProvider, user: AuthUser, hosted: HostedEventAccess, request: HostedEventActionRequest): Promise<void> {
  const { action } = request;
  const note = request.note ?? null;
  if (action === 'cancel' && note === null) {
    throw new ApiError('validation/invalid-body', 'Say why the event is cancelled: every buyer sees it with their booking.', { errors: [{ path: 'note', message: 'required to cancel' }] });
  }
  const rule = ACTIONS[action];
  const moved = await db.transaction(async (tx) => {
    const ok = await moveHostedEvent(tx, { id: hosted.id, from: [...rule.from], to: rule.to, by: 'host', actorUid: user.uid, note });
    if (!ok) return false;
    await tx.query('update events set sale_state = $2 where id = $1', [hosted.eventId, rule.saleState]);
    if (action === 'cancel') {
      await tx.query(
        `with released as (update holds set status = 'released' where event_id = $1 and status = 'active' returning id)
         update hold_items set active = false where active and hold_id in (select id from released)`,
        [hosted.eventId],
      );
    }
    return true;
  });
  if (!moved) {
    const { rows } = await db.query<{ status: string }>('select status from hosted_events where id = $1', [hosted.id]);
    const status = rows[0]!.status;
    if (!(action === 'cancel' && status === 'cancelled')) throw notAllowed(action, status);
  }
  if (action === 'cancel') await cancelSessions(db, payments, hosted.eventId!, note);
}

/** Cancels the sessions not yet over; each cancelled booking carries `reason` to its buyer. */
async function cancelSessions(db: Database, payments: PaymentProvider, eventId: string, reason: string | null): Promise<void> {
  const { rows } = await db.query<{ id: string }>('select id from sessions where event_id = $1 and ends_at > now() order by starts_at, id', [eventId]);
  for (const session of rows) await cancelSessionByOrganiser(db, payments, session.id, reason);
}

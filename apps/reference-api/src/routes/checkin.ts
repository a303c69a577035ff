import type { CheckInResults } from '@ticketkit/contract';
import { checkInKit, submitCheckIns } from '../checkin/check-ins.ts';
import { doorHostedEvent } from '../hosting/access.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import type { AuthUser } from '../auth/verify-id-token.ts';
import type { Database } from '../db/database.ts';
import type { RouteContext } from './context.ts';

/** The hosted event at whose door the caller checks tickets, once it is a catalogue event. */
async function doorOnSale(db: Database, user: AuthUser, hostedEventId: string) {
  const hosted = await doorHostedEvent(db, user, hostedEventId);
  if (hosted.eventId === null) throw new ApiError('hosting/not-on-sale', 'This event has not been approved yet: it has no tickets to check in.');
  return { ...hosted, eventId: hosted.eventId };
}

export function checkInRoutes({ app, db, config, bindOptions }: RouteContext): void {
  bind(app, 'getCheckInKit', bindOptions, async ({ c, params, user }) => {
    return c.json(await checkInKit(db, await doorOnSale(db, user, params.hostedEventId ?? '')));
  });

  bind(app, 'submitCheckIns', bindOptions, async ({ c, params, user, body }) => {
    const hosted = await doorOnSale(db, user, params.hostedEventId ?? '');
    const answer: CheckInResults = { results: await submitCheckIns(db, config.qrSecret, hosted, user.uid, body) };
    return c.json(answer);
  });
}

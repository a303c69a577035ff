import type { HostedEventList, HostedEventStatus } from '@ticketkit/contract';
import { newId } from '../domain/ids.ts';
import { bind } from '../http/bind.ts';
import { ApiError } from '../http/problem.ts';
import { ownedHostedEvent } from '../hosting/access.ts';
import { actOnHostedEvent } from '../hosting/actions.ts';
import { checkListing, hostedEventsOf, readHostedEvent } from '../hosting/listing.ts';
import { editHostedEvent, insertHostedEvent, moveHostedEvent } from '../hosting/transitions.ts';
import type { RouteContext } from './context.ts';

/** The statuses in which a host may change what they listed. */
const EDITABLE: HostedEventStatus[] = ['draft', 'changes-requested'];

export function hostingRoutes({ app, db, bindOptions, payments }: RouteContext): void {
  bind(app, 'createHostedEvent', bindOptions, async ({ c, user, body: { submit = true, ...listing } }) => {
    await checkListing(db, listing);
    const id = newId('he');
    await insertHostedEvent(db, { id, uid: user.uid, status: submit ? 'submitted' : 'draft', request: listing });
    return c.json(await readHostedEvent(db, id), 201);
  });

  bind(app, 'listMyHostedEvents', bindOptions, async ({ c, user }) => {
    const body: HostedEventList = { items: await hostedEventsOf(db, user.uid) };
    return c.json(body);
  });

  bind(app, 'getHostedEvent', bindOptions, async ({ c, user, params }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    return c.json(await readHostedEvent(db, hosted.id));
  });

  bind(app, 'updateHostedEvent', bindOptions, async ({ c, user, params, body: { submit = false, ...listing } }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    await checkListing(db, listing);
    const changed = submit
      ? await moveHostedEvent(db, { id: hosted.id, from: EDITABLE, to: 'submitted', by: 'host', actorUid: user.uid, note: null, request: listing })
      : await editHostedEvent(db, hosted.id, EDITABLE, listing);
    const now = await readHostedEvent(db, hosted.id);
    if (!changed) throw new ApiError('hosting/not-editable', `A listing that is ${now.status} cannot be edited; only a draft or one sent back for changes can.`);
    return c.json(now);
  });

  bind(app, 'actOnHostedEvent', bindOptions, async ({ c, user, params, body }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    await actOnHostedEvent(db, payments, user, hosted, body);
    return c.json(await readHostedEvent(db, hosted.id));
  });

  bind(app, 'setDoorStaff', bindOptions, async ({ c, user, params, body }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    const emails = [...new Set(body.emails.map((e) => e.toLowerCase()))];
    await db.query('update hosted_events set door_staff = $2::json, updated_at = now() where id = $1', [hosted.id, JSON.stringify(emails)]);
    return c.json(await readHostedEvent(db, hosted.id));
  });
}

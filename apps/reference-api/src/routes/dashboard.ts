import { ATTENDEE_CSV_COLUMNS } from '@ticketkit/contract';
import { allAttendees, attendeePage } from '../dashboard/attendees.ts';
import { csvDocument } from '../dashboard/csv.ts';
import { hostDashboard } from '../dashboard/dashboard.ts';
import { ownedHostedEvent } from '../hosting/access.ts';
import { bind } from '../http/bind.ts';
import type { RouteContext } from './context.ts';

/** A host's view of their own event: its figures, its attendees, and those as CSV. */
export function dashboardRoutes({ app, db, bindOptions }: RouteContext): void {
  bind(app, 'getHostDashboard', bindOptions, async ({ c, user, params }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    return c.json(await hostDashboard(db, hosted));
  });

  bind(app, 'listHostAttendees', bindOptions, async ({ c, user, params, query }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    return c.json(await attendeePage(db, hosted.eventId, query));
  });

  bind(app, 'exportHostAttendees', bindOptions, async ({ c, user, params }) => {
    const hosted = await ownedHostedEvent(db, user, params.hostedEventId!);
    const rows = await allAttendees(db, hosted.eventId);
    return c.body(csvDocument(ATTENDEE_CSV_COLUMNS, rows), 200, {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${hosted.id}-attendees.csv"`,
    });
  });
}

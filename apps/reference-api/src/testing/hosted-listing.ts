import { randomUUID } from 'node:crypto';
import type { HostedListing } from '@ticketkit/contract';
import type { Client } from './api.ts';
import type { TestUser } from './emulator.ts';

const HOUR = 3_600_000;

/**
 * A valid listing: a title no seeded event has (so browse and search find only it), one session
 * `startsInHours` from now in Nagpur, a paid and a free ticket type.
 */
export function hostedListing(over: Partial<HostedListing> & { startsInHours?: number } = {}): HostedListing {
  const { startsInHours = 72, ...rest } = over;
  // Whole seconds: the API answers times to the second.
  const start = Math.floor(Date.now() / 1000) * 1000 + startsInHours * HOUR;
  return {
    title: `Quokka Lantern Evening ${randomUUID().slice(0, 6)}`,
    category: 'music',
    city: 'nagpur',
    venue: { name: 'Lantern Courtyard', address: '4, Civil Lines, Nagpur 440001' },
    sessions: [{ startsAt: new Date(start).toISOString(), endsAt: new Date(start + 2 * HOUR).toISOString() }],
    ticketTypes: [
      { name: 'Entry', price: 50_000, capacity: 20 },
      { name: 'Student', price: 0, capacity: 5 },
    ],
    description: 'An evening of lantern-lit acoustic sets in a courtyard, with food stalls.',
    contact: { name: 'Host One', email: 'host.one@consumer.example', phone: '+919800000001' },
    ...rest,
  };
}

/** Lists an event as `host` and has `staff` approve it: the approved listing (with its eventId). */
export async function approvedListing(http: Client, host: TestUser, staff: TestUser, listing: HostedListing = hostedListing()) {
  const created = await http('POST', '/hosted-events', { token: host.idToken, body: listing });
  if (created.status !== 201) throw new Error(`list: ${created.status} ${created.text}`);
  const approved = await http('POST', `/staff/hosted-events/${created.body.id}/review`, { token: staff.idToken, body: { decision: 'approved' } });
  if (approved.status !== 200) throw new Error(`approve: ${approved.status} ${approved.text}`);
  return approved.body as { id: string; eventId: string; status: string };
}

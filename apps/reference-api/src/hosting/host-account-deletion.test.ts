import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { client, startTestApi, type Client } from '../testing/api.ts';
import { signUp, staffUser, type TestUser } from '../testing/emulator.ts';
import { approvedListing } from '../testing/hosted-listing.ts';

// A host's account cannot be erased while one of their events is on sale or paused: the event
// would keep selling with nobody to pause, cancel or run its doors. Cancelled, it may go.

let api: RunningApi;
let http: Client;
let staff: TestUser;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  staff = await staffUser();
});
afterAll(() => api?.close());

describe('deleting the account of a host with a live event', () => {
  it('is refused while the event is approved or paused, keeping both, and allowed once it is cancelled', async () => {
    const host = await signUp();
    const { id, eventId } = await approvedListing(http, host, staff);
    const act = (body: object) => http('POST', `/hosted-events/${id}/actions`, { token: host.idToken, body });

    for (const status of ['approved', 'paused']) {
      const refused = await http('DELETE', '/me', { token: host.idToken });
      expect([refused.status, refused.body.code], status).toEqual([409, 'account/has-live-events']);
      expect((await http('GET', `/hosted-events/${id}`, { token: host.idToken })).body).toMatchObject({ status, eventId });
      if (status === 'approved') expect((await act({ action: 'pause' })).body.status).toBe('paused');
    }
    const { rows } = await api.db.query<{ sale_state: string }>('select sale_state from events where id = $1', [eventId]);
    expect(rows).toEqual([{ sale_state: 'paused' }]);

    expect((await act({ action: 'cancel', note: 'Closing my account.' })).body.status).toBe('cancelled');
    const deleted = await http('DELETE', '/me', { token: host.idToken });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await api.db.query('select id from hosted_events where uid = $1', [host.uid])).rows).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningApi } from '../server.ts';
import { client, startTestApi, type Client } from '../testing/api.ts';
import { signUp, staffUser, type TestUser } from '../testing/emulator.ts';
import { approvedListing, hostedListing } from '../testing/hosted-listing.ts';

// A host sees and changes only their own events: another host's answers exactly as an id that
// does not exist, so ids cannot be probed.

let api: RunningApi;
let http: Client;
let hostA: TestUser;
let hostB: TestUser;
let draftId: string;
let approvedId: string;
beforeAll(async () => {
  api = await startTestApi();
  http = client(api);
  const staff = await staffUser();
  [hostA, hostB] = (await Promise.all([signUp(), signUp()])) as [TestUser, TestUser];
  draftId = (await http('POST', '/hosted-events', { token: hostA.idToken, body: { ...hostedListing(), submit: false } })).body.id;
  approvedId = (await approvedListing(http, hostA, staff)).id;
});
afterAll(() => api?.close());

const calls = (id: string): Array<[string, string, unknown]> => [
  ['GET', `/hosted-events/${id}`, undefined],
  ['PATCH', `/hosted-events/${id}`, { ...hostedListing(), submit: true }],
  ['POST', `/hosted-events/${id}/actions`, { action: 'pause' }],
  ['POST', `/hosted-events/${id}/actions`, { action: 'cancel', note: 'Not mine to cancel.' }],
  ['PUT', `/hosted-events/${id}/door-staff`, { emails: ['door@consumer.example'] }],
];

describe("another host's event", () => {
  it('answers 404 to every host route, word for word as a missing one, and stays as it was', async () => {
    for (const id of [draftId, approvedId]) {
      const before = (await http('GET', `/hosted-events/${id}`, { token: hostA.idToken })).body;
      for (const [method, path, body] of calls(id)) {
        const theirs = await http(method, path, { token: hostB.idToken, body });
        const missing = await http(method, path.replace(id, 'he_doesnotexist'), { token: hostB.idToken, body });
        expect([theirs.status, theirs.body.code]).toEqual([404, 'not-found']);
        expect(theirs.body.detail).toBe(missing.body.detail.replace('he_doesnotexist', id));
      }
      expect((await http('GET', `/hosted-events/${id}`, { token: hostA.idToken })).body).toEqual(before);
    }
    expect((await http('GET', '/me/hosted-events', { token: hostB.idToken })).body.items).toEqual([]);
    const ownList = (await http('GET', '/me/hosted-events', { token: hostA.idToken })).body.items.map((h: { id: string }) => h.id);
    expect(ownList.sort()).toEqual([draftId, approvedId].sort());
  });

  it('door staff set by its own host are lower-cased and de-duplicated', async () => {
    const res = await http('PUT', `/hosted-events/${draftId}/door-staff`, { token: hostA.idToken, body: { emails: ['Door@Consumer.example', 'door@consumer.example', 'gate@consumer.example'] } });
    expect(res.status).toBe(200);
    expect(res.body.doorStaff).toEqual(['door@consumer.example', 'gate@consumer.example']);
  });
});

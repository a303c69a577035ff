import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIdTokenVerifier } from '../auth/verify-id-token.ts';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';
import { client } from '../testing/api.ts';
import { emulatorHost, PROJECT_ID, signIn, signUp, staffUser, type TestUser } from '../testing/emulator.ts';
import { hostedListing } from '../testing/hosted-listing.ts';
import { PRODUCTION_ENV } from '../testing/production.ts';
import { useStaffApi } from '../testing/staff-api.ts';

// Only staff review listings, and "staff" is the `admin` claim of a verified ID token: nothing a
// person can send or set for themselves makes them staff.

const ctx = useStaffApi();
const { http } = ctx;

const submitted = async (host: TestUser) => (await http('POST', '/hosted-events', { token: host.idToken, body: hostedListing() })).body.id as string;

describe('the staff routes', () => {
  it('answer 403 to a signed-in person without the admin claim, and change nothing', async () => {
    const person = await signUp();
    const id = await submitted(person);
    for (const [method, path, body] of [
      ['GET', '/staff/hosted-events', undefined],
      ['GET', `/staff/hosted-events/${id}`, undefined],
      ['POST', `/staff/hosted-events/${id}/review`, { decision: 'approved' }],
    ] as const) {
      const res = await http(method, path, { token: person.idToken, body });
      expect([res.status, res.body.code]).toEqual([403, 'auth/forbidden']);
      expect((await http(method === 'POST' ? 'GET' : method, path.replace('/review', ''), { token: ctx.staff.idToken })).status).toBe(200);
    }
    expect((await http('GET', `/hosted-events/${id}`, { token: person.idToken })).body).toMatchObject({ status: 'submitted', eventId: null });
    expect((await http('GET', '/staff/hosted-events')).status).toBe(401);
  });

  it('list the queue oldest first, a page at a time', async () => {
    const host = await signUp();
    const ids = [await submitted(host), await submitted(host), await submitted(host)];
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { body: { items: Array<{ id: string; status: string }>; nextCursor: string | null } } = await http('GET', `/staff/hosted-events?limit=2${cursor ? `&cursor=${cursor}` : ''}`, { token: ctx.staff.idToken });
      expect(page.body.items.every((i) => i.status === 'submitted')).toBe(true);
      seen.push(...page.body.items.map((i) => i.id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen.filter((id) => ids.includes(id))).toEqual(ids);
    const drafts = await http('GET', '/staff/hosted-events?status=draft', { token: ctx.staff.idToken });
    expect(drafts.body.items.map((i: { id: string }) => i.id)).not.toContain(ids[0]);
  });

  it('cannot be reached by a person who sets the claim on their own account: the emulator refuses it as Firebase does', async () => {
    const person = await signUp();
    const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: person.idToken, customAttributes: JSON.stringify({ admin: true }) }),
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain('INSUFFICIENT_PERMISSION');
    const fresh = await signIn(person.email, person.password);
    expect((await http('GET', '/staff/hosted-events', { token: fresh.idToken })).status).toBe(403);
  });
});

describe('given the API in production mode (RS256 tokens only)', () => {
  // Google's key endpoint cannot be reached here: the tokens are signed with a local key pair the
  // verifier is given instead, as in auth/verify-id-token.test.ts.
  let prod: RunningApi;
  let sign: (payload: JWTPayload) => Promise<string>;
  beforeAll(async () => {
    const pair = await generateKeyPair('RS256', { extractable: true });
    const keys = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] });
    sign = (payload) => new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: 'k1', typ: 'JWT' }).sign(pair.privateKey);
    prod = await startApi(
      readConfig({ ...PRODUCTION_ENV, API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', FIREBASE_PROJECT_ID: PROJECT_ID }),
      { verifyIdToken: createIdTokenVerifier({ projectId: PROJECT_ID, emulator: false, keys }) },
    );
  });
  afterAll(() => prod?.close());

  it('takes staff from the signed token only: the claim added to a signed token, or an unsigned token with it, is refused', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: `https://securetoken.google.com/${PROJECT_ID}`, aud: PROJECT_ID, sub: 'uid-reviewer', iat: now - 10, exp: now + 3600, auth_time: now - 60 };
    const queue = (token: string) => client(prod)('GET', '/staff/hosted-events', { token });
    expect((await queue(await sign({ ...claims, admin: true }))).status).toBe(200);
    const plain = await sign(claims);
    expect((await queue(plain)).status).toBe(403);
    const [header, , signature] = plain.split('.');
    const promoted = Buffer.from(JSON.stringify({ ...claims, admin: true })).toString('base64url');
    expect((await queue(`${header}.${promoted}.${signature}`)).status).toBe(401);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${promoted}.`;
    expect((await queue(unsigned)).status).toBe(401);
  });
});

describe('two staff deciding one listing at once', () => {
  it('lets exactly one decision stand, with one catalogue event at most', async () => {
    const other = await staffUser();
    const host = await signUp();
    for (const [a, b] of [['approved', 'approved'], ['approved', 'rejected'], ['rejected', 'changes-requested']] as const) {
      const id = await submitted(host);
      const decide = (who: TestUser, decision: string) => http('POST', `/staff/hosted-events/${id}/review`, { token: who.idToken, body: { decision, note: 'Checked.' } });
      const answers = await Promise.all([decide(ctx.staff, a), decide(other, b)]);
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.status === 409)!.body.code).toBe('hosting/not-in-review');
      const { rows } = await ctx.api.db.query<{ n: number; events: number }>(
        `select (select count(*) from hosted_event_history where hosted_event_id = $1 and by_role = 'staff')::int as n,
                (select count(*) from events e join hosted_events h on h.uid = e.host_uid where h.id = $1 and e.title = (h.request::json->>'title'))::int as events`,
        [id],
      );
      expect(rows[0]!.n).toBe(1);
      expect(rows[0]!.events).toBe(answers.find((r) => r.status === 200)!.body.status === 'approved' ? 1 : 0);
    }
  });
});

describe('a decision staff may not make', () => {
  it('is on their own listing: any decision is refused, and the listing stays in review', async () => {
    const id = await submitted(ctx.staff);
    for (const body of [{ decision: 'approved' }, { decision: 'rejected', note: 'Mine.' }]) {
      const res = await http('POST', `/staff/hosted-events/${id}/review`, { token: ctx.staff.idToken, body });
      expect([res.status, res.body.code]).toEqual([403, 'auth/forbidden']);
    }
    expect((await http('GET', `/hosted-events/${id}`, { token: ctx.staff.idToken })).body).toMatchObject({ status: 'submitted', eventId: null });
  });

  it('is approving a listing that waited past its first session; requesting changes still works', async () => {
    const host = await signUp();
    const id = await submitted(host);
    // As if it waited in the queue: its session started an hour ago.
    const past = hostedListing({ startsInHours: -1 });
    await ctx.api.db.query('update hosted_events set request = $2::json where id = $1', [id, JSON.stringify(past)]);
    const approve = await http('POST', `/staff/hosted-events/${id}/review`, { token: ctx.staff.idToken, body: { decision: 'approved' } });
    expect([approve.status, approve.body.code]).toEqual([409, 'hosting/session-past']);
    const { rows } = await ctx.api.db.query<{ n: number }>('select count(*)::int as n from events where title = $1', [past.title]);
    expect(rows[0]!.n).toBe(0);
    const changes = await http('POST', `/staff/hosted-events/${id}/review`, { token: ctx.staff.idToken, body: { decision: 'changes-requested', note: 'Please set new dates.' } });
    expect(changes.status, changes.text).toBe(200);
    expect(changes.body.status).toBe('changes-requested');
  });
});

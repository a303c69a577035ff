import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, createLocalJWKSet, createRemoteJWKSet, exportJWK, generateKeyPair, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.ts';
import { startApi, type RunningApi } from '../server.ts';
import { client, databaseTemplate, startTestApi, type Client } from '../testing/api.ts';
import { emulatorHost, PROJECT_ID, signUp } from '../testing/emulator.ts';
import { PRODUCTION_ENV } from '../testing/production.ts';
import { createIdTokenVerifier } from './verify-id-token.ts';

// Google's securetoken JWKS endpoint is the one edge that cannot run here (no internet): these
// tests sign RS256 tokens with their own key pair and give the verifier a local JWKS instead.
type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
const KID = 'test-key-1';
let privateKey: PrivateKey;
let otherKey: PrivateKey;
let jwks: ReturnType<typeof createLocalJWKSet>;

const now = () => Math.floor(Date.now() / 1000);
const claims = (over: JWTPayload = {}): JWTPayload => ({
  iss: `https://securetoken.google.com/${PROJECT_ID}`,
  aud: PROJECT_ID,
  sub: 'uid-prod-1',
  iat: now() - 10,
  exp: now() + 3600,
  auth_time: now() - 60,
  email: 'prod.user@consumer.example',
  email_verified: true,
  ...over,
});
const sign = (payload: JWTPayload, key: PrivateKey = privateKey, kid = KID) =>
  new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(key);
/** An unsigned token in the emulator's format. */
const unsigned = (payload: JWTPayload) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  privateKey = pair.privateKey;
  otherKey = (await generateKeyPair('RS256')).privateKey;
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] });
});

describe('given the API in production mode (NODE_ENV=production, RS256 only)', () => {
  let api: RunningApi;
  let http: Client;
  beforeAll(async () => {
    api = await startApi(
      readConfig({ ...PRODUCTION_ENV, API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', FIREBASE_PROJECT_ID: PROJECT_ID }),
      { verifyIdToken: createIdTokenVerifier({ projectId: PROJECT_ID, emulator: false, keys: jwks }) },
    );
    http = client(api);
  });
  afterAll(() => api?.close());

  const expect401 = async (authorization: string | undefined) => {
    const res = await http('GET', '/me', { headers: authorization === undefined ? {} : { authorization } });
    expect(res.status).toBe(401);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body.code).toBe('auth/unauthenticated');
    return res.body.detail as string;
  };

  it('accepts a correctly signed token and creates the profile from its claims', async () => {
    const res = await http('GET', '/me', { token: await sign(claims()) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ uid: 'uid-prod-1', email: 'prod.user@consumer.example' });
  });

  it('answers 401 with no token, a non-bearer scheme, or a malformed token', async () => {
    expect(await expect401(undefined)).toMatch(/Authorization: Bearer/);
    await expect401('Basic dXNlcjpwYXNz');
    await expect401('Bearer');
    await expect401('Bearer not-a-jwt');
    await expect401('Bearer a.b.c');
  });

  it('answers 401 for expired, wrong-audience, wrong-issuer, subject-less and future auth_time tokens', async () => {
    expect(await expect401(`Bearer ${await sign(claims({ exp: now() - 60, iat: now() - 3700 }))}`)).toMatch(/expired/);
    expect(await expect401(`Bearer ${await sign(claims({ aud: 'another-project' }))}`)).toMatch(/aud|project/);
    await expect401(`Bearer ${await sign(claims({ iss: 'https://securetoken.google.com/another-project' }))}`);
    await expect401(`Bearer ${await sign(claims({ sub: '' }))}`);
    await expect401(`Bearer ${await sign(claims({ auth_time: now() + 3600 }))}`);
    await expect401(`Bearer ${await sign(claims({ iat: now() + 3600 }))}`);
  });

  it('answers 401 for a token signed by an unknown key', async () => {
    await expect401(`Bearer ${await sign(claims(), otherKey)}`);
    await expect401(`Bearer ${await sign(claims(), otherKey, 'unknown-kid')}`);
  });

  it('answers 401 for a real Auth emulator token (unsigned) and for a forged unsigned one', async () => {
    const emulatorUser = await signUp();
    expect(await expect401(`Bearer ${emulatorUser.idToken}`)).toMatch(/RS256/);
    await expect401(`Bearer ${unsigned(claims())}`);
  });
});

describe("given the API in production while Google's key list cannot be fetched", () => {
  // A real HTTP key endpoint on loopback stands in for Google's: once refusing connections (its
  // port closed), once answering 503.
  let apis: RunningApi[] = [];
  const closeServer: Array<() => Promise<void>> = [];
  const startWithKeys = async (jwksUrl: string) => {
    const api = await startApi(
      readConfig({ ...PRODUCTION_ENV, API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', FIREBASE_PROJECT_ID: PROJECT_ID }),
      { verifyIdToken: createIdTokenVerifier({ projectId: PROJECT_ID, emulator: false, keys: createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 2000 }) }), pgliteTemplate: await databaseTemplate() },
    );
    apis.push(api);
    return client(api);
  };
  afterAll(async () => {
    await Promise.all(apis.map((a) => a.close()));
    await Promise.all(closeServer.map((c) => c()));
    apis = [];
  });

  const expectKeysUnavailable = async (http: Client) => {
    for (const kid of ['unknown-kid', KID]) {
      const res = await http('GET', '/me', { token: await sign(claims(), privateKey, kid) });
      expect(res.status, res.text).toBe(503);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(res.body.code).toBe('unavailable');
      expect(res.body.detail).toMatch(/keys/i);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  };

  it('answers 503 unavailable with Retry-After when the key endpoint refuses connections, never 500', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await expectKeysUnavailable(await startWithKeys(`http://127.0.0.1:${port}/jwks`));
  });

  it('answers 503 unavailable when the key endpoint answers 503', async () => {
    const server = createServer((_req, res) => res.writeHead(503).end('down'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closeServer.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    await expectKeysUnavailable(await startWithKeys(`http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks`));
  });
});

describe('given the API with FIREBASE_AUTH_EMULATOR_HOST set (development)', () => {
  let api: RunningApi;
  let http: Client;
  beforeAll(async () => {
    api = await startTestApi({ TICKETKIT_SEED: 'false' });
    http = client(api);
  });
  afterAll(() => api?.close());

  it('accepts a real emulator token', async () => {
    const user = await signUp();
    const res = await http('GET', '/me', { token: user.idToken });
    expect(res.status).toBe(200);
    expect(res.body.uid).toBe(user.uid);
  });

  it('still checks the claims of unsigned tokens: expired, wrong audience, wrong issuer → 401', async () => {
    for (const bad of [claims({ exp: now() - 60 }), claims({ aud: 'another-project' }), claims({ iss: 'https://evil.example' }), claims({ sub: undefined })]) {
      const res = await http('GET', '/me', { token: unsigned(bad) });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('auth/unauthenticated');
    }
  });

  it('refuses RS256 tokens it has no keys for, so one server never mixes the two modes', async () => {
    const res = await http('GET', '/me', { token: await sign(claims()) });
    expect(res.status).toBe(401);
  });
});

describe('given the emulator host set without the development switch (NODE_ENV=staging)', () => {
  let api: RunningApi;
  let http: Client;
  beforeAll(async () => {
    api = await startApi(
      readConfig({ NODE_ENV: 'staging', API_PORT: '0', TICKETKIT_DATA_DIR: 'memory://', TICKETKIT_SEED: 'false', FIREBASE_PROJECT_ID: PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost() }),
    );
    http = client(api);
  });
  afterAll(() => api?.close());

  it('refuses every forged unsigned token, for any uid', async () => {
    const uids = ['uid-victim-1', 'admin', 'x'.repeat(128), 'acme-ceo'];
    for (const sub of uids) {
      const res = await http('GET', '/me', { token: unsigned(claims({ sub, email: `${sub.slice(0, 20)}@acme.example` })) });
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('auth/unauthenticated');
    }
  });
});

describe('readConfig', () => {
  it('refuses to start with the emulator host in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099', TICKETKIT_QR_SECRET: 'x' })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });
});

describe('given a token the verifier has already accepted', () => {
  it('accepts it again without verifying anew, until it expires, and then refuses it', async () => {
    let clock = Date.now();
    let keyLookups = 0;
    const verify = createIdTokenVerifier({
      projectId: PROJECT_ID,
      emulator: false,
      keys: (header, token) => {
        keyLookups += 1;
        return jwks(header, token);
      },
      now: () => clock,
    });
    const token = await sign(claims({ exp: now() + 60 }));
    expect(await verify(token)).toMatchObject({ uid: 'uid-prod-1', email: 'prod.user@consumer.example' });
    expect(await verify(token)).toMatchObject({ uid: 'uid-prod-1' });
    expect(keyLookups).toBe(1);
    // Past its expiry (and the 5 s of tolerated clock skew) the remembered token is refused.
    clock += 70_000;
    await expect(verify(token)).rejects.toThrow(/expired/);
    await expect(verify(token)).rejects.toThrow(/expired/);
  });

  it('remembers only tokens that passed', async () => {
    const verify = createIdTokenVerifier({ projectId: PROJECT_ID, emulator: true });
    const wrongAudience = unsigned(claims({ aud: 'another-project' }));
    await expect(verify(wrongAudience)).rejects.toThrow(/another project/);
    await expect(verify(wrongAudience)).rejects.toThrow(/another project/);
  });
});

// Test helpers for real Firebase Auth emulator accounts. `npm test` always sets
// FIREBASE_AUTH_EMULATOR_HOST; run a file alone with your own emulator (see the team rules).
import { randomUUID } from 'node:crypto';
import { setCustomClaims } from '../../../../scripts/stack.mjs';

export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';

export function emulatorHost(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set: these tests sign real users up in the Firebase Auth emulator. ' +
        'Run them through `npm test`, or start an emulator and set FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:<port>.',
    );
  }
  return host;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

async function call<T>(path: string, body: unknown, admin = false): Promise<T> {
  const res = await fetch(`http://${emulatorHost()}/identitytoolkit.googleapis.com/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(admin ? { authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as T & { error?: { message: string } };
  if (!res.ok) throw new Error(`Auth emulator ${path}: ${json.error?.message ?? res.status}`);
  return json;
}

export async function signIn(email: string, password: string): Promise<TestUser> {
  const r = await call<{ localId: string; idToken: string }>('accounts:signInWithPassword?key=demo-api-key', { email, password, returnSecureToken: true });
  return { uid: r.localId, email, password, idToken: r.idToken };
}

/** A new emulator account through the public sign-up endpoint (email not verified). */
export async function signUp(email = `user-${randomUUID()}@consumer.example`): Promise<TestUser> {
  const password = 'correct-horse-42';
  const r = await call<{ localId: string; idToken: string }>('accounts:signUp?key=demo-api-key', { email, password, returnSecureToken: true });
  return { uid: r.localId, email, password, idToken: r.idToken };
}

/** A new account whose email is verified (created through the emulator's admin API), signed in. */
export async function verifiedUser(email: string): Promise<TestUser> {
  const password = 'correct-horse-42';
  try {
    await call(`projects/${PROJECT_ID}/accounts`, { email, password, emailVerified: true }, true);
  } catch (error) {
    // A fixed address (an invited one) may exist from an earlier test against the same emulator.
    if (!String(error).includes('EMAIL_EXISTS')) throw error;
  }
  return signIn(email, password);
}

/**
 * A new staff account: verified, given the `admin: true` custom claim through the emulator's admin
 * API (as the Admin SDK's setCustomUserClaims does), then signed in, so its ID token carries it.
 */
export async function staffUser(email = `staff-${randomUUID().slice(0, 8)}@ticketkit.example`): Promise<TestUser> {
  const created = await verifiedUser(email);
  await setCustomClaims({ emulatorUrl: `http://${emulatorHost()}`, projectId: PROJECT_ID, localId: created.uid, claims: { admin: true } });
  return signIn(email, created.password);
}

export const uniqueEmail = (domain: string) => `emp-${randomUUID().slice(0, 8)}@${domain}`;

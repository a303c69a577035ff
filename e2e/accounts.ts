import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { setCustomClaims } from '../scripts/stack.mjs';
import { payBookingInSandbox } from './sandboxCheckout.ts';

/**
 * People for the end-to-end journeys, made in the real Auth emulator (FIREBASE_AUTH_EMULATOR_HOST)
 * through its REST API where the sign-up screen is not what a test is about.
 */
const projectId = process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit';

function emulatorUrl(): string {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) throw new Error('The e2e tests need the Auth emulator: set FIREBASE_AUTH_EMULATOR_HOST (npm test does).');
  return `http://${host}`;
}

export interface Account {
  email: string;
  password: string;
  displayName: string;
}

/** A unique address in `domain`, so tests never share a person. */
export function uniqueEmail(name: string, domain = 'example.com'): string {
  return `${name}.${randomUUID().slice(0, 8)}@${domain}`;
}

/**
 * Creates an account through the emulator's admin endpoint. `emailVerified` is what makes an
 * `@acme.example` address an employee of the seeded company Acme (the API trusts only verified
 * addresses of a company's verified domains).
 */
export async function createAccount({ email, displayName, emailVerified = true }: { email: string; displayName: string; emailVerified?: boolean }): Promise<Account> {
  const password = `pw-${randomUUID()}`;
  const res = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ email, password, displayName, emailVerified }),
  });
  if (!res.ok) throw new Error(`the Auth emulator did not create ${email}: ${res.status} ${await res.text()}`);
  return { email, password, displayName };
}

/** An ID token for calling the API directly, as the widget does after sign-in. */
export async function idTokenOf(account: Pick<Account, 'email' | 'password'>): Promise<string> {
  const res = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`the Auth emulator did not sign in ${account.email}: ${JSON.stringify(body)}`);
  return body.idToken;
}

/** Gives `account` the staff claim (`admin`) as `npm start` gives the demo staff theirs; its next sign-in carries it. */
export async function makeStaff(account: Pick<Account, 'email' | 'password'>): Promise<void> {
  const res = await fetch(`${emulatorUrl()}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { localId } = (await res.json()) as { localId?: string };
  if (!localId) throw new Error(`the Auth emulator did not find ${account.email}`);
  await setCustomClaims({ emulatorUrl: emulatorUrl(), projectId, localId, claims: { admin: true } });
}

/** Calls the reference API as `account`; throws with the problem body on an error status. */
export async function callApi<T>(account: Pick<Account, 'email' | 'password'>, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const token = await idTokenOf(account);
  const res = await fetch(`${inject('apiUrl')}/v1${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * Books through the API (hold, then booking, then paying a priced booking in the sandbox) the
 * first ticket type of `sessionId`, and answers it once confirmed. A company's session answers
 * its ticket types only on the company's route, to its employees.
 */
export async function bookThroughApi(account: Account, sessionId: string, companySlug?: string): Promise<{ id: string }> {
  const types = companySlug
    ? await callApi<{ items: { id: string }[] }>(account, `/corporate/companies/${companySlug}/sessions/${sessionId}/ticket-types`)
    : await fetch(`${inject('apiUrl')}/v1/sessions/${sessionId}/ticket-types`).then((r) => r.json() as Promise<{ items: { id: string }[] }>);
  const ticketTypeId = types.items[0]?.id;
  if (!ticketTypeId) throw new Error(`session ${sessionId} has no ticket types`);
  const hold = await callApi<{ id: string }>(account, '/holds', {
    method: 'POST',
    body: { sessionId, items: [{ ticketTypeId, quantity: 1 }], ...(companySlug ? { companySlug } : {}) },
  });
  const booking = await callApi<{ id: string; status: string; payment: { orderId: string } | null }>(account, '/bookings', {
    method: 'POST',
    headers: { 'idempotency-key': randomUUID() },
    body: { holdId: hold.id, attendee: { name: account.displayName, email: account.email, phone: '+919876543210' } },
  });
  await payBookingInSandbox(account, booking);
  const { status } = await callApi<{ status: string }>(account, `/bookings/${booking.id}`);
  if (status !== 'confirmed') throw new Error(`booking ${booking.id} is ${status}, not confirmed`);
  return booking;
}

/** Signs in with email and password on the site's own sign-in screen (`path` is /login or /login?source=…). */
export async function signInOnSite(page: Page, account: Account, path = '/login'): Promise<void> {
  await page.goto(inject('siteUrl') + path);
  await fillSignIn(page, account);
}

/** Fills and sends the email-and-password sign-in form that is on the page (or inside `scope`, e.g. an element). */
export async function fillSignIn(scope: Page | Locator, account: Account): Promise<void> {
  const form = scope.getByRole('form', { name: 'Email and password' });
  await form.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
}

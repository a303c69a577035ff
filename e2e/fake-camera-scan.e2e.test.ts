import type { CheckInKit } from '@ticketkit/contract';
import { base64UrlEncode, formatTicketCode, ticketClaimsBytes, type TicketClaims } from '@ticketkit/contract/ticket-code';
import react from '@vitejs/plugin-react';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertChromium, chromiumArgs } from '../scripts/chromium.mjs';
import { fakeCameraArgs, fakeCameraVideo } from './fakeCamera.ts';

// Real Chromium with its fake camera playing a video of a ticket's QR code, real WebCrypto and the
// real scanner (the zxing-wasm polyfill: this Chromium has no BarcodeDetector). The door's page is
// served by Vite from the widget's source; its SDK is the in-memory fake whose kit this test signs
// for, as the API would (the whole host → buyer → door path runs against the stack elsewhere).
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HOUR = 3_600_000;

let dir: string;
let server: ViteDevServer;
let browser: Browser;
let kit: CheckInKit;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'tk-fake-camera-'));
  const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const claims: TicketClaims = { eventId: 'ev_door', sessionId: 'ses_door', ticketId: 'tkt_door_1', ticketTypeId: 'tt_gen', label: 'Asha R.', keyId: 'k1' };
  const code = formatTicketCode(claims, new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, keys.privateKey, ticketClaimsBytes(claims))));
  kit = {
    hostedEventId: 'hev_door',
    eventId: 'ev_door',
    title: 'Door test night',
    sessions: [{ id: 'ses_door', startsAt: new Date(Date.now() + HOUR).toISOString(), endsAt: new Date(Date.now() + 4 * HOUR).toISOString(), timeZone: 'Asia/Kolkata', venueName: 'Hall' }],
    ticketTypes: [{ id: 'tt_gen', name: 'General' }],
    keys: [{ keyId: 'k1', publicKey: base64UrlEncode(new Uint8Array(await crypto.subtle.exportKey('raw', keys.publicKey))) }],
    revokedTicketIds: [],
    checkIns: [],
    generatedAt: new Date().toISOString(),
  };
  const video = await fakeCameraVideo(code, path.join(dir, 'ticket.y4m'));
  server = await createServer({
    configFile: false,
    root: path.join(repo, 'e2e/fake-camera'),
    plugins: [react()],
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, strictPort: false, fs: { allow: [repo] } },
  });
  await server.listen();
  browser = await chromium.launch({ executablePath: assertChromium(), args: [...chromiumArgs, ...fakeCameraArgs(video)], headless: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('given a door whose camera shows a genuine ticket', () => {
  it('scans it and admits it, then says it was already checked in', async () => {
    const page = await browser.newPage();
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.addInitScript((k) => Object.assign(window, { checkInKit: k }), kit);
    await page.goto(server.resolvedUrls!.local[0]!);
    await page.getByRole('combobox', { name: 'Session' }).selectOption('ses_door');
    await page.getByRole('textbox', { name: 'Door name' }).fill('Gate 1');
    await page.getByRole('button', { name: 'Start checking' }).click();
    await expect(page.getByRole('heading', { name: 'Admitted', level: 3 }).waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    expect(await page.getByText('Asha R. · General').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Scan next ticket' }).click();
    // The same code, still in front of the camera, is read again once the door is ready.
    await expect(page.getByRole('heading', { name: 'Already checked in', level: 3 }).waitFor({ timeout: 30_000 })).resolves.toBeUndefined();
    expect(await page.getByText(/Checked in at Gate 1 at/).isVisible()).toBe(true);
    // The decoder's WebAssembly came from this origin, not from the CDN zxing-wasm defaults to.
    const origin = new URL(server.resolvedUrls!.local[0]!).origin;
    const wasm = requests.filter((url) => new URL(url).pathname.endsWith('.wasm'));
    expect(wasm.length).toBeGreaterThan(0);
    expect(new Set(wasm.map((url) => new URL(url).origin))).toEqual(new Set([origin]));
  });
});

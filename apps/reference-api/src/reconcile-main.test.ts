import type { Booking } from '@ticketkit/contract';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { NODE_SOURCE_FLAGS } from '../../../scripts/source-condition.mjs';
import { readConfig } from './config.ts';
import type { SandboxConfig } from './payments/config.ts';
import { httpDeliver } from './payments/sandbox/deliveries.ts';
import { createSandboxProvider } from './payments/sandbox/provider.ts';
import { startApi } from './server.ts';
import { client, databaseTemplate, insertFixture } from './testing/api.ts';
import { emulatorHost, signUp } from './testing/emulator.ts';
import { holdAndBook, payOnSandbox, sandboxOf } from './testing/payments.ts';

// `npm run reconcile` as a person runs it: a process of its own on the API's data directory (the
// API stopped, as PGlite requires), its differences on stdout and its exit code.
const root = fileURLToPath(new URL('../../../', import.meta.url));
const dir = mkdtempSync(path.join(tmpdir(), 'ticketkit-reconcile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const reconcileCli = (...args: string[]) =>
  spawnSync(process.execPath, [...NODE_SOURCE_FLAGS, '--import', 'tsx', 'apps/reference-api/src/reconcile-main.ts', ...args], {
    cwd: root, env: { ...process.env, TICKETKIT_DATA_DIR: dir, LOG_LEVEL: 'warn' }, encoding: 'utf8', timeout: 60_000,
  });

describe('npm run reconcile', () => {
  it('lists a capture the API never heard of and exits 1; --repair applies it and exits 0; then the books agree', async () => {
    const config = readConfig({ API_PORT: '0', TICKETKIT_DATA_DIR: dir, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost(), TICKETKIT_DEV_AUTH_EMULATOR: '1' });
    // Every payment webhook held back: the sandbox captured, the API never heard.
    const api = await startApi(config, {
      pgliteTemplate: await databaseTemplate(),
      payments: (db) => createSandboxProvider({ db, config: config.payments as SandboxConfig, deliver: httpDeliver, deliveryPlan: () => [{ hold: true }] }),
    });
    let booking: Booking;
    try {
      const http = client(api);
      const f = await insertFixture(api.db, { capacity: 5, price: 50_000 });
      booking = (await holdAndBook(http, await signUp(), f, 1)).booking.body as Booking;
      await payOnSandbox(api, booking.payment!.orderId);
      await sandboxOf(api).idle();
    } finally {
      await api.close();
    }

    const found = reconcileCli();
    expect(found.status, found.stderr).toBe(1);
    expect(found.stdout.trim().split('\n')).toEqual([expect.stringMatching(new RegExp(`^booking ${booking!.id} .*captured by the provider is not in the money ledger$`))]);
    const repaired = reconcileCli('--repair');
    expect(repaired.status, repaired.stderr).toBe(0);
    expect(repaired.stdout).toMatch(/repaired 1 of 1/);
    const clean = reconcileCli();
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout.trim()).toBe('bookings, ledger and sandbox agree');
  }, 120_000);
});

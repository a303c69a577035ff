import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { freePort, startSite, type Proc } from '../scripts/stack.mjs';

/**
 * The site as it ships (built, then served by `vite preview`) against the e2e stack's API and Auth
 * emulator, for what only the build does: prerendering, the font files and their preload, the service
 * worker. The e2e stack itself serves the dev server. Call it inside a `describe`: it starts the site
 * before that block's tests and stops it and deletes the build after them.
 */
export function useBuiltSite(): { readonly url: string } {
  const outDir = mkdtempSync(path.join(tmpdir(), 'ticketkit-site-'));
  let site: (Proc & { url: string }) | undefined;
  beforeAll(async () => {
    const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    site = await startSite({
      port: await freePort(),
      apiUrl: inject('apiUrl'),
      ...(emulator ? { authEmulatorUrl: `http://${emulator}` } : {}),
      projectId: process.env.FIREBASE_PROJECT_ID || 'demo-ticketkit',
      quiet: true,
      preview: true,
      outDir,
    });
  }, 240_000);
  afterAll(async () => {
    await site?.stop();
    rmSync(outDir, { recursive: true, force: true });
  });
  return {
    get url() {
      if (!site) throw new Error('the built site has not started');
      return site.url;
    },
  };
}

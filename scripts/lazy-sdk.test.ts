import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';

// A partner's Vite app that imports only the provider, the booking flow and loadTicketkit, built by
// real Vite against the widget's source (what the published entry is built from): the SDK's
// client must stay out of what the app's entry loads before loadTicketkit is called.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const app = mkdtempSync(path.join(tmpdir(), 'ticketkit-lazy-sdk-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

describe('an app importing TicketkitProvider, BookingFlow and loadTicketkit', () => {
  it('loads the SDK client (createTicketkit) only through loadTicketkit’s dynamic import', async () => {
    const entry = path.join(app, 'main.ts');
    const widget = path.join(root, 'packages/widget/src/index.ts');
    writeFileSync(entry, `import { BookingFlow, loadTicketkit, TicketkitProvider } from ${JSON.stringify(widget)};\nconsole.log(BookingFlow, loadTicketkit, TicketkitProvider);\n`);
    const output = (await build({
      configFile: false,
      root: app,
      logLevel: 'silent',
      resolve: { conditions: ['@ticketkit/source', 'module', 'browser', 'production', 'default'] },
      build: { write: false, minify: false, rollupOptions: { input: entry } },
    })) as Rollup.RollupOutput;
    const chunks = new Map(output.output.flatMap((o) => (o.type === 'chunk' ? [[o.fileName, o] as const] : [])));
    const first = new Set<string>();
    const visit = (name: string) => {
      if (first.has(name)) return;
      first.add(name);
      chunks.get(name)!.imports.forEach(visit);
    };
    visit([...chunks.values()].find((c) => c.isEntry)!.fileName);
    const client = path.join(root, 'packages/sdk/src/ticketkit.ts');
    const holding = [...chunks.values()].filter((c) => c.moduleIds.includes(client)).map((c) => c.fileName);
    expect(holding).toHaveLength(1);
    expect(first).not.toContain(holding[0]);
  }, 120_000);
});

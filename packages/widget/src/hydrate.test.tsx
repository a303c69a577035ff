import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from './fixtures/booking.ts';
import type * as WidgetModule from './index.ts';

// The time the fixtures' sessions are upcoming from (server and browser agree on it).
const NOW = Date.parse('2026-01-01T00:00:00Z');
type Widget = typeof WidgetModule;
const page = (w: Widget): ReactNode => (
  <w.TicketkitProvider locale="hi-IN">
    <w.DateSelect sessions={sessions} now={NOW} onSelect={() => {}} />
  </w.TicketkitProvider>
);

/** The HTML a server sends: rendered with the server entry, in a module graph of its own. */
async function serverHtml(): Promise<string> {
  vi.resetModules();
  const server = await import('./server.ts');
  const { renderToString } = await import('react-dom/server');
  return renderToString(page(server));
}

/** A browser's first visit: a fresh module graph, where only en-IN is loaded. */
async function hydrate(html: string, { preload }: { preload: boolean }) {
  vi.resetModules();
  const client = await import('./index.ts');
  const { hydrateRoot } = await import('react-dom/client');
  if (preload) await client.preloadLocale('hi-IN');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverable: unknown[] = [];
  const root = hydrateRoot(container, page(client), { onRecoverableError: (e) => recoverable.push(e) });
  roots.push(root);
  return { container, recoverable };
}

const roots: { unmount(): void }[] = [];
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  roots.splice(0).forEach((r) => r.unmount());
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('given Hindi HTML from the server', () => {
  it('hydrates without a mismatch when the page preloads hi-IN first, and keeps the Hindi text', async () => {
    const html = await serverHtml();
    expect(html).toContain('तारीख चुनें');
    const { container, recoverable } = await hydrate(html, { preload: true });
    await waitFor(() => expect(container.querySelector('h2')?.textContent).toBe('तारीख चुनें'));
    // Give React time to report a late mismatch.
    await new Promise((r) => setTimeout(r, 50));
    expect(recoverable).toEqual([]);
    expect(console.error).not.toHaveBeenCalled();
  });

  it('control: without preloading, the first client render is the loader, and React reports the mismatch', async () => {
    const html = await serverHtml();
    const { recoverable } = await hydrate(html, { preload: false });
    await waitFor(() => expect(recoverable.length + vi.mocked(console.error).mock.calls.length).toBeGreaterThan(0));
    const reported = [...recoverable.map(String), ...vi.mocked(console.error).mock.calls.map((c) => c.map(String).join(' '))].join('\n');
    expect(reported).toMatch(/hydrat/i);
  });
});

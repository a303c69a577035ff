// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { events } from '../fixtures/catalog.ts';

describe('given server rendering (no window, no document)', () => {
  it('imports the package and the embed entry without touching the DOM', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    const widget = await import('../index.ts');
    await import('./ticketkit.ts');
    expect(typeof widget.defineTicketkitElements).toBe('function');
    // Defining elements on the server is a no-op, not an error.
    expect(() => widget.defineTicketkitElements({ load: widget.loadScreen, sdk: new Promise(() => {}) })).not.toThrow();
  });

  it('renders a screen to HTML with the provider', async () => {
    const { TicketkitProvider, EventList } = await import('../index.ts');
    const html = renderToString(
      <TicketkitProvider>
        <EventList cityName="Nagpur" state={{ status: 'success', items: events, hasMore: false }} />
      </TicketkitProvider>,
    );
    expect(html).toContain('Events in Nagpur');
    expect(html).toContain(events[0]!.title);
    expect(html).toContain('class="tk-root"');
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from './fixtures/booking.ts';

// The time the fixtures' sessions are upcoming from (server and tests agree on it).
const NOW = Date.parse('2026-01-01T00:00:00Z');

describe('given server rendering in hi-IN through @ticketkit/widget/server', () => {
  it('renders the Hindi text, not the loader', async () => {
    // Through the package's export map, as a server would import it.
    const { TicketkitProvider, DateSelect } = await import('@ticketkit/widget/server');
    const html = renderToString(
      <TicketkitProvider locale="hi-IN">
        <DateSelect sessions={sessions} now={NOW} onSelect={() => {}} />
      </TicketkitProvider>,
    );
    expect(html).toContain('lang="hi-IN"');
    expect(html).toContain('तारीख चुनें');
    expect(html).not.toContain('Choose a date');
    expect(html).not.toContain('tk-full-page-loader');
  });

  it('control: through the browser entry the Hindi catalogue is not there yet, and the HTML holds only the loader', async () => {
    vi.resetModules();
    const { TicketkitProvider, DateSelect } = await import('./index.ts');
    const html = renderToString(
      <TicketkitProvider locale="hi-IN">
        <DateSelect sessions={sessions} now={NOW} onSelect={() => {}} />
      </TicketkitProvider>,
    );
    expect(html).not.toContain('तारीख चुनें');
    expect(html).toContain('tk-full-page-loader');
  });
});

// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventListContainer } from '../screens/EventList/EventListContainer.tsx';
import { loadTicketkit } from './loadTicketkit.ts';
import { TicketkitProvider } from './TicketkitProvider.tsx';

const config = { host: 'https://api.example.com', firebase: { apiKey: 'key', projectId: 'demo-ticketkit' } };

describe('given server rendering (no window, no document)', () => {
  it('loadTicketkit resolves to null', async () => {
    expect(typeof (globalThis as { window?: unknown }).window).toBe('undefined');
    await expect(loadTicketkit(config)).resolves.toBeNull();
  });

  it('renders a provider given loadTicketkit’s promise as its loading state, without rendering the screens that need the SDK', () => {
    // EventListContainer throws ticketkit/no-sdk when rendered without an SDK: the provider must not reach it on the server.
    const html = renderToString(
      <TicketkitProvider sdk={loadTicketkit(config)}>
        <EventListContainer city="nagpur" />
      </TicketkitProvider>,
    );
    expect(html).toContain('class="tk-root"');
    expect(html).toContain('tk-full-page-loader');
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Events in');
  });
});

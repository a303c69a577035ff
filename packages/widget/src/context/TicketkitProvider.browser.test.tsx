import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { preloadLocale } from '../i18n/i18n.ts';
import type { WidgetSdk } from '../sdk/types.ts';
import { loadTicketkit } from './loadTicketkit.ts';
import { TicketkitProvider, useTicketkit } from './TicketkitProvider.tsx';

// Real Chromium under both renderers (browser, browser-preact). The SDK a promise resolves to is the
// in-memory fake where the test is about the provider; loadTicketkit's tests load the real SDK.

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const config = { host: 'http://127.0.0.1:1', firebase: { apiKey: 'fake-api-key', projectId: 'demo-ticketkit', authDomain: '127.0.0.1' } };

function deferred() {
  let resolve!: (sdk: WidgetSdk | null) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<WidgetSdk | null>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function Probe({ expected, host = 'the fake' }: { expected?: WidgetSdk; host?: string }) {
  const sdk = useTicketkit();
  return <p>{expected === undefined || sdk === expected ? `SDK for ${host}` : 'another SDK'}</p>;
}

describe('given TicketkitProvider with a promise of the SDK', () => {
  it('shows its loading state until the promise resolves, then the children with that SDK', async () => {
    const fake = createFakeSdk();
    const { promise, resolve } = deferred();
    render(
      <TicketkitProvider sdk={promise}>
        <Probe expected={fake} />
      </TicketkitProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByText(/SDK for/)).toBeNull();
    await act(async () => resolve(fake));
    expect(await screen.findByText(/^SDK for/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('given a promise that already resolved, shows the children at once on a later render', async () => {
    const fake = createFakeSdk();
    const promise = Promise.resolve(fake);
    const first = render(<TicketkitProvider sdk={promise}><Probe expected={fake} /></TicketkitProvider>);
    await screen.findByText(/^SDK for/);
    first.unmount();
    render(<TicketkitProvider sdk={promise}><Probe expected={fake} /></TicketkitProvider>);
    expect(screen.getByText(/^SDK for/)).toBeTruthy();
  });

  it('when the promise rejects, says what went wrong with a way to try again, logs it and emits ticketkit:error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const onError = vi.fn();
    const { promise, reject } = deferred();
    render(
      <TicketkitProvider sdk={promise} onError={onError}>
        <Probe />
      </TicketkitProvider>,
    );
    await act(async () => reject(new TypeError('Failed to fetch dynamically imported module')));
    const alert = await screen.findByRole('alert');
    expect(alert.querySelector('h3')?.textContent).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText(/SDK for/)).toBeNull();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ version: 1, code: 'sdk-load-failed' }));
    expect(errors.mock.calls.some(([line]) => String(line).startsWith('ticketkit/sdk-load-failed'))).toBe(true);
  });

  it('in Hindi, the loading state speaks Hindi', async () => {
    // The catalogue first, as a page that hydrates Hindi does: the state under test is the SDK's, not the catalogue's.
    await preloadLocale('hi-IN');
    const { promise } = deferred();
    render(<TicketkitProvider sdk={promise} locale="hi-IN"><Probe /></TicketkitProvider>);
    expect(screen.getByRole('status').closest('[lang]')?.getAttribute('lang')).toBe('hi-IN');
    expect(screen.getByRole('status').textContent).not.toContain('Loading');
  });
});

describe('given loadTicketkit in a browser', () => {
  it('loads the real SDK lazily, gives the same SDK for the same config, and the provider renders with it', async () => {
    const first = loadTicketkit(config);
    const second = loadTicketkit({ firebase: { ...config.firebase }, host: config.host });
    expect(second).toBe(first);
    const sdk = await first;
    expect(sdk?.config.host).toBe(config.host);
    expect(await loadTicketkit(config)).toBe(sdk);
    render(<TicketkitProvider sdk={loadTicketkit(config)}><Probe expected={sdk!} host={config.host} /></TicketkitProvider>);
    expect(await screen.findByText(`SDK for ${config.host}`)).toBeTruthy();
    const other = await loadTicketkit({ ...config, storagePrefix: 'other:' });
    expect(other).not.toBe(sdk);
    other?.destroy();
    sdk?.destroy();
  });

  it('forgets a failed load, so calling it again tries again; the provider explains a bad config without a retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bad = { ...config, host: 'not an address' };
    const failed = loadTicketkit(bad);
    await expect(failed).rejects.toMatchObject({ code: 'config/invalid' });
    expect(loadTicketkit(bad)).not.toBe(failed);
    await loadTicketkit(bad).catch(() => {});
    render(<TicketkitProvider sdk={loadTicketkit(bad)}><Probe /></TicketkitProvider>);
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-code')).toBe('config/invalid');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

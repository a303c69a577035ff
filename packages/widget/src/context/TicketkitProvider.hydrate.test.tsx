import { act, waitFor } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import type { WidgetSdk } from '../sdk/types.ts';
import { TicketkitProvider, useTicketkit } from './TicketkitProvider.tsx';

// What a Next.js page does with `sdk={loadTicketkit(config)}`: the server draws the loading state,
// the browser hydrates it while its promise is still pending, then shows the screens. The SDK is
// the in-memory fake: the test is about the provider's markup, not the SDK.

function Probe() {
  useTicketkit();
  return <p>Screens with the SDK</p>;
}

let root: Root | undefined;
const others: Root[] = [];
afterEach(() => {
  act(() => root?.unmount());
  act(() => others.splice(0).forEach((r) => r.unmount()));
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('given HTML a server drew with a promise of the SDK', () => {
  it('hydrates without a mismatch, then shows the children once the promise resolves', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const html = renderToString(<TicketkitProvider sdk={new Promise<WidgetSdk | null>(() => {})}><Probe /></TicketkitProvider>);
    expect(html).toContain('tk-full-page-loader');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable: unknown[] = [];
    // The browser's promise has already settled and another part of the page already shows its SDK:
    // hydration must still draw what the server drew first.
    const sdk = Promise.resolve(createFakeSdk());
    const other = document.createElement('div');
    document.body.append(other);
    others.push(createRoot(other));
    await act(async () => others[0]!.render(<TicketkitProvider sdk={sdk}><Probe /></TicketkitProvider>));
    await waitFor(() => expect(other.textContent).toContain('Screens with the SDK'));
    await act(async () => {
      root = hydrateRoot(container, <TicketkitProvider sdk={sdk}><Probe /></TicketkitProvider>, { onRecoverableError: (e) => recoverable.push(e) });
    });
    await waitFor(() => expect(container.textContent).toContain('Screens with the SDK'));
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
  });
});

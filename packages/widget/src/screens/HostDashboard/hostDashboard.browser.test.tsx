// The host dashboard in real Chromium: typed into with real key presses (Playwright's keyboard),
// its CSV saved through a real Blob and object URL. Rendered with React under `browser` and with
// preact/compat under `browser-preact`. The SDK is the in-memory fake (fixtures/hostDashboard.ts):
// no API runs inside a component test; the API's own test checks the CSV it writes.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { page, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { createFakeSdk, type FakeSdk } from '../../fixtures/fakeSdk.ts';
import { hostAttendees } from '../../fixtures/hostDashboard.ts';
import '../../styles/index.css';
import { HostDashboardContainer } from './HostDashboardContainer.tsx';

let root: Root | undefined;
// Longer than any gap between two key presses, even on a loaded machine (one CI run saw 380 ms for
// six keys, and a search for "vi" at 100 ms), so a search for part of the word is a real failure.
const SEARCH_PAUSE_MS = 1000;

function show(sdk: FakeSdk) {
  const box = document.createElement('div');
  document.body.append(box);
  root = createRoot(box);
  root.render(createElement(TicketkitProvider, { sdk }, createElement(HostDashboardContainer, { hostedEventId: 'he_sales', debounceMs: SEARCH_PAUSE_MS, pageSize: 5 })));
}

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('given a host on the dashboard of an event with sales', () => {
  it('searches as they type, keeping what they typed and saying how many match', async () => {
    const sdk = createFakeSdk();
    show(sdk);
    const box = page.getByRole('searchbox', { name: /Search attendees/ });
    await expect.element(page.getByText('5 attendees shown')).toBeVisible();
    await userEvent.type(box, 'vikram');
    await expect.element(page.getByText('2 attendees shown'), { timeout: SEARCH_PAUSE_MS + 4000 }).toBeVisible();
    await expect.element(box).toHaveValue('vikram');
    await expect.element(page.getByRole('rowheader', { name: /Vikram Nair/ }).first()).toBeVisible();
    // The pause before asking: one search for the whole word, not one per key.
    const searches = sdk.calls.filter((c) => c.method === 'listHostAttendees').map((c) => (c.args[1] as { q?: string }).q);
    expect(searches).toEqual([undefined, 'vikram']);
  });

  it('downloads every attendee as a CSV file with a byte order mark', async () => {
    const sdk = createFakeSdk();
    show(sdk);
    // Records the Blob the page saves (the call goes through to the browser's own).
    const created = vi.spyOn(URL, 'createObjectURL');
    const clicked = new Promise<HTMLAnchorElement>((resolve) => {
      const onClick = (e: MouseEvent) => {
        if (!(e.target instanceof HTMLAnchorElement) || !e.target.download) return;
        document.removeEventListener('click', onClick, true);
        resolve(e.target);
      };
      document.addEventListener('click', onClick, true);
    });
    await userEvent.click(page.getByRole('button', { name: 'Download CSV' }));
    const link = await clicked;
    expect(link.download).toBe('he_sales-attendees.csv');
    expect(link.href).toMatch(/^blob:/);
    await expect.element(page.getByText('Your CSV is downloaded.')).toBeInTheDocument();
    const blob = created.mock.calls[0]![0] as Blob;
    expect(blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes).split('\r\n');
    expect(lines[0]).toBe('name,email,phone,ticketType,bookingId,ticketId,sessionStartsAt,checkedInAt,door');
    expect(lines[1]).toMatch(/^आशा राव,asha@consumer\.example,/);
    expect(lines.filter(Boolean)).toHaveLength(1 + hostAttendees.length);
  });
});

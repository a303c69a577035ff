import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describeError } from '@ticketkit/sdk';
import { describe, expect, it, vi } from 'vitest';
import { searchFor } from '../../fixtures/account.ts';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import { events } from '../../fixtures/catalog.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { splitMatches } from './highlight.tsx';
import { SearchContainer } from './SearchContainer.tsx';

const input = () => screen.getByRole('combobox', { name: 'Search events, categories and cities' });

describe('splitMatches', () => {
  it('marks every case-insensitive match and keeps the rest as text', () => {
    expect(splitMatches('Comedy at the Comedy Club', 'comedy')).toEqual([
      { text: 'Comedy', match: true },
      { text: ' at the ', match: false },
      { text: 'Comedy', match: true },
      { text: ' Club', match: false },
    ]);
    expect(splitMatches('Pune', '')).toEqual([{ text: 'Pune', match: false }]);
  });
});

describe('given a person typing a query', () => {
  it('asks the API once after the pause, in the selected city, and highlights matches', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    renderWithSdk(<SearchContainer debounceMs={80} />, { sdk });
    await userEvent.type(input(), 'pun');
    expect(await screen.findByRole('option', { name: /Pune/ })).toBeInTheDocument();
    const searches = sdk.calls.filter((c) => c.method === 'search');
    expect(searches.map((c) => c.args[0])).toEqual([{ q: 'pun', city: 'nagpur' }]);
    expect(within(screen.getByRole('option', { name: /Pune/ })).getByText('Pun').tagName).toBe('MARK');
  });

  it('moves through results with the arrow keys and opens one with Enter', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    const onNavigate = vi.fn();
    const title = events[0]!.title;
    renderWithSdk(<SearchContainer debounceMs={10} onNavigate={onNavigate} />, { sdk });
    const user = userEvent.setup();
    await user.type(input(), title.slice(0, 5));
    const first = await screen.findAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input()).toHaveAttribute('aria-activedescendant', first[0]!.id);
    expect(first[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: expect.stringMatching(/^\/productpage\//) });
  });

  it('makes each result a link to its page; a click with a modifier key is left to the browser', async () => {
    const onNavigate = vi.fn();
    renderWithSdk(<SearchContainer debounceMs={10} onNavigate={onNavigate} />, { sdk: createFakeSdk({ signedIn: false }) });
    await userEvent.type(input(), events[0]!.title.slice(0, 5));
    const event = (await screen.findAllByRole('option'))[0]!;
    expect(event.tagName).toBe('A');
    expect(event).toHaveAttribute('href', `/productpage/${events[0]!.id}`);
    const ctrlClick = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    event.dispatchEvent(ctrlClick);
    expect(ctrlClick.defaultPrevented).toBe(false);
    expect(onNavigate).not.toHaveBeenCalled();
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    event.dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(onNavigate).toHaveBeenCalledWith({ version: 1, to: `/productpage/${events[0]!.id}` });
  });

  it('choosing a city sets the selected city', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    renderWithSdk(<SearchContainer debounceMs={10} />, { sdk });
    await userEvent.type(input(), 'mumbai');
    await userEvent.click(await screen.findByRole('option', { name: /Mumbai/ }));
    expect(sdk.city.getState().city).toBe('mumbai');
  });

  it('says when nothing matches', async () => {
    renderWithSdk(<SearchContainer debounceMs={10} />, { sdk: createFakeSdk({ signedIn: false }) });
    await userEvent.type(input(), 'zzzz');
    expect(await screen.findByRole('heading', { name: 'Nothing matches “zzzz”' })).toBeInTheDocument();
    // Said once by the search's live region; the state under the field is not a second live region.
    expect(screen.getByRole('status')).toHaveTextContent('Nothing matches “zzzz”');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows an error with a retry that searches again', async () => {
    let fail = true;
    const sdk = createFakeSdk({ signedIn: false, api: { search: async ({ q }) => (fail ? Promise.reject(sdkError('network/offline')) : searchFor(q)) } });
    renderWithSdk(<SearchContainer debounceMs={10} />, { sdk });
    await userEvent.type(input(), 'pune');
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('network/offline').message);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: /Pune/ })).toBeInTheDocument();
  });

  it('renders HTML in data as text, never as markup', async () => {
    const evil = { ...events[0]!, id: 'evt_evil', title: '<img src=x onerror="window.__pwned=1">Gig' };
    const sdk = createFakeSdk({ signedIn: false, api: { search: async ({ q }) => ({ q, events: [evil], categories: [], cities: [] }) } });
    renderWithSdk(<SearchContainer debounceMs={10} />, { sdk });
    await userEvent.type(input(), 'gig');
    const option = await screen.findByRole('option');
    expect(option.querySelector('img')).toBeNull();
    expect(option).toHaveTextContent('<img src=x onerror="window.__pwned=1">Gig');
    await waitFor(() => expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined());
  });
});

describe('given a page that keeps the query (the site keeps it in its URL)', () => {
  it('reports each keystroke as typing and Enter without a chosen result as a submit', async () => {
    const onQueryChange = vi.fn();
    renderWithSdk(<SearchContainer debounceMs={10} query="" onQueryChange={onQueryChange} />, { sdk: createFakeSdk({ signedIn: false }) });
    const user = userEvent.setup();
    await user.type(input(), 'pu');
    expect(onQueryChange.mock.calls).toEqual([
      ['p', 'type'],
      ['pu', 'type'],
    ]);
    await user.keyboard('{Enter}');
    expect(onQueryChange).toHaveBeenLastCalledWith('pu', 'submit');
  });

  it('shows a query the page gives it later (Back) with its results', async () => {
    const sdk = createFakeSdk({ signedIn: false });
    const { rerender } = renderWithSdk(<SearchContainer debounceMs={10} query="mumbai" />, { sdk });
    expect(input()).toHaveValue('mumbai');
    expect(await screen.findByRole('option', { name: /^Mumbai/ })).toBeInTheDocument();
    rerender(
      <TicketkitProvider sdk={sdk}>
        <SearchContainer debounceMs={10} query="pune" />
      </TicketkitProvider>,
    );
    expect(input()).toHaveValue('pune');
    expect(await screen.findByRole('option', { name: /^Pune/ })).toBeInTheDocument();
  });
});

import { describeError } from '@ticketkit/sdk';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { events, moreEvents } from '../../fixtures/catalog.ts';
import { apiError, createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { EventListContainer } from './EventListContainer.tsx';

describe('given a city with more events than one page', () => {
  it('shows the first page, then appends the next on "load more"', async () => {
    const user = userEvent.setup();
    const { sdk } = renderWithSdk(<EventListContainer />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading events');
    expect(await screen.findByRole('heading', { name: events[0]!.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Events in Nagpur');
    await user.click(screen.getByRole('button', { name: 'Load more events' }));
    expect(await screen.findByRole('heading', { name: moreEvents[0]!.title })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(events.length + moreEvents.length);
    expect(screen.queryByRole('button', { name: 'Load more events' })).not.toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'listEvents').map((c) => c.args[0])).toEqual([{ city: 'nagpur' }, { city: 'nagpur', cursor: 'page-2' }]);
  });

  it('follows the shared city store when the visitor picks another city', async () => {
    const { sdk } = renderWithSdk(<EventListContainer />);
    await screen.findAllByRole('article');
    act(() => sdk.city.getState().setCity('pune'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Events in Pune' })).toBeInTheDocument();
    expect(sdk.calls.filter((c) => c.method === 'listEvents').at(-1)?.args[0]).toEqual({ city: 'pune' });
  });
});

describe('given the API fails', () => {
  it('shows the error and retries on request', async () => {
    const user = userEvent.setup();
    const listEvents = vi.fn().mockRejectedValueOnce(apiError('unavailable', 'The service is temporarily unavailable', true)).mockResolvedValue({ items: events, nextCursor: null });
    renderWithSdk(<EventListContainer />, { sdk: createFakeSdk({ api: { listEvents } }) });
    const alert = await screen.findByRole('alert');
    // The catalogue's words for the code, not the message the error came with.
    expect(alert).toHaveTextContent(describeError('unavailable').title);
    expect(alert).toHaveTextContent(describeError('unavailable').message);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(events.length);
  });
});

describe('given a category with no events', () => {
  it('says so instead of showing a blank list', async () => {
    renderWithSdk(<EventListContainer category="theatre" />, { sdk: createFakeSdk({ api: { listEvents: async () => ({ items: [], nextCursor: null }) } }) });
    expect(await screen.findByText('No events here yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Theatre in Nagpur');
  });
});

describe('given quick filters that match no event, with addresses for the filters', () => {
  it('offers "Show all events" as a link a partner can restyle like every other button-styled link', async () => {
    // The fake SDK: an empty answer is the state under test.
    const sdk = createFakeSdk({ api: { listEvents: async () => ({ items: [], nextCursor: null }) } });
    renderWithSdk(<EventListContainer filter={{ when: 'today' }} filterHref={() => '/?'} />, { sdk });
    const clear = await screen.findByRole('link', { name: 'Show all events' });
    expect(clear).toHaveAttribute('href', '/?');
    expect(clear.getAttribute('part')?.split(' ')).toEqual(['button', 'button-secondary']);
  });
});

import type { Booking, BookingPage } from '@ticketkit/contract';
import { describeError } from '@ticketkit/sdk';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pastBookings, upcomingBookings } from '../../fixtures/account.ts';
import { createFakeSdk, sdkError } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { MyTicketsContainer } from './MyTicketsContainer.tsx';

// The fake SDK (fixtures/fakeSdk.ts) with listMyBookings answered by hand: the test decides when
// each page arrives, which a real server cannot be made to do on cue.
function controllable() {
  const pending: { query: { when?: string; cursor?: string }; resolve(page: BookingPage): void; reject(error: unknown): void }[] = [];
  const sdk = createFakeSdk({
    signedIn: true,
    api: {
      listMyBookings: (query) =>
        new Promise<BookingPage>((resolve, reject) => {
          pending.push({ query: query ?? {}, resolve, reject });
        }),
    },
  });
  const next = async (match: { when: string; cursor?: string }) => {
    await waitFor(() => expect(pending.some((p) => p.query.when === match.when && p.query.cursor === match.cursor)).toBe(true));
    return pending.find((p) => p.query.when === match.when && p.query.cursor === match.cursor)!;
  };
  return { sdk, next, pending };
}

const secondPage: Booking[] = upcomingBookings.map((b, i) => ({ ...b, id: `bkg_more_${i}`, event: { ...b.event, title: `Later show ${i + 1}` } }));
const ticketLink = (title: string) => ({ name: new RegExp(`^${title}\\s*— view ticket$`) });

describe('given "show more tickets" is under way when the person switches to past tickets', () => {
  it('shows the past tickets and the late upcoming page never replaces them', async () => {
    const { sdk, next } = controllable();
    const user = userEvent.setup();
    renderWithSdk(<MyTicketsContainer />, { sdk });
    (await next({ when: 'upcoming' })).resolve({ items: upcomingBookings, nextCursor: 'c2' });
    await user.click(await screen.findByRole('button', { name: 'Show more tickets' }));
    const more = await next({ when: 'upcoming', cursor: 'c2' });
    await user.click(screen.getByRole('button', { name: 'Past' }));
    (await next({ when: 'past' })).resolve({ items: pastBookings, nextCursor: null });
    expect(await screen.findByRole('link', ticketLink(pastBookings[0]!.event.title))).toBeInTheDocument();
    more.resolve({ items: secondPage, nextCursor: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('link', ticketLink(pastBookings[0]!.event.title))).toBeInTheDocument();
    expect(screen.queryByRole('link', ticketLink(secondPage[0]!.event.title))).not.toBeInTheDocument();
    expect(screen.queryByRole('link', ticketLink(upcomingBookings[0]!.event.title))).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading your tickets')).not.toBeInTheDocument();
  });
});

describe('given the next page of tickets fails', () => {
  it('keeps the loaded tickets, says why under them and loads the page on retry', async () => {
    const { sdk, next, pending } = controllable();
    const user = userEvent.setup();
    renderWithSdk(<MyTicketsContainer />, { sdk });
    (await next({ when: 'upcoming' })).resolve({ items: upcomingBookings, nextCursor: 'c2' });
    await user.click(await screen.findByRole('button', { name: 'Show more tickets' }));
    (await next({ when: 'upcoming', cursor: 'c2' })).reject(sdkError('unavailable'));
    expect(await screen.findByRole('alert')).toHaveTextContent(describeError('unavailable').message);
    expect(screen.getByRole('link', ticketLink(upcomingBookings[0]!.event.title))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more tickets' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sdk.calls.filter((c) => c.method === 'listMyBookings').at(-1)?.args[0]).toEqual({ when: 'upcoming', cursor: 'c2' });
    pending.at(-1)!.resolve({ items: secondPage, nextCursor: null });
    expect(await screen.findByRole('link', ticketLink(secondPage[0]!.event.title))).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /view ticket$/ })).toHaveLength(upcomingBookings.length + secondPage.length);
  });
});

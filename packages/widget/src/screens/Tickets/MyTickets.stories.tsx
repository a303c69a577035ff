import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeError } from '@ticketkit/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { corporateBookings, pastBookings, upcomingBookings } from '../../fixtures/account.ts';
import { bookingsInEveryStatus, paymentPendingBooking } from '../../fixtures/bookingStatuses.ts';
import { MyTickets } from './MyTickets.tsx';
import { defaultPayHref, defaultTicketHref } from './MyTicketsContainer.tsx';

const meta = {
  title: 'Account/MyTickets',
  component: MyTickets,
  args: {
    when: 'upcoming',
    state: { status: 'success', items: upcomingBookings, hasMore: false },
    ticketHref: defaultTicketHref(false),
    onWhenChange: fn(),
    onOpen: fn(),
    onBrowse: fn(),
    onSignIn: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof MyTickets>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upcoming: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const link = c.getByRole('link', { name: `${upcomingBookings[0]!.event.title} — view ticket` });
    await expect(link).toHaveAttribute('href', `/yourtickets/${upcomingBookings[0]!.id}`);
    await userEvent.click(link);
    await expect(args.onOpen).toHaveBeenCalledWith(upcomingBookings[0]);
    await userEvent.click(c.getByRole('button', { name: 'Past' }));
    await expect(args.onWhenChange).toHaveBeenCalledWith('past');
  },
};

export const UpcomingInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'आपके टिकट' })).toBeVisible();
    await expect(c.getByRole('link', { name: `${upcomingBookings[0]!.event.title} — टिकट देखें` })).toBeVisible();
    await expect(c.getByRole('button', { name: 'पिछले' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Each booking is a stub whose whole area opens it, not only its title. */
export const WholeStubOpensTheTicket: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const first = upcomingBookings[0]!;
    const stub = canvasElement.querySelector<HTMLElement>(`li[data-booking="${first.id}"]`)!;
    // What a finger on the venue's line hits, by the browser's own hit testing: the ticket's link.
    const venue = within(stub).getByText(first.session.venue.name).getBoundingClientRect();
    const hit = document.elementFromPoint(venue.left + venue.width / 2, venue.top + venue.height / 2);
    const link = c.getByRole('link', { name: `${first.event.title} — view ticket` });
    await expect(hit).toBe(link);
    await userEvent.click(hit!);
    await expect(args.onOpen).toHaveBeenCalledWith(first);
    await expect(within(stub).getByText('Confirmed')).toBeVisible();
  },
};

export const UpcomingHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'आपके टिकट' })).toBeVisible();
    const stubs = c.getAllByRole('listitem');
    await expect(stubs).toHaveLength(upcomingBookings.length);
    await expect(within(stubs[0]!).getByRole('link', { name: `${upcomingBookings[0]!.event.title} — टिकट देखें` })).toBeVisible();
  },
};

export const Past: Story = {
  args: { when: 'past', state: { status: 'success', items: pastBookings, hasMore: true } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Past' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(c.getByRole('button', { name: 'Show more tickets' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const LoadMoreFailed: Story = {
  args: { when: 'past', state: { status: 'success', items: pastBookings, hasMore: true, loadMoreError: { code: 'network/offline', message: 'You appear to be offline.', retryable: true } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('link', { name: /view ticket$/ })).toHaveLength(pastBookings.length);
    await expect(c.getByRole('alert')).toHaveTextContent(describeError('network/offline').message);
    await expect(c.queryByRole('button', { name: 'Show more tickets' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your tickets');
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', items: [], hasMore: false } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'No upcoming tickets' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Browse events' }));
    await expect(args.onBrowse).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', error: { code: 'network/offline', message: 'We could not reach Ticketkit. Check your internet connection and try again.', retryable: true } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('We could not reach Ticketkit');
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signed-out' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.queryByRole('button', { name: 'Past' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const CorporateTickets: Story = {
  args: { corporate: true, ticketHref: defaultTicketHref(true), state: { status: 'success', items: corporateBookings, hasMore: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Your company tickets' })).toBeVisible();
    await expect(c.getByRole('link', { name: /view ticket$/ })).toHaveAttribute('href', '/corporateevent/yourticket/bkg_corp1');
  },
};

export const MixedStatuses: Story = {
  args: { payHref: defaultPayHref, state: { status: 'success', items: bookingsInEveryStatus, hasMore: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    for (const word of ['Payment pending', 'Payment failed', 'Confirmed', 'Cancelled', 'Refunded', 'Partly refunded']) await expect(c.getByText(word)).toBeVisible();
    await expect(c.getAllByText('Expired')).toHaveLength(2);
    await expect(c.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', `/productpage/${paymentPendingBooking.event.id}`);
    await expect(c.getByRole('link', { name: 'Pay again' })).toBeVisible();
    await expect(c.getByText('Refund of ₹998.50 pending')).toBeVisible();
    await expect(c.getByText('Refunded ₹2,055.92 on Monday, 7 December 2026')).toBeVisible();
    await expect(c.getByText(/arrived after the hold on your tickets had run out/)).toBeVisible();
  },
};

export const MixedStatusesInHindi: Story = {
  args: MixedStatuses.args,
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('भुगतान बाकी')).toBeVisible();
    await expect(c.getByText('₹998.50 का रिफ़ंड बाकी है')).toBeVisible();
    await expect(c.getByRole('link', { name: 'फिर से भुगतान करें' })).toBeVisible();
  },
};

export const MixedStatusesDark: Story = {
  args: MixedStatuses.args,
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(c.getByText('Payment failed')).toBeVisible();
    await expect(c.getByText('Confirmed')).toBeVisible();
  },
};

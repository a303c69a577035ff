import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { corporateBookings, upcomingBookings } from '../../fixtures/account.ts';
import { cancelledBooking, expiredBooking, lateCaptureBooking, paidBooking, partlyRefundedBooking, paymentFailedBooking, paymentPendingBooking, refundedBooking } from '../../fixtures/bookingStatuses.ts';
import { withSdk } from '../../fixtures/stories.ts';
import { TicketContainer } from './TicketContainer.tsx';
import { Ticket } from './Ticket.tsx';

const meta = {
  title: 'Account/Ticket',
  component: Ticket,
  args: { booking: upcomingBookings[0]!, backHref: '/yourtickets', onAddToCalendar: fn() },
} satisfies Meta<typeof Ticket>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const b = args.booking;
    // One code per ticket, labelled with its type and number.
    await expect(c.getByRole('img', { name: `QR code of Silver · Ticket 1 of 3, booking ${b.id}` })).toBeVisible();
    await expect(c.getByRole('img', { name: `QR code of Gold · Ticket 3 of 3, booking ${b.id}` })).toBeVisible();
    await expect(c.getByRole('link', { name: `Open ${b.session.venue.name} in a map` })).toHaveAttribute('target', '_blank');
    await expect(c.getByText(b.attendee.name)).toBeVisible();
    await expect(c.getByRole('row', { name: /Total/ })).toHaveTextContent('₹2,055.92');
    await userEvent.click(c.getByRole('button', { name: 'Add to calendar' }));
    await expect(args.onAddToCalendar).toHaveBeenCalledWith(b);
    await expect(c.getByRole('link', { name: 'Back to your tickets' })).toHaveAttribute('href', '/yourtickets');
  },
};

export const WithDiscountAndPoints: Story = {
  args: { booking: upcomingBookings[1]! },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('row', { name: /Discount/ })).toHaveTextContent('-₹50.00');
    await expect(c.getByRole('row', { name: /Points redeemed/ })).toHaveTextContent('-₹25.00');
    await expect(c.getByText('Promo code FIRST50')).toBeVisible();
    await expect(c.getByText('Earned 20 reward points')).toBeVisible();
  },
};

export const CompanyPaid: Story = {
  args: { booking: corporateBookings[0]!, companyName: 'Acme Industries', backHref: '/corporateevent/yourtickets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid by Acme Industries')).toBeVisible();
  },
};

export const Cancelled: Story = {
  args: { booking: { ...upcomingBookings[0]!, status: 'cancelled' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Cancelled')).toBeVisible();
    await expect(c.queryByRole('img', { name: /QR code/ })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  },
};

const badge = (c: ReturnType<typeof within>, word: string) => expect(c.getByText(word, { selector: '.tk-badge' })).toBeVisible();

export const PaidWithReceiptAndCancel: Story = {
  args: { booking: paidBooking, onShowReceipt: fn(), onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await badge(c, 'Confirmed');
    await expect(c.getAllByRole('img', { name: /QR code/ })).toHaveLength(3);
    await userEvent.click(c.getByRole('button', { name: 'Receipt' }));
    await expect(args.onShowReceipt).toHaveBeenCalled();
    await userEvent.click(c.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onCancel).toHaveBeenCalled();
  },
};

export const PaymentPending: Story = {
  args: { booking: paymentPendingBooking, payHref: '/productpage/evt_bkg_pending' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await badge(c, 'Payment pending');
    await expect(c.getByText(/^Pay by .* to keep your tickets\.$/)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', '/productpage/evt_bkg_pending');
    await expect(c.queryByRole('img', { name: /QR code/ })).toBeNull();
    await expect(c.queryByRole('button', { name: 'Receipt' })).toBeNull();
  },
};

export const PaymentFailed: Story = {
  args: { booking: paymentFailedBooking, payHref: '/productpage/evt_bkg_failed' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await badge(c, 'Payment failed');
    await expect(c.getByText('Reason given: The bank declined the payment')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Pay again' })).toBeVisible();
  },
};

export const Expired: Story = {
  args: { booking: expiredBooking },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await badge(c, 'Expired');
    await expect(c.getByText('It was not paid in time, so the tickets were released.')).toBeVisible();
  },
};

export const CancelledRefundPending: Story = {
  args: { booking: cancelledBooking },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await badge(c, 'Cancelled');
    await expect(c.getByRole('list', { name: 'Refunds' })).toHaveTextContent('Refund of ₹998.50 pending');
  },
};

export const RefundedByOrganiser: Story = {
  args: { booking: refundedBooking, onShowReceipt: fn() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await badge(c, 'Refunded');
    await expect(c.getByText(/organiser cancelled this event/)).toBeVisible();
    await expect(c.getByText('Refunded ₹2,055.92 on Monday, 7 December 2026')).toBeVisible();
  },
};

export const PartlyRefunded: Story = {
  args: { booking: partlyRefundedBooking, onShowReceipt: fn() },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await badge(c, 'Partly refunded');
    await expect(c.getByText('Refunded ₹998.50 on Sunday, 6 December 2026')).toBeVisible();
  },
};

export const PaidTooLateRefunded: Story = {
  args: { booking: lateCaptureBooking },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText(/arrived after the hold on your tickets had run out and they were sold/)).toBeVisible();
    await expect(c.getByText('Refund of ₹2,055.92 pending')).toBeVisible();
  },
};

/** The whole cancel path against the fake SDK: quote, confirm, refund pending. */
export const CancelFlow: Story = {
  render: () => <TicketContainer bookingId={paidBooking.id} />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Cancel booking' }));
    const dialog = within(await c.findByRole('dialog', { name: 'Cancel this booking?' }));
    await expect(await dialog.findByText('₹998.50')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel booking' }));
    await expect(await c.findByText('Refund of ₹998.50 pending')).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('Your booking is cancelled.');
  },
};

const threeTickets = upcomingBookings[0]!;

/** A booking of three tickets: three codes, each its own, labelled with its type and number, and large enough to scan. */
export const ThreeTicketCodes: Story = {
  args: { booking: threeTickets },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const codes = within(c.getByRole('region', { name: '3 ticket codes' }));
    await expect(codes.getByText('Each of the 3 tickets has its own code: each person shows theirs at the entrance.')).toBeVisible();
    const labels = ['Silver · Ticket 1 of 3', 'Silver · Ticket 2 of 3', 'Gold · Ticket 3 of 3'];
    await expect(codes.getAllByRole('listitem')).toHaveLength(3);
    // Each ticket is a pass of its own: what the door reads (event, when, where) above its code.
    const passes = codes.getAllByRole('figure');
    await expect(passes.map((pass) => pass.querySelector('figcaption')?.textContent)).toEqual(labels);
    for (const pass of passes) {
      await expect(within(pass).getByText(threeTickets.event.title)).toBeVisible();
      await expect(within(pass).getByText(threeTickets.session.venue.name)).toBeVisible();
      await expect(pass.querySelector(`time[datetime="${threeTickets.session.startsAt}"]`)).toBeVisible();
    }
    const images = labels.map((l) => codes.getByRole('img', { name: `QR code of ${l}, booking ${threeTickets.id}` }));
    // Each image draws its own ticket's code (not the same one three times), at a size a door's camera reads.
    await expect(new Set(images.map((img) => img.querySelector('path')!.getAttribute('d'))).size).toBe(3);
    for (const img of images) {
      await expect(img).toBeVisible();
      await expect(img.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    }
  },
};

export const ThreeTicketCodesHindi: Story = {
  args: { booking: threeTickets },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('img', { name: `Gold · टिकट 3 / 3 का QR कोड, बुकिंग ${threeTickets.id}` })).toBeVisible();
    await expect(c.getByText('Silver · टिकट 2 / 3')).toBeVisible();
  },
};

/** A booking made before per-ticket codes: its tickets share one code, shown once as before. */
export const OneCodeForAllTickets: Story = {
  args: { booking: { ...threeTickets, qrPayload: 'TK1.bkg_up1.c2lnbmF0dXJlLXN0YW5kLWlu', tickets: threeTickets.tickets.map((t) => ({ ...t, qrPayload: 'TK1.bkg_up1.c2lnbmF0dXJlLXN0YW5kLWlu' })) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    const qr = c.getByRole('img', { name: `QR code to show at the entrance for booking ${threeTickets.id}` });
    await expect(qr).toBeVisible();
    // As large as the codes of a booking with one code per ticket: a door's camera reads it.
    await expect(qr.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    await expect(c.getByText('Show this code at the entrance.')).toBeVisible();
  },
};

const shareArgs = { booking: threeTickets, shareHref: `/productpage/${threeTickets.event.id}` };

/** Where the browser has a share sheet (Web Share API), Share opens it with the event's page. */
export const ShareWithTheSystemSheet: Story = {
  args: { ...shareArgs, shareNavigator: { share: fn(async () => undefined), canShare: () => true, clipboard: { writeText: fn(async () => undefined) } as unknown as Clipboard } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Share' }));
    const nav = args.shareNavigator!;
    await expect(nav.share).toHaveBeenCalledWith({
      title: threeTickets.event.title,
      text: expect.stringContaining(`Join me at ${threeTickets.event.title}: `),
      url: new URL(`/productpage/${threeTickets.event.id}`, document.baseURI).href,
    });
    await expect(nav.clipboard.writeText).not.toHaveBeenCalled();
  },
};

/** Without a share sheet, Share copies the link and says so, in Hindi on the dark theme. */
export const ShareCopiesTheLinkHindiDark: Story = {
  args: { ...shareArgs, shareNavigator: { share: undefined as unknown as Navigator['share'], canShare: undefined as unknown as Navigator['canShare'], clipboard: { writeText: fn(async () => undefined) } as unknown as Clipboard } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'शेयर करें' }));
    await expect(args.shareNavigator!.clipboard.writeText).toHaveBeenCalledWith(new URL(`/productpage/${threeTickets.event.id}`, document.baseURI).href);
    await expect(await c.findByText('लिंक कॉपी हो गया')).toBeVisible();
  },
};

/** When nothing can copy either, the link is written out to copy by hand. */
export const ShareWhenCopyingFails: Story = {
  args: { ...shareArgs, shareNavigator: { share: undefined as unknown as Navigator['share'], canShare: undefined as unknown as Navigator['canShare'], clipboard: { writeText: fn(async () => Promise.reject(new Error('denied'))) } as unknown as Clipboard } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Share' }));
    await expect(await c.findByText(`Copy this link: ${new URL(`/productpage/${threeTickets.event.id}`, document.baseURI).href}`)).toBeVisible();
  },
};

/** The passes on the dark theme, in Hindi: the code stays dark on white for the scanner. */
export const PassesHindiDark: Story = {
  args: { booking: threeTickets },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const qr = await c.findByRole('img', { name: `Silver · टिकट 1 / 3 का QR कोड, बुकिंग ${threeTickets.id}` });
    await expect(qr.getBoundingClientRect().width).toBeGreaterThanOrEqual(240);
    await expect(qr.querySelector('rect')).toHaveAttribute('fill', '#fff');
    await expect(c.getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeVisible();
  },
};

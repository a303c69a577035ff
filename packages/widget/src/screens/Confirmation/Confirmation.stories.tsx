import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { booking } from '../../fixtures/booking.ts';
import { expiredBooking, paymentPendingBooking, refundedBooking } from '../../fixtures/bookingStatuses.ts';
import { Confirmation } from './Confirmation.tsx';

const meta = {
  title: 'Widget/Confirmation',
  component: Confirmation,
  args: { booking, ticketsHref: `/yourtickets/${booking.id}` },
} satisfies Meta<typeof Confirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirmed: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const heading = c.getByRole('heading', { level: 2 });
    await expect(heading).toHaveTextContent('You’re going!');
    // Focused for screen readers on arrival, without a focus ring on a heading nobody tabbed to.
    await expect(heading).toHaveFocus();
    await expect(getComputedStyle(heading).outlineStyle).toBe('none');
    // The summary reads as the ticket page's facts: a label above (or beside) its value, not indented.
    const when = c.getByText('When');
    await expect(getComputedStyle(when.parentElement!).display).toBe('grid');
    await expect(getComputedStyle(when.nextElementSibling!).marginInlineStart).toBe('0px');
    // One code per ticket, as the ticket page shows them.
    const codes = within(c.getByRole('region', { name: '3 ticket codes' }));
    const labels = ['Silver · Ticket 1 of 3', 'Silver · Ticket 2 of 3', 'Gold · Ticket 3 of 3'];
    await expect(codes.getAllByRole('listitem')).toHaveLength(3);
    // Each ticket a pass: the event above its code, labelled with the ticket's type and number.
    const passes = codes.getAllByRole('figure');
    await expect(passes.map((pass) => pass.querySelector('figcaption')?.textContent)).toEqual(labels);
    for (const pass of passes) await expect(within(pass).getByText(booking.event.title)).toBeVisible();
    for (const label of labels) await expect(codes.getByRole('img', { name: `QR code of ${label}, booking ${booking.id}` })).toBeVisible();
    await expect(c.getByText(`Booking ID: ${booking.id}`)).toBeVisible();
    await expect(c.getByText('You earned 95 reward points')).toBeVisible();
    await expect(c.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'View your tickets' })).toHaveAttribute('href', `/yourtickets/${booking.id}`);
  },
};

export const ConfirmedInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आपकी बुकिंग हो गई!' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'कैलेंडर में जोड़ें' })).toBeVisible();
    await expect(c.getByRole('img', { name: `Gold · टिकट 3 / 3 का QR कोड, बुकिंग ${booking.id}` })).toBeVisible();
    await expect(c.getByText('Silver · टिकट 2 / 3')).toBeVisible();
  },
};

export const WaitingForPayment: Story = {
  args: { booking: paymentPendingBooking, ticketsHref: `/yourtickets/${paymentPendingBooking.id}`, payHref: `/productpage/${paymentPendingBooking.event.id}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('Waiting for your payment');
    await expect(c.getByText('Payment pending')).toBeVisible();
    await expect(c.getByText(/^Pay by .* to keep your tickets\.$/)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Complete payment' })).toHaveAttribute('href', `/productpage/${paymentPendingBooking.event.id}`);
    await expect(c.queryByRole('img', { name: /QR code/ })).toBeNull();
    await expect(c.queryByText('You’re going!')).toBeNull();
    await expect(c.queryByRole('button', { name: 'Add to calendar' })).toBeNull();
  },
};

export const Expired: Story = {
  args: { booking: expiredBooking, ticketsHref: `/yourtickets/${expiredBooking.id}` },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('This booking expired unpaid');
    await expect(c.getByText('Expired')).toBeVisible();
    await expect(c.getByText('There is no valid ticket for this booking.')).toBeVisible();
    await expect(c.queryByRole('img', { name: /QR code/ })).toBeNull();
    await expect(c.queryByText(/on their way/)).toBeNull();
  },
};

export const RefundedInHindi: Story = {
  args: { booking: refundedBooking },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'यह बुकिंग रद्द हुई और रिफ़ंड किया गया' })).toBeVisible();
    await expect(c.getByText('रिफ़ंड हो गया')).toBeVisible();
    await expect(c.getByText('इस बुकिंग का कोई मान्य टिकट नहीं है।')).toBeVisible();
    await expect(c.queryByRole('img')).toBeNull();
  },
};

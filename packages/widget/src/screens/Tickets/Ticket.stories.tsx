import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { corporateBookings, upcomingBookings } from '../../fixtures/account.ts';
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
    await expect(c.getByRole('img', { name: `QR code to show at the entrance for booking ${b.id}` })).toBeVisible();
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

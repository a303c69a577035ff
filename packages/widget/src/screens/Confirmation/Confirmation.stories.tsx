import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { booking } from '../../fixtures/booking.ts';
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
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('You’re going!');
    await expect(c.getByRole('img', { name: `Ticket QR code for booking ${booking.id}` })).toBeVisible();
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
  },
};

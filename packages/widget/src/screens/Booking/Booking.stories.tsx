import { describeError } from '@ticketkit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hold } from '../../fixtures/booking.ts';
import { prefillAttendee } from './attendee.ts';
import { Booking } from './Booking.tsx';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const values = prefillAttendee({ displayName: 'Asha Rao', email: 'asha@example.com', phoneNumber: '+919876543210' });

const meta = {
  title: 'Widget/Booking',
  component: Booking,
  args: {
    state: { kind: 'holding' },
    initialValues: values,
    onConfirm: fn(),
    onExpire: fn(),
    onRetryHold: fn(),
    onRestart: fn(),
    onSignIn: fn(),
    onChooseTickets: fn(),
    onChooseDate: fn(),
  },
} satisfies Meta<typeof Booking>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReservingTickets: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Reserving your tickets…');
  },
};

export const HoldCountingDown: Story = {
  args: { state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(9.5) }, submitting: false, error: null } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('timer')).toHaveTextContent(/^9:\d\d$/);
    await expect(c.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
    await expect(c.getByRole('row', { name: /Booking fees/ })).toHaveTextContent('₹60.00');
    await userEvent.click(c.getByRole('button', { name: 'Confirm and pay ₹2,067.80' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ attendee: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' } });
  },
};

export const UnderTwoMinutes: Story = {
  args: { state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(1.5) }, submitting: false, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveAttribute('data-urgent', 'true');
  },
};

export const InvalidDetails: Story = {
  args: { state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(9) }, submitting: false, error: null }, initialValues: prefillAttendee(null) },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.type(c.getByRole('textbox', { name: 'Email' }), 'asha@');
    await userEvent.click(c.getByRole('button', { name: /Confirm and pay/ }));
    await expect(c.getByRole('alert')).toHaveTextContent('Please fix the highlighted fields.');
    await expect(c.getByRole('textbox', { name: 'Email' })).toHaveValue('asha@');
    await expect(c.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Confirming: Story = {
  args: { state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(8) }, submitting: true, error: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Confirming…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const BookingFailed: Story = {
  args: {
    state: {
      kind: 'active',
      hold: { ...hold, expiresAt: inMinutes(7) },
      submitting: false,
      error: { code: 'network/offline', message: 'You appear to be offline. Check your connection and try again.', retryable: true },
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Your booking did not go through');
    await expect(c.getByRole('alert')).toHaveTextContent('Nothing was charged twice');
  },
};

export const HoldExpired: Story = {
  args: { state: { kind: 'expired' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Your reservation has expired' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Reserve the same tickets again' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

export const SoldOutWhileBooking: Story = {
  args: { state: { kind: 'sold-out' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('These tickets just sold out');
    await userEvent.click(c.getByRole('button', { name: 'Choose another date' }));
    await expect(args.onChooseDate).toHaveBeenCalled();
  },
};

export const HoldFailed: Story = {
  args: { state: { kind: 'hold-failed', error: { code: 'booking/sales-closed', message: 'Tickets for this show are not on sale any more.', retryable: false } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent(describeError('booking/sales-closed').message);
    // Trying the same hold again cannot help; another date can.
    await expect(c.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Choose another date' }));
    await expect(args.onChooseDate).toHaveBeenCalled();
  },
};

export const SignInRequired: Story = {
  args: { state: { kind: 'signed-out' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Your selection is kept; you will come back to this step after signing in.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalled();
  },
};

export const HindiCountingDown: Story = {
  args: { state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(9) }, submitting: false, error: null } },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आपकी बुकिंग' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'पुष्टि करें और ₹2,067.80 चुकाएँ' })).toBeVisible();
  },
};

export const BookingFailedDarkTheme: Story = {
  args: BookingFailed.args,
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(c.getByRole('alert')).toHaveTextContent('Your booking did not go through');
    await userEvent.clear(c.getByRole('textbox', { name: 'Email' }));
    await userEvent.type(c.getByRole('textbox', { name: 'Email' }), 'x');
    await userEvent.tab();
    await expect(c.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');
  },
};

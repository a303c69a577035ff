import { describeError } from '@ticketkit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hold, smallHold } from '../../fixtures/booking.ts';
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

/** While the hold is made: the attendee form's shape, its labels already there, under a spoken status. */
export const ReservingTickets: Story = {
  args: { ticketKinds: 2 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const status = c.getByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Reserving your tickets…');
    await expect(c.getByText('Attendee details')).toBeVisible();
    // The shape is decorative: no field to type into before the hold exists.
    await expect(c.queryByRole('textbox')).toBeNull();
  },
};

export const ReservingTicketsHindiDark: Story = {
  args: { ticketKinds: 2 },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आपकी बुकिंग' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('आपके टिकट आरक्षित किए जा रहे हैं…');
    await expect(c.getByText('उपस्थित व्यक्ति का विवरण')).toBeVisible();
    await expect(c.queryByRole('textbox')).toBeNull();
  },
};

export const HoldCountingDown: Story = {
  args: { state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(9.5) }, submitting: false, error: null } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('timer')).toHaveTextContent(/^9:\d\d$/);
    await expect(c.getByRole('textbox', { name: 'Full name' })).toHaveValue('Asha Rao');
    await expect(c.getByRole('row', { name: /Booking fees/ })).toHaveTextContent('₹49.93');
    await userEvent.click(c.getByRole('button', { name: 'Confirm and pay ₹2,055.92' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({ attendee: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' } });
  },
};

/** WELCOME10 (10% of ₹1,997 = ₹199.70) applied and 40 of the 120 points: every line and the button follow. */
export const PromoAndPointsApplied: Story = {
  args: {
    state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(9) }, submitting: false, error: null },
    initialValues: { ...values, promoCode: 'WELCOME10', points: '40' },
    pointsBalance: 120,
    promoCheck: { status: 'applied', code: 'WELCOME10', discount: 19_970 },
    onApplyPromo: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('WELCOME10 applied: ₹199.70 off.')).toHaveAttribute('role', 'status');
    await expect(c.getByRole('row', { name: /Discount/ })).toHaveTextContent('-₹199.70');
    await expect(c.getByRole('row', { name: /Points redeemed/ })).toHaveTextContent('-₹40.00');
    await expect(c.getByRole('row', { name: /Total/ })).toHaveTextContent('₹1,816.22');
    await expect(c.getByText('You have 120 points; up to 120 can be used on this order (1 point = ₹1).')).toBeVisible();
    // One more point changes the total and the button at once.
    await userEvent.type(c.getByRole('textbox', { name: /^Reward points to redeem/ }), '{Backspace}1');
    await expect(c.getByRole('row', { name: /Total/ })).toHaveTextContent('₹1,815.22');
    await userEvent.click(c.getByRole('button', { name: 'Confirm and pay ₹1,815.22' }));
    await expect(args.onConfirm).toHaveBeenCalledWith({
      attendee: { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210' },
      promoCode: 'WELCOME10',
      redeemPoints: 41,
    });
  },
};

export const TooManyPoints: Story = {
  args: {
    state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(9) }, submitting: false, error: null },
    pointsBalance: 120,
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const points = c.getByRole('textbox', { name: /^Reward points to redeem/ });
    await userEvent.type(points, '150');
    await expect(points).toHaveAccessibleDescription(/You can use at most 120 points on this order\./);
    await userEvent.click(c.getByRole('button', { name: /^Confirm and pay/ }));
    await expect(points).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PromoNotValid: Story = {
  args: {
    state: { kind: 'active', hold: { ...hold, expiresAt: inMinutes(9) }, submitting: false, error: null },
    initialValues: { ...values, promoCode: 'welcom10' },
    pointsBalance: 120,
    promoCheck: { status: 'invalid', code: 'WELCOM10', reason: 'unknown' },
    onApplyPromo: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const code = c.getByRole('textbox', { name: /^Promo code/ });
    await expect(code).toHaveValue('welcom10');
    await expect(code).toHaveAccessibleDescription('WELCOM10 is not a valid promo code. Check the spelling, or clear the field to book without it.');
    await expect(c.queryByRole('row', { name: /Discount/ })).toBeNull();
    await userEvent.click(c.getByRole('button', { name: /^Confirm and pay/ }));
    await expect(code).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, 'WELCOME10');
    await userEvent.click(c.getByRole('button', { name: 'Apply' }));
    await expect(args.onApplyPromo).toHaveBeenCalledWith('WELCOME10');
  },
};

export const PromoBelowMinimum: Story = {
  args: {
    state: { kind: 'active', hold: { ...smallHold, expiresAt: inMinutes(9) }, submitting: false, error: null },
    initialValues: { ...values, promoCode: 'FLAT100' },
    promoCheck: { status: 'invalid', code: 'FLAT100', reason: 'below-minimum', minSubtotal: 50_000 },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: /^Promo code/ })).toHaveAccessibleDescription('FLAT100 applies to orders of ₹500.00 or more.');
  },
};

export const HindiPromoApplied: Story = {
  args: PromoAndPointsApplied.args,
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('WELCOME10 लागू हुआ: ₹199.70 की छूट।')).toHaveAttribute('role', 'status');
    await expect(c.getByRole('button', { name: 'लागू करें' })).toBeVisible();
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
    await expect(c.getByRole('alert')).toHaveTextContent('We could not reach Ticketkit. Check your connection and try again.');
    await expect(c.getByRole('alert')).toHaveTextContent('Nothing was charged twice');
    // The catalogue's words, not the SDK's; the code last, for support.
    await expect(c.getByRole('alert')).not.toHaveTextContent('You appear to be offline');
    await expect(c.getByText('Error code: network/offline')).toBeVisible();
  },
};

export const BookingFailedInHindi: Story = {
  args: BookingFailed.args,
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const alert = await c.findByRole('alert');
    await expect(alert).toHaveTextContent('आपकी बुकिंग पूरी नहीं हुई');
    await expect(alert).toHaveTextContent('अपना कनेक्शन जाँचें');
    await expect(alert).not.toHaveTextContent('You appear to be offline');
    await expect(c.getByText('त्रुटि कोड: network/offline')).toBeVisible();
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

export const AlreadyBooked: Story = {
  args: { state: { kind: 'booked', bookingId: 'bkg_7Q2X9' }, onShowBooking: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'You have booked these tickets' })).toBeVisible();
    await expect(c.queryByRole('timer')).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'See your booking' }));
    await expect(args.onShowBooking).toHaveBeenCalledWith('bkg_7Q2X9');
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
    await expect(c.getByRole('button', { name: 'पुष्टि करें और ₹2,055.92 चुकाएँ' })).toBeVisible();
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

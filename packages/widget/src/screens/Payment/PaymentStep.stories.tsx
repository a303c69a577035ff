import type { Booking } from '@ticketkit/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { paymentPendingBooking } from '../../fixtures/booking.ts';
import { PaymentStep } from './PaymentStep.tsx';

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
const pending = (over: Partial<NonNullable<Booking['payment']>> = {}, booking: Partial<Booking> = {}): Booking => ({
  ...paymentPendingBooking,
  ...booking,
  payment: { ...paymentPendingBooking.payment!, payBy: inMinutes(9.5), ...over },
});

const meta = {
  title: 'Widget/Payment',
  component: PaymentStep,
  args: { view: { kind: 'ready', booking: pending(), failure: null }, onPay: fn(), onExpire: fn(), onChooseTickets: fn() },
} satisfies Meta<typeof PaymentStep>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ReadyToPay: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(c.getByRole('timer')).toHaveTextContent(/^9:\d\d$/);
    await expect(c.getByRole('row', { name: /Total/ })).toHaveTextContent('₹2,055.92');
    await expect(c.getByText('Test mode: no real money is taken.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Pay ₹2,055.92' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const CheckoutOpen: Story = {
  args: { view: { kind: 'checkout', booking: pending() } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const pay = c.getByRole('button', { name: 'Pay ₹2,055.92' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText('Complete the payment in the payment window.')).toHaveAttribute('role', 'status');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Opening: Story = {
  args: { view: { kind: 'opening', booking: pending() } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const pay = c.getByRole('button', { name: 'Pay ₹2,055.92' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText('Opening the payment page…')).toHaveAttribute('role', 'status');
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const Verifying: Story = {
  args: { view: { kind: 'verifying', booking: pending() } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const pay = c.getByRole('button', { name: 'Pay ₹2,055.92' });
    await expect(pay).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByText('Checking your payment…')).toHaveAttribute('role', 'status');
    await expect(c.queryByRole('alert')).toBeNull();
    await userEvent.click(pay);
    await expect(args.onPay).not.toHaveBeenCalled();
  },
};

export const VerifyingInHindi: Story = {
  args: Verifying.args,
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('आपके भुगतान की जाँच हो रही है…')).toHaveAttribute('role', 'status');
  },
};

export const Failed: Story = {
  args: { view: { kind: 'ready', booking: pending({ state: 'failed', failureReason: 'Your bank declined the card.' }, { status: 'payment-failed' }), failure: 'Your bank declined the card.' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('The payment did not go throughThe payment provider said: Your bank declined the card.Your tickets are still held.');
    await expect(c.getByRole('timer')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Pay ₹2,055.92 again' }));
    await expect(args.onPay).toHaveBeenCalledTimes(1);
  },
};

export const FailedInHindi: Story = {
  ...Failed,
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent('भुगतान नहीं हो पाया');
    await expect(c.getByRole('button', { name: /^फिर से ₹2,055\.92 चुकाएँ$/ })).toBeVisible();
  },
};

export const WaitingForUpi: Story = {
  args: { view: { kind: 'waiting', booking: pending({ state: 'processing' }) } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    await expect(c.getByRole('timer')).toHaveTextContent(/^9:\d\d$/);
    await expect(c.queryByRole('button', { name: /Pay/ })).toBeNull();
  },
};

export const Expired: Story = {
  args: { view: { kind: 'expired', booking: pending({}, { status: 'expired' }), refunded: false } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('Your reservation has expiredThe time to pay ran out and the tickets went back on sale. Nothing was charged.');
    await userEvent.click(c.getByRole('button', { name: 'Choose tickets again' }));
    await expect(args.onChooseTickets).toHaveBeenCalledTimes(1);
  },
};

export const ExpiredAndRefunded: Story = {
  args: { view: { kind: 'expired', booking: pending({ state: 'captured' }, { status: 'expired', refunds: [{ id: 'rfd_1', amount: paymentPendingBooking.amounts.total, reason: 'captured-after-expiry', status: 'pending', createdAt: paymentPendingBooking.createdAt, processedAt: null, creditNoteNumber: null }] }), refunded: true } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Your payment arrived too late' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent('The full amount is being refunded to you automatically; you need do nothing.');
    await expect(c.getByRole('alert')).toHaveTextContent('₹2,055.92');
    await expect(c.getByRole('button', { name: 'Choose tickets again' })).toBeVisible();
  },
};

export const ExpiredAndRefundedInHindi: Story = {
  ...ExpiredAndRefunded,
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आपका भुगतान देर से पहुँचा' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'फिर से टिकट चुनें' })).toBeVisible();
  },
};

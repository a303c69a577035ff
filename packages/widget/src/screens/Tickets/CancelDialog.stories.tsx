import type { Meta, StoryObj } from '@storybook/react-vite';
import { describeError } from '@ticketkit/sdk';
import { expect, fn, userEvent, within } from 'storybook/test';
import { corporateBookings } from '../../fixtures/account.ts';
import { cancellationQuote, companyQuote, laterQuote, paidBooking } from '../../fixtures/bookingStatuses.ts';
import { CancelDialog } from './CancelDialog.tsx';

const meta = {
  title: 'Account/CancelDialog',
  component: CancelDialog,
  args: {
    booking: paidBooking,
    state: { step: 'quoted', quote: cancellationQuote, changedFrom: null, error: null },
    onConfirm: fn(),
    onClose: fn(),
    onRetryQuote: fn(),
  },
} satisfies Meta<typeof CancelDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogIn = async (canvasElement: HTMLElement) => within(await within(canvasElement).findByRole('dialog', { name: 'Cancel this booking?' }));

export const WithQuote: Story = {
  play: async ({ canvasElement, args }) => {
    const d = await dialogIn(canvasElement);
    await expect(d.getByText('₹998.50')).toBeVisible();
    await expect(d.getByText('(50% of the ticket price)')).toBeVisible();
    await expect(d.getByText('Booking fee kept').nextElementSibling).toHaveTextContent('₹58.92');
    await expect(d.getByText('Reward points taken back').nextElementSibling).toHaveTextContent('95');
    await expect(d.getByText(/^This refund applies until/)).toBeVisible();
    await expect(d.getByRole('heading', { name: 'Refund policy' })).toBeVisible();
    await expect(d.getByRole('button', { name: 'Keep booking' })).toHaveFocus();
    await userEvent.click(d.getByRole('button', { name: 'Cancel booking' }));
    await expect(args.onConfirm).toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const LoadingQuote: Story = {
  args: { state: { step: 'quoting', changedFrom: null } },
  play: async ({ canvasElement }) => {
    const d = await dialogIn(canvasElement);
    await expect(d.getByRole('status')).toHaveTextContent('Working out your refund');
    await expect(d.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

export const QuoteFailed: Story = {
  args: { state: { step: 'quote-failed', changedFrom: null, error: { code: 'unavailable', message: '', retryable: true, severity: 'error' } } },
  play: async ({ canvasElement, args }) => {
    const d = await dialogIn(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent(describeError('unavailable').message);
    await userEvent.click(d.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryQuote).toHaveBeenCalled();
  },
};

export const RefundChanged: Story = {
  args: { state: { step: 'quoted', quote: laterQuote, changedFrom: cancellationQuote.refund, error: null } },
  play: async ({ canvasElement }) => {
    const d = await dialogIn(canvasElement);
    const alert = d.getByRole('alert');
    await expect(alert).toHaveTextContent(describeError('booking/refund-changed').title);
    await expect(alert).toHaveTextContent('Was ₹998.50, now ₹0.00.');
    await expect(d.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  },
};

export const Cancelling: Story = {
  args: { state: { step: 'cancelling', quote: cancellationQuote, changedFrom: null, error: null } },
  play: async ({ canvasElement }) => {
    const d = await dialogIn(canvasElement);
    await expect(d.getByRole('button', { name: 'Cancel booking' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const CancelFailed: Story = {
  args: { state: { step: 'quoted', quote: cancellationQuote, changedFrom: null, error: { code: 'payment/provider-unavailable', message: '', retryable: true, severity: 'error' } } },
  play: async ({ canvasElement }) => {
    const d = await dialogIn(canvasElement);
    await expect(d.getByRole('alert')).toHaveTextContent(describeError('payment/provider-unavailable').message);
    await expect(d.getByText('₹998.50')).toBeVisible();
  },
};

export const CompanyPaid: Story = {
  args: { booking: corporateBookings[0]!, state: { step: 'quoted', quote: companyQuote, changedFrom: null, error: null } },
  play: async ({ canvasElement }) => {
    const d = await dialogIn(canvasElement);
    await expect(d.getByText(/no money comes back, and the ticket returns to your allowance/)).toBeVisible();
  },
};

export const NotCancellable: Story = {
  args: { state: { step: 'quoted', quote: { ...cancellationQuote, cancellable: false, reason: 'The session has started.' }, changedFrom: null, error: null } },
  play: async ({ canvasElement }) => {
    const d = await dialogIn(canvasElement);
    await expect(d.getByText('This booking cannot be cancelled now.')).toBeVisible();
    await expect(d.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  },
};

export const InHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const d = within(await within(canvasElement).findByRole('dialog', { name: 'यह बुकिंग रद्द करें?' }));
    await expect(d.getByText('आपको वापस मिलेंगे')).toBeVisible();
    await expect(d.getByRole('button', { name: 'बुकिंग रखें' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
    const d = await dialogIn(canvasElement);
    await expect(d.getByRole('button', { name: 'Cancel booking' })).toBeVisible();
  },
};

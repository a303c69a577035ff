import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { HINDI_DARK, never, withSdk } from '../../fixtures/stories.ts';
import { BookingFlow } from './BookingFlow.tsx';

const meta = {
  title: 'Widget/Booking flow',
  component: BookingFlow,
  parameters: withSdk(),
  // What one story booked or is paying for (kept in storage, as a reload needs it) is not the next one's.
  beforeEach: () => {
    sessionStorage.clear();
    localStorage.clear();
  },
} satisfies Meta<typeof BookingFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromAnEventToConfirmation: Story = {
  args: { eventId: 'evt_1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Book tickets' }));
    // "Back" sits at the start of the line, as wide as its words, not centred across the step.
    const back = await c.findByRole('button', { name: /Back/ });
    await expect(back.getBoundingClientRect().width).toBeLessThan(back.parentElement!.getBoundingClientRect().width / 2);
    await userEvent.click(await c.findByRole('button', { name: /Nagpur/ }));
    await userEvent.click(await c.findByRole('button', { name: /6:00 pm at Deshpande Hall/ }));
    await userEvent.click(await c.findByRole('button', { name: 'Add one Silver ticket' }));
    await userEvent.click(c.getByRole('button', { name: 'Continue to booking' }));
    await userEvent.click(await c.findByRole('button', { name: /Confirm and pay/ }));
    await userEvent.click(await c.findByRole('button', { name: 'Pay ₹2,055.92' }));
    await pressInCheckout(canvasElement, 'UPI: succeed');
    await expect(await c.findByRole('heading', { name: 'You’re going!' })).toBeVisible();
  },
};

/** The booking step of one Silver ticket, as a deep link opens it. */
const atBooking = { initialState: { step: 'booking' as const, eventId: 'evt_1', sessionId: 'ses_1', city: 'nagpur', quantities: { tt_silver: 1 } } };

/** The open checkout dialog's frame (the stand-in sandbox page, same-origin), once its page has loaded. */
async function checkoutFrame(canvasElement: HTMLElement) {
  return waitFor(
    () => {
      const frame = canvasElement.querySelector<HTMLIFrameElement>('dialog.tk-checkout[open] iframe');
      if (!frame?.contentDocument?.getElementById('pay')) throw new Error('the checkout page has not loaded');
      return frame;
    },
    { timeout: 5000 },
  );
}

/** Presses one of the sandbox page's buttons, as a person paying would. */
async function pressInCheckout(canvasElement: HTMLElement, label: string) {
  const frame = await checkoutFrame(canvasElement);
  const button = [...frame.contentDocument!.querySelectorAll('button')].find((b) => b.textContent === label)!;
  button.click();
}

async function toPayment(canvasElement: HTMLElement) {
  const c = within(canvasElement);
  await userEvent.click(await c.findByRole('button', { name: /Confirm and pay/ }));
  await userEvent.click(await c.findByRole('button', { name: 'Pay ₹2,055.92' }));
  return c;
}

export const CheckoutDialogOpen: Story = {
  args: atBooking,
  play: async ({ canvasElement }) => {
    await toPayment(canvasElement);
    const frame = await checkoutFrame(canvasElement);
    const dialog = frame.closest('dialog')!;
    await expect(dialog).toHaveAccessibleName('Pay ₹2,055.92 (test mode)');
    await expect(frame).toHaveAttribute('title', 'Sandbox payment page');
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const PaymentFailedThenPayAgain: Story = {
  args: atBooking,
  play: async ({ canvasElement }) => {
    const c = await toPayment(canvasElement);
    await pressInCheckout(canvasElement, 'Card: fail');
    await expect(await c.findByRole('alert')).toHaveTextContent('The payment provider said: Your bank declined the card.');
    await expect(c.getByRole('button', { name: 'Pay ₹2,055.92 again' })).toHaveFocus();
  },
};

export const WaitingForAPendingUpiPayment: Story = {
  args: atBooking,
  play: async ({ canvasElement }) => {
    const c = await toPayment(canvasElement);
    await pressInCheckout(canvasElement, 'UPI: pending, then succeed');
    await expect(await c.findByRole('heading', { name: 'Waiting for your payment' })).toBeVisible();
    await expect(c.getByRole('timer')).toBeVisible();
  },
};

export const FromTheEventList: Story = {
  args: { city: 'nagpur' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Sufi Night with the Nizami Brothers' }));
    await expect(await c.findByRole('heading', { level: 2, name: 'Sufi Night with the Nizami Brothers' })).toBeVisible();
  },
};

export const DeepLinkedToTickets: Story = {
  args: { initialState: { step: 'tickets', eventId: 'evt_1', sessionId: 'ses_1', city: 'nagpur', quantities: { tt_gold: 2 } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('group', { name: 'Number of Gold tickets' })).toHaveTextContent('2');
  },
};

export const DarkTheme: Story = {
  args: { eventId: 'evt_1' },
  parameters: { ticketkit: { ...withSdk().ticketkit, appearance: { theme: 'dark', variables: { radius: '2px' } } } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.tk-root')!;
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(root).getPropertyValue('--ticketkit-radius').trim()).toBe('2px');
    await expect(await within(canvasElement).findByRole('button', { name: 'Book tickets' })).toBeVisible();
  },
};

/** A high-demand date: the waiting room, played forward by the fake queue a step a second, then tickets within the account's cap. */
export const ThroughTheWaitingRoom: Story = {
  args: { eventId: 'evt_1', initialState: { step: 'queue', eventId: 'evt_1', sessionId: 'ses_hot', city: 'nagpur', quantities: {} } },
  parameters: withSdk({}, { queue: { pollAfterSeconds: 1 } }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'Waiting room' })).toBeVisible();
    await expect(await c.findByText('640 people ahead of you', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await c.findByRole('button', { name: 'Choose tickets' }, { timeout: 5000 }));
    await expect(await c.findByText('You can buy 4 more tickets for this event: each account has a limit.')).toBeVisible();
    await expect(c.getByRole('heading', { level: 2, name: 'Choose tickets' })).toBeVisible();
  },
};

/** A confirmation opened by its link while the booking loads: the confirmation in outline, under a spoken status. */
export const ConfirmationLoading: Story = {
  args: { eventId: 'evt_1', initialState: { step: 'confirmation', eventId: 'evt_1', quantities: {}, bookingId: 'bkg_7Q2X9' } },
  parameters: withSdk({ getBooking: never }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const status = await c.findByRole('status');
    await expect(status).toHaveAttribute('aria-busy', 'true');
    await expect(status).toHaveTextContent('Loading…');
    await expect(c.getByText('When')).toBeVisible();
    await expect(c.getByText('Where')).toBeVisible();
  },
};

export const ConfirmationLoadingHindiDark: Story = {
  ...ConfirmationLoading,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByText('कहाँ')).toBeVisible();
    await expect(c.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(c.getByRole('status')).toHaveTextContent('लोड हो रहा है…');
  },
};

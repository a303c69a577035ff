import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { hostedEvents } from '../../fixtures/account.ts';
import { CANCEL_NOTE, CHANGES_NOTE, REJECT_NOTE } from '../../fixtures/hostedEvents.ts';
import { withSdk } from '../../fixtures/stories.ts';
import { HostedEvents } from './HostedEvents.tsx';
import { HostedEventsContainer } from './HostedEventsContainer.tsx';

const meta = {
  title: 'Account/HostedEvents',
  component: HostedEvents,
  args: { state: { status: 'success', data: hostedEvents }, onCreate: fn(), onSignIn: fn() },
} satisfies Meta<typeof HostedEvents>;
export default meta;
type Story = StoryObj<typeof meta>;

const card = (canvasElement: HTMLElement, title: string) => within(within(canvasElement).getByRole('heading', { level: 3, name: title }).closest('li')!);

/** One listing in every status, each with its note and the links and actions that apply. */
export const WithStatuses: Story = {
  args: { onNavigate: fn(), onAct: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 3 })).toHaveLength(hostedEvents.length);
    for (const status of ['Draft', 'In review', 'Changes requested', 'Not approved', 'On sale', 'Sales paused', 'Cancelled']) await expect(c.getByText(status, { selector: '.tk-badge' })).toBeVisible();

    const changes = card(canvasElement, 'Stand-up Saturday');
    await expect(changes.getByText(CHANGES_NOTE)).toBeVisible();
    await expect(changes.getByText('What our reviewers asked you to change')).toBeVisible();
    await expect(changes.getByRole('link', { name: 'Edit Stand-up Saturday' })).toHaveAttribute('href', '/hosted-events/hev_5/edit');
    await expect(card(canvasElement, 'Rooftop Party').getByText(REJECT_NOTE)).toBeVisible();
    await expect(card(canvasElement, 'Rooftop Party').queryByRole('link')).toBeNull();
    await expect(card(canvasElement, 'Monsoon Food Walk').getByText(CANCEL_NOTE)).toBeVisible();

    const onSale = card(canvasElement, 'Pottery for Beginners');
    await expect(onSale.getByRole('link', { name: 'Dashboard of Pottery for Beginners' })).toHaveAttribute('href', '/hosted-events/hev_2');
    await expect(onSale.getByRole('link', { name: 'Check-in for Pottery for Beginners' })).toHaveAttribute('href', '/hosted-events/hev_2/check-in');
    await expect(onSale.getByRole('link', { name: 'View event page of Pottery for Beginners' })).toHaveAttribute('href', '/productpage/evt_1');
    await userEvent.click(onSale.getByRole('button', { name: 'Pause sales of Pottery for Beginners' }));
    await expect(args.onAct).toHaveBeenCalledWith(expect.objectContaining({ id: 'hev_2' }), 'pause');
    await expect(card(canvasElement, 'Jazz in the Garden').getByRole('button', { name: 'Resume sales of Jazz in the Garden' })).toBeVisible();
    await userEvent.click(onSale.getByRole('link', { name: 'Dashboard of Pottery for Beginners' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('/hosted-events/hev_2');
  },
};

export const CancelDialogOpen: Story = {
  args: {
    cancel: { state: { event: hostedEvents[1]!, reason: '', reasonMissing: true, sending: false, error: null }, onReasonChange: fn(), onConfirm: fn(), onClose: fn() },
  },
  play: async ({ canvasElement, args }) => {
    const d = within(await within(canvasElement).findByRole('dialog', { name: 'Cancel “Pottery for Beginners”?' }));
    await expect(d.getByText('Every buyer is refunded in full and told your reason. This cannot be undone.')).toBeVisible();
    const reason = d.getByLabelText('Reason, told to every buyer');
    await expect(reason).toHaveAccessibleDescription('Tell buyers why the event is cancelled.');
    await expect(reason).toHaveFocus();
    await userEvent.type(reason, 'R');
    await expect(args.cancel!.onReasonChange).toHaveBeenCalledWith('R');
    await userEvent.keyboard('{Escape}');
    await expect(args.cancel!.onClose).toHaveBeenCalled();
  },
};

export const DoorStaffEditor: Story = {
  args: { state: { status: 'success', data: [hostedEvents[1]!] }, doorOpen: true, onSaveDoorStaff: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Door staff (1 person)')).toBeVisible();
    await expect(c.getAllByText('ravi@example.com')[0]).toBeVisible();
    const email = c.getByLabelText('Email of a door person');
    await userEvent.type(email, 'not-an-email{Enter}');
    await expect(email).toHaveAccessibleDescription('Enter an email address like name@example.com.');
    await userEvent.clear(email);
    await userEvent.type(email, 'Meera@Example.com{Enter}');
    await expect(c.getAllByText('meera@example.com')[0]).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Remove ravi@example.com' }));
    await userEvent.click(c.getByRole('button', { name: 'Save door staff' }));
    await expect(args.onSaveDoorStaff).toHaveBeenCalledWith(expect.objectContaining({ id: 'hev_2' }), ['meera@example.com']);
  },
};

/** Cancel against the fake API: no reason is refused in the dialog, a reason cancels and the card says so. */
export const CancelFlow: Story = {
  render: () => <HostedEventsContainer />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await card(canvasElement, 'Pottery for Beginners').findByRole('button', { name: 'Cancel event Pottery for Beginners' }));
    const d = within(await c.findByRole('dialog'));
    await userEvent.click(d.getByRole('button', { name: 'Cancel event and refund everyone' }));
    await expect(d.getByLabelText('Reason, told to every buyer')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(d.getByLabelText('Reason, told to every buyer'), 'The potter is ill.');
    await userEvent.click(d.getByRole('button', { name: 'Cancel event and refund everyone' }));
    await expect(await c.findByText('“Pottery for Beginners” is cancelled; every buyer is being refunded.')).toBeVisible();
    await expect(card(canvasElement, 'Pottery for Beginners').getByText('The potter is ill.')).toBeVisible();
    // The native <dialog> closes in an effect, which preact runs after the next frame.
    await waitFor(() => expect(c.queryByRole('dialog')).toBeNull());
  },
};

export const InHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Pottery for Beginners की बिक्री रोकें' })).toBeVisible();
    await expect(within(canvasElement).getByRole('link', { name: 'Pottery for Beginners का डैशबोर्ड' })).toHaveTextContent('डैशबोर्ड');
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', data: [] } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const create = c.getByRole('link', { name: 'List your event' });
    await expect(create).toHaveAttribute('href', '/listyourevent');
    await userEvent.click(create);
    await expect(args.onCreate).toHaveBeenCalledWith('/listyourevent');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your events');
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', error: { code: 'internal', message: 'Something went wrong on our side. Try again in a moment.', retryable: true }, retry: fn() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Something went wrong on our side');
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signed-out' } },
  play: async ({ canvasElement, args }) => {
    const signIn = within(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login?source=hosted-events');
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledWith('/login?source=hosted-events');
  },
};

export const EmptyHindiDark: Story = {
  args: { state: { status: 'success', data: [] } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आपने अभी तक कोई इवेंट लिस्ट नहीं किया है' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'अपना इवेंट लिस्ट करें' })).toHaveAttribute('href', '/listyourevent');
  },
};

export const LoadingHindiDark: Story = {
  args: { state: { status: 'loading' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('आपके इवेंट लोड हो रहे हैं');
  },
};

export const LoadErrorHindiDark: Story = {
  args: { state: { status: 'error', error: { code: 'internal', message: 'Something went wrong on our side.', retryable: true }, retry: fn() } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
    await expect(c.getByRole('alert')).not.toHaveTextContent('Something went wrong');
  },
};

export const SignedOutHindiDark: Story = {
  args: { state: { status: 'signed-out' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'अपना इवेंट लिस्ट करने के लिए साइन इन करें' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login?source=hosted-events');
  },
};

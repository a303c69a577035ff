import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { hostedEvents } from '../../fixtures/account.ts';
import { HostedEvents } from './HostedEvents.tsx';

const meta = {
  title: 'Account/HostedEvents',
  component: HostedEvents,
  args: { state: { status: 'success', data: hostedEvents }, onCreate: fn(), onSignIn: fn() },
} satisfies Meta<typeof HostedEvents>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithStatuses: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('In review')).toBeVisible();
    await expect(c.getByText('Approved')).toBeVisible();
    await expect(c.getByText('Not approved')).toBeVisible();
    await expect(c.getAllByRole('heading', { level: 3 })).toHaveLength(hostedEvents.length);
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
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Something went wrong on our side');
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

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyRewards, rewards } from '../../fixtures/account.ts';
import { Rewards } from './Rewards.tsx';

const meta = {
  title: 'Account/Rewards',
  component: Rewards,
  args: { state: { status: 'success', data: rewards }, onSignIn: fn() },
} satisfies Meta<typeof Rewards>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('balance')).toHaveTextContent('135 points');
    await expect(c.getByText('Worth ₹135.00 on your next booking')).toBeVisible();
    await expect(c.getByTestId('points-rw_2')).toHaveTextContent('+95Earned 95 points');
    await expect(c.getByTestId('points-rw_3')).toHaveTextContent('−25Redeemed 25 points');
    await expect(c.getByText('You earn 5 points for every ₹100 of tickets you book.')).toBeVisible();
    await expect(c.getByText('Points can pay for up to 50% of a booking’s total.')).toBeVisible();
  },
};

export const WithHistoryInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'रिवॉर्ड पॉइंट' })).toBeVisible();
    await expect(c.getByTestId('balance')).toHaveTextContent('135 पॉइंट');
    await expect(c.getByTestId('points-rw_2')).toHaveTextContent('कमाए 95 पॉइंट');
    await expect(c.getByText('आपके बुक किए गए हर ₹100 के टिकट पर आपको 5 पॉइंट मिलते हैं।')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', data: emptyRewards } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('balance')).toHaveTextContent('0 points');
    await expect(c.getByText('No points yet. You earn points on every booking.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your reward points');
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', error: { code: 'network/timeout', message: 'Ticketkit did not answer in time. Check your connection and try again.', retryable: true }, retry: fn() } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('did not answer in time');
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signed-out' } },
  play: async ({ canvasElement, args }) => {
    const signIn = within(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login?source=reward-points');
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledWith('/login?source=reward-points');
  },
};

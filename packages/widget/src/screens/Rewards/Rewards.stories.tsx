import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { emptyRewards, rewards } from '../../fixtures/account.ts';
import { insetWithin } from '../../testing/inset.ts';
import { Rewards } from './Rewards.tsx';

const meta = {
  title: 'Account/Rewards',
  component: Rewards,
  args: { state: { status: 'success', data: rewards }, onSignIn: fn() },
} satisfies Meta<typeof Rewards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each history entry is a row: its date and its points never run together on one line. */
async function expectRowsApart(canvasElement: HTMLElement) {
  const rows = [...canvasElement.querySelectorAll('li[data-kind]')];
  await expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) {
    const date = row.querySelector('time')!.getBoundingClientRect();
    const points = row.querySelector('strong')!.getBoundingClientRect();
    await expect(points.left - date.right >= 12 || points.top >= date.bottom).toBe(true);
  }
}

export const WithHistory: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('balance')).toHaveTextContent('135 points');
    // The balance panel keeps its text off its border.
    await expect(insetWithin(c.getByTestId('balance'), c.getByRole('group', { name: 'Your balance' }))).toBeGreaterThanOrEqual(12);
    await expect(c.getByText('Worth ₹135 on your next booking')).toBeVisible();
    await expectRowsApart(canvasElement);
    // The list under "How points work" follows its heading at the page's rhythm, not a gap more.
    const how = c.getByRole('heading', { name: 'How points work' });
    await expect(how.nextElementSibling!.getBoundingClientRect().top - how.getBoundingClientRect().bottom).toBeLessThanOrEqual(20);
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
  args: { state: { status: 'success', data: emptyRewards }, onNavigate: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('balance')).toHaveTextContent('0 points');
    await expect(c.getByRole('heading', { name: 'No points yet' })).toBeVisible();
    await expect(c.getByText('You earn points on every booking.')).toBeVisible();
    // The way to earn them: the events, a real link the host navigates to.
    const browse = c.getByRole('link', { name: 'Browse events' });
    await expect(browse).toHaveAttribute('href', '/');
    await userEvent.click(browse);
    await expect(args.onNavigate).toHaveBeenCalledWith('/');
  },
};

export const EmptyHindiDark: Story = {
  args: { state: { status: 'success', data: emptyRewards } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'अभी कोई पॉइंट नहीं' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'इवेंट देखें' })).toBeVisible();
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading your reward points');
    // Shaped like the page: the balance card and entries of the history, hidden from assistive technology.
    await expect(status.querySelector('.tk-card')).not.toBeNull();
    await expect(status.querySelectorAll('li')).toHaveLength(3);
  },
};

export const LoadingHindiDark: Story = {
  args: { state: { status: 'loading' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('आपके रिवॉर्ड पॉइंट लोड हो रहे हैं');
  },
};

export const LoadErrorHindiDark: Story = {
  args: { state: { status: 'error', error: { code: 'network/timeout', message: 'Ticketkit did not answer in time.', retryable: true }, retry: fn() } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect((args.state as { retry: () => void }).retry).toHaveBeenCalled();
    await expect(c.getByRole('alert')).not.toHaveTextContent('did not answer');
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

export const SignedOutHindiDark: Story = {
  args: { state: { status: 'signed-out' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'अपने पॉइंट देखने के लिए साइन इन करें' })).toBeVisible();
    await expect(c.getByRole('link', { name: 'साइन इन करें' })).toHaveAttribute('href', '/login?source=reward-points');
  },
};

export const SignedOut: Story = {
  args: { state: { status: 'signed-out' } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText('Your points and what you earned on each booking are kept with your account.')).toBeVisible();
    const signIn = within(canvasElement).getByRole('link', { name: 'Sign in' });
    await expect(signIn).toHaveAttribute('href', '/login?source=reward-points');
    await userEvent.click(signIn);
    await expect(args.onSignIn).toHaveBeenCalledWith('/login?source=reward-points');
  },
};

export const WithHistoryOnAPhoneHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByTestId('balance')).toHaveTextContent('135 पॉइंट');
    await expectRowsApart(canvasElement);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { queueAt, queueForward, queuePlace } from '../../fixtures/fakeQueue.ts';
import { withSdk } from '../../fixtures/stories.ts';
import { WaitingRoom } from './WaitingRoom.tsx';
import { WaitingRoomContainer } from './WaitingRoomContainer.tsx';

const NOW = Date.parse('2027-01-01T06:25:00Z');
const clock = () => NOW;
const at = (state: Parameters<typeof queueAt>[0]) =>
  queuePlace(queueAt(state)[0]!, { onSaleAt: new Date(NOW + 5 * 60_000).toISOString(), turnEndsAt: state === 'admitted' ? new Date(NOW + 10 * 60_000).toISOString() : null });

const meta = {
  title: 'Widget/Waiting room',
  component: WaitingRoom,
  args: { place: at('waiting'), announcement: '', onContinue: fn(), onRejoin: fn(), onOtherDates: fn(), eventsHref: '/events', now: clock },
} satisfies Meta<typeof WaitingRoom>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreQueueCountdown: Story = {
  args: { place: at('pre-queue'), announcement: 'You are in the pre-queue.' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Waiting room' })).toBeVisible();
    await expect(c.getByRole('heading', { level: 3, name: 'You are in the pre-queue' })).toBeVisible();
    await expect(await c.findByText('Sale starts in 5:00')).toHaveAttribute('aria-live', 'off');
    await expect(c.getByRole('status')).toHaveTextContent('You are in the pre-queue.');
    await expect(c.queryByRole('progressbar')).toBeNull();
  },
};

export const InQueueWithPosition: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'You are in the queue' })).toBeVisible();
    await expect(c.getByText('640 people ahead of you')).toBeVisible();
    await expect(c.getByText('Your place in the queue: 1200')).toBeVisible();
    await expect(c.getByText('Estimated wait: about 16 minutes')).toBeVisible();
    const bar = c.getByRole('progressbar', { name: 'Your progress in the queue' });
    await expect(bar).toHaveAttribute('aria-valuetext', '47% of the way');
    await expect(c.getByText('47% of the way')).toBeVisible();
  },
};

export const YourTurn: Story = {
  args: { place: at('admitted'), announcement: 'It is your turn. Choose tickets within 10 minutes.' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'It is your turn' })).toBeVisible();
    await expect(await c.findByText('Choose your tickets now: you have 10:00 left to start buying.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Choose tickets' }));
    await expect(args.onContinue).toHaveBeenCalledOnce();
  },
};

export const TurnExpired: Story = {
  args: { place: at('turn-expired') },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'Your turn has ended' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Join the queue again' }));
    await expect(args.onRejoin).toHaveBeenCalledOnce();
  },
};

export const SoldOutWhileWaiting: Story = {
  args: { place: at('sold-out') },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'Sold out' })).toBeVisible();
    await expect(c.getByText(/sold while you waited/)).toBeVisible();
    await expect(c.getByRole('link', { name: 'Browse other events' })).toHaveAttribute('href', '/events');
    await userEvent.click(c.getByRole('button', { name: 'Choose another date' }));
    await expect(args.onOtherDates).toHaveBeenCalledOnce();
  },
};

export const PausedByOrganiser: Story = {
  args: { place: at('paused') },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 3, name: 'Sales are paused' })).toBeVisible();
    await expect(c.getByText(/Your place is kept/)).toBeVisible();
    await expect(c.getByText('640 people ahead of you')).toBeVisible();
  },
};

export const Joining: Story = {
  args: { place: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finding your place in the queue…')).toHaveAttribute('aria-busy', 'true');
  },
};

export const ConnectionTrouble: Story = {
  args: { retryInMs: 8000 },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('We could not reach the queue. Trying again in 8 s; your place is kept.')).toBeVisible();
    await expect(c.getByText('640 people ahead of you')).toBeVisible();
  },
};

export const NotOpenYet: Story = {
  args: { place: null, retryInMs: 30_000, notOpen: true },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('The waiting room for this date has not opened yet.');
    await expect(c.queryByText(/Finding your place/)).toBeNull();
    await userEvent.click(c.getByRole('button', { name: 'Choose another date' }));
    await expect(args.onOtherDates).toHaveBeenCalledOnce();
  },
};

export const InQueueInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'प्रतीक्षा कक्ष' })).toBeVisible();
    await expect(c.getByText('आपसे आगे 640 लोग हैं')).toBeVisible();
    await expect(c.getByRole('progressbar', { name: 'कतार में आपकी प्रगति' })).toHaveAttribute('aria-valuetext', '47% रास्ता तय');
  },
};

export const YourTurnInHindi: Story = {
  args: { ...YourTurn.args, announcement: 'आपकी बारी आ गई है। 10 मिनट के अंदर टिकट चुनें।' },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 3, name: 'आपकी बारी आ गई है' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'टिकट चुनें' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('आपकी बारी आ गई है। 10 मिनट के अंदर टिकट चुनें।');
  },
};

/** On a narrow phone the Hindi heading takes three lines, and every one of them shows: only an event card's title is cut at two. */
export const TurnExpiredNarrowInHindi: Story = {
  args: { place: at('turn-expired') },
  parameters: { ticketkit: { locale: 'hi-IN' } },
  decorators: [(Story) => <div style={{ maxWidth: '6rem' }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { level: 3, name: 'आपकी बारी ख़त्म हो गई' });
    const lines = heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight);
    await expect(Math.round(lines)).toBeGreaterThanOrEqual(3);
    await expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight);
  },
};

export const InQueueDarkTheme: Story = {
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Your progress in the queue' })).toBeVisible();
  },
};

/** The container over the fake SDK's queue, played forward a step a second until the turn comes. */
export const PlayedForward: StoryObj<typeof WaitingRoomContainer> = {
  render: (args) => <WaitingRoomContainer {...args} />,
  args: { sessionId: 'ses_hot', onAdmitted: fn() },
  parameters: withSdk({}, { queue: { steps: queueForward, pollAfterSeconds: 1 } }),
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 3, name: 'You are in the pre-queue' })).toBeVisible();
    await expect(await c.findByText('640 people ahead of you', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await c.findByRole('button', { name: 'Choose tickets' }, { timeout: 5000 }));
    await expect(args.onAdmitted).toHaveBeenCalledWith(expect.objectContaining({ state: 'admitted', ticketsLeftForYou: 4 }));
  },
};

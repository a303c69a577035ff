import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { categories, cities } from '../../fixtures/catalog.ts';
import { sdkError } from '../../fixtures/fakeSdk.ts';
import { reviewItems } from '../../fixtures/hostedEvents.ts';
import { withSdk } from '../../fixtures/stories.ts';
import { ReviewQueue } from './ReviewQueue.tsx';
import { ReviewQueueContainer } from './ReviewQueueContainer.tsx';

const queue = reviewItems.filter((i) => i.status === 'submitted');

const meta = {
  title: 'Staff/ReviewQueue',
  component: ReviewQueue,
  args: {
    state: { status: 'success', items: queue, hasMore: false },
    status: 'submitted',
    cities,
    categories,
    itemHref: (item) => `/staff/reviews/${item.id}`,
    onStatusChange: fn(),
    onNavigate: fn(),
    onRetry: fn(),
    onLoadMore: fn(),
  },
} satisfies Meta<typeof ReviewQueue>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithItems: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const cards = c.getAllByRole('listitem').filter((li) => li.classList.contains('tk-card'));
    await expect(cards).toHaveLength(2);
    // Oldest first: the kite festival was sent two days before the open mic.
    await expect(within(cards[0]!).getByRole('heading', { level: 3 })).toHaveTextContent('Kite Festival on the Terrace');
    await expect(within(cards[0]!).getByText('Vikram Shah, vikram@example.com')).toBeVisible();
    await expect(within(cards[0]!).getByText('Family: ₹599.00 × 100')).toBeVisible();
    await expect(within(cards[0]!).getByText('Child: free × 50')).toBeVisible();
    await expect(within(cards[1]!).getByText('Nagpur')).toBeVisible();
    const open = c.getByRole('link', { name: 'Review Kite Festival on the Terrace' });
    await expect(open).toHaveAttribute('href', '/staff/reviews/hev_8');
    await userEvent.click(open);
    await expect(args.onNavigate).toHaveBeenCalledWith('/staff/reviews/hev_8');
    await userEvent.selectOptions(c.getByLabelText('Show listings'), 'Rejected');
    await expect(args.onStatusChange).toHaveBeenCalledWith('rejected');
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', items: [], hasMore: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'Nothing waiting for review' })).toBeVisible();
    await expect(c.getByLabelText('Show listings')).toHaveDisplayValue('Waiting for review');
  },
};

export const WithMore: Story = {
  args: { state: { status: 'success', items: queue, hasMore: true } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show more listings' }));
    await expect(args.onLoadMore).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading listings');
  },
};

export const LoadError: Story = {
  args: { state: { status: 'error', error: { code: 'unavailable', message: '', retryable: true } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** A signed-in person without the staff claim: the API says `auth/forbidden`, the page says what it is for. */
export const Forbidden: Story = {
  render: () => <ReviewQueueContainer />,
  parameters: withSdk({ listReviewQueue: async () => Promise.reject(sdkError('auth/forbidden')) }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'This page is for Ticketkit staff' })).toBeVisible();
    await expect(c.queryByRole('alert')).toBeNull();
    await expect(c.queryByText(/auth\/forbidden/)).toBeNull();
    await expect(c.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/');
  },
};

/** The queue from the fake API, then another status through the filter. */
export const FromTheApi: Story = {
  render: () => <ReviewQueueContainer />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('link', { name: 'Review Open Mic at Civil Lines' })).toBeVisible();
    await userEvent.selectOptions(c.getByLabelText('Show listings'), 'Changes requested');
    await expect(await c.findByRole('link', { name: 'Review Stand-up Saturday' })).toBeVisible();
    await expect(c.queryByRole('link', { name: 'Review Open Mic at Civil Lines' })).toBeNull();
  },
};

export const InHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'समीक्षा के लिए लिस्टिंग' })).toBeVisible();
  },
};

export const EmptyHindiDark: Story = {
  args: { state: { status: 'success', items: [], hasMore: false } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'समीक्षा के लिए कुछ बाकी नहीं' })).toBeVisible();
  },
};

export const LoadingHindiDark: Story = {
  args: { state: { status: 'loading' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('लिस्टिंग लोड हो रही हैं');
  },
};

export const LoadErrorHindiDark: Story = {
  args: { state: { status: 'error', error: { code: 'unavailable', message: '', retryable: true } } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

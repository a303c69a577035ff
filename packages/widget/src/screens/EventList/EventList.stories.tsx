import { describeError } from '@ticketkit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { events } from '../../fixtures/catalog.ts';
import { withSdk } from '../../fixtures/stories.ts';
import { EventList } from './EventList.tsx';
import { EventListContainer } from './EventListContainer.tsx';

const meta = {
  title: 'Widget/Event list',
  component: EventList,
  args: { cityName: 'Nagpur', state: { status: 'success', items: events, hasMore: true }, onRetry: fn(), onLoadMore: fn(), onSelect: fn() },
} satisfies Meta<typeof EventList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  args: { state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading events');
  },
};

export const WithFewLeftAndSoldOut: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('article')).toHaveLength(events.length);
    await expect(c.getByRole('article', { name: 'Stand-up: Tea and Trains' })).toHaveTextContent('Few left');
    await expect(c.getByRole('article', { name: 'Orange City Jazz' })).toHaveTextContent('Sold out');
    await expect(c.getByRole('article', { name: 'Sufi Night with the Nizami Brothers' })).toHaveTextContent('From ₹499.00');
    await userEvent.click(c.getByRole('button', { name: 'Book tickets – Pottery for Beginners' }));
    await expect(args.onSelect).toHaveBeenCalledWith(events[3]);
  },
};

export const Empty: Story = {
  args: { state: { status: 'success', items: [], hasMore: false }, categoryName: 'Theatre' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('Theatre in Nagpur');
    await expect(c.getByText('No events here yet')).toBeVisible();
  },
};

export const Error: Story = {
  args: { state: { status: 'error', error: { code: 'unavailable', message: 'The service is temporarily unavailable.', retryable: true } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadingMore: Story = {
  args: { state: { status: 'success', items: events, hasMore: true, loadingMore: true } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Loading…' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadMoreFailed: Story = {
  args: { state: { status: 'success', items: events, hasMore: true, loadMoreError: { code: 'network/offline', message: 'You appear to be offline.', retryable: true } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('article')).toHaveLength(events.length);
    await expect(c.getByRole('alert')).toHaveTextContent(describeError('network/offline').message);
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const WithSdkLoadMore: Story = {
  render: () => <EventListContainer showCategories />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('article', { name: events[0]!.title });
    await userEvent.click(c.getByRole('button', { name: 'Load more events' }));
    await expect(await c.findByRole('article', { name: 'Indie Rock Evening' })).toBeVisible();
    await expect(c.getByRole('navigation', { name: 'Categories' })).toBeVisible();
  },
};

export const DarkTheme: Story = {
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(canvasElement.querySelector('.tk-root')).toHaveAttribute('data-theme', 'dark');
    await expect(c.getByRole('article', { name: 'Orange City Jazz' })).toHaveTextContent('Sold out');
  },
};

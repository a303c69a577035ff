import { describeError } from '@ticketkit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { events } from '../../fixtures/catalog.ts';
import { withSdk } from '../../fixtures/stories.ts';
import { EventList } from './EventList.tsx';
import { EventListContainer } from './EventListContainer.tsx';
import { quickFilterSearch } from './quickFilterRules.ts';
import type { EventSummary } from '@ticketkit/contract';

/** Twelve events, enough for a featured row and a grid below it. */
const many: EventSummary[] = Array.from({ length: 12 }, (_, i) => ({ ...events[i % events.length]!, id: `ev_m${i}`, title: `${events[i % events.length]!.title} ${i + 1}` }));

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
    // The compact price: whole rupees without paise.
    await expect(c.getByRole('article', { name: 'Sufi Night with the Nizami Brothers' })).toHaveTextContent('₹499 onwards');
    await userEvent.click(c.getByRole('button', { name: 'Pottery for Beginners' }));
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
    // The error state's code arrives lazily, the first time something fails.
    await userEvent.click(await c.findByRole('button', { name: 'Try again' }, { timeout: 5000 }));
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
    await expect(await c.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(describeError('network/offline').message);
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

/** The home page's form: one h1, a featured row that scrolls sideways, then the rest in the grid. */
export const FeaturedRow: Story = {
  args: { headingLevel: 1, featured: true, state: { status: 'success', items: many, hasMore: false } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Events in Nagpur']);
    const featured = c.getByRole('region', { name: 'Featured' });
    await expect(within(featured).getAllByRole('article')).toHaveLength(5);
    await expect(c.getAllByRole('article')).toHaveLength(12);
    const row = featured.querySelector('ul')!;
    await expect(getComputedStyle(row).scrollSnapType).toContain('x');
    // Keyboard: the row's cards are in the tab order.
    within(featured).getAllByRole('button')[0]!.focus();
    await userEvent.tab();
    await expect(document.activeElement).toBe(within(featured).getAllByRole('button')[1]);
  },
};

export const FeaturedRowHindiDark: Story = {
  args: { headingLevel: 1, featured: true, cityName: 'नागपुर', state: { status: 'success', items: many, hasMore: false } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 1, name: 'नागपुर में इवेंट' })).toBeVisible();
    await expect(c.getByRole('region', { name: 'ख़ास इवेंट' })).toBeVisible();
    await expect(c.getAllByRole('article')[0]).toHaveTextContent('से शुरू');
  },
};

/** The site's form of the filters: links with the choice in the address; "Free" chosen, nothing free. */
export const FilteredToNothing: Story = {
  render: () => <EventListContainer filter={{ price: 'free' }} filterHref={(f) => `/${quickFilterSearch(f)}`} />,
  parameters: withSdk(),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const filters = c.getByRole('navigation', { name: 'Quick filters' });
    await expect(within(filters).getByRole('link', { name: 'Free' })).toHaveAttribute('aria-current', 'true');
    // Chosen again, a filter comes off; another keeps it.
    await expect(within(filters).getByRole('link', { name: 'Free' })).toHaveAttribute('href', '/');
    await expect(within(filters).getByRole('link', { name: 'Today' })).toHaveAttribute('href', '/?when=today&price=free');
    await expect(await c.findByText('Nothing matches these filters. Try another day or price.')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Show all events' })).toHaveAttribute('href', '/');
  },
};

export const UnderFiveHundredHindiDark: Story = {
  render: () => <EventListContainer filter={{ price: 'under-500' }} onFilterChange={fn()} />,
  parameters: withSdk(),
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const filters = await c.findByRole('navigation', { name: 'झटपट फ़िल्टर' });
    await expect(within(filters).getByRole('button', { name: '₹500 से कम' })).toHaveAttribute('aria-pressed', 'true');
    // The city by its Hindi name: the container names it from its slug.
    await expect(c.getByRole('heading', { level: 2, name: 'नागपुर में इवेंट' })).toBeVisible();
    // The fake API filters like the real one: only events from under ₹500.
    const cards = await c.findAllByRole('article');
    await expect(cards.length).toBeGreaterThan(0);
    await expect(cards.length).toBeLessThan(events.length);
  },
};

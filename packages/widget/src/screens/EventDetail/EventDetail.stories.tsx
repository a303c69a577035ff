import { describeError } from '@ticketkit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eventDetail } from '../../fixtures/catalog.ts';
import { AsyncView } from '../../ui/AsyncView.tsx';
import { EventDetail } from './EventDetail.tsx';

const meta = {
  title: 'Widget/Event detail',
  component: EventDetail,
  args: { event: eventDetail, onBook: fn() },
} satisfies Meta<typeof EventDetail>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent(eventDetail.title);
    // Runs over two days: the first show, and that more follow.
    await expect(c.getByText('Sat, 9 Jan, 7:30 pm onwards')).toBeVisible();
    await expect(c.getByText('Deshpande Hall and 1 more')).toBeVisible();
    // The lowest price, in the hero and on the Book bar.
    await expect(c.getAllByText(/₹499/)).toHaveLength(2);
    await expect(c.getByText('Doors open 45 minutes before the show.')).toBeVisible();
    await expect(c.getByRole('link', { name: 'Directions to NCPA Tata Theatre' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=18.92,72.82');
    await userEvent.click(c.getByRole('button', { name: 'Book tickets' }));
    await expect(args.onBook).toHaveBeenCalled();
  },
};

export const OneShowOneVenue: Story = {
  args: { event: { ...eventDetail, endsAt: '2027-01-09T22:00:00+05:30', venues: [eventDetail.venues[0]!] } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByText('Sat, 9 Jan, 7:30 pm')).toBeVisible();
    await expect(c.getByText('Deshpande Hall', { selector: 'p span' })).toBeVisible();
  },
};

export const FewLeft: Story = {
  args: { event: { ...eventDetail, availability: 'few-left' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getAllByText('Few left')[0]).toBeVisible();
    await expect(c.getByRole('button', { name: 'Book tickets' })).toBeEnabled();
  },
};

export const SoldOut: Story = {
  args: { event: { ...eventDetail, availability: 'sold-out' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Book tickets' })).toBeDisabled();
    await expect(c.getAllByText('Sold out')[0]).toBeVisible();
  },
};

export const HindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const about = await c.findByRole('heading', { level: 3, name: 'इवेंट के बारे में' });
    const root = about.closest('.tk-root');
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(root).toHaveAttribute('lang', 'hi-IN');
    await expect(about).toBeVisible();
    await expect(c.getByRole('heading', { level: 3, name: 'स्थान' })).toBeVisible();
    await expect(c.getByText('Deshpande Hall और 1 अन्य')).toBeVisible();
    await expect(c.getAllByText(/₹499/)).toHaveLength(2);
    await expect(c.getByRole('link', { name: 'NCPA Tata Theatre का रास्ता देखें' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'टिकट बुक करें' }));
    await expect(args.onBook).toHaveBeenCalled();
  },
};

export const HindiSoldOutDark: Story = {
  args: { event: { ...eventDetail, availability: 'sold-out' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: 'टिकट बुक करें' })).toBeDisabled();
  },
};

export const Loading: Story = {
  render: () => <AsyncView state={{ status: 'loading' }} loadingLabel="Loading the event">{() => null}</AsyncView>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the event');
  },
};

export const NotFound: Story = {
  render: () => (
    <AsyncView state={{ status: 'error', error: { code: 'not-found', message: 'This event does not exist or has ended.', retryable: false } }} loadingLabel="" eventsHref="/">
      {() => null}
    </AsyncView>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The error state's code arrives lazily, the first time something fails.
    await expect(await c.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(describeError('not-found').message);
    await expect(c.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(c.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(c.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/');
    await expect(c.getByText('Error code: not-found')).toBeVisible();
  },
};

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
    await expect(c.getByText('₹499.00 – ₹2,499.00')).toBeVisible();
    await expect(c.getByText('Doors open 45 minutes before the show.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Book tickets' }));
    await expect(args.onBook).toHaveBeenCalled();
  },
};

export const SoldOut: Story = {
  args: { event: { ...eventDetail, availability: 'sold-out' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: 'Book tickets' })).toBeDisabled();
    await expect(c.getByText('Sold out')).toBeVisible();
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
    await expect(c.getByRole('heading', { name: 'Not found' })).toBeVisible();
    await expect(c.getByRole('alert')).toHaveTextContent(describeError('not-found').message);
    await expect(c.queryByRole('button', { name: 'Try again' })).toBeNull();
    await expect(c.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/');
    await expect(c.getByText('Error code: not-found')).toBeVisible();
  },
};

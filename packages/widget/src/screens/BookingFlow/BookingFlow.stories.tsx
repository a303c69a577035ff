import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withSdk } from '../../fixtures/stories.ts';
import { BookingFlow } from './BookingFlow.tsx';

const meta = {
  title: 'Widget/Booking flow',
  component: BookingFlow,
  parameters: withSdk(),
} satisfies Meta<typeof BookingFlow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromAnEventToConfirmation: Story = {
  args: { eventId: 'evt_1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Book tickets' }));
    await userEvent.click(await c.findByRole('button', { name: /Nagpur/ }));
    await userEvent.click(await c.findByRole('button', { name: /6:00 pm at Deshpande Hall/ }));
    await userEvent.click(await c.findByRole('button', { name: 'Add one Silver ticket' }));
    await userEvent.click(c.getByRole('button', { name: 'Continue to booking' }));
    await userEvent.click(await c.findByRole('button', { name: /Confirm and pay/ }));
    await expect(await c.findByRole('heading', { name: 'You’re going!' })).toBeVisible();
  },
};

export const FromTheEventList: Story = {
  args: { city: 'nagpur' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.click(await c.findByRole('button', { name: 'Book tickets – Sufi Night with the Nizami Brothers' }));
    await expect(await c.findByRole('heading', { level: 2, name: 'Sufi Night with the Nizami Brothers' })).toBeVisible();
  },
};

export const DeepLinkedToTickets: Story = {
  args: { initialState: { step: 'tickets', eventId: 'evt_1', sessionId: 'ses_1', city: 'nagpur', quantities: { tt_gold: 2 } } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('group', { name: 'Number of Gold tickets' })).toHaveTextContent('2');
  },
};

export const DarkTheme: Story = {
  args: { eventId: 'evt_1' },
  parameters: { ticketkit: { ...withSdk().ticketkit, appearance: { theme: 'dark', variables: { radius: '2px' } } } },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('.tk-root')!;
    await expect(root).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(root).getPropertyValue('--ticketkit-radius').trim()).toBe('2px');
    await expect(await within(canvasElement).findByRole('button', { name: 'Book tickets' })).toBeVisible();
  },
};

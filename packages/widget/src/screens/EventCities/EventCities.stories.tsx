import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eventCities } from '../../fixtures/catalog.ts';
import { HINDI_DARK } from '../../fixtures/stories.ts';
import { EventCities } from './EventCities.tsx';

const meta = {
  title: 'Widget/Select city for an event',
  component: EventCities,
  args: { eventTitle: 'Sufi Night', cities: eventCities, onSelect: fn() },
} satisfies Meta<typeof EventCities>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TwoCities: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading')).toHaveTextContent('Choose a city for Sufi Night');
    await userEvent.click(c.getByRole('button', { name: /Mumbai · 1 show$/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('mumbai');
    await expect(c.getByRole('button', { name: /Nagpur · 3 shows/ })).toBeVisible();
  },
};

export const NoUpcomingShows: Story = {
  args: { cities: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This event has no upcoming shows in any city.')).toBeVisible();
  },
};

export const TwoCitiesHindiDark: Story = {
  globals: HINDI_DARK,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading')).toHaveTextContent('Sufi Night के लिए शहर चुनें');
    await userEvent.click(c.getByRole('button', { name: /मुंबई · 1 शो$/ }));
    await expect(args.onSelect).toHaveBeenCalledWith('mumbai');
    await expect(c.getByRole('button', { name: /नागपुर · 3 शो/ })).toBeVisible();
  },
};

export const NoUpcomingShowsHindiDark: Story = {
  args: NoUpcomingShows.args,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('इस इवेंट का किसी भी शहर में कोई आगामी शो नहीं है।')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pastSession, sessions } from '../../fixtures/booking.ts';
import { DateSelect } from './DateSelect.tsx';

const meta = {
  title: 'Widget/Date selection',
  component: DateSelect,
  args: { sessions: [pastSession, ...sessions], onSelect: fn(), now: Date.parse('2026-12-01T00:00:00Z') },
} satisfies Meta<typeof DateSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedByDay: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Saturday, 9 January 2027', 'Sunday, 10 January 2027', 'Saturday, 16 January 2027']);
    await expect(c.getAllByRole('button')).toHaveLength(4);
    await userEvent.click(c.getByRole('button', { name: /6:00 pm at Deshpande Hall/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(sessions[0]);
  },
};

export const FewLeftAndSoldOut: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('button', { name: /9:00 pm.*Few left/ })).toBeEnabled();
    await expect(c.getByRole('button', { name: /Sold out/ })).toBeDisabled();
  },
};

export const NoDates: Story = {
  args: { sessions: [pastSession], onOtherCities: fn() },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { name: 'No upcoming dates in this city.' })).toBeVisible();
    await expect(c.getByRole('status')).toHaveTextContent('The event may play in another city, or add dates here later.');
    await userEvent.click(c.getByRole('button', { name: 'Choose another city' }));
    await expect(args.onOtherCities).toHaveBeenCalled();
  },
};

export const NoDatesHindiDark: Story = {
  args: { sessions: [pastSession], onOtherCities: fn() },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'इस शहर में कोई आगामी तारीख नहीं है।' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'दूसरा शहर चुनें' }));
    await expect(args.onOtherCities).toHaveBeenCalled();
  },
};

export const NamesTheEvent: Story = {
  args: { eventTitle: 'Sunburn Arena' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2, name: 'Choose a date for Sunburn Arena' })).toBeVisible();
  },
};

export const NoDatesForTheEvent: Story = {
  args: { sessions: [pastSession], eventTitle: 'Sunburn Arena' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2, name: 'Choose a date for Sunburn Arena' })).toBeVisible();
    await expect(c.getByText('No upcoming dates in this city.')).toBeVisible();
  },
};

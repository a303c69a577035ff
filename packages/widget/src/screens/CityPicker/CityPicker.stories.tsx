import { describeError } from '@ticketkit/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cities } from '../../fixtures/catalog.ts';
import { HINDI_DARK, never, unavailable, withSdk } from '../../fixtures/stories.ts';
import { CityPicker } from './CityPicker.tsx';
import { CityPickerContainer } from './CityPickerContainer.tsx';

const meta = {
  title: 'Widget/City picker',
  component: CityPicker,
  args: { cities, value: 'nagpur', onChange: fn() },
} satisfies Meta<typeof CityPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultNagpur: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'City' })).toHaveValue('Nagpur');
  },
};

export const SearchAndChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = c.getByRole('combobox');
    await userEvent.clear(input);
    await userEvent.type(input, 'beng');
    await expect(c.getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bengaluru');
  },
};

/** A Hindi page names the cities and their states in Hindi, and finds a city typed in Hindi or in English. */
export const HindiNamesDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = await c.findByRole('combobox', { name: 'शहर' });
    await expect(input).toHaveValue('नागपुर');
    await userEvent.clear(input);
    await userEvent.type(input, 'पुणे');
    await expect(c.getAllByRole('option').map((o) => o.textContent)).toEqual(['पुणे, महाराष्ट्र']);
    await userEvent.clear(input);
    await userEvent.type(input, 'beng');
    await expect(c.getAllByRole('option').map((o) => o.textContent)).toEqual(['बेंगलुरु, कर्नाटक']);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bengaluru');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await userEvent.clear(c.getByRole('combobox'));
    await userEvent.type(c.getByRole('combobox'), 'Atlantis');
    await expect(c.getByRole('status')).toHaveTextContent('No city matches “Atlantis”');
  },
};

export const Loading: Story = {
  render: () => <CityPickerContainer />,
  parameters: withSdk({ listCities: never }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const LoadFailed: Story = {
  render: () => <CityPickerContainer />,
  parameters: withSdk({ listCities: unavailable }),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert')).toHaveTextContent(describeError('unavailable').message);
    await expect(c.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

// Each state again in Hindi and the dark theme.
export const DefaultNagpurHindiDark: Story = {
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('combobox', { name: 'शहर' })).toHaveValue('नागपुर');
  },
};

export const SearchAndChooseWithKeyboardHindiDark: Story = {
  globals: HINDI_DARK,
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const input = await c.findByRole('combobox', { name: 'शहर' });
    await userEvent.clear(input);
    await userEvent.type(input, 'beng');
    await expect(c.getAllByRole('option')).toHaveLength(1);
    await expect(c.getByRole('status')).toHaveTextContent('1 शहर उपलब्ध');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('bengaluru');
  },
};

export const NoMatchHindiDark: Story = {
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const input = await c.findByRole('combobox', { name: 'शहर' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Atlantis');
    await expect(c.getByRole('status')).toHaveTextContent('“Atlantis” से कोई शहर नहीं मिला');
  },
};

export const LoadingHindiDark: Story = {
  ...Loading,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('लोड हो रहा है…');
  },
};

export const LoadFailedHindiDark: Story = {
  ...LoadFailed,
  globals: HINDI_DARK,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent('Ticketkit व्यस्त है या रखरखाव में है।');
    await expect(c.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  },
};

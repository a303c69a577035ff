import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { searchFor } from '../../fixtures/account.ts';
import { events } from '../../fixtures/catalog.ts';
import { Search } from './Search.tsx';

const results = { ...searchFor('e'), q: 'e' };

const meta = {
  title: 'Account/Search',
  component: Search,
  args: { query: 'e', state: { status: 'success', results }, onQueryChange: fn(), onSelect: fn(), onRetry: fn() },
} satisfies Meta<typeof Search>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  args: { query: '', state: { status: 'idle' } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(c.getByRole('combobox'), 'p');
    await expect(args.onQueryChange).toHaveBeenCalledWith('p');
  },
};

export const Loading: Story = {
  args: { query: 'jazz', state: { status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…');
  },
};

export const Results: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('combobox')).toHaveAttribute('aria-expanded', 'true');
    await expect(c.getByRole('group', { name: 'Events' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'Cities' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('mark').length).toBeGreaterThan(0);
  },
};

export const ResultsInHindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { level: 2, name: 'खोजें' })).toBeVisible();
    await expect(c.getByRole('combobox', { name: 'इवेंट, श्रेणियाँ और शहर खोजें' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'इवेंट' })).toBeVisible();
    await expect(c.getByRole('group', { name: 'शहर' })).toBeVisible();
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    const box = c.getByRole('combobox');
    await userEvent.click(box);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const options = c.getAllByRole('option');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ kind: 'event' }));
  },
};

const nothing = { q: 'zzzz', events: [], categories: [], cities: [] };

export const Empty: Story = {
  args: { query: 'zzzz', state: { status: 'success', results: nothing } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    // Announced once by the search's live region; shown as a state with the way out.
    await expect(c.getByRole('status')).toHaveTextContent('Nothing matches “zzzz”');
    await expect(c.getByRole('heading', { name: 'Nothing matches “zzzz”' })).toBeVisible();
    await expect(c.getByText('Check the spelling, or try a category or a city.')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Clear search' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(c.getByRole('combobox')).toHaveFocus();
  },
};

export const EmptyHindiDark: Story = {
  args: { query: 'zzzz', state: { status: 'success', results: nothing } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: '“zzzz” से कुछ नहीं मिला' })).toBeVisible();
    await expect(c.getByRole('button', { name: 'खोज साफ़ करें' })).toBeVisible();
  },
};

export const LoadingHindiDark: Story = {
  args: { query: 'jazz', state: { status: 'loading' } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('खोज जारी है…');
  },
};

export const LoadErrorHindiDark: Story = {
  args: { query: 'pune', state: { status: 'error', error: { code: 'network/offline', message: 'We could not reach Ticketkit.', retryable: true } } },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'फिर से कोशिश करें' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { query: 'pune', state: { status: 'error', error: { code: 'network/offline', message: 'We could not reach Ticketkit. Check your internet connection and try again.', retryable: true } } },
  play: async ({ canvasElement, args }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('alert')).toHaveTextContent('We could not reach Ticketkit');
    await userEvent.click(c.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const HtmlInDataIsText: Story = {
  args: {
    query: 'gig',
    state: { status: 'success', results: { q: 'gig', events: [{ ...events[0]!, id: 'evt_x', title: '<b>Gig</b><img src=x>' }], categories: [], cities: [] } },
  },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('option');
    await expect(option.querySelector('img, b')).toBeNull();
    await expect(option).toHaveTextContent('<b>Gig</b><img src=x>');
  },
};

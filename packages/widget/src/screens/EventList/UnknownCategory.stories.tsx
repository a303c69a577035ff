import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { categories } from '../../fixtures/catalog.ts';
import { UnknownCategory } from './UnknownCategory.tsx';

const meta = {
  title: 'Widget/Event list/Unknown category',
  component: UnknownCategory,
  args: { slug: 'nonexistent', categories },
} satisfies Meta<typeof UnknownCategory>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoSuchCategory: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(c.getByRole('heading', { level: 2 })).toHaveTextContent('There is no “nonexistent” category');
    await expect(c.getByRole('status')).toHaveTextContent(`Events are listed under: ${categories.map((x) => x.name).join(', ')}.`);
  },
};

export const Dark: Story = {
  parameters: { ticketkit: { appearance: { theme: 'dark' } } },
  play: NoSuchCategory.play,
};

export const Hindi: Story = {
  parameters: { ticketkit: { locale: 'hi-IN' } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 2 })).toHaveTextContent('“nonexistent” नाम की कोई श्रेणी नहीं है');
  },
};

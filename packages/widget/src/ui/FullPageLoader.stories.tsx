import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FullPageLoader } from './FullPageLoader.tsx';

const meta = {
  title: 'Widget/UI primitives/FullPageLoader',
  component: FullPageLoader,
} satisfies Meta<typeof FullPageLoader>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const WithLabel: Story = {
  args: { label: 'Loading your tickets' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading your tickets');
  },
};

/** On a Hindi page, in the dark: it says "loading" in Hindi. */
export const DefaultHindiDark: Story = {
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('लोड हो रहा है…');
  },
};

/** While the Hindi catalogue itself is on its way (TicketkitProvider's own loader): its own two words. */
export const BeforeTheCatalogueHindiDark: Story = {
  args: { locale: 'hi-IN' },
  globals: { locale: 'hi-IN', theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent('लोड हो रहा है…');
  },
};

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

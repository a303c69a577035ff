import type { Preview } from '@storybook/react-vite';

const preview: Preview = {
  parameters: {
    layout: 'padded',
    // Every story is checked with axe when it runs as a test; a violation fails it.
    a11y: { test: 'error' },
  },
};

export default preview;

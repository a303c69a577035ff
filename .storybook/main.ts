import type { StorybookConfig } from '@storybook/react-vite';
import { sourceCondition } from '../scripts/source-condition.mjs';

const config: StorybookConfig = {
  stories: ['../packages/widget/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  viteFinal: (viteConfig) => ({ ...viteConfig, plugins: [...(viteConfig.plugins ?? []), sourceCondition()] }),
};

export default config;

import type { StorybookConfig } from '@storybook/react-vite';
import { sourceCondition } from '../scripts/source-condition.mjs';
import { eventDocsPlugin } from './eventDocs.ts';

const config: StorybookConfig = {
  stories: ['./docs/*.mdx', '../packages/widget/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      // The root tsconfig covers only the tools; the components are in the widget's project.
      // Without it docgen skips every component ("not included in the active TypeScript project").
      // Only the widget's components are documented: stories and tests hold none a reader uses.
      tsconfigPath: 'packages/widget/tsconfig.json',
      include: ['packages/widget/src/**/*.tsx'],
      exclude: ['**/*.stories.tsx', '**/*.test.tsx'],
    },
  },
  // The docs' Events table, read from the widget's event types.
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), sourceCondition(), eventDocsPlugin()] }),
};

export default config;

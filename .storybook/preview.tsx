import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import '../packages/widget/src/styles/index.css';
import './preview.css';
import { TicketkitProvider } from '../packages/widget/src/context/TicketkitProvider.tsx';
import type { WidgetSdk } from '../packages/widget/src/sdk/types.ts';
import type { Appearance } from '../packages/widget/src/styles/appearance.ts';

/**
 * Per-story settings: `parameters.ticketkit = { sdk: () => createFakeSdk(…), locale, appearance }`.
 * `sdk` is a factory so each story (and each re-mount) gets a fresh fake.
 */
export interface TicketkitParameters {
  sdk?: () => WidgetSdk;
  locale?: string;
  appearance?: Appearance;
}

type Globals = { locale?: string; theme?: string };

function WithTicketkit({ params, globals, children }: { params: TicketkitParameters; globals: Globals; children: React.ReactNode }) {
  const sdk = useMemo(() => params.sdk?.() ?? null, [params]);
  const appearance = useMemo<Appearance | undefined>(
    () => (globals.theme === 'light' || globals.theme === 'dark' ? { ...params.appearance, theme: globals.theme } : params.appearance),
    [params.appearance, globals.theme],
  );
  return (
    <TicketkitProvider sdk={sdk} locale={globals.locale || params.locale} appearance={appearance}>
      {children}
    </TicketkitProvider>
  );
}

const withTicketkit: Decorator = (Story, context) => (
  <WithTicketkit params={(context.parameters.ticketkit ?? {}) as TicketkitParameters} globals={context.globals as Globals}>
    <Story />
  </WithTicketkit>
);

const preview: Preview = {
  // A docs page with a prop table for every component that has stories.
  tags: ['autodocs'],
  decorators: [withTicketkit],
  // Any story in either language and theme from the toolbar, or fixed by a story's own
  // `globals: { locale: 'hi-IN', theme: 'dark' }`; a story's `ticketkit` parameters are the default.
  globalTypes: {
    locale: {
      description: 'Language of the screens',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        dynamicTitle: true,
        items: [
          { value: '', title: 'As the story says' },
          { value: 'en-IN', title: 'English' },
          { value: 'hi-IN', title: 'हिन्दी' },
        ],
      },
    },
    theme: {
      description: 'Light or dark theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        dynamicTitle: true,
        items: [
          { value: '', title: 'As the story says' },
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
      },
    },
  },
  initialGlobals: { locale: '', theme: '' },
  parameters: {
    layout: 'padded',
    // Every story is checked with axe when it runs as a test; a violation fails it.
    a11y: { test: 'error' },
  },
};

export default preview;

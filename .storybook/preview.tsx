import type { Decorator, Preview } from '@storybook/react-vite';
import { useMemo } from 'react';
import '../packages/widget/src/styles/index.css';
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

function WithTicketkit({ params, locale, children }: { params: TicketkitParameters; locale?: string; children: React.ReactNode }) {
  const sdk = useMemo(() => params.sdk?.() ?? null, [params]);
  return (
    <TicketkitProvider sdk={sdk} locale={locale || params.locale} appearance={params.appearance}>
      {children}
    </TicketkitProvider>
  );
}

const withTicketkit: Decorator = (Story, context) => (
  <WithTicketkit params={(context.parameters.ticketkit ?? {}) as TicketkitParameters} locale={context.globals.locale as string | undefined}>
    <Story />
  </WithTicketkit>
);

const preview: Preview = {
  // A docs page with a prop table for every component that has stories.
  tags: ['autodocs'],
  decorators: [withTicketkit],
  // Any story in either language from the toolbar; a story's own `ticketkit.locale` is the default.
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
  },
  initialGlobals: { locale: '' },
  parameters: {
    layout: 'padded',
    // Every story is checked with axe when it runs as a test; a violation fails it.
    a11y: { test: 'error' },
  },
};

export default preview;

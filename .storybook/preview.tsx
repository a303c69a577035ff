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

function WithTicketkit({ params, children }: { params: TicketkitParameters; children: React.ReactNode }) {
  const sdk = useMemo(() => params.sdk?.() ?? null, [params]);
  return (
    <TicketkitProvider sdk={sdk} locale={params.locale} appearance={params.appearance}>
      {children}
    </TicketkitProvider>
  );
}

const withTicketkit: Decorator = (Story, context) => (
  <WithTicketkit params={(context.parameters.ticketkit ?? {}) as TicketkitParameters}>
    <Story />
  </WithTicketkit>
);

const preview: Preview = {
  // A docs page with a prop table for every component that has stories.
  tags: ['autodocs'],
  decorators: [withTicketkit],
  parameters: {
    layout: 'padded',
    // Every story is checked with axe when it runs as a test; a violation fails it.
    a11y: { test: 'error' },
  },
};

export default preview;

import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TicketkitProvider, type TicketkitProviderProps } from './context/TicketkitProvider.tsx';
import { createFakeSdk, type FakeSdk } from './fixtures/fakeSdk.ts';

/** Renders inside a TicketkitProvider with a fake SDK (see fixtures/fakeSdk.ts for why). */
export function renderWithSdk(ui: ReactElement, { sdk = createFakeSdk(), ...provider }: Omit<TicketkitProviderProps, 'sdk' | 'children'> & { sdk?: FakeSdk } = {}, options?: RenderOptions) {
  return { sdk, ...render(<TicketkitProvider sdk={sdk} {...provider}>{ui}</TicketkitProvider>, options) };
}

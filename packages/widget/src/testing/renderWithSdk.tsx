import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TicketkitProvider, type TicketkitProviderProps } from '../context/TicketkitProvider.tsx';
import { createFakeSdk, type FakeSdk } from '../fixtures/fakeSdk.ts';

/**
 * Renders inside a TicketkitProvider with the fake SDK (see fixtures/fakeSdk.ts for why), a fresh
 * one unless the test passes its own; `sdk: null` for a purely presentational part.
 */
export function renderWithSdk<S extends FakeSdk | null = FakeSdk>(
  ui: ReactElement,
  { sdk = createFakeSdk() as S, ...provider }: Omit<TicketkitProviderProps, 'sdk' | 'children'> & { sdk?: S } = {},
  options?: RenderOptions,
) {
  return { sdk, ...render(<TicketkitProvider sdk={sdk} {...provider}>{ui}</TicketkitProvider>, options) };
}

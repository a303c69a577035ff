import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TicketkitProvider } from '../../context/TicketkitProvider.tsx';
import type { FakeAccountSdk } from '../../fixtures/accountSdk.ts';

/** Renders a screen inside the provider with a fake account SDK (tests and stories only). */
export function renderWithSdk(ui: ReactElement, sdk: FakeAccountSdk | null = null) {
  return render(<TicketkitProvider sdk={sdk}>{ui}</TicketkitProvider>);
}

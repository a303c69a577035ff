import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { BookingContainer } from './BookingContainer.tsx';

/** What the BookingContainer tests select: two silver and one gold ticket of session ses_1. */
export const selection = { tt_silver: 2, tt_gold: 1 };

/** The container on the fake SDK, with every host callback recorded. */
export const setup = (sdk = createFakeSdk(), onConfirmed = vi.fn()) => {
  const callbacks = { onHoldCreated: vi.fn(), onBookingConfirmed: vi.fn(), onSignInRequired: vi.fn(), onHoldExpired: vi.fn(), onError: vi.fn(), onPaymentStarted: vi.fn(), onPaymentFailed: vi.fn() };
  const utils = renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={onConfirmed} />, { sdk, ...callbacks });
  return { ...utils, callbacks, onConfirmed };
};

export const confirmButton = () => screen.findByRole('button', { name: /Confirm and pay/ });

// In real Chromium (projects `browser` and `browser-preact`): when the API answers a hold with 429,
// the booking step says how long to wait, in the screen's language, and trying again holds the
// same tickets the person chose.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { TicketkitError } from '@ticketkit/sdk';
import { userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';
import { hold } from '../../fixtures/booking.ts';
import { createFakeSdk } from '../../fixtures/fakeSdk.ts';
import { preloadLocale } from '../../i18n/i18n.ts';
import type { WidgetApi } from '../../sdk/types.ts';
import { renderWithSdk } from '../../testing/renderWithSdk.tsx';
import { BookingContainer } from './BookingContainer.tsx';
import { selection } from './bookingContainerSetup.tsx';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

/** The error the SDK throws for a 429 with `Retry-After: <seconds>` (apiAnswer.ts). */
const tooMany = (code: string, seconds: number) => new TicketkitError(code, { status: 429, retryAfterSeconds: seconds });

const rendered = (createHold: Mock<WidgetApi['createHold']>, locale?: 'hi-IN') =>
  renderWithSdk(<BookingContainer eventId="evt_1" sessionId="ses_1" quantities={selection} onConfirmed={vi.fn()} />, {
    sdk: createFakeSdk({ api: { createHold } }),
    ...(locale ? { locale } : {}),
  });

describe('given a hold answered 429 with Retry-After', () => {
  it('says "try again in 42 seconds", and Try again holds the same tickets', async () => {
    const createHold = vi.fn<WidgetApi['createHold']>().mockRejectedValueOnce(tooMany('rate-limited', 42)).mockResolvedValue({ ...hold, expiresAt: new Date(Date.now() + 600_000).toISOString() });
    rendered(createHold);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many requests in a short time. Wait a moment and try again. Try again in 42 seconds.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(createHold).toHaveBeenCalledTimes(2));
    expect(createHold.mock.calls[1]![0]).toEqual(createHold.mock.calls[0]![0]);
    expect(createHold.mock.calls[1]![0].items).toEqual(expect.arrayContaining([{ ticketTypeId: 'tt_silver', quantity: 2 }, { ticketTypeId: 'tt_gold', quantity: 1 }]));
    await screen.findByRole('button', { name: /Confirm and pay/ });
  });

  it('says a cool-down of ten minutes in minutes, in Hindi', async () => {
    await preloadLocale('hi-IN');
    const createHold = vi.fn<WidgetApi['createHold']>().mockRejectedValue(tooMany('limits/cool-down', 600));
    rendered(createHold, 'hi-IN');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('10 मिनट बाद फिर से कोशिश करें।');
    expect(alert.textContent).toContain('कृपया रुकें');
    expect(screen.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  });
});

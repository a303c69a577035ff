import type { FrameLocator, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { callApi, type Account } from './accounts.ts';

/** The reference API's sandbox checkout page, open in the widget's payment dialog. */
export function sandboxCheckout(scope: Page | Locator): FrameLocator {
  return ('frameLocator' in scope && typeof (scope as Page).frameLocator === 'function' ? (scope as Page) : (scope as Locator).page()).frameLocator('iframe[title="Sandbox payment page"]');
}

/** Presses Pay on the payment step and chooses an outcome on the sandbox's page, as a payer does. */
export async function payInSandbox(scope: Page | Locator, method: 'upi' | 'card', outcome: 'succeed' | 'fail' | 'pending' | 'abandon'): Promise<void> {
  await scope.getByRole('button', { name: /^Pay ₹/ }).click();
  await sandboxCheckout(scope).locator(`button[data-method="${method}"][data-outcome="${outcome}"]`).click();
}

/**
 * Pays a payment-pending booking through the sandbox's pay endpoint (what its page calls) and
 * waits for the webhook to confirm it: for tests whose subject is what a paid booking brings.
 */
export async function payBookingInSandbox(account: Pick<Account, 'email' | 'password'>, booking: { id: string; payment: { orderId: string } | null }): Promise<void> {
  if (!booking.payment) return;
  const res = await fetch(`${inject('apiUrl')}/v1/sandbox/orders/${encodeURIComponent(booking.payment.orderId)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: 'upi', outcome: 'succeed' }),
  });
  if (!res.ok) throw new Error(`the sandbox answered ${res.status}: ${await res.text()}`);
  for (let i = 0; i < 100; i++) {
    if ((await callApi<{ status: string }>(account, `/bookings/${booking.id}`)).status === 'confirmed') return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`booking ${booking.id} was not confirmed after its payment`);
}

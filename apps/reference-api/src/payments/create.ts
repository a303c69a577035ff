import type { ApiConfig } from '../config.ts';
import type { Queryable } from '../db/database.ts';
import type { PaymentProvider } from './provider.ts';
import { createRazorpayProvider } from './razorpay/provider.ts';
import { httpDeliver } from './sandbox/deliveries.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox/provider.ts';

/** The one payment provider the app takes money through, as the config names it. */
export function createPaymentProvider(config: Pick<ApiConfig, 'payments' | 'publicUrl'>, db: Queryable): PaymentProvider | SandboxProvider {
  const payments = config.payments;
  if (payments.provider === 'sandbox') return createSandboxProvider({ db, config: payments, publicUrl: config.publicUrl, deliver: httpDeliver });
  return createRazorpayProvider(payments);
}

/** Whether the provider is the sandbox (its payer-side routes are served only then). */
export const isSandbox = (provider: PaymentProvider): provider is SandboxProvider => provider.name === 'sandbox';

import type { Ticketkit } from '@ticketkit/sdk';
import type { AccountSdk } from './accountSdk.ts';

/** Compile-time proof that the real SDK instance is what the account screens expect (never called). */
export function asAccountSdk(ticketkit: Ticketkit): AccountSdk {
  return ticketkit;
}

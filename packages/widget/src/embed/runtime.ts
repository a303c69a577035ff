import * as sdkModule from '@ticketkit/sdk';
import type { WidgetSdk } from '../sdk/types.ts';
import type { EmbedConfig } from './config.ts';

type CreateTicketkit = (config: Record<string, unknown>) => WidgetSdk;

/**
 * Creates the one SDK instance of the page. Loaded as its own chunk when the first element
 * connects, so the loader stays small; firebase/auth is loaded by the SDK only when needed.
 */
export function createSdk(config: EmbedConfig): WidgetSdk {
  const create = (sdkModule as unknown as { createTicketkit?: CreateTicketkit }).createTicketkit;
  if (typeof create !== 'function') throw new Error('ticketkit/sdk-missing: this build of the SDK has no createTicketkit');
  return create({
    host: config.host,
    firebase: config.firebase,
    ...(config.authEmulator ? { authEmulatorUrl: config.authEmulator } : {}),
    ...(config.locale ? { locale: config.locale } : {}),
    ...(config.storagePrefix ? { storagePrefix: config.storagePrefix } : {}),
  });
}

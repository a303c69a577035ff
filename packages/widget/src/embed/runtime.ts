import { createTicketkit } from '@ticketkit/sdk';
import type { WidgetSdk } from '../sdk/types.ts';
import type { EmbedConfig } from './config.ts';

/**
 * Creates the one SDK instance of the page. Its own chunk, loaded when the first element
 * connects, so the loader stays small; the SDK loads firebase/auth only when it is needed.
 */
export function createSdk(config: EmbedConfig): WidgetSdk {
  return createTicketkit({
    host: config.host,
    firebase: config.firebase,
    ...(config.authEmulator ? { authEmulatorUrl: config.authEmulator } : {}),
    ...(config.locale ? { locale: config.locale } : {}),
    ...(config.storagePrefix ? { storagePrefix: config.storagePrefix } : {}),
  });
}

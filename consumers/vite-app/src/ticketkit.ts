import { createTicketkit, type TicketkitConfig } from '@ticketkit/sdk';
import { defineTicketkitElements, loadScreen } from '@ticketkit/widget';

const config: TicketkitConfig = {
  host: import.meta.env.VITE_TICKETKIT_HOST,
  firebase: { apiKey: 'demo-api-key', authDomain: '127.0.0.1', projectId: import.meta.env.VITE_TICKETKIT_PROJECT_ID },
  authEmulatorUrl: import.meta.env.VITE_TICKETKIT_AUTH_EMULATOR,
  storagePrefix: 'partner:',
};

/** One SDK for the React screens and the elements, so one sign-in serves both. */
export const sdk = createTicketkit(config);

defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });

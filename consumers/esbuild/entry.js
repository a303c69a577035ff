// The elements bundled by esbuild with its defaults (no plugins, no CSS loaders configured),
// as a partner's own bundle would carry them.
import { createTicketkit } from '@ticketkit/sdk';
import { defineTicketkitElements, loadScreen } from '@ticketkit/widget';

const config = JSON.parse(document.querySelector('meta[name="ticketkit-config"]').content);
defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(createTicketkit(config)) });

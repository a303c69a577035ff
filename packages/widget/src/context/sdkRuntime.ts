/**
 * What loadTicketkit imports on demand. A module of its own: importing the SDK's entry itself
 * dynamically, while the screens import parts of it statically, put the whole SDK in the app's
 * first chunk.
 */
export { createTicketkit } from '@ticketkit/sdk';

/**
 * The `source` of `/login?source=yourtickets` for the page a guard turned away: the SDK's, which
 * builds the inactivity sign-out's way back the same way. The widget's `resolveSource` turns it
 * back into a path and refuses anything off-site.
 */
export { sourceFor } from '@ticketkit/sdk';

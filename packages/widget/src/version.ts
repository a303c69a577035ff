/**
 * The published version of @ticketkit/widget, as the embed reports it (`window.Ticketkit.version`).
 * Written from package.json by the release's version step (scripts/sync-version.mjs); a test keeps
 * the two equal, so it is never edited by hand.
 */
export const VERSION = '0.1.0';

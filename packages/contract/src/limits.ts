/**
 * Limits the API enforces that the widget also needs, in a module without zod: the widget imports
 * it as `@ticketkit/contract/limits` and so checks the same numbers without shipping the schemas.
 */

/** The longest search query the API takes (SearchQuerySchema). */
export const SEARCH_QUERY_MAX = 100;

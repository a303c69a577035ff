/** The shortest query worth asking the API about. */
export const MIN_QUERY = 2;
/** The longest query the API takes (SearchQuerySchema). */
export const MAX_QUERY = 100;

/** The shortest query worth asking the API about. */
export const MIN_QUERY = 2;

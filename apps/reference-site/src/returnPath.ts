/**
 * The `source` of `/login?source=yourtickets` for the page a guard turned away: its path without
 * the leading slash, query included, so sign-in returns to the same step with the same selection.
 * The widget's `resolveSource` turns it back into a path and refuses anything off-site.
 */
export function sourceFor(location: { pathname: string; search: string }): string {
  return (location.pathname + location.search).replace(/^\/+/, '');
}

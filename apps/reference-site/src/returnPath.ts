/**
 * The `source` of `/login?source=yourtickets` names where to return after sign-in: a path on this
 * site without its leading slash. Anything else (another origin, `//host`, a scheme) is refused,
 * so the login page can never be used to send someone off-site.
 */
export function sourceFor(location: { pathname: string; search: string }): string {
  return (location.pathname + location.search).replace(/^\/+/, '');
}

export function returnPath(source: string | null | undefined, fallback = '/'): string {
  if (!source) return fallback;
  const path = '/' + source.replace(/^\/+/, '');
  if (path.startsWith('//') || /[\\\s]/.test(path) || /^\/[a-z][a-z0-9+.-]*:/i.test(path)) return fallback;
  try {
    const url = new URL(path, 'https://ticketkit.invalid');
    if (url.origin !== 'https://ticketkit.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/**
 * Screens load on demand. A chunk can fail to load on a flaky connection (retry helps) or
 * because a new deploy removed the old file (only a reload helps). We reload once per path
 * per session, then leave it to the person's "Try again".
 */
const RELOAD_KEY = 'ticketkit:chunk-reload';

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|Failed to fetch|error loading/i.test(message);
}

/** Returns true when a reload was started (the caller shows nothing more). */
export function reloadOnceForNewDeploy(location: Pick<Location, 'pathname' | 'reload'>, storage: Storage | undefined): boolean {
  try {
    if (!storage || storage.getItem(RELOAD_KEY) === location.pathname) return false;
    storage.setItem(RELOAD_KEY, location.pathname);
  } catch {
    return false;
  }
  location.reload();
  return true;
}

export function clearReloadMark(storage: Storage | undefined) {
  try {
    storage?.removeItem(RELOAD_KEY);
  } catch {
    /* storage blocked: nothing to clear */
  }
}

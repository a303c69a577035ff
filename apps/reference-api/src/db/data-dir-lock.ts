import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Inside the data directory, so it moves and is deleted with it. PGlite ignores it. */
export const LOCK_FILE = 'reference-api.lock';

/** Another live process holds the data directory: opening it too would lose its writes. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `the data directory ${dataDir} is in use by another reference-api process (pid ${pid}); stop that one, or give this one its own TICKETKIT_DATA_DIR (replicas share a PostgreSQL through DATABASE_URL).`,
    );
    this.name = 'DataDirInUseError';
  }
}

interface Holder {
  pid: number;
  /** The holder's start time in clock ticks since boot (Linux), to tell it from a later process given the same pid. */
  started: string | null;
}

/** A process's start time from /proc (Linux), or null where there is no /proc. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name in field 2 may hold spaces and parentheses, so count after its ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: Holder): boolean {
  // Our own pid in the file is a previous life of this pid (a container restarted as pid 1).
  if (holder.pid === process.pid) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = holder.started && processStartTime(holder.pid);
  return !(started && started !== holder.started);
}

function parseHolder(text: string): Holder | null {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return typeof value.pid === 'number' ? { pid: value.pid, started: typeof value.started === 'string' ? value.started : null } : null;
  } catch {
    return null;
  }
}

function readLock(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

/**
 * Removes the lock file `stale` was read from, unless it has changed since. Two processes may both
 * have read the same stale lock; the first takes over and writes its own, and the second's rename
 * then moves that live lock aside. So what was moved is compared with what was read: another text
 * is put back and the data directory is in use.
 */
export function removeStaleLock(dataDir: string, file: string, stale: string): void {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // another process moved it first; the next attempt finds its lock
  }
  const moved = readLock(aside) ?? '';
  if (moved === stale) {
    unlinkSync(aside);
    return;
  }
  try {
    linkSync(aside, file);
  } finally {
    unlinkSync(aside);
  }
  throw new DataDirInUseError(dataDir, parseHolder(moved)?.pid ?? 0);
}

/**
 * Takes the data directory for this process, or throws DataDirInUseError naming the live holder.
 * A lock left by a process that died (kill -9, a crash, a power cut) is taken over. Returns the
 * release, which removes the file only while it is still this process's.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine = JSON.stringify({ pid: process.pid, started: processStartTime(process.pid) } satisfies Holder);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      return () => {
        try {
          if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const text = readLock(file);
    if (text === null) continue;
    const holder = parseHolder(text);
    if (holder && isAlive(holder)) throw new DataDirInUseError(dataDir, holder.pid);
    // Stale (or half-written by a process that died writing it).
    removeStaleLock(dataDir, file, text);
  }
  throw new DataDirInUseError(dataDir, parseHolder(readLock(file) ?? '')?.pid ?? 0);
}

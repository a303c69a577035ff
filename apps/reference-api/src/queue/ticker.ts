import type { Queryable } from '../db/database.ts';
import { errorFields, log } from '../log/logger.ts';

/** How often each replica runs an admission tick (the mark moves by the rate × the time since it last moved, so the interval sets only the step). */
export const QUEUE_TICK_MS = 1000;

/** One admission tick: due draws, then each live queue's mark (tk_queue_tick). */
export async function tickQueues(db: Queryable): Promise<void> {
  await db.query('select tk_queue_tick()');
}

export interface QueueTicker {
  /** Runs one tick now (after the one in progress, if any). */
  tick(): Promise<void>;
  /** Stops the timer and waits for a tick in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Ticks every `intervalMs` (0: never on its own; tests step it with `tick`). Every replica runs
 * one: the queues' row locks make them agree. Failures are logged, never thrown.
 */
export function startQueueTicker(db: Queryable, intervalMs = QUEUE_TICK_MS): QueueTicker {
  let current: Promise<void> = Promise.resolve();
  let running = 0;
  const tick = () => {
    running += 1;
    current = current
      .then(() => tickQueues(db))
      .catch((error: unknown) => log.warn({ ...errorFields(error) }, 'queue tick failed; the next one catches up'))
      .finally(() => (running -= 1));
    return current;
  };
  // A slow database never piles ticks up: the timer skips while one is still running.
  const timer = intervalMs > 0 ? setInterval(() => running === 0 && void tick(), intervalMs) : undefined;
  timer?.unref();
  return {
    tick,
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}

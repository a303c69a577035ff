import { isUnavailable } from './unavailable.ts';

/**
 * Groups calls that arrive while earlier groups are running into one database call.
 *
 * At most `maxInFlight` groups run at a time. When one finishes, everything that queued up
 * meanwhile (up to `maxBatch`) goes as the next group, so an idle server answers a lone request
 * at once and a busy one pays the round trip once per group instead of once per request. The next
 * group is sent before the finished one's answers are handed out: handing them out runs each
 * caller on (a whole HTTP response each), and the database would otherwise wait for all of them.
 * More than one in flight keeps a connection busy while answers travel back, at the price of
 * smaller groups.
 *
 * `run` receives the requests in arrival order and must answer one result per request, in the
 * same order. If a group fails as a whole (one request raised an error the database rolled the
 * group back for), each of its requests is run again on its own, so only the one at fault fails.
 * A group the database could not be reached for fails as a whole: no request of it was at fault,
 * and alone each would only wait for the database again.
 */
export type Batched<Req, Res> = (request: Req) => Promise<Res>;

interface Pending<Req, Res> {
  request: Req;
  resolve: (value: Res) => void;
  reject: (error: unknown) => void;
}

export interface BatcherLimits {
  /** Most requests in one group. */
  maxBatch: number;
  /** Most groups running at once (Infinity: as many as there are requests). */
  maxInFlight: number;
}

export function batcher<Req, Res>(
  run: (requests: Req[]) => Promise<Res[]>,
  { maxBatch, maxInFlight }: BatcherLimits,
  /** Told the size of each group sent to `run` (metrics). */
  onGroup: (size: number) => void = () => undefined,
): Batched<Req, Res> {
  if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new RangeError(`maxBatch must be a positive integer, not ${maxBatch}.`);
  if (!(maxInFlight >= 1)) throw new RangeError(`maxInFlight must be at least 1, not ${maxInFlight}.`);
  const queue: Array<Pending<Req, Res>> = [];
  let running = 0;

  /** One run of `group`: its results, one per request, or what went wrong. */
  const attempt = async (group: Array<Pending<Req, Res>>): Promise<{ results: Res[] } | { error: unknown }> => {
    try {
      onGroup(group.length);
      const results = await run(group.map((p) => p.request));
      if (results.length !== group.length) throw new Error(`A batch of ${group.length} requests answered ${results.length} results.`);
      return { results };
    } catch (error) {
      return { error };
    }
  };

  /** Runs `group` and hands out its answers; a failed group is run again request by request. */
  const settle = async (group: Array<Pending<Req, Res>>): Promise<void> => {
    const answered = await attempt(group);
    if ('results' in answered) {
      running -= 1;
      start();
      group.forEach((p, i) => p.resolve(answered.results[i]!));
      return;
    }
    if (group.length === 1 || isUnavailable(answered.error)) {
      for (const p of group) p.reject(answered.error);
    } else {
      // Each alone, within the group's place in flight.
      for (const p of group) {
        const single = await attempt([p]);
        if ('results' in single) p.resolve(single.results[0]!);
        else p.reject(single.error);
      }
    }
    running -= 1;
    start();
  };

  /** Sends what is queued while fewer than `maxInFlight` groups are running. */
  const start = (): void => {
    while (running < maxInFlight && queue.length > 0) {
      running += 1;
      void settle(queue.splice(0, maxBatch));
    }
  };

  return (request) =>
    new Promise<Res>((resolve, reject) => {
      queue.push({ request, resolve, reject });
      start();
    });
}

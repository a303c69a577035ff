/**
 * Groups calls that arrive while the previous group is running into one database call.
 *
 * One group is in flight at a time. When it finishes, everything that queued up meanwhile (up
 * to `maxBatch`) goes as the next group, so an idle server answers a lone request at once and a
 * busy one pays the round trip once per group instead of once per request.
 *
 * `run` receives the requests in arrival order and must answer one result per request, in the
 * same order. If a group fails as a whole (one request raised an error the database rolled the
 * group back for), each of its requests is run again on its own, so only the one at fault fails.
 */
export type Batched<Req, Res> = (request: Req) => Promise<Res>;

interface Pending<Req, Res> {
  request: Req;
  resolve: (value: Res) => void;
  reject: (error: unknown) => void;
}

export function batcher<Req, Res>(run: (requests: Req[]) => Promise<Res[]>, maxBatch: number): Batched<Req, Res> {
  if (!Number.isInteger(maxBatch) || maxBatch < 1) throw new RangeError(`maxBatch must be a positive integer, not ${maxBatch}.`);
  const queue: Array<Pending<Req, Res>> = [];
  let running = false;

  const settle = async (group: Array<Pending<Req, Res>>): Promise<void> => {
    try {
      const results = await run(group.map((p) => p.request));
      if (results.length !== group.length) throw new Error(`A batch of ${group.length} requests answered ${results.length} results.`);
      group.forEach((p, i) => p.resolve(results[i]!));
    } catch (error) {
      if (group.length === 1) {
        group[0]!.reject(error);
        return;
      }
      for (const p of group) await settle([p]);
    }
  };

  const drain = async (): Promise<void> => {
    running = true;
    try {
      while (queue.length > 0) await settle(queue.splice(0, maxBatch));
    } finally {
      running = false;
    }
  };

  return (request) =>
    new Promise<Res>((resolve, reject) => {
      queue.push({ request, resolve, reject });
      if (!running) void drain();
    });
}

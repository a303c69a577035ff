import { describe, expect, it } from 'vitest';
import { batcher } from './batcher.ts';
import { DatabaseUnavailableError } from './unavailable.ts';

const ONE_AT_A_TIME = { maxBatch: 64, maxInFlight: 1 };

/** A `run` that records each group and answers when the test lets it. */
function recordingRun(fail: (request: number) => boolean = () => false) {
  const groups: number[][] = [];
  const gates: Array<() => void> = [];
  const run = async (requests: number[]) => {
    groups.push([...requests]);
    await new Promise<void>((resolve) => gates.push(resolve));
    if (requests.some(fail)) throw new Error(`group ${requests.join(',')} failed`);
    return requests.map((r) => r * 10);
  };
  const openNext = async () => {
    while (gates.length === 0) await new Promise((r) => setTimeout(r, 1));
    gates.shift()!();
  };
  return { run, groups, openNext };
}

describe('given one request on an idle batcher', () => {
  it('runs it at once, alone', async () => {
    const { run, groups, openNext } = recordingRun();
    const call = batcher(run, ONE_AT_A_TIME);
    const answer = call(1);
    expect(groups).toEqual([[1]]);
    await openNext();
    await expect(answer).resolves.toBe(10);
  });
});

describe('given requests that arrive while a group is running', () => {
  it('sends them together as the next group, in arrival order, each getting its own answer', async () => {
    const { run, groups, openNext } = recordingRun();
    const call = batcher(run, ONE_AT_A_TIME);
    const answers = [call(1), call(2), call(3), call(4)];
    expect(groups).toEqual([[1]]);
    await openNext();
    await openNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });

  it('never puts more than maxBatch requests in one group', async () => {
    const { run, groups, openNext } = recordingRun();
    const call = batcher(run, { maxBatch: 2, maxInFlight: 1 });
    const answers = [1, 2, 3, 4, 5].map((n) => call(n));
    for (let i = 0; i < 3; i++) await openNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40, 50]);
    expect(groups).toEqual([[1], [2, 3], [4, 5]]);
  });
});

describe('given requests queued behind a group when its answers arrive', () => {
  it('sends them as the next group before handing out the answers, so the database does not wait for the callers', async () => {
    const { run, groups, openNext } = recordingRun();
    const call = batcher(run, ONE_AT_A_TIME);
    const groupsSentWhenAnswered: number[] = [];
    const first = call(1).then((answer) => groupsSentWhenAnswered.push(groups.length) && answer);
    const rest = [call(2), call(3)];
    await openNext();
    await expect(first).resolves.toBe(10);
    expect(groupsSentWhenAnswered).toEqual([2]);
    expect(groups).toEqual([[1], [2, 3]]);
    await openNext();
    await expect(Promise.all(rest)).resolves.toEqual([20, 30]);
  });

  it('keeps to maxInFlight while it does so', async () => {
    const { run, groups, openNext } = recordingRun();
    const call = batcher(run, { maxBatch: 64, maxInFlight: 2 });
    const answers = [1, 2, 3, 4].map((n) => call(n));
    expect(groups).toEqual([[1], [2]]);
    await openNext();
    await answers[0];
    expect(groups).toEqual([[1], [2], [3, 4]]);
    await openNext();
    await openNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30, 40]);
  });
});

describe('given a group that fails as a whole because of one request', () => {
  it('runs each request of the group again alone, so only that one fails', async () => {
    const { run, groups, openNext } = recordingRun((n) => n === 3);
    const call = batcher(run, ONE_AT_A_TIME);
    const answers = [1, 2, 3, 4].map((n) => call(n).then((v) => ({ ok: v }), (e: Error) => ({ error: e.message })));
    for (let i = 0; i < 1 + 1 + 3; i++) await openNext();
    expect(await Promise.all(answers)).toEqual([{ ok: 10 }, { ok: 20 }, { error: 'group 3 failed' }, { ok: 40 }]);
    expect(groups).toEqual([[1], [2, 3, 4], [2], [3], [4]]);
  });

  it('treats a group answered with the wrong number of results as failed', async () => {
    let calls = 0;
    const call = batcher(async (requests: number[]) => {
      calls += 1;
      return requests.length > 1 ? [0] : requests;
    }, ONE_AT_A_TIME);
    const first = call(1);
    const rest = [call(2), call(3)];
    await expect(Promise.all([first, ...rest])).resolves.toEqual([1, 2, 3]);
    expect(calls).toBe(4);
  });
});

describe('given a group that fails because the database cannot be reached', () => {
  it('fails every request of the group with that error, none run again alone', async () => {
    const groups: number[][] = [];
    let release!: () => void;
    const first = new Promise<void>((resolve) => (release = resolve));
    const call = batcher(async (requests: number[]) => {
      groups.push([...requests]);
      if (requests.length === 1 && requests[0] === 1) {
        await first;
        return [10];
      }
      throw new DatabaseUnavailableError(new Error('Connection terminated unexpectedly'));
    }, ONE_AT_A_TIME);
    const answers = [1, 2, 3, 4].map((n) => call(n).then((v) => ({ ok: v }), (e: Error) => ({ error: e.name })));
    release();
    const unavailable = { error: 'DatabaseUnavailableError' };
    expect(await Promise.all(answers)).toEqual([{ ok: 10 }, unavailable, unavailable, unavailable]);
    expect(groups).toEqual([[1], [2, 3, 4]]);
  });
});

describe('given groups of one with no limit in flight', () => {
  it('runs every request at once, each on its own', async () => {
    const { run, groups, openNext } = recordingRun();
    const call = batcher(run, { maxBatch: 1, maxInFlight: Infinity });
    const answers = [1, 2, 3].map((n) => call(n));
    expect(groups).toEqual([[1], [2], [3]]);
    for (let i = 0; i < 3; i++) await openNext();
    await expect(Promise.all(answers)).resolves.toEqual([10, 20, 30]);
  });
});

describe('given limits that are not positive', () => {
  it('refuses them', () => {
    expect(() => batcher(async (r: number[]) => r, { maxBatch: 0, maxInFlight: 1 })).toThrow(RangeError);
    expect(() => batcher(async (r: number[]) => r, { maxBatch: 1, maxInFlight: 0 })).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { pollAfterSeconds } from './place-answer.ts';

// The server's polling advice: rarer far back in the queue, and slower for everyone when the
// replica is busy.

describe('pollAfterSeconds', () => {
  it('grows with the estimated wait, within 2 to 30 s', () => {
    const idle = { inFlight: 0 };
    expect(pollAfterSeconds('waiting', 0, 5, idle)).toBe(2);
    expect(pollAfterSeconds('waiting', 0, 100, idle)).toBe(20);
    expect(pollAfterSeconds('waiting', 0, 10_000, idle)).toBe(30);
  });

  it('doubles from 256 queue requests in flight and quadruples from 1,024, never past 120 s', () => {
    expect(pollAfterSeconds('waiting', 0, 100, { inFlight: 255 })).toBe(20);
    expect(pollAfterSeconds('waiting', 0, 100, { inFlight: 256 })).toBe(40);
    expect(pollAfterSeconds('waiting', 0, 100, { inFlight: 1024 })).toBe(80);
    expect(pollAfterSeconds('sold-out', 0, null, { inFlight: 5000 })).toBe(120);
  });

  it('before the on-sale polls at half the time left, and spreads the polls just after it over 1 to 5 s', () => {
    expect(pollAfterSeconds('pre-queue', 40, null, { inFlight: 0 })).toBe(20);
    const after = new Set(Array.from({ length: 200 }, () => pollAfterSeconds('pre-queue', -1, null, { inFlight: 0 })));
    expect([...after].sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

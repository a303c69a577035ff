import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedRequest } from './sharedRequest.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('sharedRequest', () => {
  it('gives callers that ask while a request is on its way the same answer, from one request', async () => {
    const answer = deferred<string[]>();
    const load = vi.fn(() => answer.promise);
    const owner = {};
    const first = sharedRequest(owner, 'cities', load);
    const second = sharedRequest(owner, 'cities', load);
    answer.resolve(['nagpur']);
    expect(await first).toEqual(['nagpur']);
    expect(await second).toBe(await first);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again once the answer is in, and after a failure', async () => {
    const owner = {};
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(['pune']);
    await expect(sharedRequest(owner, 'cities', load)).rejects.toThrow('offline');
    expect(await sharedRequest(owner, 'cities', load)).toEqual(['pune']);
    expect(await sharedRequest(owner, 'cities', load)).toEqual(['pune']);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps different keys and different owners apart', async () => {
    const load = vi.fn(async () => 1);
    const a = {};
    const b = {};
    await Promise.all([sharedRequest(a, 'cities', load), sharedRequest(a, 'categories', load), sharedRequest(b, 'cities', load)]);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('sharedRequest keeping an answer', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('serves the answer for keepForMs after it arrives, then asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const owner = {};
    const load = vi.fn().mockResolvedValueOnce('first').mockResolvedValue('fresh');
    expect(await sharedRequest(owner, 'event', load, { keepForMs: 60_000 })).toBe('first');
    vi.advanceTimersByTime(59_999);
    expect(await sharedRequest(owner, 'event', load, { keepForMs: 60_000 })).toBe('first');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(await sharedRequest(owner, 'event', load, { keepForMs: 60_000 })).toBe('fresh');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never keeps a failure', async () => {
    const owner = {};
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('event');
    await expect(sharedRequest(owner, 'event', load, { keepForMs: 60_000 })).rejects.toThrow('offline');
    expect(await sharedRequest(owner, 'event', load, { keepForMs: 60_000 })).toBe('event');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

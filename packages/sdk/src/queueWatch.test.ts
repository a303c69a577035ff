import type { QueuePlace } from '@ticketkit/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './apiClient.ts';
import { queuePlaceKey, watchQueue } from './queueWatch.ts';
import { createStorage } from './storage.ts';

// The real client reads real Response objects; only the network (fetch) is scripted, because the
// timing under test runs on fake timers, which a real server cannot follow.
const place = (over: Partial<QueuePlace> = {}): QueuePlace => ({
  sessionId: 'ses_1',
  eventId: 'evt_1',
  state: 'waiting',
  token: 'tok_1',
  onSaleAt: '2026-11-24T16:00:00.000Z',
  position: 40,
  ahead: 39,
  progress: 0.2,
  estimatedWaitSeconds: 120,
  turnEndsAt: null,
  ticketsLeftForYou: 4,
  pollAfterSeconds: 5,
  ...over,
});

type Answer = { status: number; body: unknown; retryAfter?: number };
const json = (a: Answer) =>
  new Response(JSON.stringify(a.body), { status: a.status, headers: { 'Content-Type': a.status < 300 ? 'application/json' : 'application/problem+json', ...(a.retryAfter === undefined ? {} : { 'Retry-After': String(a.retryAfter) }) } });
const problem = (status: number, code: string, retryAfter?: number): Answer => ({ status, body: { type: 'about:blank', title: code, status, code }, ...(retryAfter === undefined ? {} : { retryAfter }) });

function setup(answers: Answer[], stored?: string, uid = 'uid_asha') {
  const requests: string[] = [];
  const fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    requests.push(`${init?.method ?? 'GET'} ${String(url).replace('https://api.example.com/v1', '')}`);
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => {});
    return json(next);
  });
  const api = createApiClient({ host: 'https://api.example.com', fetch: fetch as typeof globalThis.fetch, getIdToken: async () => 'id-token' });
  const storage = createStorage('tk:');
  if (stored) storage.set(queuePlaceKey('ses_1', 'uid_asha'), stored);
  const places: QueuePlace[] = [];
  const errors: { code: string; retryInMs: number | null }[] = [];
  const watch = watchQueue({ sessionId: 'ses_1', uid, api, storage, onPlace: (p) => places.push(p), onError: (e, retryInMs) => errors.push({ code: e.code, retryInMs }) });
  return { requests, places, errors, watch, storage };
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  // The back-off's jitter at its middle (a factor of 1), so waits are exact; the jitter has its own test.
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('given no stored place', () => {
  it('joins, keeps the token and polls it no sooner than the server advises', async () => {
    const s = setup([{ status: 200, body: place({ pollAfterSeconds: 5 }) }, { status: 200, body: place({ position: 30, token: 'tok_2' }) }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.requests).toEqual(['POST /sessions/ses_1/queue']);
    expect(s.storage.get(queuePlaceKey('ses_1', 'uid_asha'))).toBe('tok_1');
    await vi.advanceTimersByTimeAsync(4999);
    expect(s.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.requests).toEqual(['POST /sessions/ses_1/queue', 'GET /sessions/ses_1/queue?place=tok_1']);
    expect(s.places.map((p) => p.position)).toEqual([40, 30]);
    expect(s.storage.get(queuePlaceKey('ses_1', 'uid_asha'))).toBe('tok_2');
    s.watch.stop();
  });
});

describe('given a place stored before a reload', () => {
  it('polls that place instead of joining again', async () => {
    const s = setup([{ status: 200, body: place() }], 'tok_old');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.requests).toEqual(['GET /sessions/ses_1/queue?place=tok_old']);
    s.watch.stop();
  });

  it('joins with a place of its own when someone else signs in on the device, keeping the first account\'s place', async () => {
    const s = setup([{ status: 200, body: place({ token: 'tok_ravi' }) }], 'tok_asha', 'uid_ravi');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.requests).toEqual(['POST /sessions/ses_1/queue']);
    expect(s.storage.get(queuePlaceKey('ses_1', 'uid_ravi'))).toBe('tok_ravi');
    expect(s.storage.get(queuePlaceKey('ses_1', 'uid_asha'))).toBe('tok_asha');
    s.watch.stop();
  });

  it('joins again when the server no longer accepts the stored place', async () => {
    const s = setup([problem(400, 'queue/invalid-place'), { status: 200, body: place({ token: 'tok_new' }) }], 'tok_bad');
    await vi.advanceTimersByTimeAsync(0);
    expect(s.requests).toEqual(['GET /sessions/ses_1/queue?place=tok_bad', 'POST /sessions/ses_1/queue']);
    expect(s.storage.get(queuePlaceKey('ses_1', 'uid_asha'))).toBe('tok_new');
    expect(s.errors).toEqual([]);
    s.watch.stop();
  });
});

describe('given a busy server', () => {
  it('waits out a 429 Retry-After longer than the usual advice', async () => {
    const s = setup([{ status: 200, body: place({ pollAfterSeconds: 2 }) }, problem(429, 'rate-limited', 30), { status: 200, body: place() }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.requests).toHaveLength(2);
    expect(s.errors).toEqual([{ code: 'rate-limited', retryInMs: 30_000 }]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(s.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.requests).toHaveLength(3);
    s.watch.stop();
  });

  it('backs off, doubling, while 503s carry no Retry-After, and goes back to the advice after an answer', async () => {
    const s = setup([problem(503, 'unavailable'), problem(503, 'unavailable'), { status: 200, body: place({ pollAfterSeconds: 3 }) }, { status: 200, body: place() }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.errors).toEqual([{ code: 'unavailable', retryInMs: 2000 }]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(s.errors.map((e) => e.retryInMs)).toEqual([2000, 4000]);
    await vi.advanceTimersByTimeAsync(3999);
    expect(s.requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(s.places).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(s.requests).toHaveLength(4);
    s.watch.stop();
  });

  it('spreads the back-off of clients failed by the same outage (jitter), so they do not retry in step', async () => {
    const waits: (number | null)[] = [];
    for (const random of [0, 0.999]) {
      vi.spyOn(Math, 'random').mockReturnValue(random);
      const s = setup([problem(503, 'unavailable')]);
      await vi.advanceTimersByTimeAsync(0);
      waits.push(s.errors[0]?.retryInMs ?? null);
      s.watch.stop();
    }
    expect(waits[0]).toBe(1500);
    expect(waits[1]).toBeGreaterThan(2490);
    expect(waits[1]).toBeLessThan(2500);
  });

  it('keeps asking a queue that has not opened yet, backing off, and joins once it opens', async () => {
    const s = setup([problem(409, 'queue/not-open'), problem(409, 'queue/not-open'), { status: 200, body: place() }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(s.errors).toEqual([{ code: 'queue/not-open', retryInMs: 2000 }]);
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    expect(s.requests).toEqual(['POST /sessions/ses_1/queue', 'POST /sessions/ses_1/queue', 'POST /sessions/ses_1/queue']);
    expect(s.places).toHaveLength(1);
    s.watch.stop();
  });

  it('stops on an error polling cannot get past, until the person rejoins', async () => {
    const s = setup([problem(404, 'not-found'), { status: 200, body: place() }]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.errors).toEqual([{ code: 'not-found', retryInMs: null }]);
    expect(s.requests).toHaveLength(1);
    s.watch.rejoin();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.requests).toEqual(['POST /sessions/ses_1/queue', 'POST /sessions/ses_1/queue']);
    s.watch.stop();
  });
});

describe('given the queue ends', () => {
  it('stops polling when sold out and forgets the place', async () => {
    const s = setup([{ status: 200, body: place({ state: 'sold-out', pollAfterSeconds: 1 }) }], 'tok_1');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.requests).toHaveLength(1);
    expect(s.places.map((p) => p.state)).toEqual(['sold-out']);
    expect(s.storage.get(queuePlaceKey('ses_1', 'uid_asha'))).toBeUndefined();
  });

  it('stops when the turn expired, and rejoin takes a new place', async () => {
    const s = setup([{ status: 200, body: place({ state: 'turn-expired', pollAfterSeconds: 1 }) }, { status: 200, body: place({ token: 'tok_back', position: 900 }) }], 'tok_1');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.requests).toHaveLength(1);
    s.watch.rejoin();
    await vi.advanceTimersByTimeAsync(0);
    expect(s.requests[1]).toBe('POST /sessions/ses_1/queue');
    expect(s.storage.get(queuePlaceKey('ses_1', 'uid_asha'))).toBe('tok_back');
    s.watch.stop();
  });

  it('sends nothing when stopped in the same turn it started (a strict-mode remount)', async () => {
    const api = { joinQueue: vi.fn(async () => place()), getQueuePlace: vi.fn(async () => place()) };
    const watch = watchQueue({ sessionId: 'ses_1', uid: 'uid_asha', api, storage: createStorage('tk:'), onPlace: () => undefined });
    watch.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(api.joinQueue).not.toHaveBeenCalled();
  });

  it('polls no more once stopped', async () => {
    const s = setup([{ status: 200, body: place({ pollAfterSeconds: 1 }) }, { status: 200, body: place() }]);
    await vi.advanceTimersByTimeAsync(0);
    s.watch.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(s.requests).toHaveLength(1);
  });
});

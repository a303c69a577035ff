import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_EVENTS, createInactivityMonitor, defaultActivityChannel, type ActivityChannel } from './inactivity.ts';

const HOUR = 3_600_000;

/** A channel that lets the test play "another tab". */
function fakeChannel() {
  let remote: (() => void) | undefined;
  const channel: ActivityChannel & { posts: number; otherTabActive(): void; subscribed(): boolean } = {
    posts: 0,
    post() {
      channel.posts += 1;
    },
    subscribe(listener) {
      remote = listener;
      return () => (remote = undefined);
    },
    otherTabActive: () => remote?.(),
    subscribed: () => remote !== undefined,
  };
  return channel;
}

describe('the inactivity monitor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup(timeoutMs = HOUR) {
    const onTimeout = vi.fn();
    const channel = fakeChannel();
    const target = new EventTarget();
    const monitor = createInactivityMonitor({ timeoutMs, onTimeout, channel, target });
    monitor.start();
    return { onTimeout, channel, target, monitor };
  }

  describe('given no activity', () => {
    it('times out at exactly 3,600,000 ms, not a millisecond earlier, and only once', () => {
      const { onTimeout, monitor } = setup();
      vi.advanceTimersByTime(HOUR - 1);
      expect(onTimeout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onTimeout).toHaveBeenCalledTimes(1);
      expect(monitor.running).toBe(false);
      vi.advanceTimersByTime(HOUR * 3);
      expect(onTimeout).toHaveBeenCalledTimes(1);
      expect(vi.getTimerCount()).toBe(0);
    });
  });

  describe.each(ACTIVITY_EVENTS)('given a %s event', (type) => {
    it('restarts the countdown from that millisecond', () => {
      const { onTimeout, target } = setup();
      vi.advanceTimersByTime(1234);
      target.dispatchEvent(new Event(type));
      vi.advanceTimersByTime(HOUR - 1);
      expect(onTimeout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('given a storm of mousemove events', () => {
    it('keeps one timer and sends at most one cross-tab message per second', () => {
      const { channel, target, onTimeout } = setup();
      for (let ms = 0; ms < 10_000; ms += 1) {
        for (let i = 0; i < 5; i += 1) target.dispatchEvent(new Event('mousemove'));
        expect(vi.getTimerCount()).toBe(1);
        vi.advanceTimersByTime(1);
      }
      expect(channel.posts).toBe(10);
      vi.advanceTimersByTime(HOUR - 2);
      expect(onTimeout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  describe('given activity in another tab', () => {
    it('keeps this tab alive without echoing the message back', () => {
      const { channel, onTimeout } = setup();
      vi.advanceTimersByTime(HOUR - 10);
      channel.otherTabActive();
      vi.advanceTimersByTime(HOUR - 1);
      expect(onTimeout).not.toHaveBeenCalled();
      expect(channel.posts).toBe(0);
      vi.advanceTimersByTime(1);
      expect(onTimeout).toHaveBeenCalledTimes(1);
    });
  });

  it('listens passively (and in the capture phase, so scrolls of inner elements count)', () => {
    const target = new EventTarget();
    const add = vi.spyOn(target, 'addEventListener');
    createInactivityMonitor({ timeoutMs: HOUR, onTimeout: () => undefined, channel: fakeChannel(), target }).start();
    expect(add.mock.calls.map(([type]) => type)).toEqual([...ACTIVITY_EVENTS]);
    for (const call of add.mock.calls) expect(call[2]).toEqual({ passive: true, capture: true });
  });

  describe('given the real window', () => {
    it('hears scrolls and keys inside the page', () => {
      const onTimeout = vi.fn();
      const monitor = createInactivityMonitor({ timeoutMs: HOUR, onTimeout, channel: fakeChannel() });
      monitor.start();
      const inner = document.createElement('div');
      document.body.append(inner);
      vi.advanceTimersByTime(HOUR - 5);
      inner.dispatchEvent(new Event('scroll')); // does not bubble: heard in the capture phase
      vi.advanceTimersByTime(HOUR - 5);
      inner.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
      vi.advanceTimersByTime(HOUR - 1);
      expect(onTimeout).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onTimeout).toHaveBeenCalledTimes(1);
      inner.remove();
    });
  });

  describe('when stopped (sign-out or destroy)', () => {
    it('removes its timer, listeners and channel', () => {
      const { monitor, target, channel, onTimeout } = setup();
      const remove = vi.spyOn(target, 'removeEventListener');
      monitor.stop();
      expect(vi.getTimerCount()).toBe(0);
      expect(remove).toHaveBeenCalledTimes(ACTIVITY_EVENTS.length);
      expect(channel.subscribed()).toBe(false);
      target.dispatchEvent(new Event('click'));
      vi.advanceTimersByTime(HOUR * 2);
      expect(onTimeout).not.toHaveBeenCalled();
      expect(channel.posts).toBe(0);
    });
  });

  it('is off with a timeout of 0', () => {
    const onTimeout = vi.fn();
    const monitor = createInactivityMonitor({ timeoutMs: 0, onTimeout, channel: fakeChannel(), target: new EventTarget() });
    monitor.start();
    expect(monitor.running).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('the default cross-tab channel', () => {
  it('carries activity between two tabs over BroadcastChannel', async () => {
    const name = `tk-test-${Math.random()}`;
    const a = defaultActivityChannel(name);
    const b = defaultActivityChannel(name);
    const heard = vi.fn();
    const stopA = a.subscribe(() => undefined);
    const stopB = b.subscribe(heard);
    a.post();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stopA();
    stopB();
  });

  describe('given no BroadcastChannel (Safari before 15.4)', () => {
    it('keeps working for this tab alone', () => {
      vi.stubGlobal('BroadcastChannel', undefined);
      try {
        const channel = defaultActivityChannel('tk:activity');
        const stop = channel.subscribe(() => undefined);
        expect(() => channel.post()).not.toThrow();
        stop();
      } finally {
        vi.unstubAllGlobals();
      }
    });
  });
});

import { describe, expect, it } from 'vitest';
import { ANNOUNCE_EVERY_MS, shouldAnnounce, type Announced } from './queueAnnouncements.ts';

const waiting = (ahead: number, at = 0): Announced => ({ state: 'waiting', ahead, at });

describe('given nothing announced yet', () => {
  it('announces the first place', () => {
    expect(shouldAnnounce(null, { state: 'pre-queue', ahead: null }, 0)).toBe(true);
  });
});

describe('given a change of state', () => {
  it('announces it at once, even a second after the last announcement', () => {
    expect(shouldAnnounce(waiting(3, 0), { state: 'admitted', ahead: 0 }, 1000)).toBe(true);
    expect(shouldAnnounce({ state: 'pre-queue', ahead: null, at: 0 }, { state: 'waiting', ahead: 800 }, 1)).toBe(true);
  });
});

describe('given the position falls while waiting', () => {
  it('stays quiet between milestones within a minute', () => {
    expect(shouldAnnounce(waiting(900, 0), { state: 'waiting', ahead: 850 }, ANNOUNCE_EVERY_MS - 1)).toBe(false);
  });

  it('announces once a minute has passed', () => {
    expect(shouldAnnounce(waiting(900, 0), { state: 'waiting', ahead: 850 }, ANNOUNCE_EVERY_MS)).toBe(true);
  });

  it('announces at once when it crosses a milestone', () => {
    expect(shouldAnnounce(waiting(104, 0), { state: 'waiting', ahead: 99 }, 5000)).toBe(true);
    expect(shouldAnnounce(waiting(11, 0), { state: 'waiting', ahead: 10 }, 5000)).toBe(true);
  });

  it('says nothing when the position did not move, however long ago', () => {
    expect(shouldAnnounce(waiting(40, 0), { state: 'waiting', ahead: 40 }, 10 * ANNOUNCE_EVERY_MS)).toBe(false);
  });
});

describe('given the same state without a position', () => {
  it('says nothing (paused, pre-queue)', () => {
    expect(shouldAnnounce({ state: 'paused', ahead: 40, at: 0 }, { state: 'paused', ahead: 40 }, 10 * ANNOUNCE_EVERY_MS)).toBe(false);
    expect(shouldAnnounce({ state: 'pre-queue', ahead: null, at: 0 }, { state: 'pre-queue', ahead: null }, 10 * ANNOUNCE_EVERY_MS)).toBe(false);
  });
});

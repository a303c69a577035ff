import { describe, expect, it } from 'vitest';
import { queuePlace } from '../../fixtures/fakeQueue.ts';
import type { Locale } from '../../i18n/i18n.ts';
import { waitingRoomMessages } from './messages.ts';
import { ANNOUNCE_EVERY_MS, announcementFor, shouldAnnounce, type Announced } from './queueAnnouncements.ts';

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

describe('given a place to say aloud', () => {
  const NOW = Date.parse('2026-11-24T16:00:00.000Z');
  const say = (locale: Locale) => (key: Parameters<typeof waitingRoomMessages.translate>[1], params?: Parameters<typeof waitingRoomMessages.translate>[2]) => waitingRoomMessages.translate(locale, key, params);
  const admitted = queuePlace({ state: 'admitted', position: 40, ahead: 0, progress: 1, estimatedWaitSeconds: 0 }, { turnEndsAt: new Date(NOW + 10 * 60_000 - 2000).toISOString() });
  const waitingPlace = queuePlace({ state: 'waiting', position: 80, ahead: 79, progress: 0.1, estimatedWaitSeconds: 300 });

  it('says, in a turn, how long is left to start buying', () => {
    expect(announcementFor(say('en-IN'), admitted, NOW)).toBe('It is your turn. Choose tickets within 10 minutes.');
    expect(announcementFor(say('en-IN'), admitted, NOW + 9 * 60_000 + 30_000)).toBe('It is your turn. Choose tickets within 1 minute.');
  });

  it('ends its sentences as the language does (Hindi with ।, never an English full stop)', () => {
    expect(announcementFor(say('hi-IN'), waitingPlace, NOW)).toBe('आप कतार में हैं। आपसे आगे 79 लोग हैं।');
    expect(announcementFor(say('hi-IN'), admitted, NOW)).toBe('आपकी बारी आ गई है। 10 मिनट के अंदर टिकट चुनें।');
    expect(announcementFor(say('en-IN'), waitingPlace, NOW)).toBe('You are in the queue. 79 people ahead of you.');
  });
});

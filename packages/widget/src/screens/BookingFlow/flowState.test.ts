import { describe, expect, it } from 'vitest';
import { flowToPath, pathToFlow } from './flowPath.ts';
import type { FlowState } from './flowState.ts';

const fallback: FlowState = { step: 'events', quantities: {} };

describe('given a step of the booking flow', () => {
  it.each<FlowState>([
    { step: 'events', quantities: {}, city: 'nagpur', category: 'music' },
    { step: 'event', eventId: 'evt_1', quantities: {} },
    { step: 'city', eventId: 'evt_1', quantities: {} },
    { step: 'date', eventId: 'evt_1', city: 'pune', quantities: {} },
    { step: 'queue', eventId: 'evt_1', city: 'pune', sessionId: 'ses_1', quantities: {} },
    { step: 'tickets', eventId: 'evt_1', city: 'pune', sessionId: 'ses_1', quantities: { tt_a: 2 } },
    { step: 'booking', eventId: 'evt_1', city: 'pune', sessionId: 'ses_1', quantities: { tt_a: 2, tt_b: 1 } },
    { step: 'confirmation', bookingId: 'bkg_1', quantities: {} },
  ])('round-trips $step through its path', (state) => {
    expect(pathToFlow(flowToPath(state), fallback)).toEqual(state);
  });
  it('writes a readable path', () => {
    expect(flowToPath({ step: 'booking', eventId: 'evt_1', city: 'pune', sessionId: 'ses_1', quantities: { tt_a: 2, tt_b: 1 } })).toBe(
      '/event/evt_1/booking?city=pune&session=ses_1&q=tt_a.2,tt_b.1',
    );
  });
});

describe('given a hand-edited or broken link', () => {
  it.each(['/nowhere', '/event/<script>', '/event/evt_1/pay', '/event/evt_1/tickets/extra/parts'])('falls back for %s', (path) => {
    expect(pathToFlow(path, fallback)).toBe(fallback);
  });
  it('sends a booking link without tickets back to ticket selection', () => {
    expect(pathToFlow('/event/evt_1/booking?session=ses_1', fallback).step).toBe('tickets');
  });
  it('sends a tickets link without a session back to date selection', () => {
    expect(pathToFlow('/event/evt_1/tickets', fallback).step).toBe('date');
  });
  it('ignores impossible quantities and bad slugs', () => {
    expect(pathToFlow('/event/evt_1/tickets?session=ses_1&q=tt_a.99,tt_b.-1,tt_c.2&city=Not%20A%20Slug', fallback)).toEqual({
      step: 'tickets',
      eventId: 'evt_1',
      sessionId: 'ses_1',
      quantities: { tt_c: 2 },
    });
  });
});

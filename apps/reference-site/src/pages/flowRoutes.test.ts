import { describe, expect, it } from 'vitest';
import { decodeQuantities } from '@ticketkit/widget';
import { stateFromRoute } from './flowRouteState.ts';
import { pathForState, type FlowPage } from './flowRoutes.ts';

const route = (page: FlowPage, params: Record<string, string>, search = '') => stateFromRoute(page, params, new URLSearchParams(search));

describe('the booking flow on the spec routes', () => {
  it('walks city → date → tickets → booking → confirmation, each step a spec route', () => {
    const base = { eventId: 'ev_7', quantities: {} };
    expect(pathForState({ ...base, step: 'event', city: 'nagpur' }, 'jazz-night')).toBe('/nagpur/jazz-night/ev_7');
    expect(pathForState({ ...base, step: 'event' }, 'jazz-night')).toBe('/productpage/ev_7');
    expect(pathForState({ ...base, step: 'city' }, 'jazz-night')).toBe('/jazz-night/select-city?event=ev_7');
    expect(pathForState({ ...base, step: 'date', city: 'pune' }, 'jazz-night')).toBe('/dateselect/jazz-night/ev_7?city=pune');
    expect(pathForState({ ...base, step: 'tickets', city: 'pune', sessionId: 'se_1' }, 'jazz-night')).toBe('/ticketpage/jazz-night/ev_7?city=pune&session=se_1');
    expect(pathForState({ ...base, step: 'booking', city: 'pune', sessionId: 'se_1', quantities: { tt_1: 2, tt_2: 0 } }, 'jazz-night')).toBe(
      '/eventbooking/jazz-night/ev_7?city=pune&session=se_1&q=tt_1.2',
    );
    expect(pathForState({ step: 'confirmation', bookingId: 'bk_9', quantities: {} }, 'jazz-night')).toBe('/ticketbooked/jazz-night?booking=bk_9');
  });

  it('reads each route back into the same step and selection', () => {
    expect(route('event', { event_city: 'nagpur', event_name: 'jazz-night', id: 'ev_7' })).toEqual({ step: 'event', eventId: 'ev_7', city: 'nagpur', quantities: {} });
    expect(route('selectCity', { event_name: 'jazz-night' }, 'event=ev_7')).toEqual({ step: 'city', eventId: 'ev_7', quantities: {} });
    expect(route('booking', { event_name: 'jazz-night', event_id: 'ev_7' }, 'city=pune&session=se_1&q=tt_1.2')).toEqual({
      step: 'booking',
      eventId: 'ev_7',
      city: 'pune',
      sessionId: 'se_1',
      quantities: { tt_1: 2 },
    });
    expect(route('booked', { event_name: 'jazz-night' }, 'booking=bk_9')).toEqual({ step: 'confirmation', bookingId: 'bk_9', quantities: {} });
  });

  it("puts a high-demand session's waiting room on the tickets route, and reads it back", () => {
    const queue = { step: 'queue' as const, eventId: 'ev_7', city: 'pune', sessionId: 'se_1', quantities: {} };
    expect(pathForState(queue, 'jazz-night')).toBe('/ticketpage/jazz-night/ev_7?city=pune&session=se_1&step=queue');
    expect(route('tickets', { event_name: 'jazz-night', id: 'ev_7' }, 'city=pune&session=se_1&step=queue')).toEqual(queue);
    expect(route('tickets', { event_name: 'jazz-night', id: 'ev_7' }, 'step=queue').step).toBe('date');
  });

  describe('given a link with part of the selection missing', () => {
    it('falls back to the step that can still be shown', () => {
      expect(route('booking', { event_name: 'x', event_id: 'ev_7' }, 'session=se_1').step).toBe('tickets');
      expect(route('tickets', { event_name: 'x', id: 'ev_7' }).step).toBe('date');
    });

    it('drops malformed quantities instead of failing', () => {
      expect(decodeQuantities('tt_1.2,bad,tt_2.99,<x>.1,tt_3.1')).toEqual({ tt_1: 2, tt_3: 1 });
    });
  });

  it('keeps the corporate flow on the corporate routes', () => {
    const base = { eventId: 'ev_7', quantities: {} };
    expect(pathForState({ ...base, step: 'event' }, 'offsite', 'corporate')).toBe('/corporateevent/offsite/ev_7');
    expect(pathForState({ ...base, step: 'city' }, 'offsite', 'corporate')).toBe('/corporateevent/dateselect/offsite/ev_7?step=city');
    expect(route('dates', { event_name: 'offsite', id: 'ev_7' }, 'step=city').step).toBe('city');
    expect(pathForState({ ...base, step: 'booking', sessionId: 'se_1', quantities: { tt_1: 1 } }, 'offsite', 'corporate')).toBe(
      '/corporateevent/booking-summary/offsite/ev_7?session=se_1&q=tt_1.1',
    );
    expect(pathForState({ step: 'confirmation', bookingId: 'bk_1', quantities: {} }, 'offsite', 'corporate')).toBe('/corporateevent/ticketbooked/offsite?booking=bk_1');
  });
});

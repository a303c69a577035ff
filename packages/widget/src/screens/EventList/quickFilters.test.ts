import { describe, expect, it } from 'vitest';
import { quickFilterQuery, quickFilterSearch, readQuickFilter, toggleQuickFilter } from './quickFilters.ts';

// Wednesday 25 November 2026, 22:00 in Kolkata (16:30 UTC).
const WED_NIGHT = Date.parse('2026-11-25T16:30:00Z');

describe('given a quick filter in a page address', () => {
  it('reads the choices it knows and ignores the rest, and writes them back', () => {
    expect(readQuickFilter('?when=today&price=free')).toEqual({ when: 'today', price: 'free' });
    expect(readQuickFilter('?when=yesterday&price=cheap&x=1')).toEqual({});
    expect(quickFilterSearch({ when: 'weekend', price: 'under-500' })).toBe('?when=weekend&price=under-500');
    expect(quickFilterSearch({})).toBe('');
  });

  it('switches one choice on, to another, or off, keeping the other kind', () => {
    expect(toggleQuickFilter({ price: 'free' }, { when: 'today' })).toEqual({ when: 'today', price: 'free' });
    expect(toggleQuickFilter({ when: 'today', price: 'free' }, { when: 'tomorrow' })).toEqual({ when: 'tomorrow', price: 'free' });
    expect(toggleQuickFilter({ when: 'today', price: 'free' }, { when: 'today' })).toEqual({ when: undefined, price: 'free' });
  });
});

describe('given the events query for a filter, in the city’s zone', () => {
  it('asks for whole days in Kolkata, not in UTC', () => {
    expect(quickFilterQuery({ when: 'today' }, WED_NIGHT, 'Asia/Kolkata')).toEqual({ from: '2026-11-24T18:30:00.000Z', to: '2026-11-25T18:29:59.999Z' });
    expect(quickFilterQuery({ when: 'tomorrow' }, WED_NIGHT, 'Asia/Kolkata')).toEqual({ from: '2026-11-25T18:30:00.000Z', to: '2026-11-26T18:29:59.999Z' });
    // Past midnight in Kolkata it is already Thursday, though UTC still says Wednesday.
    expect(quickFilterQuery({ when: 'today' }, Date.parse('2026-11-25T19:00:00Z'), 'Asia/Kolkata').from).toBe('2026-11-25T18:30:00.000Z');
  });

  it('takes this weekend as the coming Saturday and Sunday, or what is left of them', () => {
    expect(quickFilterQuery({ when: 'weekend' }, WED_NIGHT, 'Asia/Kolkata')).toEqual({ from: '2026-11-27T18:30:00.000Z', to: '2026-11-29T18:29:59.999Z' });
    const saturday = Date.parse('2026-11-28T06:00:00Z');
    expect(quickFilterQuery({ when: 'weekend' }, saturday, 'Asia/Kolkata')).toEqual({ from: '2026-11-27T18:30:00.000Z', to: '2026-11-29T18:29:59.999Z' });
    const sunday = Date.parse('2026-11-29T06:00:00Z');
    expect(quickFilterQuery({ when: 'weekend' }, sunday, 'Asia/Kolkata')).toEqual({ from: '2026-11-28T18:30:00.000Z', to: '2026-11-29T18:29:59.999Z' });
  });

  it('follows a zone with a clock change, and asks the price as paise', () => {
    // London's clocks went back on 25 October 2026: that Sunday is 25 hours long.
    expect(quickFilterQuery({ when: 'today' }, Date.parse('2026-10-25T12:00:00Z'), 'Europe/London')).toEqual({ from: '2026-10-24T23:00:00.000Z', to: '2026-10-25T23:59:59.999Z' });
    expect(quickFilterQuery({ price: 'free' }, WED_NIGHT, 'Asia/Kolkata')).toEqual({ maxPrice: 0 });
    expect(quickFilterQuery({ price: 'under-500' }, WED_NIGHT, 'Asia/Kolkata')).toEqual({ maxPrice: 49_999 });
  });
});

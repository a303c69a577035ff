import { describe, expect, it } from 'vitest';
import { quickFilterQuery, quickFilterSearch, readQuickFilter, toggleQuickFilter } from './quickFilterRules.ts';

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

  it('asks the API for the days by name and the price in paise: under ₹500 is ₹499.99 at most', () => {
    expect(quickFilterQuery({ when: 'weekend', price: 'under-500' })).toEqual({ when: 'weekend', maxPrice: 49_999 });
    expect(quickFilterQuery({ price: 'free' })).toEqual({ maxPrice: 0 });
    expect(quickFilterQuery({})).toEqual({});
  });
});

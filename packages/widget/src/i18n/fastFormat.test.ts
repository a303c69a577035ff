import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountCases, browsePriceMismatches, dateCases, dateMismatches, rupeeMismatches, shortDateMismatches } from './fastFormat.cases.ts';
import { longDateEnIN, rupeesEnIN } from './fastFormat.ts';
import { createFormatter } from './i18n.ts';

describe('given an event card’s date and price in en-IN', () => {
  it('writes every day of 2024–2030, on both sides of midnight in Kolkata, as Intl does', () => {
    expect(dateMismatches(dateCases())).toEqual([]);
  });

  it('writes any instant from 1950 to 2200 as Intl does', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(dateMismatches([new Date(ms).toISOString()])).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('writes the compact card dates and day keys of every day of 2024–2030 as Intl does', () => {
    expect(shortDateMismatches(dateCases())).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1950, 0, 1), max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(shortDateMismatches([new Date(ms).toISOString()])).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes browse prices as whole rupees unless there are paise, as Intl does', () => {
    expect(browsePriceMismatches([...amountCases, 80000, 80050, 50000])).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (paise) => {
        expect(browsePriceMismatches([paise, paise - (paise % 100)])).toEqual([]);
      }),
      { numRuns: 1000 },
    );
  });

  it('writes prices with the Indian digit grouping as Intl does', () => {
    expect(rupeeMismatches(amountCases)).toEqual([]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e14 }), (paise) => {
        expect(rupeeMismatches([paise])).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it('leaves every other zone, currency and value to Intl', () => {
    expect(longDateEnIN('2026-01-05T10:00:00Z', 'Europe/London')).toBeUndefined();
    expect(longDateEnIN('1940-01-05T10:00:00Z', 'Asia/Kolkata')).toBeUndefined();
    expect(longDateEnIN('not a date', 'Asia/Kolkata')).toBeUndefined();
    expect(rupeesEnIN(100, 'USD')).toBeUndefined();
    expect(rupeesEnIN(-100, 'INR')).toBeUndefined();
    expect(rupeesEnIN(10.5, 'INR')).toBeUndefined();
    expect(rupeesEnIN(1e14 + 1, 'INR')).toBeUndefined();
    const f = createFormatter('en-IN');
    expect(f.date('2026-01-05T10:00:00Z', 'Europe/London')).toBe('Monday, 5 January 2026');
    expect(f.money({ amount: 1050, currency: 'USD' })).toBe(new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(10.5));
    expect(f.money({ amount: -1050, currency: 'INR' })).toBe('-₹10.50');
  });

  it('is what the formatter gives in en-IN, and hi-IN still goes through Intl', () => {
    const en = createFormatter('en-IN');
    expect(en.date('2026-01-04T19:00:00Z')).toBe('Monday, 5 January 2026');
    expect(en.money({ amount: 12345678, currency: 'INR' })).toBe('₹1,23,456.78');
    const hi = createFormatter('hi-IN');
    expect(hi.date('2026-01-04T19:00:00Z')).toBe(new Intl.DateTimeFormat('hi-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(new Date('2026-01-04T19:00:00Z')));
  });
});

describe('given a card’s span of days and its price', () => {
  it('writes one day with its weekday and a span as two short days, in both languages', () => {
    const en = createFormatter('en-IN');
    expect(en.dateSpan('2026-11-25T13:30:00Z', '2026-11-25T16:30:00Z')).toBe('Wed, 25 Nov');
    expect(en.dateSpan('2026-11-25T13:30:00Z', '2026-12-10T16:30:00Z')).toBe('25 Nov – 10 Dec');
    expect(en.dateSpan('2026-12-25T13:30:00Z', '2027-01-03T16:30:00Z')).toBe('25 Dec 2026 – 3 Jan 2027');
    // 23:30 in Kolkata on the 25th and 00:30 on the 26th are two days there, whatever UTC says.
    expect(en.dateSpan('2026-11-25T18:00:00Z', '2026-11-25T19:00:00Z')).toBe('25 Nov – 26 Nov');
    expect(en.dateSpan('2026-11-25T13:30:00Z', '2026-11-25T16:30:00Z', 'Europe/London')).toBe('Wed, 25 Nov');
    const hi = createFormatter('hi-IN');
    const short = (o: Intl.DateTimeFormatOptions, iso: string) => new Intl.DateTimeFormat('hi-IN', { ...o, timeZone: 'Asia/Kolkata' }).format(new Date(iso));
    expect(hi.dateSpan('2026-11-25T13:30:00Z', '2026-11-25T16:30:00Z')).toBe(short({ weekday: 'short', day: 'numeric', month: 'short' }, '2026-11-25T13:30:00Z'));
    expect(hi.dateSpan('2026-11-25T13:30:00Z', '2026-12-10T16:30:00Z')).toBe(`${short({ day: 'numeric', month: 'short' }, '2026-11-25T13:30:00Z')} – ${short({ day: 'numeric', month: 'short' }, '2026-12-10T16:30:00Z')}`);
  });

  it('drops zero paise only when asked, in both languages', () => {
    const en = createFormatter('en-IN');
    expect(en.money({ amount: 80000, currency: 'INR' }, { dropZeroPaise: true })).toBe('₹800');
    expect(en.money({ amount: 80050, currency: 'INR' }, { dropZeroPaise: true })).toBe('₹800.50');
    expect(en.money({ amount: 80000, currency: 'INR' })).toBe('₹800.00');
    const hi = createFormatter('hi-IN');
    expect(hi.money({ amount: 80000, currency: 'INR' }, { dropZeroPaise: true })).toBe(new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(800));
    expect(hi.money({ amount: 80050, currency: 'INR' }, { dropZeroPaise: true })).toBe(new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(800.5));
    expect(hi.money({ amount: 80000, currency: 'INR' })).toBe(new Intl.NumberFormat('hi-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 }).format(800));
  });
});

import { describe, expect, it } from 'vitest';
import { createFormatter } from './i18n.ts';

const LATIN = /[A-Za-z]/;

// Chromium's own ICU, which is what a Hindi reader's dates, times and money come from.
describe('given the hi-IN formatter, in Chromium', () => {
  const hi = createFormatter('hi-IN');
  it('writes times with a Hindi day period, never a Latin am/pm', () => {
    // 14:00 UTC is 19:30 in Kolkata; 04:00 UTC is 09:30.
    for (const iso of ['2027-01-09T14:00:00Z', '2027-01-09T04:00:00Z', '2027-01-09T09:00:00Z', '2027-01-09T18:00:00Z']) {
      expect(hi.time(iso, 'Asia/Kolkata')).not.toMatch(LATIN);
      expect(hi.dateTime(iso, 'Asia/Kolkata')).not.toMatch(LATIN);
    }
    expect(hi.time('2027-01-09T14:00:00Z', 'Asia/Kolkata')).toBe('शाम 7:30');
  });
  it('writes dates and money in Hindi through Intl', () => {
    expect(hi.date('2027-01-09T14:00:00Z', 'Asia/Kolkata')).toBe('शनिवार, 9 जनवरी 2027');
    expect(hi.money({ amount: 12345678, currency: 'INR' })).toBe('₹1,23,456.78');
  });
  it('leaves English’s clock as it was', () => {
    expect(createFormatter('en-IN').time('2027-01-09T14:00:00Z', 'Asia/Kolkata')).toMatch(/^7:30\s?pm$/i);
  });
});

import { describe, expect, it } from 'vitest';
import { amountCases, browsePriceMismatches, dateCases, dateMismatches, rupeeMismatches, shortDateMismatches } from './fastFormat.cases.ts';

// Chromium's own ICU, which is what visitors' formats would otherwise come from.
describe('given an event card’s date and price in en-IN, in Chromium', () => {
  it('writes the dates as Chromium’s Intl does', () => {
    expect(dateMismatches(dateCases())).toEqual([]);
  });
  it('writes the compact card dates and day keys as Chromium’s Intl does', () => {
    expect(shortDateMismatches(dateCases())).toEqual([]);
  });
  it('writes the prices as Chromium’s Intl does', () => {
    const many = [...amountCases];
    for (let p = 1; p <= 1e14; p = p * 7 + 3) many.push(p, p - (p % 100));
    expect(rupeeMismatches(many)).toEqual([]);
    expect(browsePriceMismatches(many)).toEqual([]);
  });
});

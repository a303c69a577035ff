import { describe, expect, it } from 'vitest';
import { median, percentile } from './percentile.mjs';

describe('median', () => {
  it('is the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('is the mean of the two middle values of an even count', () => {
    expect(median([1.20, 0.98, 1.14, 1.07])).toBeCloseTo(1.105, 10);
  });
  it('is NaN for no values, as percentile is', () => {
    expect(median([])).toBeNaN();
    expect(percentile([], 50)).toBeNaN();
  });
});

import { describe, expect, it } from 'vitest';
import { formatRupees } from './money.ts';

describe('formatRupees', () => {
  it('reads paise as rupees with Indian digit grouping', () => {
    expect(formatRupees(50_000)).toBe('₹500.00');
    expect(formatRupees(1_234_567)).toBe('₹12,345.67');
    expect(formatRupees(5)).toBe('₹0.05');
  });
});

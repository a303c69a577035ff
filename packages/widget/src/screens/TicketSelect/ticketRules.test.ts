import { describe, expect, it } from 'vitest';
import { ticketTypes } from '../../fixtures/booking.ts';
import { clampQuantities, maxFor, maxWithin, orderTotal, stepQuantity, unavailableReason } from './ticketRules.ts';

const [silver, gold, platinum, early] = ticketTypes as [typeof ticketTypes[0], typeof ticketTypes[0], typeof ticketTypes[0], typeof ticketTypes[0]];

describe('given a ticket type on sale with plenty left', () => {
  it('allows up to its per-order maximum', () => {
    expect(maxFor(silver)).toBe(10);
    expect(stepQuantity(silver, 10, 11)).toBe(10);
  });
});

describe('given a ticket type with fewer left than its per-order maximum', () => {
  it('caps the quantity at what is left', () => {
    expect(maxFor(gold)).toBe(3);
    expect(stepQuantity(gold, 3, 4)).toBe(3);
  });
});

describe('given a ticket type with a minimum per order', () => {
  const pairs = { ...silver, minPerOrder: 2 };
  it('jumps from 0 to the minimum and drops below it back to 0', () => {
    expect(stepQuantity(pairs, 0, 1)).toBe(2);
    expect(stepQuantity(pairs, 2, 1)).toBe(0);
  });
  it('cannot be bought when fewer than the minimum are left', () => {
    expect(stepQuantity({ ...pairs, available: 1 }, 0, 1)).toBe(0);
  });
});

describe('given sold-out and ended ticket types', () => {
  it('gives the reason and allows none', () => {
    expect(unavailableReason(platinum)).toBe('sold-out');
    expect(unavailableReason(early)).toBe('ended');
    expect(unavailableReason({ ...silver, available: 0 })).toBe('sold-out');
    expect(maxFor(platinum)).toBe(0);
    expect(unavailableReason(silver)).toBeNull();
  });
});

describe('given a selection', () => {
  it('totals the lines in paise', () => {
    expect(orderTotal(ticketTypes, { tt_silver: 2, tt_gold: 1 })).toEqual({ amount: 2 * 49900 + 99900, currency: 'INR' });
  });
  it('drops what no longer fits after availability changed', () => {
    expect(clampQuantities(ticketTypes, { tt_silver: 2, tt_gold: 5, tt_platinum: 1 })).toEqual({ tt_silver: 2, tt_gold: 3 });
  });
});

describe("given a high-demand on-sale's cap on the account's tickets", () => {
  it('lets each type take only what the rest of the selection leaves under the cap', () => {
    expect(maxWithin(silver, { [silver.id]: 1, [gold.id]: 2 }, 4)).toBe(2);
    expect(maxWithin(gold, { [silver.id]: 4 }, 4)).toBe(0);
    expect(maxWithin(silver, {}, undefined)).toBe(maxFor(silver));
  });

  it('drops what is over the cap from a kept selection', () => {
    expect(clampQuantities([silver, gold], { [silver.id]: 3, [gold.id]: 2 }, 4)).toEqual({ [silver.id]: 3, [gold.id]: 1 });
    expect(clampQuantities([silver, gold], { [silver.id]: 3, [gold.id]: 2 })).toEqual({ [silver.id]: 3, [gold.id]: 2 });
  });
});

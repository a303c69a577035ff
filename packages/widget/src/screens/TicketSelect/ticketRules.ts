import type { Money, TicketType } from '@ticketkit/contract';
import { MAX_TICKETS_PER_ORDER } from '@ticketkit/contract/rules';

export type Quantities = Record<string, number>;

/** Why a ticket type cannot be chosen, or null when it can. */
export function unavailableReason(tt: TicketType): 'sold-out' | 'not-started' | 'ended' | null {
  if (tt.status === 'sold-out' || (tt.status === 'on-sale' && tt.available === 0)) return 'sold-out';
  if (tt.status === 'not-started') return 'not-started';
  if (tt.status === 'ended') return 'ended';
  return null;
}

/** The highest quantity one order may take of a type: per-order max, what is left, the API cap. */
export function maxFor(tt: TicketType): number {
  return unavailableReason(tt) ? 0 : Math.min(tt.maxPerOrder, tt.available, MAX_TICKETS_PER_ORDER);
}

/**
 * The next quantity after a stepper press: 0 or within [minPerOrder, max]. Going up from 0
 * jumps to the minimum; going down below the minimum drops to 0.
 */
export function stepQuantity(tt: TicketType, current: number, requested: number): number {
  const max = maxFor(tt);
  if (max < tt.minPerOrder) return 0;
  if (requested > current) return Math.min(max, Math.max(requested, tt.minPerOrder));
  if (requested < tt.minPerOrder) return 0;
  return Math.min(max, requested);
}

/**
 * The most of a type this order may take with the rest of the selection as it is, when the account
 * may take only `accountCap` tickets of the event in all (a high-demand on-sale's cap).
 */
export function maxWithin(tt: TicketType, quantities: Quantities, accountCap: number | undefined): number {
  if (accountCap === undefined) return maxFor(tt);
  const others = selectedCount(quantities) - (quantities[tt.id] ?? 0);
  return Math.max(0, Math.min(maxFor(tt), accountCap - others));
}

/** Drops quantities that no longer fit (e.g. after availability changed, or beyond the account's cap). */
export function clampQuantities(types: TicketType[], quantities: Quantities, accountCap?: number): Quantities {
  const out: Quantities = {};
  let total = 0;
  for (const tt of types) {
    const q = quantities[tt.id] ?? 0;
    if (q > 0) {
      const room = accountCap === undefined ? Infinity : accountCap - total;
      const clamped = q < tt.minPerOrder ? 0 : Math.min(q, maxFor(tt), room);
      if (clamped >= tt.minPerOrder && clamped > 0) {
        out[tt.id] = clamped;
        total += clamped;
      }
    }
  }
  return out;
}

export function orderTotal(types: TicketType[], quantities: Quantities): Money {
  let amount = 0;
  for (const tt of types) amount += (quantities[tt.id] ?? 0) * tt.price.amount;
  return { amount, currency: 'INR' };
}

export function selectedCount(quantities: Quantities): number {
  return Object.values(quantities).reduce((a, b) => a + b, 0);
}

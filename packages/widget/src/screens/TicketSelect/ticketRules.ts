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

/** Drops quantities that no longer fit (e.g. after availability changed). */
export function clampQuantities(types: TicketType[], quantities: Quantities): Quantities {
  const out: Quantities = {};
  for (const tt of types) {
    const q = quantities[tt.id] ?? 0;
    if (q > 0) {
      const clamped = q < tt.minPerOrder ? 0 : Math.min(q, maxFor(tt));
      if (clamped >= tt.minPerOrder) out[tt.id] = clamped;
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

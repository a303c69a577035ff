import type { Queryable } from '../../db/database.ts';
import type { RazorpayOrder } from '../razorpay-wire.ts';
import { findOrders } from './books.ts';

/** Most orders remembered; the one seen longest ago is forgotten first (a payment on it reads it again). */
const MAX_ORDERS = 10_000;

/**
 * The sandbox's orders as this process last saw them (made or read), so that a payment's webhooks
 * can be written before the one statement that records the payment with them. A copy may be behind
 * the books (another process took an attempt on the order): the payment statement then records
 * nothing and answers the order as it is, and the webhooks are written again from that. A paid order
 * is forgotten: it takes no payment, and a copy of it serves nothing.
 */
export function seenOrders(db: Queryable) {
  const orders = new Map<string, RazorpayOrder>();
  const remember = (order: RazorpayOrder) => {
    orders.delete(order.id);
    if (order.status === 'paid') return;
    orders.set(order.id, order);
    if (orders.size > MAX_ORDERS) orders.delete(orders.keys().next().value!);
  };
  return {
    remember,
    forget: (id: string) => void orders.delete(id),
    /** These orders as last seen, the ones not remembered read in one statement; an unknown id is absent. */
    async find(ids: string[]): Promise<Map<string, RazorpayOrder>> {
      const found = new Map<string, RazorpayOrder>();
      const missing: string[] = [];
      for (const id of new Set(ids)) {
        const order = orders.get(id);
        if (order) found.set(id, order);
        else missing.push(id);
      }
      if (missing.length > 0) {
        for (const order of await findOrders(db, missing)) {
          remember(order);
          found.set(order.id, order);
        }
      }
      return found;
    },
  };
}

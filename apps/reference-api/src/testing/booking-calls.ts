import type { BookingCalls } from '../db/booking-calls.ts';
import { releaseKey } from '../http/idempotency.ts';
import type { StartOptions } from '../server.ts';

/**
 * Lets a test step in between a booking request's idempotency claim and the conversion of its
 * hold, where a slow or failing database would be: `options` go to startTestApi, and
 * `beforeNextBooking(step)` runs `step` once, as the next booking call starts. A step that waits
 * holds that request there; a step that throws fails it as the database call would.
 *
 * A booking's claim and its conversion are one round, one transaction: what another request sees
 * of one in between is its key claimed (in-progress). The held request's key is claimed on its own
 * while the step runs, and freed again before the booking round, which claims it for real; a step
 * that throws leaves the key as a failed round does, unclaimed.
 */
export function interceptBookings(): {
  options: Pick<StartOptions, 'wrapBookingCalls'>;
  beforeNextBooking(step: () => Promise<void>): void;
  clear(): void;
} {
  let next: (() => Promise<void>) | undefined;
  return {
    options: {
      wrapBookingCalls: (calls, db): BookingCalls => ({
        ...calls,
        createBooking: async (request) => {
          const step = next;
          next = undefined;
          if (!step) return calls.createBooking(request);
          const { uid, key, hash, lockSeconds } = request;
          const claim = await calls.claimIdempotencyKey({ uid, key, hash, lockSeconds });
          try {
            await step();
          } finally {
            if (claim.outcome === 'claimed') await releaseKey(db, uid, key);
          }
          return calls.createBooking(request);
        },
      }),
    },
    beforeNextBooking: (step) => {
      next = step;
    },
    clear: () => {
      next = undefined;
    },
  };
}

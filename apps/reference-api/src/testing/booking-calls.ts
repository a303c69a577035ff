import type { BookingCalls } from '../db/booking-calls.ts';
import type { StartOptions } from '../server.ts';

/**
 * Lets a test step in between a booking request's idempotency claim and the conversion of its
 * hold, where a slow or failing database would be: `options` go to startTestApi, and
 * `beforeNextBooking(step)` runs `step` once, as the next booking call starts. A step that waits
 * holds that request there; a step that throws fails it as the database call would.
 */
export function interceptBookings(): {
  options: Pick<StartOptions, 'wrapBookingCalls'>;
  beforeNextBooking(step: () => Promise<void>): void;
  clear(): void;
} {
  let next: (() => Promise<void>) | undefined;
  return {
    options: {
      wrapBookingCalls: (calls: BookingCalls): BookingCalls => ({
        ...calls,
        createBooking: async (request) => {
          const step = next;
          next = undefined;
          await step?.();
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

import type { Locator, Page } from 'playwright-core';

/**
 * From an event's first screen (in a booking element or a `BookingFlow`) to the booking step, with
 * one ticket of the event's first session in Nagpur chosen.
 */
export async function chooseOneTicketInNagpur(scope: Page | Locator): Promise<void> {
  await scope.getByRole('button', { name: 'Book tickets' }).click();
  await scope.getByRole('button', { name: /^Nagpur · / }).click();
  await scope.getByRole('heading', { name: 'Choose a date', level: 2 }).waitFor();
  await scope.getByRole('button', { name: / at / }).first().click();
  await scope.getByRole('button', { name: /^Add one / }).first().click();
  await scope.getByRole('button', { name: 'Continue to booking' }).click();
}

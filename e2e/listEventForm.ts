import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The form of the step on screen of "List your event" (the header has a city box of its own). */
export const listingStep = (page: Page) => page.getByRole('form', { name: /^Step \d of 6: / });

/** Types into the step's text box `name` as a person does, key by key (so the browser applies maxlength), and checks it all arrived. */
export async function typeInListing(page: Page, name: string, text: string): Promise<void> {
  const box = listingStep(page).getByRole('textbox', { name, exact: true });
  await box.click();
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(text);
  expect(await box.inputValue(), `what "${name}" holds`).toBe(text);
}

/** Presses Next and waits for the step called `step`. */
export async function nextListingStep(page: Page, step: string): Promise<void> {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('heading', { name: new RegExp(`^Step \\d of 6: ${step}$`) }).waitFor();
}

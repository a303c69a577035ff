import type { Locator, Page } from 'playwright-core';

/**
 * Opens the header's menu as a person on a phone does (the button named `name`, "Menu" or its
 * Hindi) and returns its button; the sections and the language switch are inside it there, inline
 * on a wide screen.
 */
export async function openSiteMenu(page: Page, name = 'Menu'): Promise<Locator> {
  const button = page.getByRole('banner').getByRole('button', { name, exact: true });
  if ((await button.getAttribute('aria-expanded')) !== 'true') await button.click();
  return button;
}

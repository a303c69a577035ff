import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callApi, createAccount, fillSignIn, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { openSiteMenu } from './siteMenu.ts';
import { hiIN } from '../packages/widget/src/i18n/hi-IN.ts';
import { namesHiIN } from '../packages/widget/src/i18n/names.hi-IN.ts';
import { translate, type MessageParams } from '../packages/widget/src/i18n/translate.ts';
import { paymentMessages } from '../packages/widget/src/screens/Payment/messages.ts';

/** The Hindi the widget shows for `key` (the test finds controls by what a Hindi reader sees). */
const hi = (key: keyof typeof hiIN, params?: MessageParams) => translate({ 'hi-IN': hiIN }, 'hi-IN', key, params);

/**
 * What may be in Latin letters on a Hindi page: brand names and the terms people write in Latin
 * ("Ticketkit", "UPI", "GST", "GSTIN", "QR", "ID"), the language switch's "English" (each language is
 * named in itself), and data from the API (event titles, venues, ticket types, the attendee's own
 * name and email, and the names of categories and cities the widget has no Hindi name for), collected
 * from the API's answers as the page receives them. Numerals are not letters, so they never count.
 */
const ALWAYS_ALLOWED = ['Ticketkit', 'English', 'UPI', 'GSTIN', 'GST', 'QR', 'ID'];

function stringsIn(value: unknown, out: Set<string>): void {
  if (typeof value === 'string') {
    if (value.length >= 2) out.add(value);
  } else if (Array.isArray(value)) for (const v of value) stringsIn(v, out);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) stringsIn(v, out);
}

/** Collects every string of every successful JSON answer from the API, for the allow-list. */
function recordApiData(page: Page): Set<string> {
  const data = new Set<string>();
  const api = inject('apiUrl');
  page.on('response', (response) => {
    if (!response.url().startsWith(api) || !response.ok() || !(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then((body: unknown) => stringsIn(body, data), () => undefined);
  });
  return data;
}

/** The page's text and accessible names (text nodes, aria-label, title, placeholder, alt, the document's title). */
function pageWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement?.closest('script, style, noscript, template');
      if (!parent && node.textContent?.trim()) out.push(node.textContent.trim());
    }
    for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-valuetext]')) {
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt', 'aria-valuetext']) {
        const value = el.getAttribute(attr);
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** The API's English names of the categories and cities the widget names in Hindi: never on a Hindi page. */
async function namedInHindi(): Promise<Set<string>> {
  const out = new Set<string>();
  for (const [kind, path] of [['category', 'categories'], ['city', 'cities']] as const) {
    const { items } = await fetch(`${inject('apiUrl')}/v1/${path}`).then((r) => r.json() as Promise<{ items: { slug: string; name: string }[] }>);
    for (const item of items) if (namesHiIN[kind][item.slug]) out.add(item.name);
  }
  return out;
}
/** Filled before the test: the API's answer. */
let hindiNamed = new Set<string>();

/** Latin words left on the page once the allowed strings are taken out: English UI text. */
async function englishOn(page: Page, data: Set<string>, extra: string[] = []): Promise<string[]> {
  const allowed = [...[...data].filter((text) => !hindiNamed.has(text)), ...extra, ...ALWAYS_ALLOWED].sort((a, b) => b.length - a.length);
  const found = new Set<string>();
  for (const text of await pageWords(page)) {
    // A paragraph of an event's description is part of one string of the API's.
    if (allowed.some((a) => a.length > text.length && a.includes(text))) continue;
    let rest = text.replace(/\S+@\S+\.\w+/g, ' ');
    for (const a of allowed) if (rest.includes(a)) rest = rest.split(a).join(' ');
    for (const word of rest.match(/\b[A-Za-z]{2,}\b/g) ?? []) found.add(`${word} (in “${text.slice(0, 80)}”)`);
  }
  return [...found];
}

describe('given a visitor whose browser asks for Hindi', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    hindiNamed = await namedInHindi();
  });
  afterAll(() => browser?.close());

  it('shows the site in Hindi, remembers a switch, and walks event → date → tickets → booking → payment → confirmation with no English UI text', async () => {
    const site = inject('siteUrl');
    const context = await browser.newContext({ locale: 'hi-IN', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const data = recordApiData(page);

    // A first visit follows the browser's language.
    await page.goto(site);
    await page.getByRole('heading', { name: / में इवेंट$/, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    // Categories and the city by their Hindi names: in the heading, the city chip, the category links.
    expect(hindiNamed.has('Music') && hindiNamed.has('Nagpur'), 'the seed names Music and Nagpur').toBe(true);
    await page.getByRole('heading', { name: `${namesHiIN.city.nagpur} में इवेंट`, level: 1 }).waitFor();
    expect(await page.getByRole('combobox', { name: hi('city.label') }).inputValue()).toBe(namesHiIN.city.nagpur);
    await page.getByRole('navigation', { name: hi('category.nav') }).getByRole('link', { name: namesHiIN.category.music }).waitFor();
    expect(await englishOn(page, data)).toEqual([]);
    // On a phone the language switch is in the header's menu.
    await openSiteMenu(page, 'मेन्यू');
    expect(await page.getByRole('group', { name: 'भाषा' }).getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');

    // Switching is remembered across a reload, and <html lang> follows it.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('heading', { name: /^Events in /, level: 1 }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    await page.reload();
    await page.getByRole('heading', { name: /^Events in /, level: 1 }).waitFor();

    // Signs in (in English, as chosen), then switches back to Hindi for the booking.
    const account = await createAccount({ email: uniqueEmail('hindi.booker'), displayName: 'Asha Kulkarni' });
    await page.goto(`${site}/login`);
    await fillSignIn(page, account);
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await openSiteMenu(page);
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    // The switch lands once the Hindi texts have loaded (an English reload has not fetched them yet).
    await page.locator('html[lang="hi-IN"]').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');

    // The event page: a Pune music event, as the API lists it.
    const listed = await fetch(`${inject('apiUrl')}/v1/events?city=pune&category=music&limit=1`).then((r) => r.json() as Promise<{ items: { id: string; title: string; slug: string }[] }>);
    const event = listed.items[0];
    expect(event, 'the seed has a music event in Pune').toBeDefined();
    if (!event) return;
    await page.goto(`${site}/pune/${event.slug}/${event.id}`);
    await page.getByRole('heading', { name: event.title, level: 2 }).waitFor();
    const book = page.getByRole('button', { name: hi('event.book') });
    await book.waitFor();
    expect(await englishOn(page, data, [account.displayName])).toEqual([]);
    await book.click();

    // The date.
    await page.waitForURL(/\/dateselect\//);
    await page.getByRole('heading', { name: hi('dates.heading'), level: 2 }).waitFor();
    const session = page.getByRole('button', { name: /Pune/ }).first();
    await session.waitFor();
    expect(await englishOn(page, data, [account.displayName])).toEqual([]);
    await session.click();

    // The tickets: two of the first type.
    await page.waitForURL(/\/ticketpage\//);
    await page.getByRole('heading', { name: hi('tickets.heading'), level: 2 }).waitFor();
    const firstType = page.getByRole('listitem').filter({ has: page.getByRole('group') }).first();
    const typeName = await firstType.getByRole('heading', { level: 3 }).innerText();
    const add = page.getByRole('button', { name: hi('tickets.increase', { name: typeName }) });
    await add.click();
    await add.click();
    expect(await englishOn(page, data, [account.displayName])).toEqual([]);
    await page.getByRole('button', { name: hi('tickets.continue') }).click();

    // The booking: the signed-in person's details, a phone number, the price breakdown.
    await page.waitForURL(/\/eventbooking\//);
    await page.getByRole('heading', { name: hi('booking.heading'), level: 2 }).waitFor();
    await page.getByRole('textbox', { name: hi('booking.phone') }).fill('+919876543210');
    const confirm = page.getByRole('button', { name: new RegExp(`^${hi('booking.confirm', { total: '' }).trim().split(' ')[0]}`) });
    await confirm.waitFor();
    expect(await englishOn(page, data, [account.email, account.displayName])).toEqual([]);
    await confirm.click();

    // The payment step, in Hindi; the sandbox's own page stands in for the payment provider's (not ours to translate).
    const pay = page.getByRole('button', { name: new RegExp(`₹[\\d,.]+ ${paymentMessages.catalogues['hi-IN']['payment.pay'].replace('{amount} ', '')}$`) });
    await pay.waitFor();
    expect(await englishOn(page, data, [account.email, account.displayName])).toEqual([]);
    await pay.click();
    await page.frameLocator(`iframe[title="${paymentMessages.catalogues['hi-IN']['payment.checkoutFrame']}"]`).locator('button[data-method="upi"][data-outcome="succeed"]').click();

    // The confirmation.
    await page.getByRole('heading', { name: hi('confirmation.heading') }).waitFor();
    await page.waitForURL(/\/ticketbooked\//);
    expect(await englishOn(page, data, [account.email, account.displayName])).toEqual([]);

    // The booking remembers the language it was made in, so its mails are written in Hindi (booking-mail.test.ts reads one).
    const bookingId = new URL(page.url()).searchParams.get('booking') ?? '';
    expect((await callApi<{ locale?: string }>(account, `/bookings/${bookingId}`)).locale).toBe('hi-IN');
    await context.close();
  });
});

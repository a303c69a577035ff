import { ATTENDEE_CSV_COLUMNS, CHECK_IN_OPENS_MINUTES_BEFORE, type Booking } from '@ticketkit/contract';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { rupeesEnIN } from '../packages/widget/src/i18n/fastFormat.ts';
import { callApi, createAccount, makeStaff, signInOnSite, uniqueEmail, type Account } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { openSiteMenu } from './siteMenu.ts';
import { fakeCameraArgs, fakeCameraVideo } from './fakeCamera.ts';
import { listingStep, nextListingStep, typeInListing } from './listEventForm.ts';
import { payInSandbox } from './sandboxCheckout.ts';

// The whole loop in real Chromium against the stack `npm start` runs: a host lists an event, staff
// approve it, a buyer finds and books it, the host sees the sale and exports the attendees, and the
// host's door scans the buyer's ticket through Chromium's fake camera.
const SCREENSHOTS = process.env.TK_SCREENSHOTS ?? tmpdir();
const MINUTE = 60_000;
const IST_MS = 330 * MINUTE;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 768 };

/** Date and time on IST's clock, as the listing form takes them. */
const onIstClock = (ms: number) => {
  const iso = new Date(ms + IST_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

/**
 * A session starting in about an hour (the door opens CHECK_IN_OPENS_MINUTES_BEFORE it), on one
 * IST day as the form asks (its end on the start's date): near midnight it moves to just after.
 */
function soonSession(now = Date.now()) {
  let start = Math.ceil((now + 60 * MINUTE) / (5 * MINUTE)) * 5 * MINUTE;
  if (onIstClock(start).time >= '23:50') start = Date.parse(`${onIstClock(start + 15 * MINUTE).date}T00:05:00+05:30`);
  expect(start - now).toBeLessThan(CHECK_IN_OPENS_MINUTES_BEFORE * MINUTE);
  const { date, time } = onIstClock(start);
  const end = onIstClock(start + 2 * 60 * MINUTE);
  return { date, start: time, end: end.date === date ? end.time : '23:59' };
}

/** The listing: in a city and category whose seeded events no other e2e test browses. */
const CITY = { slug: 'jaipur', name: 'Jaipur' };
const CATEGORY = { slug: 'workshops', name: 'Workshops' };
const TICKET = { name: 'Seat', rupees: 350 };

describe('from listing to the door', () => {
  let browser: Browser;
  let door: Browser | undefined;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(path.join(tmpdir(), 'tk-host-to-door-'));
  });
  afterAll(async () => {
    await door?.close();
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  async function signedIn(account: Account, source: string, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ viewport, acceptDownloads: true });
    const page = await context.newPage();
    await signInOnSite(page, account, `/login?source=${encodeURIComponent(source)}`);
    await page.waitForURL(new RegExp(`/${source}$`));
    return page;
  }

  it('a host lists an event, staff approve it, a buyer finds and books two tickets, the host sees the sale and the attendee, exports them and admits the ticket once at the door', async () => {
    const site = inject('siteUrl');
    const title = `Block printing morning ${Date.now().toString(36)}`;
    const host = await createAccount({ email: uniqueEmail('host.kavita'), displayName: 'Kavita Sharma' });
    const staff = await createAccount({ email: uniqueEmail('reviewer', 'ticketkit.example'), displayName: 'Reviewer' });
    await makeStaff(staff);
    const buyer = await createAccount({ email: uniqueEmail('buyer.rohan'), displayName: 'Rohan Mehta' });

    // 1. The host lists the event, with one session in about an hour and a priced ticket type.
    const hostPage = await signedIn(host, 'listyourevent');
    await hostPage.getByRole('heading', { name: 'Step 1 of 6: Basics' }).waitFor();
    await typeInListing(hostPage, 'Event title', title);
    await listingStep(hostPage).getByRole('combobox', { name: 'Category' }).selectOption({ label: CATEGORY.name });
    await listingStep(hostPage).getByRole('combobox', { name: 'City' }).selectOption({ label: CITY.name });
    await nextListingStep(hostPage, 'Venue and dates');
    await typeInListing(hostPage, 'Venue name', 'Haveli Courtyard');
    await typeInListing(hostPage, 'Venue address', '8 MI Road, Jaipur');
    const session = soonSession();
    await listingStep(hostPage).getByLabel('Date', { exact: true }).fill(session.date);
    await listingStep(hostPage).getByLabel('Starts at', { exact: true }).fill(session.start);
    await listingStep(hostPage).getByLabel('Ends at', { exact: true }).fill(session.end);
    await nextListingStep(hostPage, 'Ticket types');
    await typeInListing(hostPage, 'Name', TICKET.name);
    await typeInListing(hostPage, 'Price in ₹ (0 for free)', String(TICKET.rupees));
    await typeInListing(hostPage, 'How many', '40');
    await nextListingStep(hostPage, 'Description');
    await typeInListing(hostPage, 'Describe your event', 'Carve a wooden block and print your own cotton scarf, with a master printer.');
    await nextListingStep(hostPage, 'Contact');
    await typeInListing(hostPage, 'Phone (with country code)', '+919812300001');
    await nextListingStep(hostPage, 'Review');
    await hostPage.getByRole('button', { name: 'Submit for review' }).click();
    await hostPage.getByRole('heading', { name: 'Your event is in review' }).waitFor();
    await hostPage.getByRole('link', { name: 'See your hosted events' }).click();
    await hostPage.waitForURL(`${site}/hosted-events`);
    const card = hostPage.getByRole('listitem').filter({ has: hostPage.getByRole('heading', { name: title }) });
    await card.getByText('In review', { exact: true }).waitFor();

    // 2. Staff approve it in the console.
    const reviewer = await signedIn(staff, 'staff/reviews');
    const open = reviewer.getByRole('link', { name: `Review ${title}` });
    const more = reviewer.getByRole('button', { name: 'Show more listings' });
    // The queue is oldest first: earlier listings may come before this one.
    for (await open.or(more).first().waitFor(); !(await open.isVisible()); await open.or(more).first().waitFor()) await more.click();
    await open.click();
    await reviewer.getByRole('button', { name: 'Approve' }).click();
    await reviewer.getByText(`Approved. “${title}” is on sale now.`).waitFor();

    // 3. The buyer, on a phone, finds it in browse (their city's home and the category) and in search, and books two seats.
    const buy = await signedIn(buyer, 'yourtickets', PHONE);
    await buy.goto(site);
    const city = buy.getByRole('banner').getByRole('combobox', { name: 'City' });
    await city.fill(CITY.name.slice(0, 3));
    await buy.getByRole('option', { name: new RegExp(`^${CITY.name}`) }).click();
    await buy.getByRole('heading', { name: `Events in ${CITY.name}` }).waitFor();
    const bookLink = buy.getByRole('link', { name: title, exact: true });
    await bookLink.waitFor();
    await buy.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: CATEGORY.name, exact: true }).click();
    await buy.waitForURL(new RegExp(`/category/${CATEGORY.slug}$`));
    await buy.getByRole('heading', { name: `${CATEGORY.name} in ${CITY.name}` }).waitFor();
    await bookLink.waitFor();
    await openSiteMenu(buy);
    await buy.getByRole('banner').getByRole('link', { name: 'Search' }).click();
    await buy.waitForURL(/\/search$/);
    await buy.getByRole('combobox', { name: /^Search events/ }).pressSequentially('block printing');
    const result = buy.getByRole('group', { name: 'Events' }).getByRole('option').filter({ hasText: title });
    await result.click();
    await buy.getByRole('heading', { name: title, level: 2 }).waitFor();
    await buy.getByRole('button', { name: 'Book tickets' }).click();
    await buy.getByRole('heading', { name: 'Choose a date', level: 2 }).waitFor();
    await buy.getByRole('button', { name: / at Haveli Courtyard/ }).click();
    const add = buy.getByRole('button', { name: `Add one ${TICKET.name} ticket` });
    await add.click();
    await add.click();
    await buy.getByRole('button', { name: 'Continue to booking' }).click();
    await buy.getByRole('textbox', { name: 'Phone (with country code)' }).fill('+919876500002');
    await buy.getByRole('button', { name: /^Confirm and pay / }).click();
    await payInSandbox(buy, 'upi', 'succeed');
    await buy.getByRole('heading', { name: 'You’re going!' }).waitFor();
    const bookingId = new URL(buy.url()).searchParams.get('booking') ?? '';
    const booking = await callApi<Booking>(buyer, `/bookings/${bookingId}`);
    expect(booking).toMatchObject({ status: 'confirmed', amounts: { subtotal: { amount: 2 * TICKET.rupees * 100 }, discount: { amount: 0 }, pointsRedeemed: { amount: 0 } } });
    expect(booking.tickets).toHaveLength(2);

    // 4. The host's dashboard: the sale to the paisa, the attendee, the CSV.
    await hostPage.reload();
    await card.getByText('On sale', { exact: true }).waitFor();
    await card.getByRole('link', { name: 'Dashboard' }).click();
    await hostPage.waitForURL(/\/hosted-events\/[^/]+$/);
    const hostedEventId = new URL(hostPage.url()).pathname.split('/').pop()!;
    const figure = (name: string) => hostPage.locator('.tk-figure').filter({ has: hostPage.getByRole('term').filter({ hasText: new RegExp(`^${name}$`) }) }).getByRole('definition');
    await figure('Tickets sold').waitFor();
    expect(await figure('Tickets sold').innerText()).toBe('2');
    // The dashboard prints whole rupees without zero paise.
    expect(await figure('Gross sales').innerText()).toBe(rupeesEnIN(booking.amounts.total.amount, 'INR', true));
    expect(await figure('Booking fees').innerText()).toBe(rupeesEnIN(booking.amounts.fees.amount, 'INR', true));
    expect(await figure('GST on fees').innerText()).toBe(rupeesEnIN(booking.amounts.taxes.amount, 'INR', true));
    expect(await figure('Your net').innerText()).toBe(rupeesEnIN(booking.amounts.subtotal.amount, 'INR', true));
    await hostPage.getByRole('searchbox', { name: 'Search attendees' }).fill('Rohan');
    await hostPage.getByText('2 attendees shown').waitFor();
    const rows = hostPage.getByRole('row').filter({ has: hostPage.getByRole('rowheader', { name: new RegExp(`^${buyer.displayName}`) }) });
    expect(await rows.count()).toBe(2);
    expect(await rows.first().innerText()).toContain(bookingId);
    await hostPage.screenshot({ path: path.join(SCREENSHOTS, 'host-to-door-dashboard.png'), fullPage: true });
    await hostPage.setViewportSize(PHONE);
    await hostPage.screenshot({ path: path.join(SCREENSHOTS, 'host-to-door-dashboard-phone.png'), fullPage: true });
    await hostPage.setViewportSize(DESKTOP);

    const [download] = await Promise.all([hostPage.waitForEvent('download'), hostPage.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header).toBe(ATTENDEE_CSV_COLUMNS.join(','));
    // A phone number starts with +, which a spreadsheet would take for a formula: the export marks it as text.
    const records = lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [ATTENDEE_CSV_COLUMNS[i], value])));
    expect(records.sort((a, b) => String(a.ticketId).localeCompare(String(b.ticketId)))).toEqual(
      booking.tickets
        .map((t) => ({ name: buyer.displayName, email: buyer.email, phone: "'+919876500002", ticketType: TICKET.name, bookingId, ticketId: t.id, sessionStartsAt: expect.any(String), checkedInAt: '', door: '' }))
        .sort((a, b) => a.ticketId.localeCompare(b.ticketId)),
    );

    // 5. The door: the host's check-in page, its camera showing the buyer's first ticket.
    const code = booking.tickets[0]!.qrPayload!;
    door = await launchBrowser(fakeCameraArgs(await fakeCameraVideo(code, path.join(dir, 'ticket.y4m'))));
    const doorContext = await door.newContext({ viewport: PHONE });
    const doorPage = await doorContext.newPage();
    await signInOnSite(doorPage, host, `/login?source=${encodeURIComponent(`hosted-events/${hostedEventId}/check-in`)}`);
    await doorPage.waitForURL(new RegExp(`/hosted-events/${hostedEventId}/check-in$`));
    const sessionBox = doorPage.getByRole('combobox', { name: 'Session' });
    await sessionBox.selectOption({ index: 1 });
    await doorPage.getByRole('textbox', { name: 'Door name' }).fill('Main gate');
    await doorPage.getByRole('button', { name: 'Start checking' }).click();
    await doorPage.getByRole('heading', { name: 'Admitted', level: 3 }).waitFor({ timeout: 30_000 });
    await doorPage.screenshot({ path: path.join(SCREENSHOTS, 'host-to-door-admitted.png') });
    // The same code, still in front of the camera, read again once the door is ready for the next.
    await doorPage.getByRole('button', { name: 'Scan next ticket' }).click();
    await doorPage.getByRole('heading', { name: 'Already checked in', level: 3 }).waitFor({ timeout: 30_000 });
    expect(await doorPage.getByText(/Checked in at Main gate at/).isVisible()).toBe(true);

    // The server's record: that ticket, once.
    await expect
      .poll(async () => (await callApi<Booking>(buyer, `/bookings/${bookingId}`)).tickets.filter((t) => t.checkedInAt !== null).map((t) => t.id), { timeout: 15_000 })
      .toEqual([booking.tickets[0]!.id]);
  }, 180_000);
});

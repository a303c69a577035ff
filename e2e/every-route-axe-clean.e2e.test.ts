import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allRoutes } from '../apps/reference-site/src/routeTable.ts';
import { hostedListing } from '../apps/reference-api/src/testing/hosted-listing.ts';
import { bookThroughApi, callApi, createAccount, fillSignIn, makeStaff, signInOnSite, uniqueEmail, type Account } from './accounts.ts';
import { launchBrowser } from './browser.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** One visit: the route pattern it covers, the address, and the heading that shows the screen is there. */
interface Visit {
  route: string;
  path: string;
  heading: string | RegExp;
  level?: number;
  /** Text that shows the screen's data has arrived, when the heading comes before it. */
  text?: RegExp;
}

/** Seeded ids read from the API, so the addresses are ones a person could reach. */
interface Seed {
  slug: string;
  title: string;
  sessionId: string;
  ticketTypeId: string;
  corpSlug: string;
  corpTitle: string;
  corpSessionId: string;
  corpTicketTypeId: string;
  bookingId: string;
  corpBookingId: string;
  /** A listing of the signed-in person's, approved by staff. */
  hostedEventId: string;
  hostedTitle: string;
}

const publicVisits = (s: Seed): Visit[] => [
  { route: '/', path: '/', heading: 'Events in Nagpur' },
  { route: '/login', path: '/login', heading: 'Sign in to Ticketkit' },
  { route: '/signup', path: '/signup', heading: 'Create your Ticketkit account' },
  { route: '/aboutus', path: '/aboutus', heading: 'About us', level: 1 },
  { route: '/contact', path: '/contact', heading: 'Contact us', level: 1 },
  { route: '/category/:category', path: '/category/music', heading: 'Music in Nagpur' },
  { route: '/productpage/:id', path: '/productpage/ev_025', heading: s.title, level: 2 },
  { route: '/:event_city/:event_name/:id', path: `/nagpur/${s.slug}/ev_025`, heading: s.title, level: 2 },
  { route: '/:event_name/select-city', path: `/${s.slug}/select-city?event=ev_025`, heading: `Choose a city for ${s.title}` },
  { route: '/ticketpage/:event_name/:id', path: `/ticketpage/${s.slug}/ev_025?city=nagpur&session=${s.sessionId}`, heading: 'Choose tickets', level: 2 },
  { route: '/dateselect/:event_name/:id', path: `/dateselect/${s.slug}/ev_025?city=nagpur`, heading: 'Choose a date', level: 2 },
  { route: '/policy', path: '/policy', heading: 'Privacy policy', level: 1 },
  { route: '/terms-condition', path: '/terms-condition', heading: 'Terms and conditions', level: 1 },
  { route: '/search', path: '/search?q=concert', heading: 'Search', level: 2, text: /^\d+ results?$/ },
  { route: '/corporate/login', path: '/corporate/login', heading: 'Corporate sign-in' },
  { route: '*', path: '/no-such/thing', heading: 'We couldn’t find that page' },
];

const userVisits = (s: Seed): Visit[] => [
  { route: '/eventbooking/:event_name/:event_id', path: `/eventbooking/${s.slug}/ev_025?city=nagpur&session=${s.sessionId}&q=${s.ticketTypeId}.1`, heading: 'Attendee details' },
  { route: '/ticketbooked/:event_name', path: `/ticketbooked/${s.slug}?booking=${s.bookingId}`, heading: 'You’re going!' },
  { route: '/userprofile', path: '/userprofile', heading: 'Your profile', level: 2 },
  { route: '/yourtickets/:booking_id', path: `/yourtickets/${s.bookingId}`, heading: s.title, level: 2 },
  { route: '/yourtickets/:booking_id/receipt', path: `/yourtickets/${s.bookingId}/receipt`, heading: 'Receipt', level: 2 },
  { route: '/yourtickets', path: '/yourtickets', heading: `${s.title} — view ticket`, level: 3 },
  { route: '/reward-points', path: '/reward-points', heading: 'Reward points', level: 2 },
  { route: '/listyourevent', path: '/listyourevent', heading: /list your event/i, level: 2 },
  { route: '/hosted-events', path: '/hosted-events', heading: /hosted events/i, level: 2 },
  { route: '/hosted-events/:id', path: `/hosted-events/${s.hostedEventId}`, heading: s.hostedTitle, level: 2, text: /^No sales yet$/ },
  { route: '/hosted-events/:id/check-in', path: `/hosted-events/${s.hostedEventId}/check-in`, heading: 'Door check-in', level: 2, text: /^This door$/ },
  // A listing that is not theirs (or not there) and the staff console as a person without the staff claim.
  { route: '/hosted-events/:id/edit', path: '/hosted-events/hev_none/edit', heading: 'Edit your event', level: 2 },
  { route: '/staff/reviews', path: '/staff/reviews', heading: 'Listings to review', level: 2 },
  { route: '/staff/reviews/:id', path: '/staff/reviews/hev_none', heading: 'Review a listing', level: 2 },
];

const corporateVisits = (s: Seed): Visit[] => [
  { route: '/corporate/:company_name/dashbord', path: '/corporate/acme/dashbord', heading: 'Acme Technologies dashboard' },
  { route: '/corporate/:eventName/event-detail/:event_id', path: `/corporate/${s.corpSlug}/event-detail/ev_062`, heading: s.corpTitle, level: 2 },
  { route: '/corporateevent/:event_name/:id', path: `/corporateevent/${s.corpSlug}/ev_062`, heading: s.corpTitle, level: 2 },
  { route: '/corporateevent/ticketpage/:event_name/:id', path: `/corporateevent/ticketpage/${s.corpSlug}/ev_062?city=nagpur&session=${s.corpSessionId}`, heading: 'Choose tickets', level: 2 },
  { route: '/corporateevent/dateselect/:event_name/:id', path: `/corporateevent/dateselect/${s.corpSlug}/ev_062?city=nagpur`, heading: 'Choose a date', level: 2 },
  { route: '/corporateevent/booking-summary/:event_name/:event_id', path: `/corporateevent/booking-summary/${s.corpSlug}/ev_062?city=nagpur&session=${s.corpSessionId}&q=${s.corpTicketTypeId}.1`, heading: 'Attendee details' },
  { route: '/corporateevent/ticketbooked/:event_name', path: `/corporateevent/ticketbooked/${s.corpSlug}?booking=${s.corpBookingId}`, heading: 'You’re going!' },
  { route: '/corporateevent/yourtickets', path: '/corporateevent/yourtickets', heading: `${s.corpTitle} — view ticket`, level: 3 },
  { route: '/corporateevent/yourticket/:booking_id', path: `/corporateevent/yourticket/${s.corpBookingId}`, heading: s.corpTitle, level: 2 },
];

/** Only for listing the routes when the tests are collected; the visits use the real seed. */
const placeholder = {} as Seed;

async function json<T>(path: string): Promise<T> {
  return fetch(`${inject('apiUrl')}/v1${path}`).then((r) => r.json() as Promise<T>);
}

/**
 * The first Nagpur session of an event and its first ticket type. A corporate event's answer only
 * on its company's routes, to an employee: pass `read` (the employee's calls) and `base`.
 */
async function firstSessionAndType(
  eventId: string,
  read: <T>(path: string) => Promise<T> = json,
  base = '',
): Promise<{ sessionId: string; ticketTypeId: string }> {
  const sessions = await read<{ items: { id: string; venue: { city: string } }[] }>(`${base}/events/${eventId}/sessions`);
  const sessionId = sessions.items.find((x) => x.venue.city === 'nagpur')?.id ?? '';
  const types = await read<{ items: { id: string }[] }>(`${base}/sessions/${sessionId}/ticket-types`);
  return { sessionId, ticketTypeId: types.items[0]?.id ?? '' };
}

/**
 * Goes to `path` the way a link does: the first visit loads the site, later ones move the
 * router (history.pushState and popstate), which keeps the run fast on the unbundled dev server.
 */
async function open(page: Page, path: string): Promise<void> {
  const site = inject('siteUrl');
  if (!page.url().startsWith(site)) {
    await page.goto(site + path);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

async function runAxe(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: axePath });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run();
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  });
}

/** Opens `visit`, waits for its screen, then runs axe-core on the whole page. */
async function axeViolations(page: Page, visit: Visit, expectedPath = visit.path.split('?')[0]): Promise<AxeViolation[]> {
  await open(page, visit.path);
  const ready = async () => {
    await page.waitForURL((url) => url.pathname === expectedPath);
    await page.getByRole('main').getByRole('heading', { name: visit.heading, ...(visit.level ? { level: visit.level } : {}) }).first().waitFor();
    if (visit.text) await page.getByRole('main').getByText(visit.text).first().waitFor();
    // Loaders and pending lists finish before the check (they are axe-checked in the widget's stories).
    await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' });
  };
  await ready();
  try {
    return await runAxe(page);
  } catch (error) {
    // Vite's dev server reloads the page once when a route needs a dependency it has not
    // optimised yet; check again after that reload (a production build never does this).
    if (!String(error).includes('Execution context was destroyed')) throw error;
    await page.waitForLoadState();
    await ready();
    return runAxe(page);
  }
}

describe('axe on every route of the site', () => {
  let browser: Browser;
  let seed: Seed;
  let signedOut: Page;
  let consumer: BrowserContext;
  let consumerPage: Page;
  let employeePage: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    const event = await json<{ slug: string; title: string }>('/events/ev_025');
    const main = await firstSessionAndType('ev_025');
    const person: Account = await createAccount({ email: uniqueEmail('axe.consumer'), displayName: 'Axe Consumer' });
    const employee: Account = await createAccount({ email: uniqueEmail('axe.employee', 'acme.example'), displayName: 'Axe Employee' });
    const corp = await firstSessionAndType('ev_062', (path) => callApi(employee, path), '/corporate/companies/acme');
    const corpEvent = await callApi<{ slug: string; title: string }>(employee, '/corporate/companies/acme/events/ev_062');
    const [booking, corpBooking] = await Promise.all([bookThroughApi(person, main.sessionId), bookThroughApi(employee, corp.sessionId, 'acme')]);
    // In a city and category the other e2e tests do not browse.
    const listing = hostedListing({ city: 'jaipur', category: 'workshops' });
    const staff: Account = await createAccount({ email: uniqueEmail('axe.staff', 'ticketkit.example'), displayName: 'Axe Staff' });
    await makeStaff(staff);
    const hosted = await callApi<{ id: string }>(person, '/hosted-events', { method: 'POST', body: listing });
    await callApi(staff, `/staff/hosted-events/${hosted.id}/review`, { method: 'POST', body: { decision: 'approved' } });
    seed = {
      slug: event.slug,
      title: event.title,
      ...main,
      corpSlug: corpEvent.slug,
      corpTitle: corpEvent.title,
      corpSessionId: corp.sessionId,
      corpTicketTypeId: corp.ticketTypeId,
      bookingId: booking.id,
      corpBookingId: corpBooking.id,
      hostedEventId: hosted.id,
      hostedTitle: listing.title,
    };

    signedOut = await browser.newPage();
    signedOut.setDefaultTimeout(15_000);
    consumer = await browser.newContext();
    consumerPage = await consumer.newPage();
    consumerPage.setDefaultTimeout(15_000);
    await signInOnSite(consumerPage, person, '/login?source=userprofile');
    await consumerPage.waitForURL(/\/userprofile$/);
    employeePage = await (await browser.newContext()).newPage();
    employeePage.setDefaultTimeout(15_000);
    await employeePage.goto(`${inject('siteUrl')}/corporate/login?company=acme&source=corporate%2Facme%2Fdashbord`);
    await fillSignIn(employeePage, employee);
    await employeePage.waitForURL(/\/corporate\/acme\/dashbord$/);
  });
  afterAll(() => browser?.close());

  it('has a visit below for every route of the route table', () => {
    const covered = new Set([...publicVisits(placeholder), ...userVisits(placeholder), ...corporateVisits(placeholder)].map((v) => v.route));
    expect(allRoutes.map((r) => r.path).filter((p) => !covered.has(p))).toEqual([]);
  });

  it('control: reports a violation when a page has one (an image without alt text added to the home page)', async () => {
    const page = await browser.newPage();
    await page.goto(inject('siteUrl'));
    await page.getByRole('heading', { name: 'Events in Nagpur' }).waitFor();
    await page.evaluate(() => document.querySelector('main')?.append(Object.assign(document.createElement('img'), { src: '/favicon.svg' })));
    expect((await runAxe(page)).map((v) => v.id)).toContain('image-alt');
    await page.close();
  });

  describe('signed out', () => {
    it.each(publicVisits(placeholder).map((v) => v.route))('finds no violation on %s', async (route) => {
      const visit = publicVisits(seed).find((v) => v.route === route)!;
      expect(await axeViolations(signedOut, visit)).toEqual([]);
    });

    const guarded = [...userVisits(placeholder), ...corporateVisits(placeholder)].map((v) => v.route);
    it.each(guarded)('finds no violation on the sign-in screen %s sends people to', async (route) => {
      const visit = [...userVisits(seed), ...corporateVisits(seed)].find((v) => v.route === route)!;
      const login = visit.route.startsWith('/corporate') ? '/corporate/login' : '/login';
      const heading = login === '/login' ? 'Sign in to Ticketkit' : /^(Corporate sign-in|Sign in to Ticketkit)$/;
      expect(await axeViolations(signedOut, { route, path: visit.path, heading }, login)).toEqual([]);
    });
  });

  describe('signed in', () => {
    it.each(userVisits(placeholder).map((v) => v.route))('finds no violation on %s', async (route) => {
      const visit = userVisits(seed).find((v) => v.route === route)!;
      expect(await axeViolations(consumerPage, visit)).toEqual([]);
    });

    it.each(corporateVisits(placeholder).map((v) => v.route))('finds no violation on %s for an employee', async (route) => {
      const visit = corporateVisits(seed).find((v) => v.route === route)!;
      expect(await axeViolations(employeePage, visit)).toEqual([]);
    });
  });
});

// `npm run screenshots [-- --lang hi-IN] [-- --only ticket,login]`: starts a throw-away stack (the Auth
// emulator, the API on a fresh embedded database, a production build of the site), books and lists
// what the screens show as the demo accounts, then captures every route of the site's route table
// in Chromium at a phone's and a laptop's size, light and dark, into .cache/screenshots/<lang>/
// with an index.html contact sheet. Nothing of it is kept running.
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Page } from 'playwright-core';
import { assertChromium, chromiumArgs } from './chromium.mjs';
import { DEMO_USERS, StackError, createDemoUsers, freePorts, root, startApi, startAuthEmulator, startSite, stopEverything } from './stack.mjs';
import { captureName, captures, type Capture, type Viewer } from './screenshots/captures.ts';
import { contactSheet, type Row, type Shot } from './screenshots/contactSheet.ts';
import { makeSeed, type Person } from './screenshots/seed.ts';

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1366, height: 768 },
] as const;
const SCHEMES = ['light', 'dark'] as const;
/** A capture is the page's top, at most this many screens tall: enough to judge a list without a 10,000 px image. */
const MAX_SCREENS = 3;
const LANGS = ['en-IN', 'hi-IN'];

const { values } = parseArgs({ options: { lang: { type: 'string', default: 'en-IN' }, only: { type: 'string' } } });
const lang = values.lang!;
if (!LANGS.includes(lang)) {
  console.error(`npm run screenshots: --lang must be one of ${LANGS.join(', ')}`);
  process.exit(2);
}
const outDir = path.join(root, '.cache', 'screenshots', lang);
const projectId = 'demo-ticketkit';

function person(email: string): Person {
  const user = DEMO_USERS.find((u) => u.email === email);
  if (!user) throw new Error(`no demo user ${email}`);
  return user;
}
const people = {
  consumer: person('demo@ticketkit.example'),
  employee: person('demo.employee@acme.example'),
  staff: person('staff@ticketkit.example'),
};

/** Signs `viewer` in on the site's own sign-in screen (in English, whatever the capture's language) and waits to land. */
async function signIn(page: Page, siteUrl: string, viewer: Exclude<Viewer, 'guest'>): Promise<void> {
  const who = people[viewer];
  const corporate = viewer === 'employee';
  const [login, landing] = corporate
    ? ['/corporate/login?company=acme&source=corporate%2Facme%2Fdashbord', /\/corporate\/acme\/dashbord$/]
    : ['/login?source=userprofile', /\/userprofile$/];
  await page.goto(`${siteUrl}/`);
  await page.evaluate(() => localStorage.setItem('language', 'en-IN'));
  await page.goto(siteUrl + login);
  const form = page.getByRole('form', { name: 'Email and password' });
  await form.getByRole('textbox', { name: 'Email' }).fill(who.email);
  await form.getByRole('textbox', { name: 'Password' }).fill(who.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(landing);
}

async function pageFor(browser: Browser, siteUrl: string, viewer: Viewer): Promise<Page> {
  const context = await browser.newContext({ locale: lang, viewport: VIEWPORTS[0] });
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  if (viewer !== 'guest') await signIn(page, siteUrl, viewer);
  await context.addInitScript((language) => localStorage.setItem('language', language), lang);
  return page;
}

/** Opens the capture's address and waits for its screen: the address kept (no sign-in detour), a heading, nothing busy, fonts in. */
async function openCapture(page: Page, siteUrl: string, capture: Capture): Promise<void> {
  await page.goto(siteUrl + capture.path);
  const expected = capture.path.split('?')[0];
  await page.waitForURL((url) => url.pathname === expected, { timeout: 10_000 }).catch(() => {
    throw new Error(`landed on ${new URL(page.url()).pathname} instead`);
  });
  await page.locator('main').locator('h1, h2').first().waitFor();
  if (capture.ready) await page.getByRole('main').getByText(capture.ready).first().waitFor();
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 15_000 }).catch(() => {
    throw new Error('still busy after 15 s');
  });
  await settle(page);
}

/** Waits for the fonts and for the images near the top to arrive (or fail), at most a few seconds. */
async function settle(page: Page): Promise<void> {
  await page
    .evaluate(async () => {
      await document.fonts.ready;
      // Images a screen and a half down: further ones load lazily and may never start.
      const reach = innerHeight * 1.5;
      const pending = [...document.images].filter((img) => !img.complete && img.getBoundingClientRect().top < reach);
      const loaded = Promise.all(
        pending.map(
          (img) =>
            new Promise((done) => {
              img.addEventListener('load', done, { once: true });
              img.addEventListener('error', done, { once: true });
            }),
        ),
      );
      await Promise.race([loaded, new Promise((done) => setTimeout(done, 4_000))]);
    })
    .catch(() => undefined);
}

async function shoot(page: Page, capture: Capture): Promise<Shot[]> {
  const shots: Shot[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const scheme of SCHEMES) {
      await page.emulateMedia({ colorScheme: scheme });
      // Two frames for the media change to restyle, then a moment for images the new width asks for.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      await settle(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const file = `${captureName(capture.route)}-${viewport.width}x${viewport.height}-${scheme}.png`;
      await page.screenshot({
        path: path.join(outDir, file),
        fullPage: true,
        animations: 'disabled',
        clip: { x: 0, y: 0, width: viewport.width, height: Math.min(height, viewport.height * MAX_SCREENS) },
      });
      shots.push({ file, width: viewport.width, height: viewport.height, scheme });
    }
  }
  return shots;
}

/** The last run's rows with this run's in their place, in the route table's order: a partial run keeps the rest of the sheet. */
async function mergeWithLastRun(rows: Row[], order: string[]): Promise<Row[]> {
  const last: Row[] = await readFile(path.join(outDir, 'rows.json'), 'utf8').then((text) => JSON.parse(text) as Row[], () => []);
  const byRoute = new Map([...last, ...rows].map((row) => [row.route, row]));
  return order.flatMap((route) => byRoute.get(route) ?? []);
}

async function writeTopIndex(): Promise<void> {
  const dir = path.dirname(outDir);
  const langs = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory() && LANGS.includes(d.name)).map((d) => d.name);
  const links = langs.map((l) => `<li><a href="${l}/index.html">${l}</a></li>`).join('');
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><html lang="en"><meta charset="utf-8"><title>Ticketkit screenshots</title><h1>Ticketkit screenshots</h1><ul>${links}</ul></html>\n`);
}

async function main(): Promise<number> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ticketkit-shots-'));
  try {
    const [authPort, hubPort, loggingPort, apiPort, sitePort] = await freePorts(5);
    console.log('Starting the Auth emulator and the API on a fresh database…');
    const [auth, api] = await Promise.all([
      startAuthEmulator({ port: authPort!, projectId, hubPort, loggingPort, quiet: true }),
      startApi({ port: apiPort!, dataDir, projectId, authEmulatorHost: `127.0.0.1:${authPort}`, quiet: true, env: { TICKETKIT_DEMO_ON_SALE: '1' } }),
    ]);
    await createDemoUsers({ emulatorUrl: auth.url, projectId });
    console.log('Building the site (a production build, as people get it)…');
    const site = await startSite({
      port: sitePort!,
      apiUrl: api.url,
      authEmulatorUrl: auth.url,
      projectId,
      quiet: true,
      preview: true,
      outDir: path.join(root, '.cache', 'screenshots-site'),
    });
    const seed = await makeSeed({ apiUrl: api.url, emulatorUrl: auth.url }, people);
    const only = values.only?.split(',').filter(Boolean) ?? [];
    const list = captures(seed).filter((c) => !only.length || only.some((o) => c.route.includes(o) || captureName(c.route).includes(o)));

    // A full run replaces the last one; a run of some routes replaces only their PNGs.
    if (!only.length) await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    const browser = await chromium.launch({ executablePath: assertChromium(), args: chromiumArgs, headless: true });
    const pages = new Map<Viewer, Promise<Page>>();
    const rows: Row[] = [];
    try {
      for (const capture of list) {
        if (!pages.has(capture.as)) pages.set(capture.as, pageFor(browser, site.url, capture.as));
        const page = await pages.get(capture.as)!;
        const row: Row = { route: capture.route, path: capture.path, as: capture.as, shots: [] };
        try {
          await openCapture(page, site.url, capture);
          row.shots = await shoot(page, capture);
          console.log(`  ${capture.route}`);
        } catch (error) {
          row.problem = `${capture.path}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
          console.error(`  ${capture.route}: ${row.problem}`);
        }
        rows.push(row);
      }
    } finally {
      await browser.close();
    }
    const sheetRows = only.length ? await mergeWithLastRun(rows, captures(seed).map((c) => c.route)) : rows;
    await writeFile(path.join(outDir, 'rows.json'), JSON.stringify(sheetRows, null, 1));
    await writeFile(path.join(outDir, 'index.html'), contactSheet({ lang, rows: sheetRows, made: new Date() }));
    await writeTopIndex();
    const failed = rows.filter((r) => r.problem);
    const count = rows.reduce((n, r) => n + r.shots.length, 0);
    console.log(`\n${count} screenshots of ${rows.length - failed.length} routes in ${path.relative(process.cwd(), outDir)}/`);
    console.log(`Contact sheet: ${path.join(outDir, 'index.html')}`);
    if (failed.length) console.error(`${failed.length} routes could not be captured (see above and the contact sheet).`);
    return failed.length ? 1 : 0;
  } finally {
    await stopEverything();
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.on('SIGINT', () => void stopEverything().then(() => process.exit(130)));
main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof StackError ? `npm run screenshots: ${error.message}` : error);
    process.exit(1);
  },
);

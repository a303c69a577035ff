import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, createAccount, makeStaff, signInOnSite, uniqueEmail } from './accounts.ts';
import { launchBrowser } from './browser.ts';
import { hostedListing } from './hostedListing.ts';

describe('the staff console and the host’s side of a review, against the real API', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('staff send a listing back with a note; its host reads the note, edits and submits it again', async () => {
    const host = await createAccount({ email: uniqueEmail('host'), displayName: 'Host One' });
    const staff = await createAccount({ email: uniqueEmail('reviewer', 'ticketkit.example'), displayName: 'Reviewer' });
    await makeStaff(staff);
    const title = `Lantern evening ${Date.now().toString(36)}`;
    const created = await callApi<{ id: string }>(host, '/hosted-events', { method: 'POST', body: hostedListing(title) });

    const reviewer: Page = await browser.newPage();
    await signInOnSite(reviewer, staff, '/login?source=staff%2Freviews');
    await reviewer.waitForURL(/\/staff\/reviews$/);
    await reviewer.getByRole('link', { name: `Review ${title}` }).click();
    await reviewer.waitForURL(new RegExp(`/staff/reviews/${created.id}$`));
    await reviewer.getByRole('button', { name: 'Request changes' }).click();
    const note = reviewer.getByRole('textbox', { name: 'Note to the host' });
    expect(await note.getAttribute('aria-invalid')).toBe('true');
    await note.fill('Add the PIN code to the address.');
    await reviewer.getByRole('button', { name: 'Request changes' }).click();
    await reviewer.getByText('Sent back to the host with your note.').waitFor();

    const hostPage: Page = await browser.newPage();
    await signInOnSite(hostPage, host, '/login?source=hosted-events');
    await hostPage.waitForURL(/\/hosted-events$/);
    const card = hostPage.getByRole('listitem').filter({ has: hostPage.getByRole('heading', { name: title }) });
    await card.getByText('Add the PIN code to the address.').waitFor();
    await card.getByRole('link', { name: `Edit ${title}` }).click();
    await hostPage.waitForURL(new RegExp(`/hosted-events/${created.id}/edit$`));
    await hostPage.getByText('Add the PIN code to the address.').waitFor();
    await hostPage.getByRole('button', { name: 'Next' }).click();
    const address = hostPage.getByRole('textbox', { name: 'Venue address', exact: true });
    await address.fill('Civil Lines, Nagpur 440001');
    for (let i = 0; i < 4; i++) await hostPage.getByRole('button', { name: 'Next' }).click();
    await hostPage.getByRole('button', { name: 'Submit for review' }).click();
    await hostPage.getByRole('heading', { name: 'Your event is in review' }).waitFor();

    const after = await callApi<{ status: string; venue: { address: string } }>(host, `/hosted-events/${created.id}`);
    expect(after).toMatchObject({ status: 'submitted', venue: { address: 'Civil Lines, Nagpur 440001' } });
  });

  it('tells a signed-in person without the staff claim that the console is for staff', async () => {
    const person = await createAccount({ email: uniqueEmail('nostaff'), displayName: 'Not Staff' });
    const page = await browser.newPage();
    await signInOnSite(page, person, '/login?source=staff%2Freviews');
    await page.waitForURL(/\/staff\/reviews$/);
    await page.getByRole('heading', { name: 'This page is for Ticketkit staff' }).waitFor();
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
  });
});

// <ticketkit-list-event> in real Chromium, typed into with real key presses (Playwright's keyboard,
// so the browser itself enforces maxlength and input types). The project `browser` renders it with
// React, `browser-preact` with preact/compat as the embed ships it. The SDK is the in-memory fake:
// no API runs inside a component test (the e2e test lists an event on the site against the real API).
import 'react-dom/client';
import '../../elements/screens/listEvent.tsx';
import { page, userEvent } from 'vitest/browser';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defineTicketkitElements } from '../../elements/defineElements.ts';
import { loadScreen } from '../../elements/loadScreen.ts';
import { asha, createFakeSdk, type FakeSdk } from '../../fixtures/fakeSdk.ts';
import { CHANGES_NOTE } from '../../fixtures/hostedEvents.ts';
import { nextEvent, until } from '../../testing/dom.ts';
import { filledDraft } from '../../fixtures/hostDraft.ts';
import { DRAFT_KEY, STEPS } from './hostDraft.ts';

let sdk: FakeSdk;

beforeAll(() => {
  sdk = createFakeSdk({ signedIn: true });
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
});

afterEach(() => {
  document.body.replaceChildren();
  sdk.storage.remove(DRAFT_KEY);
});

const field = (name: string) => page.getByRole('textbox', { name, exact: true });
const next = () => userEvent.click(page.getByRole('button', { name: 'Next' }));
const step = (n: number, name: string) => expect.element(page.getByRole('heading', { name: `Step ${n} of 6: ${name}` })).toBeVisible();
/** Types as a person does, key by key, then checks the field holds all of it. */
async function type(name: string, text: string) {
  await userEvent.type(field(name), text);
  await expect.element(field(name)).toHaveValue(text);
}

describe('given <ticketkit-list-event> for a signed-in person', () => {
  it('lists an event through every step, each field taking what is typed', async () => {
    const el = document.createElement('ticketkit-list-event');
    document.body.append(el);
    await until(() => el.shadowRoot?.querySelector('form'), 'the form');
    const when = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

    await step(1, 'Basics');
    await type('Event title', 'Rooftop jazz night');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Category' }), 'music');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'City' }), 'nagpur');
    await next();

    await step(2, 'Venue and dates');
    await type('Venue name', 'Sky Deck');
    await type('Venue address', '12 Civil Lines, Nagpur');
    await userEvent.fill(page.getByLabelText('Date', { exact: true }), when);
    await next();

    await step(3, 'Ticket types');
    await userEvent.clear(field('Name'));
    await type('Name', 'Standing');
    await type('Price in ₹ (0 for free)', '499');
    await type('How many', '80');
    await next();

    await step(4, 'Description');
    await type('Describe your event', 'Three sets of jazz under the open sky.');
    await next();

    await step(5, 'Contact');
    await expect.element(field('Your name')).toHaveValue(asha.displayName);
    await userEvent.clear(field('Phone (with country code)'));
    await type('Phone (with country code)', '+919812345678');
    await next();

    await step(6, 'Review');
    await userEvent.click(page.getByRole('button', { name: 'Submit for review' }));
    await expect.element(page.getByRole('heading', { name: 'Your event is in review' })).toBeVisible();
    const sent = sdk.calls.filter((c) => c.method === 'createHostedEvent').at(-1)?.args[0];
    expect(sent).toMatchObject({
      title: 'Rooftop jazz night',
      category: 'music',
      city: 'nagpur',
      venue: { name: 'Sky Deck', address: '12 Civil Lines, Nagpur' },
      sessions: [{ startsAt: `${when}T19:00:00+05:30`, endsAt: `${when}T21:00:00+05:30` }],
      ticketTypes: [{ name: 'Standing', price: 49_900, capacity: 80 }],
      contact: { phone: '+919812345678' },
    });
  });
});

describe('given <ticketkit-list-event hosted-event-id> for a listing sent back for changes', () => {
  it('opens that listing to edit, as the site\'s edit page does, and submits the edit for review again', async () => {
    const before = sdk.calls.length;
    const el = document.createElement('ticketkit-list-event');
    el.setAttribute('hosted-event-id', 'hev_5');
    document.body.append(el);
    await expect.element(page.getByRole('heading', { name: 'Edit your event' })).toBeVisible();
    await expect.element(page.getByText(CHANGES_NOTE)).toBeVisible();
    await expect.element(field('Event title')).toHaveValue('Stand-up Saturday');
    for (let i = 0; i < 5; i++) await next();
    await step(6, 'Review');
    await userEvent.click(page.getByRole('button', { name: 'Submit for review' }));
    await expect.element(page.getByRole('heading', { name: 'Your event is in review' })).toBeVisible();
    const call = sdk.calls.filter((c) => c.method === 'updateHostedEvent').at(-1);
    expect(call?.args.slice(0, 2)).toEqual(['hev_5', expect.objectContaining({ title: 'Stand-up Saturday', submit: true })]);
    expect(sdk.calls.slice(before).some((c) => c.method === 'createHostedEvent')).toBe(false);
  });

  it('explains a malformed hosted-event-id inside the element and on the console, and asks the API nothing', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = nextEvent('ticketkit:error');
    const before = sdk.calls.length;
    const el = document.createElement('ticketkit-list-event');
    el.setAttribute('hosted-event-id', 'hev 5/../');
    document.body.append(el);
    const alert = await until(() => el.shadowRoot?.querySelector('[role=alert]'), 'the explained error');
    expect(alert.textContent).toContain('<ticketkit-list-event hosted-event-id>: "hev 5/../" is not a hosted event id');
    expect((await reported).detail).toMatchObject({ version: 1, code: 'element/invalid-attribute' });
    expect(logged.mock.calls.some(([m]) => String(m).startsWith('ticketkit/element/invalid-attribute: <ticketkit-list-event hosted-event-id>'))).toBe(true);
    expect(sdk.calls.slice(before).some((c) => c.method === 'getHostedEvent')).toBe(false);
    logged.mockRestore();
  });
});

describe('given <ticketkit-list-event> on a 390 px wide phone', () => {
  beforeAll(() => page.viewport(390, 844));
  afterAll(() => page.viewport(414, 896));

  it.each(STEPS.map((name, i) => [name, i] as const))('shows every step name of the %s step without any sideways scrolling', async (_name, i) => {
    sdk.storage.set(DRAFT_KEY, { ...filledDraft, step: i });
    const el = document.createElement('ticketkit-list-event');
    document.body.append(el);
    const steps = await until(() => el.shadowRoot?.querySelector<HTMLElement>('ol'), 'the step list');
    const root = document.documentElement;
    expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    expect(steps.scrollWidth).toBeLessThanOrEqual(steps.clientWidth);
    for (const item of steps.querySelectorAll('li')) {
      const box = item.getBoundingClientRect();
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(root.clientWidth);
    }
  });
});

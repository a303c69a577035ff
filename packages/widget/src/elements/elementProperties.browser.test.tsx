// Imported up front so Vite pre-bundles the screen's dependencies before the first test;
// discovering them mid-run reloads the page.
import 'react-dom/client';
import './screens/events.tsx';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSdk } from '../fixtures/fakeSdk.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { loadScreen } from './loadScreen.ts';
import { place, until } from '../testing/dom.ts';

// Real Chromium and real custom elements; the SDK is the in-memory fake (no API runs inside a
// component test).
beforeAll(() => defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(createFakeSdk()) }));
afterEach(() => document.body.replaceChildren());

type EventsElement = HTMLElement & { city?: string | null; eventHref?: string | null };
const heading = (el: HTMLElement) => el.shadowRoot!.querySelector('h2')?.textContent;

describe('given a <ticketkit-events> element', () => {
  it('its properties and attributes are one value, whichever side changes', () => {
    const el = place('<ticketkit-events></ticketkit-events>') as EventsElement;
    expect(el.city).toBeUndefined();
    el.setAttribute('city', 'pune');
    expect(el.city).toBe('pune');
    el.setAttribute('event-href', '#e/{id}');
    expect(el.eventHref).toBe('#e/{id}');
    el.removeAttribute('city');
    expect(el.city).toBeUndefined();
    el.city = 'mumbai';
    expect(el.getAttribute('city')).toBe('mumbai');
    el.city = '';
    expect(el.getAttribute('city')).toBe('');
    expect(el.city).toBe('');
    el.city = null;
    expect(el.hasAttribute('city')).toBe(false);
    el.eventHref = undefined;
    expect(el.hasAttribute('event-href')).toBe(false);
  });

  it('renders what a property is set to, and the shared city once it is cleared', async () => {
    const el = place('<ticketkit-events city="nagpur"></ticketkit-events>') as EventsElement;
    await until(() => heading(el) === 'Events in Nagpur', 'the nagpur heading');
    el.city = 'pune';
    await until(() => heading(el) === 'Events in Pune', 'the pune heading');
    el.city = null;
    await until(() => heading(el) === 'Events in Nagpur', 'the shared city again');
  });

  it('keeps a property a page script set before the element was upgraded', async () => {
    // Markup in a template is not upgraded: a page script may set a property on it before the loader runs.
    const template = document.createElement('template');
    template.innerHTML = '<ticketkit-events></ticketkit-events>';
    const el = document.adoptNode(template.content.firstElementChild!) as EventsElement;
    el.city = 'pune';
    document.body.append(el);
    expect(el.getAttribute('city')).toBe('pune');
    await until(() => heading(el) === 'Events in Pune', 'the pune heading');
  });
});

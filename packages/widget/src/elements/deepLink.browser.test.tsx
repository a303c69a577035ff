// Imported up front so Vite pre-bundles every dependency of the lazily loaded screen before the
// first test; discovering them mid-run reloads the page.
import 'react-dom/client';
import 'qrcode-generator';
import './screens/booking.tsx';
import { useCallback, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TicketkitProvider } from '../context/TicketkitProvider.tsx';
import { createFakeSdk, type FakeSdk } from '../fixtures/fakeSdk.ts';
import { BookingFlow } from '../screens/BookingFlow/BookingFlow.tsx';
import { flowToPath, pathToFlow } from '../screens/BookingFlow/flowPath.ts';
import type { FlowState } from '../screens/BookingFlow/flowState.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { checkoutFrame, payOpenCheckout } from '../testing/sandboxCheckout.ts';
import { loadScreen } from './loadScreen.ts';
import { place, until } from '../testing/dom.ts';

// Real Chromium, real custom elements, shadow DOM and history; the SDK is the in-memory fake (no
// API runs inside a component test).
let sdk: FakeSdk;
const roots: Root[] = [];

beforeAll(() => {
  sdk = createFakeSdk();
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
});

afterEach(() => {
  roots.splice(0).forEach((r) => r.unmount());
  document.body.replaceChildren();
  history.replaceState(null, '', location.pathname + location.search);
  vi.restoreAllMocks();
});



const scope = (el: HTMLElement): ParentNode => el.shadowRoot ?? el;
/** The step a flow shows (BookingFlow marks its main area with data-step). */
const stepOf = (el: HTMLElement) => scope(el).querySelector<HTMLElement>('[data-step]')?.dataset.step;
const button = (el: HTMLElement, name: RegExp) => [...scope(el).querySelectorAll<HTMLButtonElement>('button')].find((b) => name.test(b.textContent ?? ''));
async function click(el: HTMLElement, name: RegExp) {
  (await until(() => button(el, name), `button ${name} in ${el.id}`)).click();
}
const atStep = (el: HTMLElement, step: string) => until(() => stepOf(el) === step, `${el.id} at ${step} (is ${stepOf(el)})`);
const clearHash = () => history.replaceState(null, '', location.pathname + location.search);

describe('given two <ticketkit-booking deep-link="hash"> on one page', () => {
  it('keeps each flow’s step under its own key, and back/forward move each flow on its own', async () => {
    clearHash();
    const concert = place('<ticketkit-booking id="concert" event-id="evt_1" deep-link="hash"></ticketkit-booking>');
    const play = place('<ticketkit-booking id="play" event-id="evt_2" deep-link="hash"></ticketkit-booking>');
    await atStep(concert, 'event');
    await atStep(play, 'event');

    await click(concert, /^Book tickets/);
    await atStep(concert, 'city');
    expect(location.hash).toBe('#tk.concert=/event/evt_1/city');

    await click(play, /^Book tickets/);
    await atStep(play, 'city');
    await click(play, /^Nagpur/);
    await atStep(play, 'date');
    expect(location.hash).toBe('#tk.concert=/event/evt_1/city&tk.play=/event/evt_2/date%3Fcity%3Dnagpur');
    expect(stepOf(concert)).toBe('city');

    // Back three times: the play's two steps, then the concert's one; each flow moves only on its own entries.
    history.back();
    await atStep(play, 'city');
    expect(stepOf(concert)).toBe('city');
    history.back();
    await atStep(play, 'event');
    expect(stepOf(concert)).toBe('city');
    history.back();
    await atStep(concert, 'event');
    expect(stepOf(play)).toBe('event');

    history.forward();
    await atStep(concert, 'city');
    expect(stepOf(play)).toBe('event');
  });

  it('opens each at the step its own part of a shared link points to', async () => {
    history.replaceState(null, '', '#tk.concert=/event/evt_1/date%3Fcity%3Dnagpur&tk.play=/event/evt_2/city');
    const concert = place('<ticketkit-booking id="concert" event-id="evt_1" deep-link="hash"></ticketkit-booking>');
    const play = place('<ticketkit-booking id="play" event-id="evt_2" deep-link="hash"></ticketkit-booking>');
    await atStep(concert, 'date');
    await atStep(play, 'city');
  });

  it('uses deep-link-key over the id, and explains a key two elements share instead of letting them fight', async () => {
    clearHash();
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((message: string) => errors.push(message));
    const reported = new Promise<CustomEvent>((resolve) => document.addEventListener('ticketkit:error', (e) => resolve(e as CustomEvent), { once: true }));
    const first = place('<ticketkit-booking id="a" deep-link-key="show" event-id="evt_1" deep-link="hash"></ticketkit-booking>');
    await atStep(first, 'event');
    const second = place('<ticketkit-booking id="b" deep-link-key="show" event-id="evt_2" deep-link="hash"></ticketkit-booking>');
    expect((await reported).detail).toMatchObject({ version: 1, code: 'deep-link-key-taken' });
    expect(errors.some((m) => m.startsWith('ticketkit/deep-link-key-taken:'))).toBe(true);

    await click(first, /^Book tickets/);
    await atStep(first, 'city');
    expect(location.hash).toBe('#tk.show=/event/evt_1/city');
    // The second still works, but keeps its step to itself.
    await atStep(second, 'event');
    await click(second, /^Book tickets/);
    await atStep(second, 'city');
    expect(location.hash).toBe('#tk.show=/event/evt_1/city');
  });
});

// Control: the same two flows wired the naive way, each reading and writing the whole hash as one
// `#tk:` path with no per-flow key, do fight: that is what the
// per-flow keys above prevent.
function NaiveHashFlow({ eventId }: { eventId: string }) {
  const [start] = useState<FlowState>({ step: 'event', eventId, quantities: {} });
  const read = useCallback(() => (location.hash.startsWith('#tk:') ? pathToFlow(decodeURIComponent(location.hash.slice(4)), start) : start), [start]);
  const [state, setState] = useState(read);
  useEffect(() => {
    const onPop = () => setState(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, [read]);
  const onStateChange = (next: FlowState, { replace }: { replace: boolean }) => {
    setState(next);
    if (replace) history.replaceState(null, '', `#tk:${flowToPath(next)}`);
    else history.pushState(null, '', `#tk:${flowToPath(next)}`);
  };
  return <BookingFlow state={state} onStateChange={onStateChange} />;
}

describe('control: two flows sharing one un-namespaced hash', () => {
  function renderFlow(id: string, eventId: string): HTMLElement {
    const box = document.createElement('div');
    box.id = id;
    document.body.append(box);
    const root = createRoot(box);
    roots.push(root);
    root.render(
      <TicketkitProvider sdk={sdk}>
        <NaiveHashFlow eventId={eventId} />
      </TicketkitProvider>,
    );
    return box;
  }

  it('moves the flow nobody touched when the other one goes back', async () => {
    clearHash();
    const concert = renderFlow('concert', 'evt_1');
    const play = renderFlow('play', 'evt_2');
    await atStep(concert, 'event');
    await click(play, /^Book tickets/);
    await atStep(play, 'city');
    await click(play, /^Nagpur/);
    await atStep(play, 'date');
    history.back();
    await atStep(play, 'city');
    // The concert never moved, yet it now shows the play's city step.
    await atStep(concert, 'city');
  });

  it('opens both flows at a link meant for one of them', async () => {
    history.replaceState(null, '', '#tk:/event/evt_2/date?city=nagpur');
    const concert = renderFlow('concert', 'evt_1');
    renderFlow('play', 'evt_2');
    await atStep(concert, 'date');
  });
});

describe('given <ticketkit-booking deep-link="hash"> after a booking', () => {
  it('goes Back from the confirmation to the event, and a link to the booked step shows the booking without a new hold', async () => {
    clearHash();
    sessionStorage.clear();
    const el = place('<ticketkit-booking id="gig" event-id="evt_1" deep-link="hash"></ticketkit-booking>');
    await click(el, /^Book tickets/);
    await click(el, /^Nagpur/);
    await click(el, /6:00 pm at Deshpande Hall/i);
    await atStep(el, 'tickets');
    (await until(() => scope(el).querySelector<HTMLButtonElement>('button[aria-label="Add one Silver ticket"]'), 'add Silver')).click();
    await click(el, /^Continue to booking/);
    await atStep(el, 'booking');
    const bookingHash = location.hash;
    await click(el, /^Confirm and pay/);
    await click(el, /^Pay ₹/);
    await until(() => checkoutFrame(scope(el)), 'the checkout dialog');
    payOpenCheckout(scope(el));
    await atStep(el, 'confirmation');
    expect(location.hash).toMatch(/^#tk\.gig=\/booking\/bkg_\d+%3Fcity%3Dnagpur$/);
    const confirmationHash = location.hash;

    history.back();
    await atStep(el, 'event');
    expect(location.hash).toBe('#tk.gig=/event/evt_1%3Fcity%3Dnagpur');
    history.forward();
    await atStep(el, 'confirmation');

    const holdsBefore = sdk.calls.filter((c) => c.method === 'createHold').length;
    history.pushState(null, '', bookingHash);
    dispatchEvent(new PopStateEvent('popstate'));
    await until(() => location.hash === confirmationHash, `back at ${confirmationHash} (is ${location.hash})`);
    await atStep(el, 'confirmation');
    expect(sdk.calls.filter((c) => c.method === 'createHold').length).toBe(holdsBefore);
    sessionStorage.clear();
  });
});

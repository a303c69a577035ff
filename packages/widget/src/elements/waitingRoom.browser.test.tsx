// <ticketkit-booking> through a high-demand session's waiting room in real Chromium: real custom
// elements, shadow DOM, the renderer under test and the lazily loaded waiting-room chunk over the
// sdk's real queue watch. The API is the fake SDK's queue (fixtures/fakeQueue.ts), played a step per
// poll at one second's advice: no API runs inside a component test (the e2e test runs the real one).
// Imported up front so Vite pre-bundles what the lazily loaded chunks need before the first test.
import 'react-dom/client';
import './screens/booking.tsx';
import '../screens/WaitingRoom/WaitingRoomContainer.tsx';
import { beforeAll, describe, expect, it } from 'vitest';
import { highDemandSession, type QueueStep } from '../fixtures/fakeQueue.ts';
import { sessions, ticketTypes } from '../fixtures/booking.ts';
import { createFakeSdk, type FakeSdk } from '../fixtures/fakeSdk.ts';
import { defineTicketkitElements } from './defineElements.ts';
import { loadScreen } from './loadScreen.ts';
import { place, until } from '../testing/dom.ts';

const waiting = (ahead: number, progress: number): QueueStep => ({ state: 'waiting', position: 1200, ahead, progress, estimatedWaitSeconds: ahead * 2 });
// Seven answers; a polite announcement for each change of state and each milestone (1000, 100), none for the rest.
const steps: QueueStep[] = [{ state: 'pre-queue' }, waiting(1199, 0), waiting(1150, 0.04), waiting(640, 0.47), waiting(600, 0.5), waiting(12, 0.99), { state: 'admitted', position: 1200, ahead: 0, progress: 1, estimatedWaitSeconds: 0 }];

let sdk: FakeSdk;
beforeAll(() => {
  sdk = createFakeSdk({
    api: {
      listSessions: async () => ({ items: [...sessions, highDemandSession] }),
      listTicketTypes: async (id) => ({ session: id === highDemandSession.id ? highDemandSession : sessions[0]!, items: ticketTypes }),
    },
    queue: { steps, pollAfterSeconds: 1, ticketsLeftForYou: 4 },
  });
  defineTicketkitElements({ load: loadScreen, sdk: Promise.resolve(sdk) });
});

const shadow = (el: HTMLElement) => el.shadowRoot!;
const byText = (el: HTMLElement, selector: string, label: RegExp) =>
  [...shadow(el).querySelectorAll<HTMLElement>(selector)].find((b) => label.test(b.textContent ?? '') || label.test(b.getAttribute('aria-label') ?? ''));

/** Every text the waiting room's live region says, from when it appears. */
async function listen(el: HTMLElement): Promise<string[]> {
  const region = await until(() => shadow(el).querySelector<HTMLElement>('.tk-queue > [role=status]'), 'the live region', 5000);
  const said: string[] = region.textContent ? [region.textContent] : [];
  new MutationObserver(() => {
    const text = region.textContent ?? '';
    if (text && text !== said.at(-1)) said.push(text);
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return said;
}

describe('given <ticketkit-booking> and a high-demand date', () => {
  it('goes through the waiting room to ticket selection, announcing changes sparingly and telling the page once each', async () => {
    const joined: CustomEvent[] = [];
    const admitted: CustomEvent[] = [];
    document.addEventListener('ticketkit:queue-joined', (e) => joined.push(e as CustomEvent));
    document.addEventListener('ticketkit:queue-admitted', (e) => admitted.push(e as CustomEvent));
    const el = place('<ticketkit-booking event-id="evt_1" city="nagpur"></ticketkit-booking>');
    // The page's own type tokens reach the queue's figures.
    el.style.setProperty('--ticketkit-font-size', '20px');
    el.style.setProperty('--ticketkit-font-weight-strong', '800');
    for (const label of [/^Book tickets$/, /^Nagpur/, /7:00 pm at Deshpande Hall/i]) {
      (await until(() => byText(el, 'button', label), String(label))).click();
    }
    const said = await listen(el);
    await until(() => byText(el, 'h3', /^You are in the pre-queue$/), 'the pre-queue');
    expect(byText(el, 'p', /^Sale starts in \d+:\d\d$/)?.getAttribute('aria-live')).toBe('off');

    const ahead = await until(() => byText(el, 'p', /^640 people ahead of you$/), 'the place falling', 6000);
    expect(getComputedStyle(ahead).fontWeight).toBe('800');
    // The figure is what a waiting person looks for: the type scale's xl step, which follows the
    // page's base size.
    const stepSize = (token: string) => {
      const probe = document.createElement('span');
      probe.style.fontSize = `var(${token})`;
      ahead.parentElement!.append(probe);
      const size = getComputedStyle(probe).fontSize;
      probe.remove();
      return size;
    };
    expect(stepSize('--ticketkit-text-md')).toBe('20px');
    expect(parseFloat(stepSize('--ticketkit-text-xl'))).toBeGreaterThan(parseFloat(stepSize('--ticketkit-text-lg')));
    expect(getComputedStyle(ahead).fontSize).toBe(stepSize('--ticketkit-text-xl'));
    const bar = shadow(el).querySelector('progress')!;
    expect(bar.getAttribute('aria-valuetext')).toBe('47% of the way');
    expect(shadow(el).querySelector(`label[for="${bar.id}"]`)?.textContent).toBe('Your progress in the queue');

    const go = await until(() => byText(el, 'button', /^Choose tickets$/), 'the turn', 6000);
    // Two more polls in the turn: still one event of each, no new announcement.
    const polls = () => sdk.calls.filter((c) => c.method === 'getQueuePlace').length;
    const before = polls();
    await until(() => polls() >= before + 2, 'two more polls', 4000);
    expect(said).toEqual(['You are in the pre-queue.', 'You are in the queue. 1199 people ahead of you.', 'You are in the queue. 640 people ahead of you.', 'You are in the queue. 12 people ahead of you.', 'It is your turn. Choose tickets within 10 minutes.']);
    expect(sdk.calls.filter((c) => c.method === 'joinQueue')).toHaveLength(1);
    expect(joined.map((e) => e.detail)).toEqual([{ version: 1, eventId: 'evt_1', sessionId: 'ses_hot', position: null }]);
    expect(admitted).toHaveLength(1);
    expect(admitted[0]!.detail).toMatchObject({ version: 1, eventId: 'evt_1', sessionId: 'ses_hot' });
    expect(joined[0]!.composed && admitted[0]!.composed).toBe(true);

    go.click();
    await until(() => byText(el, 'p', /^You can buy 4 more tickets for this event/), 'the cap in ticket selection');
    const add = await until(() => byText(el, 'button', /^Add one Silver ticket$/), 'the Silver stepper');
    for (let i = 0; i < 5; i += 1) {
      add.click();
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(shadow(el).querySelector('.tk-stepper output')?.textContent).toBe('4');
    expect(add).toBeDisabled();
    const afterLeaving = polls();
    await new Promise((r) => setTimeout(r, 1500));
    expect(polls()).toBe(afterLeaving);
  }, 30_000);
});

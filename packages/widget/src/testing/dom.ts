/** Helpers for browser tests of the custom elements (real Chromium, real DOM). */
import type { TicketkitEventDetails, TicketkitEventName } from '../events.ts';

/** Puts `html` (one element) into the page, as a partner's markup would, and returns the element. */
export function place(html: string): HTMLElement {
  const box = document.createElement('div');
  box.innerHTML = html;
  document.body.append(box);
  return box.firstElementChild as HTMLElement;
}

/** Polls `read` until it answers something truthy; fails naming `what` after `timeout` ms. */
export async function until<T>(read: () => T | null | undefined | false, what = 'condition', timeout = 5000): Promise<T> {
  const start = performance.now();
  for (;;) {
    const value = read();
    if (value) return value;
    if (performance.now() - start > timeout) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Types `value` into an input inside a shadow root as the browser reports typing: the value through
 * the input's own setter (so React and preact see a change) and an `input` event, then waits a task
 * so the renderer has drawn it (preact renders in a microtask). Testing Library's user-event types
 * into `document.activeElement`, which for a shadow root is its host.
 */
export async function fill(input: HTMLInputElement, value: string): Promise<void> {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await new Promise((resolve) => setTimeout(resolve));
}

/** The next `ticketkit:*` event of that name to reach `target` (the page, by default). */
export function nextEvent<N extends TicketkitEventName>(name: N, target: EventTarget = document): Promise<CustomEvent<TicketkitEventDetails[N]>> {
  return new Promise((resolve) => target.addEventListener(name, (e) => resolve(e as CustomEvent<TicketkitEventDetails[N]>), { once: true }));
}

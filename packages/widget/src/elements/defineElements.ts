import r2wc from '@r2wc/core';
import { createEmitter, reportProblem } from '../events.ts';
import type { WidgetSdk } from '../sdk/types.ts';
import { ELEMENTS, type ElementAttributes, type ScreenName } from './registry.ts';

/** What a screen chunk exports: mounts React into the element's shadow root. */
export interface ScreenModule {
  mount(root: ShadowRoot, props: ElementAttributes, sdk: Promise<WidgetSdk>, element: string): MountedScreen;
}
export interface MountedScreen {
  update(props: ElementAttributes): void;
  unmount(): void;
}

export interface DefineOptions {
  /** Loads a screen's code; called when the first element of that screen connects. */
  load(screen: ScreenName): Promise<ScreenModule>;
  /** The one SDK instance every element shares. */
  sdk: Promise<WidgetSdk>;
}

interface Context {
  props: ElementAttributes;
  mounted: MountedScreen | null;
  disposed: boolean;
}

const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');

function showLoadFailure(root: ShadowRoot, element: string, error: unknown) {
  const box = root.ownerDocument.createElement('p');
  box.setAttribute('role', 'alert');
  box.textContent = 'This ticket widget could not load. Check your connection and reload the page.';
  root.replaceChildren(box);
  reportProblem(createEmitter(undefined, root.host), 'chunk-load-failed', `${element} could not load its code (${error instanceof Error ? error.message : String(error)})`);
}

/**
 * The height each screen first renders at (the city picker's exactly: label and field in the
 * widget's padding). An element holds this much room from the moment it is defined, through its
 * code loading and its own loading state, so the host page does not jump (layout shift). A page
 * that sets the same `min-height` on the element in its own CSS holds it even before this script
 * runs (README).
 */
const FIRST_HEIGHT: Partial<Record<ScreenName, string>> = { 'city-picker': '6.5rem', login: '26rem', search: '8rem' };

function reserveRoom(root: ShadowRoot, screen: ScreenName) {
  const height = FIRST_HEIGHT[screen] ?? '24rem';
  const box = root.ownerDocument.createElement('div');
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', 'Loading');
  // CSSOM properties, not style attributes or <style>: allowed under `style-src 'self'`. The
  // placeholder holds the room until the screen's code arrives; the custom property keeps holding
  // it after (the widget's stylesheet gives `:host` this min-height), through the screen's loader
  // and loading state. The page's own CSS for the element still wins.
  box.style.minHeight = height;
  (root.host as HTMLElement).style.setProperty('--ticketkit-first-height', height);
  root.replaceChildren(box);
}

/**
 * Defines every `ticketkit-*` element once (a second call, or a second copy of the script, is a
 * no-op). Built on @r2wc/core with a renderer that loads the screen's chunk on first connect.
 */
export function defineTicketkitElements({ load, sdk }: DefineOptions): void {
  if (typeof customElements === 'undefined') return;
  for (const [name, spec] of Object.entries(ELEMENTS)) {
    if (customElements.get(name)) continue;
    const renderer = {
      mount(container: HTMLElement, _component: unknown, props: ElementAttributes): Context {
        const ctx: Context = { props, mounted: null, disposed: false };
        const root = container as unknown as ShadowRoot;
        reserveRoom(root, spec.screen);
        load(spec.screen).then(
          (mod) => {
            if (!ctx.disposed) ctx.mounted = mod.mount(root, ctx.props, sdk, name);
          },
          (error: unknown) => {
            if (!ctx.disposed) showLoadFailure(root, name, error);
          },
        );
        return ctx;
      },
      update(ctx: Context, props: ElementAttributes) {
        ctx.props = props;
        ctx.mounted?.update(props);
      },
      unmount(ctx: Context) {
        ctx.disposed = true;
        ctx.mounted?.unmount();
        ctx.mounted = null;
      },
    };
    const props = Object.fromEntries(spec.props.map((p) => [p, 'string' as const]));
    const Base = r2wc<ElementAttributes & { container?: HTMLElement }, Context>(() => null, { shadow: 'open', props }, renderer) as unknown as {
      new (): HTMLElement & { attributeChangedCallback(name: string, old: string | null, value: string | null): void };
      observedAttributes: string[];
    };
    const attributeToProp = Object.fromEntries(spec.props.map((p) => [p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), p]));
    // r2wc ignores a removed (or empty) attribute; removing one must reset the prop.
    class TicketkitElement extends Base {
      override attributeChangedCallback(attr: string, old: string | null, value: string | null) {
        const prop = attributeToProp[attr];
        if (prop && !value) {
          const self = this as unknown as Record<symbol, unknown>;
          (self[PROPS] as Record<string, unknown>)[prop] = value === '' ? '' : undefined;
          (self[RENDER] as () => void).call(this);
          return;
        }
        super.attributeChangedCallback(attr, old, value);
      }
    }
    customElements.define(name, TicketkitElement);
  }
}

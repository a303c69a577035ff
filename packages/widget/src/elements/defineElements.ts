import r2wc, { type R2WCBaseProps, type R2WCRenderer } from '@r2wc/core';
import type { WidgetSdk } from '../sdk/types.ts';
import { loaderTexts } from './loaderTexts.ts';
import { elementRules } from './elementRules.ts';
import { ATTRIBUTES, ELEMENTS, attributeOf, type AttributeName, type ElementAttributes, type ElementName, type ElementRules, type ElementSpec, type ScreenName } from './registry.ts';

/**
 * What a screen chunk exports: mounts React into the element's shadow root. The element's rules are
 * passed in from the registry, so no screen chunk needs the registry's tables at runtime.
 */
export interface ScreenModule {
  mount(root: ShadowRoot, props: ElementAttributes, sdk: Promise<WidgetSdk>, element: string, rules: ElementRules): MountedScreen;
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
  /** The page's locale (data-locale / Ticketkit.init) as far as known yet, for the loader's own words. */
  locale?: () => string | undefined;
}

interface Context {
  host: Element;
  props: ElementAttributes;
  mounted: MountedScreen | null;
  disposed: boolean;
  /** Disconnected, torn down after the current task's microtasks unless connected again first. */
  leaving: boolean;
}

function showLoadFailure(root: ShadowRoot, element: string, error: unknown, pageLocale: string | undefined) {
  const box = root.ownerDocument.createElement('p');
  box.setAttribute('role', 'alert');
  box.textContent = loaderTexts(root.host, pageLocale)['loader.failed'];
  root.replaceChildren(box);
  // As events.ts's reportProblem does; the loader cannot import it without pulling in the screens' shared chunk.
  const message = `${element} could not load its code (${error instanceof Error ? error.message : String(error)})`;
  console.error(`ticketkit/chunk-load-failed: ${message}`);
  root.host.dispatchEvent(new CustomEvent('ticketkit:error', { detail: { version: 1, code: 'chunk-load-failed', message }, bubbles: true, composed: true }));
}

/**
 * The height each screen first renders at (the city picker's exactly: label and field in the
 * widget's padding). An element holds this much room from the moment it is defined, through its
 * code loading and its own loading state, so the host page does not jump (layout shift). A page
 * that sets the same `min-height` on the element in its own CSS holds it even before this script
 * runs (README).
 */
const FIRST_HEIGHT: Partial<Record<ScreenName, string>> = { 'city-picker': '6.5rem', login: '26rem', search: '8rem' };

function reserveRoom(root: ShadowRoot, screen: ScreenName, pageLocale: string | undefined) {
  const height = FIRST_HEIGHT[screen] ?? '24rem';
  const box = root.ownerDocument.createElement('div');
  box.setAttribute('role', 'status');
  box.setAttribute('aria-label', loaderTexts(root.host, pageLocale)['loader.loading']);
  // CSSOM properties, not style attributes or <style>: allowed under `style-src 'self'`. The
  // placeholder holds the room until the screen's code arrives; the custom property keeps holding
  // it after (the widget's stylesheet gives `:host` this min-height), through the screen's loader
  // and loading state. The page's own CSS for the element still wins.
  box.style.minHeight = height;
  (root.host as HTMLElement).style.setProperty('--ticketkit-first-height', height);
  root.replaceChildren(box);
}

/**
 * The element's attributes as its screen reads them: every one a string, a removed one absent and an
 * empty one `''` (so validation can explain it).
 */
function readAttributes(element: Element, props: readonly (keyof ElementAttributes)[]): ElementAttributes {
  const attrs: ElementAttributes = {};
  for (const prop of props) {
    const value = element.getAttribute(attributeOf(prop));
    if (value !== null) attrs[prop] = value;
  }
  return attrs;
}

/**
 * The attribute's value for a property's value: a string as it is; for a `json` attribute, anything
 * else (the object React 19 or Vue binds) as its JSON, so the screen reads and validates it exactly as
 * if the page had written the attribute.
 */
function toAttribute(prop: AttributeName, value: unknown): string {
  if (typeof value === 'string' || ATTRIBUTES[prop].kind !== 'json') return String(value);
  return JSON.stringify(value) ?? String(value);
}

/** A `json` property reads back as the object its attribute holds; the attribute's text when it is not JSON. */
function fromAttribute(prop: AttributeName, text: string): unknown {
  if (ATTRIBUTES[prop].kind !== 'json') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Defines every `ticketkit-*` element once (a second call, or a second copy of the script, is a
 * no-op). Built on @r2wc/core's public API (its renderer interface, for the shadow root and the
 * connect/disconnect lifecycle) with a renderer that loads the screen's chunk on first connect.
 * Each attribute is the one value of its property (`el.eventId` is `event-id`); changes are
 * observed by the element itself and passed to the mounted screen.
 */
export function defineTicketkitElements({ load, sdk, locale = () => undefined }: DefineOptions): void {
  if (typeof customElements === 'undefined') return;
  for (const [name, spec] of Object.entries<ElementSpec>(ELEMENTS)) {
    if (customElements.get(name)) continue;
    const rules = elementRules(name as ElementName);
    const mountedOn = new WeakMap<Element, Context>();
    const refresh = (element: Element) => {
      const ctx = mountedOn.get(element);
      if (!ctx) return;
      ctx.props = readAttributes(element, spec.props);
      ctx.mounted?.update(ctx.props);
    };
    const renderer: R2WCRenderer<R2WCBaseProps, Context> = {
      mount(container) {
        const root = container as unknown as ShadowRoot;
        // Moved (append of a connected element, a keyed reorder): the screen it has stays.
        const moved = mountedOn.get(root.host);
        if (moved?.leaving) {
          moved.leaving = false;
          refresh(root.host);
          return moved;
        }
        const ctx: Context = { host: root.host, props: readAttributes(root.host, spec.props), mounted: null, disposed: false, leaving: false };
        mountedOn.set(root.host, ctx);
        reserveRoom(root, spec.screen, locale());
        load(spec.screen).then(
          (mod) => {
            if (!ctx.disposed) ctx.mounted = mod.mount(root, ctx.props, sdk, name, rules);
          },
          (error: unknown) => {
            if (!ctx.disposed) showLoadFailure(root, name, error, locale());
          },
        );
        return ctx;
      },
      update(ctx) {
        refresh(ctx.host);
      },
      // A React app removing the element disconnects it inside its own commit, where unmounting
      // another root at once is refused: tear down right after. A move connects the element again
      // in the same task, before that, and keeps the screen (React still owns the shadow root's nodes).
      unmount(ctx) {
        ctx.leaving = true;
        queueMicrotask(() => {
          if (!ctx.leaving) return;
          ctx.disposed = true;
          mountedOn.delete(ctx.host);
          ctx.mounted?.unmount();
          ctx.mounted = null;
        });
      },
    };
    // r2wc gives the shadow root and the connect/disconnect lifecycle. It is given no props: it would
    // keep its own parsed copy of each attribute, and the properties below read the attribute itself.
    const Base = r2wc(() => null, { shadow: 'open', props: [] }, renderer);
    const observed = spec.props.map(attributeOf);
    class TicketkitElement extends Base {
      static get observedAttributes(): string[] {
        return observed;
      }
      // Any change, a removal or an emptied value included, goes to the screen as the element now reads.
      attributeChangedCallback() {
        refresh(this);
      }
      constructor() {
        super();
        // On upgrade, a property a page script set before the loader ran is an own property that
        // hides the accessor below: move it to the attribute.
        for (const prop of spec.props) {
          if (!Object.hasOwn(this, prop)) continue;
          const value: unknown = (this as Record<string, unknown>)[prop];
          delete (this as Record<string, unknown>)[prop];
          (this as Record<string, unknown>)[prop] = value;
        }
      }
    }
    // The attribute is the one value: each property reads and writes it (null or undefined removes it;
    // an object given to a `json` property is written as its JSON).
    for (const prop of spec.props) {
      const attribute = attributeOf(prop);
      Object.defineProperty(TicketkitElement.prototype, prop, {
        configurable: true,
        enumerable: true,
        get(this: Element) {
          const text = this.getAttribute(attribute);
          return text === null ? undefined : fromAttribute(prop, text);
        },
        set(this: Element, value: unknown) {
          if (value === null || value === undefined) this.removeAttribute(attribute);
          else this.setAttribute(attribute, toAttribute(prop, value));
        },
      });
    }
    customElements.define(name, TicketkitElement);
  }
}

/**
 * The elements as a partner's TypeScript sees them, made from the registry and the events table:
 * `document.querySelector('ticketkit-booking')` is a TicketkitElement with its properties, every
 * `ticketkit:*` listener on an element, the document or the window gets its typed detail, and React
 * 19's JSX knows every element with its attributes and `onticketkit:*` handlers.
 */
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TicketkitEventDetails, TicketkitEventName } from '../events.ts';
import type { Appearance } from '../styles/appearance.ts';
import type { EventsOf } from './elementEvents.ts';
import type { ATTRIBUTES, AttributeName, AttributesOf, ElementName } from './registry.ts';

/** What a `json` attribute's property takes besides its JSON text. */
interface JsonAttributeValues {
  appearance: Appearance;
}

type SpecOf<A extends AttributeName> = (typeof ATTRIBUTES)[A];

/** The value of an element's property (and of its attribute in JSX). */
export type AttributeValue<A extends AttributeName> =
  SpecOf<A> extends { kind: 'json' }
    ? (A extends keyof JsonAttributeValues ? JsonAttributeValues[A] : never) | string
    : SpecOf<A> extends { values: readonly (infer V extends string)[] }
      ? V
      : string;

/** `eventId` → `event-id`, as attributeOf does at runtime. */
export type AttributeOf<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `-${Lowercase<Head>}`}${AttributeOf<Tail>}`
  : S;

/** The `ticketkit:*` events as DOM events: a CustomEvent with the event's typed, versioned detail. */
export type TicketkitEventMap = { [N in TicketkitEventName]: CustomEvent<TicketkitEventDetails[N]> };

/**
 * One element: its properties are its attributes (`el.eventId` is `event-id`; setting undefined or
 * null removes it, and an absent one reads as undefined), and a `json` one also takes the object.
 * Its `ticketkit:*` events come through HTMLElementEventMap. A mapped type cannot give a property a
 * setter type wider than its getter's, so the property's type carries `null` for the setter.
 */
export type TicketkitElement<N extends ElementName> = HTMLElement & { [A in AttributesOf<N>]: AttributeValue<A> | null | undefined };

export type TicketkitElementTagNameMap = { [N in ElementName]: TicketkitElement<N> };

/** `onticketkit:booking-confirmed={(e) => …}`: React 19 adds it as a listener of that event. */
export type TicketkitEventHandlers<E extends TicketkitEventName = TicketkitEventName> = { [N in E as `on${N}`]?: (event: TicketkitEventMap[N]) => void };

/** An element in React 19's JSX: its attributes by their markup names, handlers of the events it emits, and React's own props. */
export type TicketkitElementProps<N extends ElementName> = DetailedHTMLProps<HTMLAttributes<TicketkitElement<N>>, TicketkitElement<N>> & {
  [A in AttributesOf<N> as AttributeOf<A>]?: AttributeValue<A>;
} & TicketkitEventHandlers<EventsOf<N>>;

export type TicketkitIntrinsicElements = { [N in ElementName]: TicketkitElementProps<N> };

/* eslint-disable @typescript-eslint/no-empty-object-type -- augmenting the DOM's and React's maps takes empty interfaces */
declare global {
  interface HTMLElementTagNameMap extends TicketkitElementTagNameMap {}
  interface HTMLElementEventMap extends TicketkitEventMap {}
  interface DocumentEventMap extends TicketkitEventMap {}
  interface WindowEventMap extends TicketkitEventMap {}
}

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types live in this namespace
  namespace JSX {
    interface IntrinsicElements extends TicketkitIntrinsicElements {}
  }
}
/* eslint-enable @typescript-eslint/no-empty-object-type */

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildCustomElementsManifest, customElementsJson } from '../../scripts/customElementsManifest.ts';
import { APPEARANCE_VARIABLES } from '../styles/appearance.ts';
import { PARTS } from '../ui/parts.ts';
import { EVENT_CALLBACKS } from '../events.ts';
import { ELEMENT_EVENTS } from './elementEvents.ts';
import { ELEMENTS, type ElementName } from './registry.ts';

const packageJson = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { customElements?: string };

describe('custom-elements.json', () => {
  const manifest = buildCustomElementsManifest();
  const declarations = manifest.modules[0]!.declarations;

  it('is what the script makes from the code (run `npm run custom-elements -w @ticketkit/widget`)', () => {
    expect(packageJson.customElements).toBe('custom-elements.json');
    expect(readFileSync(new URL(`../../${packageJson.customElements}`, import.meta.url), 'utf8')).toBe(customElementsJson());
  });

  it('has every element with its attributes, typed properties, events, CSS custom properties and parts', () => {
    expect(declarations.map((d) => d.tagName)).toEqual(Object.keys(ELEMENTS));
    const booking = declarations.find((d) => d.tagName === 'ticketkit-booking')!;
    expect(booking.attributes.map((a) => a.name)).toEqual(['event-id', 'city', 'appearance', 'locale', 'deep-link', 'deep-link-key', 'sign-in']);
    expect(booking.attributes.find((a) => a.name === 'deep-link')!.type.text).toBe('"hash" | "none"');
    expect(booking.attributes.find((a) => a.name === 'event-id')!.description).toMatch(/^Required\./);
    expect(booking.members.find((m) => m.name === 'appearance')!.type.text).toBe('string | Appearance | null | undefined');
    for (const d of declarations) {
      expect(d.events.map((e) => e.name)).toEqual(Object.keys(EVENT_CALLBACKS).filter((name) => (ELEMENT_EVENTS[d.tagName as ElementName] as readonly string[]).includes(name)));
      expect(d.events.map((e) => e.name)).toEqual(expect.arrayContaining(['ticketkit:ready', 'ticketkit:error']));
      expect(d.cssProperties.map((p) => p.name)).toEqual(Object.values(APPEARANCE_VARIABLES));
      expect(d.cssParts.map((p) => p.name)).toEqual(Object.keys(PARTS));
    }
    const events = (tag: string) => declarations.find((d) => d.tagName === tag)!.events.map((e) => e.name);
    expect(events('ticketkit-booking')).toEqual(expect.arrayContaining(['ticketkit:booking-confirmed', 'ticketkit:hold-created', 'ticketkit:queue-joined', 'ticketkit:sign-in-required']));
    expect(events('ticketkit-rewards')).not.toContain('ticketkit:booking-confirmed');
    expect(events('ticketkit-events')).toContain('ticketkit:event-selected');
    expect(events('ticketkit-booking')).not.toContain('ticketkit:event-selected');
    expect(events('ticketkit-ticket')).toContain('ticketkit:booking-cancelled');
    expect(events('ticketkit-check-in')).toEqual(['ticketkit:ready', 'ticketkit:error']);
    const confirmed = booking.events.find((e) => e.name === 'ticketkit:booking-confirmed')!;
    expect(confirmed.type.text).toBe('CustomEvent<{ version: 1; bookingId: string; amount: number; currency: string; }>');
    expect(booking.cssProperties.find((p) => p.name === '--ticketkit-radius')).toMatchObject({ default: '8px' });
  });
});

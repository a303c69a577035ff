import { SEARCH_QUERY_MAX } from '@ticketkit/contract/rules';
import { describe, expect, it } from 'vitest';
import { elementRules } from './elementRules.ts';
import { eventHrefFor, invalidAttribute, reportAttributeProblem, validateAttributes } from './validate.ts';

describe('given element attributes', () => {
  it('accepts slugs, an id, a supported theme and a language tag', () => {
    const result = validateAttributes('ticketkit-booking', { eventId: 'evt_1', city: 'new-delhi', appearance: '{"theme":"dark"}', locale: 'hi-IN' }, elementRules('ticketkit-booking'));
    expect(result).toEqual({ ok: true, value: { eventId: 'evt_1', city: 'new-delhi', appearance: { theme: 'dark' }, locale: 'hi-IN', deepLink: 'none', signIn: 'inline' } });
  });
  it('signs in inside the element unless the page runs its own sign-in (sign-in="event")', () => {
    expect(validateAttributes('ticketkit-booking', { eventId: 'evt_1' }, elementRules('ticketkit-booking'))).toMatchObject({ ok: true, value: { signIn: 'inline' } });
    expect(validateAttributes('ticketkit-booking', { eventId: 'evt_1', signIn: 'event' }, elementRules('ticketkit-booking'))).toMatchObject({ ok: true, value: { signIn: 'event' } });
  });
  it.each(['/events/{slug}/{id}', 'https://venue.example/tickets?event={id}&city={city}', './{id}', '?event={id}'])('accepts the event page address %s', (eventHref) => {
    expect(validateAttributes('ticketkit-events', { eventHref }, elementRules('ticketkit-events'))).toMatchObject({ ok: true, value: { eventHref } });
  });
  it('fills an event page address with each field URL-encoded', () => {
    expect(eventHrefFor('/{city}/{slug}/{id}?from=partner', { id: 'ev_1', slug: 'sufi-night', city: 'new delhi' })).toBe('/new%20delhi/sufi-night/ev_1?from=partner');
  });
  it('accepts a deep-link key made for a URL', () => {
    expect(validateAttributes('ticketkit-booking', { eventId: 'evt_1', deepLink: 'hash', deepLinkKey: 'concert-2' }, elementRules('ticketkit-booking'))).toMatchObject({ ok: true, value: { deepLink: 'hash', deepLinkKey: 'concert-2' } });
  });
  it('accepts the account elements\' attributes through the same check', () => {
    expect(validateAttributes('ticketkit-ticket', { bookingId: 'bkg_up1' }, elementRules('ticketkit-ticket'))).toMatchObject({ ok: true, value: { bookingId: 'bkg_up1' } });
    expect(validateAttributes('ticketkit-login', { mode: 'sign-up', source: '/yourtickets' }, elementRules('ticketkit-login'))).toMatchObject({ ok: true, value: { mode: 'sign-up', source: '/yourtickets' } });
    expect(validateAttributes('ticketkit-corporate-dashboard', { company: 'acme' }, elementRules('ticketkit-corporate-dashboard'))).toMatchObject({ ok: true, value: { company: 'acme' } });
    expect(validateAttributes('ticketkit-search', { q: 'jazz' }, elementRules('ticketkit-search'))).toMatchObject({ ok: true, value: { q: 'jazz' } });
    expect(validateAttributes('ticketkit-list-event', { hostedEventId: 'hev_5' }, elementRules('ticketkit-list-event'))).toMatchObject({ ok: true, value: { hostedEventId: 'hev_5' } });
  });
  it('says which required attribute is missing', () => {
    expect(validateAttributes('ticketkit-booking', {}, elementRules('ticketkit-booking'))).toMatchObject({
      ok: false,
      problem: { code: 'element/missing-attribute', attribute: 'event-id', message: '<ticketkit-booking> needs a event-id attribute' },
    });
  });
  it.each([
    [{ city: 'Nagpur' }, 'city'],
    [{ city: '' }, 'city'],
    [{ category: 'live music' }, 'category'],
    [{ eventId: '../../etc' }, 'event-id'],
    [{ appearance: '{theme:dark}' }, 'appearance'],
    [{ locale: 'english please' }, 'locale'],
    [{ deepLink: 'yes' }, 'deep-link'],
    [{ deepLinkKey: 'my flow&x=1' }, 'deep-link-key'],
    [{ signIn: 'popup' }, 'sign-in'],
    [{ eventHref: '/events/all' }, 'event-href'],
    [{ eventHref: 'javascript:alert({id})' }, 'event-href'],
    [{ eventHref: '{slug}:{id}' }, 'event-href'],
    [{ eventHref: '//evil.example/{id}' }, 'event-href'],
    [{ eventHref: 'https://{slug}.example/{id}' }, 'event-href'],
    [{ eventHref: '/events/{id} now' }, 'event-href'],
    [{ bookingId: 'bkg 1' }, 'booking-id'],
    [{ hostedEventId: 'hev 1/../' }, 'hosted-event-id'],
    [{ company: 'Acme Inc' }, 'company'],
    [{ mode: 'sign-out' }, 'mode'],
    [{ source: `/${'x'.repeat(300)}` }, 'source'],
    [{ q: 'x'.repeat(SEARCH_QUERY_MAX + 1) }, 'q'],
  ])('explains an invalid %j', (attrs, attribute) => {
    const result = validateAttributes('ticketkit-events', attrs, elementRules('ticketkit-events'));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.problem.code).toBe('element/invalid-attribute');
      expect(result.problem.attribute).toBe(attribute);
      expect(result.problem.message).toContain(`<ticketkit-events ${attribute}>`);
    }
  });
});

describe('reporting a wrong attribute', () => {
  it('says it on the console with its code and emits ticketkit:error, as the markup checks do', () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.join(' '));
    const emitted: unknown[] = [];
    try {
      const problem = invalidAttribute('ticketkit-events', 'category', '"jazz" is not a category this API lists');
      reportAttributeProblem((name, payload) => emitted.push([name, payload]) > 0, problem);
    } finally {
      console.error = original;
    }
    const message = '<ticketkit-events category>: "jazz" is not a category this API lists';
    expect(errors).toEqual([`ticketkit/element/invalid-attribute: ${message}`]);
    expect(emitted).toEqual([['ticketkit:error', { code: 'element/invalid-attribute', message }]]);
  });
});

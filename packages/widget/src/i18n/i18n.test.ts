import { describe, expect, it } from 'vitest';
import './bookingMessages.ts';
import { enIN } from './en-IN.ts';
import { BOOKING_FLOW_PREFIXES, hiIN } from './hi-IN.ts';
import { createFormatter, loadCatalogue, registerCatalogue, resolveLocale } from './i18n.ts';

describe('given the en-IN formatter', () => {
  const f = createFormatter('en-IN');
  it('formats INR minor units as rupees with the Indian grouping', () => {
    expect(f.money({ amount: 49900, currency: 'INR' })).toBe('₹499.00');
    expect(f.money({ amount: 12345678, currency: 'INR' })).toBe('₹1,23,456.78');
  });
  it('formats a date-time in the event time zone, not the machine one', () => {
    // 14:00 UTC is 19:30 in Kolkata.
    expect(f.time('2027-01-09T14:00:00Z', 'Asia/Kolkata')).toMatch(/7:30\s?pm/i);
    expect(f.time('2027-01-09T14:00:00Z', 'Europe/London')).toMatch(/2:00\s?pm/i);
  });
  it('keys days by the calendar day in the zone', () => {
    // 20:00 UTC on the 9th is already the 10th in Kolkata.
    expect(f.dayKey('2027-01-09T20:00:00Z', 'Asia/Kolkata')).toBe('2027-01-10');
  });
  it('interpolates parameters and picks plural forms', () => {
    expect(f.t('events.heading', { city: 'Nagpur' })).toBe('Events in Nagpur');
    expect(f.t('cities.sessions', { count: 1 })).toBe('1 show');
    expect(f.t('cities.sessions', { count: 3 })).toBe('3 shows');
  });
});

describe('given the hi-IN catalogue', () => {
  it('translates every key of the booking flow', () => {
    const flowKeys = Object.keys(enIN).filter((k) => BOOKING_FLOW_PREFIXES.some((p) => k.startsWith(p)));
    expect(flowKeys.length).toBeGreaterThan(80);
    const missing = flowKeys.filter((k) => !(k in hiIN));
    expect(missing).toEqual([]);
  });
  it('keeps every placeholder of the English text', () => {
    for (const [key, text] of Object.entries(hiIN)) {
      const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
      expect(placeholders(text!), key).toEqual(placeholders(enIN[key as keyof typeof enIN]));
    }
  });
  it('is loaded on demand and then used, with en-IN for the rest', async () => {
    await loadCatalogue('hi-IN');
    const f = createFormatter('hi-IN');
    expect(f.t('booking.total')).toBe('कुल');
    expect(f.t('event.about')).toBe('About');
    registerCatalogue('hi-IN', hiIN);
  });
});

describe('given a locale from an attribute', () => {
  it('resolves by exact tag, then by language, then falls back to en-IN', () => {
    expect(resolveLocale('hi-IN')).toBe('hi-IN');
    expect(resolveLocale('hi')).toBe('hi-IN');
    expect(resolveLocale('fr-FR')).toBe('en-IN');
    expect(resolveLocale(undefined)).toBe('en-IN');
  });
});

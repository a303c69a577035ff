import { describe, expect, it } from 'vitest';
import './bookingMessages.ts';
import { hiIN } from './hi-IN.ts';
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

// Every catalogue's completeness in every locale: catalogues.test.ts.
describe('given the hi-IN catalogue', () => {
  it('is loaded on demand and then used, and falls back to en-IN for a key it lacks', async () => {
    await loadCatalogue('hi-IN');
    const f = createFormatter('hi-IN');
    expect(f.t('booking.total')).toBe('कुल');
    expect(f.t('cities.sessions', { count: 3 })).toBe('3 शो');
    registerCatalogue('hi-IN', Object.fromEntries(Object.entries(hiIN).filter(([key]) => key !== 'event.about')));
    expect(f.t('event.about')).toBe('About');
    registerCatalogue('hi-IN', hiIN);
    expect(f.t('event.about')).toBe('इवेंट के बारे में');
  });
});

describe('given a category or a city named by the API in English', () => {
  it('names it in Hindi by its slug once the Hindi texts are in, and keeps the API’s name for a slug it does not know', async () => {
    await loadCatalogue('hi-IN');
    const hi = createFormatter('hi-IN');
    expect(hi.name('category', { slug: 'music', name: 'Music' })).toBe('संगीत');
    expect(hi.name('city', { slug: 'nagpur', name: 'Nagpur' })).toBe('नागपुर');
    expect(hi.t('events.heading', { city: hi.name('city', { slug: 'nagpur', name: 'Nagpur' }) })).toBe('नागपुर में इवेंट');
    // A category a host made and a city added later: the API's names, as everywhere else.
    expect(hi.name('category', { slug: 'open-mic-poetry', name: 'Open Mic Poetry' })).toBe('Open Mic Poetry');
    expect(hi.name('city', { slug: 'nashik', name: 'Nashik' })).toBe('Nashik');
    expect(hi.name('state', { slug: 'Maharashtra', name: 'Maharashtra' })).toBe('महाराष्ट्र');
    // A category slug is not a city's.
    expect(hi.name('city', { slug: 'music', name: 'Music' })).toBe('Music');
  });

  it('keeps the API’s names in English', () => {
    expect(createFormatter('en-IN').name('category', { slug: 'music', name: 'Music' })).toBe('Music');
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

import { describe, expect, it } from 'vitest';
import { emptyDraft, firstInvalidStep, fromListing, readDraft, toRequest, validateStep, type HostDraft } from './hostDraft.ts';

const now = new Date('2026-11-22T00:00:00Z');
const complete: HostDraft = {
  ...emptyDraft(),
  title: 'Open Mic',
  category: 'comedy',
  city: 'nagpur',
  venueName: 'The Hive',
  venueAddress: 'Civil Lines, Nagpur',
  sessions: [{ date: '2027-01-20', start: '19:00', end: '21:30' }],
  ticketTypes: [{ name: 'Entry', price: '199.50', capacity: '60' }],
  description: 'An evening of new comedy voices from Nagpur.',
  contactName: 'Asha',
  contactEmail: 'asha@example.com',
  contactPhone: '+91 98765 43210',
};

describe('given an empty draft', () => {
  it('reports each missing basic and stops at the first step', () => {
    expect(validateStep(emptyDraft(), 'basics', now)).toEqual({ title: 'title', category: 'category', city: 'city' });
    expect(firstInvalidStep(emptyDraft(), now)).toBe(0);
  });
});

describe('given dates', () => {
  it('refuses a past date and an end before the start', () => {
    const past = { ...complete, sessions: [{ date: '2026-01-01', start: '19:00', end: '21:00' }] };
    expect(validateStep(past, 'venue', now)).toEqual({ 'sessions.0.date': 'past' });
    const backwards = { ...complete, sessions: [{ date: '2027-01-20', start: '21:00', end: '19:00' }] };
    expect(validateStep(backwards, 'venue', now)).toEqual({ 'sessions.0.end': 'endBeforeStart' });
  });
});

describe('given ticket types', () => {
  it('accepts a free ticket and refuses a negative price or a zero capacity', () => {
    expect(validateStep({ ...complete, ticketTypes: [{ name: 'Free', price: '0', capacity: '10' }] }, 'tickets', now)).toEqual({});
    expect(validateStep({ ...complete, ticketTypes: [{ name: 'X', price: '-5', capacity: '0' }] }, 'tickets', now)).toEqual({
      'ticketTypes.0.price': 'price',
      'ticketTypes.0.capacity': 'capacity',
    });
  });
});

describe('given a complete draft', () => {
  it('is valid and becomes the API request in paise with the IST offset', () => {
    expect(firstInvalidStep(complete, now)).toBeNull();
    expect(toRequest(complete)).toEqual({
      title: 'Open Mic',
      category: 'comedy',
      city: 'nagpur',
      venue: { name: 'The Hive', address: 'Civil Lines, Nagpur' },
      sessions: [{ startsAt: '2027-01-20T19:00:00+05:30', endsAt: '2027-01-20T21:30:00+05:30' }],
      ticketTypes: [{ name: 'Entry', price: 19950, capacity: 60 }],
      description: 'An evening of new comedy voices from Nagpur.',
      contact: { name: 'Asha', email: 'asha@example.com', phone: '+919876543210' },
    });
  });
});

describe('given a contact phone typed as Indian users write it', () => {
  it('takes the 10-digit number and sends it in international form', () => {
    const draft = { ...complete, contactPhone: '98765 43210' };
    expect(validateStep(draft, 'contact')).toEqual({});
    expect(toRequest(draft).contact.phone).toBe('+919876543210');
  });
  it('refuses a number that is neither', () => {
    expect(validateStep({ ...complete, contactPhone: '12345' }, 'contact')).toEqual({ contactPhone: 'phone' });
  });
});

describe('given stored data', () => {
  it('restores a draft and ignores anything not shaped like one', () => {
    expect(readDraft(JSON.parse(JSON.stringify({ ...complete, step: 9 })))).toMatchObject({ title: 'Open Mic', step: 5 });
    expect(readDraft('nonsense')).toBeNull();
    expect(readDraft({ title: 1 })).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});

describe('given a saved listing opened to edit', () => {
  it('comes back into the form exactly as it was sent, paise and IST times included', () => {
    expect(fromListing(toRequest(complete))).toEqual({ ...complete, step: 0, contactPhone: '+919876543210' });
  });

  it('reads a time the API wrote in UTC on IST’s clock', () => {
    const draft = fromListing({ ...toRequest(complete), sessions: [{ startsAt: '2027-01-20T18:30:00Z', endsAt: '2027-01-20T20:00:00.000Z' }] });
    expect(draft.sessions).toEqual([{ date: '2027-01-21', start: '00:00', end: '01:30' }]);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AttendeeSchema } from './booking.ts';
import { CreateHostedEventRequestSchema } from './hosting.ts';
import { EMAIL_MAX, EMAIL_PATTERN, HOSTED_EVENT_LIMITS, LOCALE_PATTERN, PERSON_NAME_MAX, PHONE_PATTERN, normalisePhone } from './rules.ts';

describe('normalisePhone', () => {
  it('gives a bare 10-digit Indian mobile number its +91, however it is spaced', () => {
    for (const typed of ['9876543210', '98765 43210', '98765-43210', '(98765) 43210', ' 98765.43210 ']) expect(normalisePhone(typed)).toBe('+919876543210');
  });
  it('keeps a number that already has its country code, without the spacing', () => {
    expect(normalisePhone('+91 98765 43210')).toBe('+919876543210');
    expect(normalisePhone('+1 (415) 555-0100')).toBe('+14155550100');
  });
  it('leaves what is not a mobile number for PHONE_PATTERN to refuse', () => {
    for (const typed of ['98765', '1234567890', '09876543210', 'call me', '']) expect(PHONE_PATTERN.test(normalisePhone(typed))).toBe(false);
  });
  it('makes what the API takes from what Indian users type', () => {
    expect(AttendeeSchema.shape.phone.safeParse(normalisePhone('98765 43210')).success).toBe(true);
    expect(AttendeeSchema.shape.phone.safeParse('9876543210').success).toBe(false);
  });
});

describe('EMAIL_PATTERN', () => {
  it('is the check the API makes', () => {
    const cases = ['asha@example.com', 'a.rao+tk@mail.example.co.in', "o'neil@example.ie", 'asha@', 'asha@example', 'a..b@example.com', '.a@example.com', 'a b@example.com', 'asha@example.c', 'asha@-x.com', 'अशा@example.com'];
    for (const email of cases) expect(EMAIL_PATTERN.test(email), email).toBe(AttendeeSchema.shape.email.safeParse(email).success);
    expect(EMAIL_PATTERN.test('asha@example.com')).toBe(true);
    expect(EMAIL_PATTERN.test('a..b@example.com')).toBe(false);
  });
  it('is zod’s own email check, so the OpenAPI document’s pattern does not change meaning', () => {
    for (const email of ['x@y.io', 'x@y', 'x_y-z@a-b.example', 'x.@y.io', 'x@y..io']) expect(EMAIL_PATTERN.test(email), email).toBe(z.regexes.email.test(email));
  });
  it('goes with the length limits the schemas use', () => {
    const long = `${'a'.repeat(EMAIL_MAX - 'example.com'.length)}@example.com`;
    expect(AttendeeSchema.shape.email.safeParse(long).success).toBe(false);
    expect(AttendeeSchema.shape.name.safeParse('a'.repeat(PERSON_NAME_MAX)).success).toBe(true);
    expect(AttendeeSchema.shape.name.safeParse('a'.repeat(PERSON_NAME_MAX + 1)).success).toBe(false);
  });
});

describe('LOCALE_PATTERN', () => {
  it('takes language tags and nothing else', () => {
    for (const tag of ['hi', 'hi-IN', 'en-GB', 'zh-Hant-TW', 'sr-Latn-RS-1996', 'fil-PH']) expect(LOCALE_PATTERN.test(tag), tag).toBe(true);
    for (const tag of ['', 'h', 'english-uk', 'hi_IN', 'hi-', '-IN', 'hi-IN-', 'hi-I', 'a-b-c-d-e', `hi${'-abcd'.repeat(4)}`]) expect(LOCALE_PATTERN.test(tag), tag).toBe(false);
  });
});

describe('HOSTED_EVENT_LIMITS', () => {
  const valid = {
    title: 'Jazz night',
    category: 'music',
    city: 'nagpur',
    venue: { name: 'The Hall', address: '12 Civil Lines' },
    sessions: [{ startsAt: '2030-01-01T19:00:00+05:30', endsAt: '2030-01-01T21:00:00+05:30' }],
    ticketTypes: [{ name: 'General', price: 50_000, capacity: 100 }],
    description: 'An evening of jazz by the lake, all welcome.',
    contact: { name: 'Asha', email: 'asha@example.com', phone: '+919876543210' },
  };
  const ok = (change: object) => CreateHostedEventRequestSchema.safeParse({ ...valid, ...change }).success;
  it('are the limits the schema enforces, at each edge', () => {
    expect(ok({})).toBe(true);
    const { title, description, price, capacity, sessions, ticketTypes } = HOSTED_EVENT_LIMITS;
    expect(ok({ title: 'x'.repeat(title.max) })).toBe(true);
    expect(ok({ title: 'x'.repeat(title.max + 1) })).toBe(false);
    expect(ok({ title: 'x'.repeat(title.min - 1) })).toBe(false);
    expect(ok({ description: 'x'.repeat(description.min - 1) })).toBe(false);
    expect(ok({ ticketTypes: [{ ...valid.ticketTypes[0], price: price.max }] })).toBe(true);
    expect(ok({ ticketTypes: [{ ...valid.ticketTypes[0], price: price.max + 1 }] })).toBe(false);
    expect(ok({ ticketTypes: [{ ...valid.ticketTypes[0], capacity: capacity.max + 1 }] })).toBe(false);
    expect(ok({ sessions: Array(sessions.max).fill(valid.sessions[0]) })).toBe(true);
    expect(ok({ sessions: Array(sessions.max + 1).fill(valid.sessions[0]) })).toBe(false);
    expect(ok({ ticketTypes: Array(ticketTypes.max + 1).fill(valid.ticketTypes[0]) })).toBe(false);
  });
});

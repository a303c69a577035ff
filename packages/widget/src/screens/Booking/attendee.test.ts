import { describe, expect, it } from 'vitest';
import { normalisePhone } from '@ticketkit/contract/rules';
import { normaliseGstin, prefillAttendee, validateAttendee } from './attendee.ts';

const good = { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', promoCode: '', points: '', gstin: '' };

describe('given attendee details', () => {
  it('accepts complete, well-formed details', () => {
    expect(validateAttendee(good)).toEqual({});
  });
  it('names each field that is wrong', () => {
    expect(validateAttendee({ name: ' ', email: 'asha@', phone: '12345', promoCode: '', points: '-3', gstin: '' })).toEqual({
      name: 'booking.error.name',
      email: 'booking.error.email',
      phone: 'booking.error.phone',
      points: 'booking.error.points',
    });
  });
  it('accepts an Indian mobile number typed with spaces and without +91', () => {
    expect(normalisePhone('98765 43210')).toBe('+919876543210');
    expect(validateAttendee({ ...good, phone: '98765-43210' })).toEqual({});
  });
  it('refuses an email address the API refuses, not only one without an @', () => {
    for (const email of ['asha@example.c', 'a..rao@example.com', 'asha@example']) expect(validateAttendee({ ...good, email })).toEqual({ email: 'booking.error.email' });
  });
  it('prefills from the signed-in user and leaves the rest empty', () => {
    expect(prefillAttendee({ displayName: 'Asha', email: 'a@b.in', phoneNumber: null })).toEqual({ name: 'Asha', email: 'a@b.in', phone: '', promoCode: '', points: '', gstin: '' });
    expect(prefillAttendee(null).name).toBe('');
  });
});

describe('given a GSTIN for a business invoice', () => {
  it('is optional', () => {
    expect(validateAttendee({ ...good, gstin: '  ' })).toEqual({});
  });
  it('accepts a well-formed GSTIN, typed in lower case or with spaces', () => {
    expect(validateAttendee({ ...good, gstin: '27AAPFR5678K1Z2' })).toEqual({});
    expect(validateAttendee({ ...good, gstin: '27aapfr5678k1z2 ' })).toEqual({});
    expect(normaliseGstin(' 27aapf r5678k1z2')).toBe('27AAPFR5678K1Z2');
  });
  it('refuses what the API would refuse: too short, no Z, a letter for the state code', () => {
    for (const gstin of ['27AAPFR5678K1Z', '27AAPFR5678K1X2', 'ABAAPFR5678K1Z2']) expect(validateAttendee({ ...good, gstin })).toEqual({ gstin: 'booking.error.gstin' });
  });
});

import { describe, expect, it } from 'vitest';
import { normalisePhone } from '@ticketkit/contract/rules';
import { prefillAttendee, validateAttendee } from './attendee.ts';

const good = { name: 'Asha Rao', email: 'asha@example.com', phone: '+919876543210', promoCode: '', points: '' };

describe('given attendee details', () => {
  it('accepts complete, well-formed details', () => {
    expect(validateAttendee(good)).toEqual({});
  });
  it('names each field that is wrong', () => {
    expect(validateAttendee({ name: ' ', email: 'asha@', phone: '12345', promoCode: '', points: '-3' })).toEqual({
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
    expect(prefillAttendee({ displayName: 'Asha', email: 'a@b.in', phoneNumber: null })).toEqual({ name: 'Asha', email: 'a@b.in', phone: '', promoCode: '', points: '' });
    expect(prefillAttendee(null).name).toBe('');
  });
});

import { EMAIL_MAX, EMAIL_PATTERN, GSTIN_PATTERN, PERSON_NAME_MAX, PHONE_PATTERN, normalisePhone } from '@ticketkit/contract/rules';
import type { MessageKey } from '../../i18n/en-IN.ts';

export interface AttendeeValues {
  name: string;
  email: string;
  phone: string;
  promoCode: string;
  /** As typed; parsed on submit. */
  points: string;
  /** The buyer's GSTIN for a business invoice, as typed; optional. */
  gstin: string;
}

export type AttendeeErrors = Partial<Record<keyof AttendeeValues, MessageKey>>;

// The contract's AttendeeSchema checks the same rules (the API is the authority; this is for inline help).
export function validateAttendee(values: AttendeeValues): AttendeeErrors {
  const errors: AttendeeErrors = {};
  if (!values.name.trim() || values.name.trim().length > PERSON_NAME_MAX) errors.name = 'booking.error.name';
  if (!EMAIL_PATTERN.test(values.email.trim()) || values.email.trim().length > EMAIL_MAX) errors.email = 'booking.error.email';
  if (!PHONE_PATTERN.test(normalisePhone(values.phone))) errors.phone = 'booking.error.phone';
  if (values.points.trim() && !/^\d{1,7}$/.test(values.points.trim())) errors.points = 'booking.error.points';
  const gstin = normaliseGstin(values.gstin);
  if (gstin && !GSTIN_PATTERN.test(gstin)) errors.gstin = 'booking.error.gstin';
  return errors;
}

/** A GSTIN as people type it (lower case, spaces) in the form the API takes; empty when none. */
export function normaliseGstin(input: string): string {
  return input.replace(/\s/g, '').toUpperCase();
}

export function prefillAttendee(user: { displayName?: string | null; email?: string | null; phoneNumber?: string | null } | null): AttendeeValues {
  return { name: user?.displayName ?? '', email: user?.email ?? '', phone: user?.phoneNumber ?? '', promoCode: '', points: '', gstin: '' };
}

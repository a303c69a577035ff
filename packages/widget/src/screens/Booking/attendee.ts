import { PHONE_PATTERN } from '@ticketkit/contract/rules';
import type { MessageKey } from '../../i18n/en-IN.ts';

export interface AttendeeValues {
  name: string;
  email: string;
  phone: string;
  promoCode: string;
  /** As typed; parsed on submit. */
  points: string;
}

export type AttendeeErrors = Partial<Record<keyof AttendeeValues, MessageKey>>;

// Same rules as the contract's AttendeeSchema (the API is the authority; this is for inline help).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Removes spaces and dashes people type in phone numbers; adds +91 to a bare 10-digit Indian number. */
export function normalisePhone(input: string): string {
  const compact = input.replace(/[\s()-]/g, '');
  return /^[6-9]\d{9}$/.test(compact) ? `+91${compact}` : compact;
}

export function validateAttendee(values: AttendeeValues): AttendeeErrors {
  const errors: AttendeeErrors = {};
  if (!values.name.trim() || values.name.trim().length > 100) errors.name = 'booking.error.name';
  if (!EMAIL.test(values.email.trim()) || values.email.length > 254) errors.email = 'booking.error.email';
  if (!PHONE_PATTERN.test(normalisePhone(values.phone))) errors.phone = 'booking.error.phone';
  if (values.points.trim() && !/^\d{1,7}$/.test(values.points.trim())) errors.points = 'booking.error.points';
  return errors;
}

export function prefillAttendee(user: { displayName?: string | null; email?: string | null; phoneNumber?: string | null } | null): AttendeeValues {
  return { name: user?.displayName ?? '', email: user?.email ?? '', phone: user?.phoneNumber ?? '', promoCode: '', points: '' };
}

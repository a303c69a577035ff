import { EMAIL_MAX, EMAIL_PATTERN, HOSTED_EVENT_LIMITS as L, PERSON_NAME_MAX, PHONE_PATTERN, normalisePhone } from '@ticketkit/contract/rules';
import type { CreateHostedEventRequest, HostedListing } from '@ticketkit/contract';

/** What the form holds: strings as typed, so nothing is lost or reformatted while editing. */
export interface HostDraft {
  step: number;
  title: string;
  category: string;
  city: string;
  venueName: string;
  venueAddress: string;
  sessions: { date: string; start: string; end: string }[];
  ticketTypes: { name: string; price: string; capacity: string }[];
  description: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  /** When the draft was last saved (ISO), to say when it was started. */
  savedAt?: string;
}

export const STEPS = ['basics', 'venue', 'tickets', 'description', 'contact', 'review'] as const;
export type StepName = (typeof STEPS)[number];

/** Storage key (under the SDK's prefix) of the draft. */
export const DRAFT_KEY = 'hostEventDraft';

export function emptyDraft(contact: { name?: string | null; email?: string | null; phone?: string | null } = {}): HostDraft {
  return {
    step: 0,
    title: '',
    category: '',
    city: '',
    venueName: '',
    venueAddress: '',
    sessions: [{ date: '', start: '19:00', end: '21:00' }],
    ticketTypes: [{ name: 'General', price: '', capacity: '' }],
    description: '',
    contactName: contact.name ?? '',
    contactEmail: contact.email ?? '',
    contactPhone: contact.phone ?? '',
  };
}

/** A stored draft if it has the shape of one (storage is user-controlled). */
export function readDraft(value: unknown): HostDraft | null {
  if (!value || typeof value !== 'object') return null;
  const d = value as Partial<HostDraft>;
  const strings = ['title', 'category', 'city', 'venueName', 'venueAddress', 'description', 'contactName', 'contactEmail', 'contactPhone'] as const;
  if (strings.some((k) => typeof d[k] !== 'string')) return null;
  if (!Array.isArray(d.sessions) || !Array.isArray(d.ticketTypes) || typeof d.step !== 'number') return null;
  const base = emptyDraft();
  return {
    ...base,
    ...d,
    step: Math.min(Math.max(0, Math.floor(d.step)), STEPS.length - 1),
    sessions: d.sessions.filter((s) => s && typeof s === 'object').map((s) => ({ date: String(s.date ?? ''), start: String(s.start ?? ''), end: String(s.end ?? '') })),
    ticketTypes: d.ticketTypes.filter((t) => t && typeof t === 'object').map((t) => ({ name: String(t.name ?? ''), price: String(t.price ?? ''), capacity: String(t.capacity ?? '') })),
  } as HostDraft;
}

export type ErrorKey =
  | 'title'
  | 'category'
  | 'city'
  | 'venueName'
  | 'venueAddress'
  | 'date'
  | 'time'
  | 'endBeforeStart'
  | 'past'
  | 'ticketName'
  | 'price'
  | 'capacity'
  | 'description'
  | 'contactName'
  | 'email'
  | 'phone';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;
const len = (s: string, { min, max }: { min: number; max: number }) => s.trim().length >= min && s.trim().length <= max;

/** Indian cities are all on IST; the API takes an offset with every time. */
const OFFSET = '+05:30';
const OFFSET_MS = 330 * 60_000;
export const toIso = (date: string, time: string) => `${date}T${time}:00${OFFSET}`;

/** The field errors of one step, keyed by field path (`sessions.0.date`), valued by message key. */
export function validateStep(draft: HostDraft, step: StepName, now: Date = new Date()): Record<string, ErrorKey> {
  const e: Record<string, ErrorKey> = {};
  if (step === 'basics') {
    if (!len(draft.title, L.title)) e.title = 'title';
    if (!draft.category) e.category = 'category';
    if (!draft.city) e.city = 'city';
  } else if (step === 'venue') {
    if (!len(draft.venueName, L.venueName)) e.venueName = 'venueName';
    if (!len(draft.venueAddress, L.venueAddress)) e.venueAddress = 'venueAddress';
    draft.sessions.forEach((s, i) => {
      if (!DATE.test(s.date)) e[`sessions.${i}.date`] = 'date';
      if (!TIME.test(s.start)) e[`sessions.${i}.start`] = 'time';
      if (!TIME.test(s.end)) e[`sessions.${i}.end`] = 'time';
      if (DATE.test(s.date) && TIME.test(s.start)) {
        if (Date.parse(toIso(s.date, s.start)) <= now.getTime()) e[`sessions.${i}.date`] = 'past';
        else if (TIME.test(s.end) && s.end <= s.start) e[`sessions.${i}.end`] = 'endBeforeStart';
      }
    });
  } else if (step === 'tickets') {
    draft.ticketTypes.forEach((t, i) => {
      if (!len(t.name, L.ticketName)) e[`ticketTypes.${i}.name`] = 'ticketName';
      if (!PRICE.test(t.price.trim()) || Math.round(Number(t.price) * 100) > L.price.max) e[`ticketTypes.${i}.price`] = 'price';
      const cap = Number(t.capacity);
      if (!/^\d+$/.test(t.capacity.trim()) || cap < L.capacity.min || cap > L.capacity.max) e[`ticketTypes.${i}.capacity`] = 'capacity';
    });
  } else if (step === 'description') {
    if (!len(draft.description, L.description)) e.description = 'description';
  } else if (step === 'contact') {
    if (!len(draft.contactName, { min: 1, max: PERSON_NAME_MAX })) e.contactName = 'contactName';
    if (!EMAIL_PATTERN.test(draft.contactEmail.trim()) || draft.contactEmail.trim().length > EMAIL_MAX) e.contactEmail = 'email';
    if (!PHONE_PATTERN.test(normalisePhone(draft.contactPhone))) e.contactPhone = 'phone';
  }
  return e;
}

/** The first step with an error, or null when the whole draft is valid. */
export function firstInvalidStep(draft: HostDraft, now?: Date): number | null {
  const i = STEPS.findIndex((s) => Object.keys(validateStep(draft, s, now)).length > 0);
  return i === -1 ? null : i;
}

export function toRequest(draft: HostDraft): CreateHostedEventRequest {
  return {
    title: draft.title.trim(),
    category: draft.category,
    city: draft.city,
    venue: { name: draft.venueName.trim(), address: draft.venueAddress.trim() },
    sessions: draft.sessions.map((s) => ({ startsAt: toIso(s.date, s.start), endsAt: toIso(s.date, s.end) })),
    ticketTypes: draft.ticketTypes.map((t) => ({ name: t.name.trim(), price: Math.round(Number(t.price) * 100), capacity: Number(t.capacity) })),
    description: draft.description.trim(),
    contact: { name: draft.contactName.trim(), email: draft.contactEmail.trim(), phone: normalisePhone(draft.contactPhone) },
  };
}

/** An instant as the form shows it: the date and the time on IST's clock, whatever offset the API wrote. */
function onIstClock(iso: string): { date: string; time: string } {
  const local = new Date(Date.parse(iso) + OFFSET_MS).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

/** Paise as the form's rupees: `199`, or `199.50` when there are paise. */
const rupees = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2));

/** A saved listing back in the form, to edit it (the reverse of toRequest), on its first step. */
export function fromListing(listing: HostedListing): HostDraft {
  return {
    step: 0,
    title: listing.title,
    category: listing.category,
    city: listing.city,
    venueName: listing.venue.name,
    venueAddress: listing.venue.address,
    sessions: listing.sessions.map((s) => {
      const start = onIstClock(s.startsAt);
      return { date: start.date, start: start.time, end: onIstClock(s.endsAt).time };
    }),
    ticketTypes: listing.ticketTypes.map((t) => ({ name: t.name, price: rupees(t.price), capacity: String(t.capacity) })),
    description: listing.description,
    contactName: listing.contact.name,
    contactEmail: listing.contact.email,
    contactPhone: listing.contact.phone,
  };
}

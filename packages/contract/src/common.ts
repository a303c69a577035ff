import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, ID_PATTERN, PERSON_NAME_MAX, PHONE_PATTERN, SLUG_MAX, SLUG_PATTERN } from './rules.ts';

/** Opaque identifier: clients never parse it. */
export const IdSchema = z.string().min(1).max(64).regex(ID_PATTERN, 'must be an opaque id');
export const SlugSchema = z.string().min(1).max(SLUG_MAX).regex(SLUG_PATTERN, 'must be a lowercase slug');
/** An email address a person gives (an attendee, a host's contact). */
export const EmailSchema = z.email({ pattern: EMAIL_PATTERN }).max(EMAIL_MAX);
/** A person's name as they give it. */
export const PersonNameSchema = z.string().trim().min(1).max(PERSON_NAME_MAX);
/** E.164, e.g. +919876543210: clients normalise what people type (rules.ts normalisePhone). */
export const PhoneSchema = z.string().regex(PHONE_PATTERN, 'must be a phone number in international format, e.g. +919876543210');
/** ISO 8601 date-time with an offset, e.g. `2026-12-05T19:30:00+05:30`. */
export const DateTimeSchema = z.iso.datetime({ offset: true });

export const CURRENCY = 'INR' as const;
/** Money in integer minor units (paise for INR) plus the currency. */
export const MoneySchema = z.object({
  amount: z.number().int(),
  currency: z.literal(CURRENCY),
});
export type Money = z.infer<typeof MoneySchema>;

export const ImageSchema = z.object({
  /** The image at its full size (`width` × `height`). */
  url: z.string(),
  /**
   * The same image at other widths, as an HTML `srcset` with width descriptors
   * (`https://…/ev_1.webp?w=400 400w, …`), for the browser to fetch the one its layout needs.
   */
  srcset: z.string().optional(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type Image = z.infer<typeof ImageSchema>;

/** A page of a list: pass `nextCursor` back as `cursor` for the next page; null at the end. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export const CursorQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

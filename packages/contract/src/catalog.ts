import { z } from 'zod';
import { DateTimeSchema, IdSchema, ImageSchema, MoneySchema, SlugSchema, pageOf } from './common.ts';
import { CancellationPolicySchema } from './payment.ts';
import { HighDemandSummarySchema } from './queue.ts';
import { SEARCH_QUERY_MAX } from './rules.ts';

export const CitySchema = z.object({
  slug: SlugSchema,
  name: z.string(),
  state: z.string(),
  /** IANA time zone of the city, e.g. `Asia/Kolkata`. */
  timeZone: z.string(),
});
export type City = z.infer<typeof CitySchema>;
export const CityListSchema = z.object({ items: z.array(CitySchema), defaultCity: SlugSchema });
export type CityList = z.infer<typeof CityListSchema>;

export const CategorySchema = z.object({ slug: SlugSchema, name: z.string(), description: z.string() });
export type Category = z.infer<typeof CategorySchema>;
export const CategoryListSchema = z.object({ items: z.array(CategorySchema) });
export type CategoryList = z.infer<typeof CategoryListSchema>;

/** How much is left, derived from capacity, sales and active holds. */
export const AvailabilitySchema = z.enum(['available', 'few-left', 'sold-out']);
export type Availability = z.infer<typeof AvailabilitySchema>;

export const VenueSchema = z.object({
  id: IdSchema,
  name: z.string(),
  address: z.string(),
  city: SlugSchema,
  latitude: z.number(),
  longitude: z.number(),
});
export type Venue = z.infer<typeof VenueSchema>;

export const EventSummarySchema = z.object({
  id: IdSchema,
  slug: SlugSchema,
  title: z.string(),
  category: SlugSchema,
  image: ImageSchema,
  /** The cities it has upcoming sessions in. */
  cities: z.array(SlugSchema),
  /** First and last upcoming session (in the requested city when filtered). */
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  venueName: z.string(),
  priceFrom: MoneySchema,
  availability: AvailabilitySchema,
});
export type EventSummary = z.infer<typeof EventSummarySchema>;
export const EventPageSchema = pageOf(EventSummarySchema);
export type EventPage = z.infer<typeof EventPageSchema>;

export const EventListQuerySchema = z.object({
  city: SlugSchema.optional(),
  category: SlugSchema.optional(),
  q: z.string().max(SEARCH_QUERY_MAX).optional(),
  from: DateTimeSchema.optional(),
  to: DateTimeSchema.optional(),
  /**
   * Only sessions on these days in the city's time zone (Asia/Kolkata without a city): `weekend` is
   * the coming Saturday and Sunday, or what is left of them. Narrows `from`/`to` when both are given.
   */
  when: z.enum(['today', 'tomorrow', 'weekend']).optional(),
  /** Only events whose lowest price (paise) is at most this: `0` lists free events. */
  maxPrice: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type EventListQuery = z.infer<typeof EventListQuerySchema>;

export const EventDetailSchema = EventSummarySchema.extend({
  /** Plain text; paragraphs separated by blank lines. Never HTML. */
  description: z.string(),
  images: z.array(ImageSchema),
  organizer: z.object({ name: z.string(), contactEmail: z.string() }),
  venues: z.array(VenueSchema),
  priceRange: z.object({ min: MoneySchema, max: MoneySchema }),
  terms: z.array(z.string()),
  durationMinutes: z.number().int().positive(),
  ageLimit: z.string().nullable(),
  languages: z.array(z.string()),
  timeZone: z.string(),
  /** What cancelling a booking gives back (the default policy when the event sets none), shown before buying. */
  cancellationPolicy: CancellationPolicySchema.optional(),
});
export type EventDetail = z.infer<typeof EventDetailSchema>;

export const EventCitySchema = CitySchema.extend({ sessionCount: z.number().int().nonnegative() });
export type EventCity = z.infer<typeof EventCitySchema>;
export const EventCityListSchema = z.object({ items: z.array(EventCitySchema) });
export type EventCityList = z.infer<typeof EventCityListSchema>;

export const SessionStatusSchema = z.enum(['on-sale', 'few-left', 'sold-out', 'not-on-sale']);
export type SessionStatus = z.infer<typeof SessionStatusSchema>;
export const SessionSchema = z.object({
  id: IdSchema,
  eventId: IdSchema,
  startsAt: DateTimeSchema,
  endsAt: DateTimeSchema,
  timeZone: z.string(),
  venue: VenueSchema,
  status: SessionStatusSchema,
  priceFrom: MoneySchema,
  /** Present when the session sells through a waiting room: buyers join its queue before they hold tickets. */
  highDemand: HighDemandSummarySchema.optional(),
});
export type Session = z.infer<typeof SessionSchema>;
export const SessionListQuerySchema = z.object({ city: SlugSchema.optional() });
export const SessionListSchema = z.object({ items: z.array(SessionSchema) });
export type SessionList = z.infer<typeof SessionListSchema>;

export const TicketTypeStatusSchema = z.enum(['on-sale', 'sold-out', 'not-started', 'ended']);
export type TicketTypeStatus = z.infer<typeof TicketTypeStatusSchema>;
export const TicketTypeSchema = z.object({
  id: IdSchema,
  sessionId: IdSchema,
  name: z.string(),
  description: z.string(),
  price: MoneySchema,
  /** Live: capacity − sold − active holds, never below zero. */
  available: z.number().int().nonnegative(),
  minPerOrder: z.number().int().positive(),
  maxPerOrder: z.number().int().positive(),
  salesStartAt: DateTimeSchema,
  salesEndAt: DateTimeSchema,
  status: TicketTypeStatusSchema,
});
export type TicketType = z.infer<typeof TicketTypeSchema>;
export const TicketTypeListSchema = z.object({ session: SessionSchema, items: z.array(TicketTypeSchema) });
export type TicketTypeList = z.infer<typeof TicketTypeListSchema>;

export const SearchQuerySchema = z.object({ q: z.string().trim().min(1).max(SEARCH_QUERY_MAX), city: SlugSchema.optional() });
export const SearchResultsSchema = z.object({
  q: z.string(),
  events: z.array(EventSummarySchema),
  categories: z.array(CategorySchema),
  cities: z.array(CitySchema),
});
export type SearchResults = z.infer<typeof SearchResultsSchema>;

import { z } from 'zod';
import { DateTimeSchema, EmailSchema, IdSchema, PersonNameSchema, PhoneSchema, SlugSchema } from './common.ts';
import { HOSTED_EVENT_LIMITS as L } from './rules.ts';

const text = (limits: { min: number; max: number }) => z.string().trim().min(limits.min).max(limits.max);

export const HostedEventStatusSchema = z.enum(['pending-review', 'approved', 'rejected']);
export type HostedEventStatus = z.infer<typeof HostedEventStatusSchema>;

export const CreateHostedEventRequestSchema = z.strictObject({
  title: text(L.title),
  category: SlugSchema,
  city: SlugSchema,
  venue: z.strictObject({ name: text(L.venueName), address: text(L.venueAddress) }),
  sessions: z
    .array(z.strictObject({ startsAt: DateTimeSchema, endsAt: DateTimeSchema }))
    .min(L.sessions.min)
    .max(L.sessions.max),
  ticketTypes: z
    .array(
      z.strictObject({
        name: text(L.ticketName),
        /** Minor units; 0 for a free ticket. */
        price: z.number().int().min(L.price.min).max(L.price.max),
        capacity: z.number().int().min(L.capacity.min).max(L.capacity.max),
      }),
    )
    .min(L.ticketTypes.min)
    .max(L.ticketTypes.max),
  description: text(L.description),
  contact: z.strictObject({
    name: PersonNameSchema,
    email: EmailSchema,
    phone: PhoneSchema,
  }),
});
export type CreateHostedEventRequest = z.infer<typeof CreateHostedEventRequestSchema>;

export const HostedEventSchema = CreateHostedEventRequestSchema.extend({
  id: IdSchema,
  status: HostedEventStatusSchema,
  createdAt: DateTimeSchema,
});
export type HostedEvent = z.infer<typeof HostedEventSchema>;
export const HostedEventListSchema = z.object({ items: z.array(HostedEventSchema) });
export type HostedEventList = z.infer<typeof HostedEventListSchema>;


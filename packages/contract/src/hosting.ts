import { z } from 'zod';
import { DateTimeSchema, IdSchema, SlugSchema } from './common.ts';
import { PHONE_PATTERN } from './rules.ts';

export const HostedEventStatusSchema = z.enum(['pending-review', 'approved', 'rejected']);
export type HostedEventStatus = z.infer<typeof HostedEventStatusSchema>;

export const CreateHostedEventRequestSchema = z.strictObject({
  title: z.string().trim().min(3).max(120),
  category: SlugSchema,
  city: SlugSchema,
  venue: z.strictObject({ name: z.string().trim().min(2).max(120), address: z.string().trim().min(5).max(300) }),
  sessions: z
    .array(z.strictObject({ startsAt: DateTimeSchema, endsAt: DateTimeSchema }))
    .min(1)
    .max(50),
  ticketTypes: z
    .array(
      z.strictObject({
        name: z.string().trim().min(1).max(60),
        /** Minor units; 0 for a free ticket. */
        price: z.number().int().min(0).max(100_000_000),
        capacity: z.number().int().min(1).max(100_000),
      }),
    )
    .min(1)
    .max(20),
  description: z.string().trim().min(20).max(5000),
  contact: z.strictObject({
    name: z.string().trim().min(1).max(100),
    email: z.email().max(254),
    phone: z.string().regex(PHONE_PATTERN, 'must be a phone number in international format'),
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


import { z } from 'zod';
import { DateTimeSchema, IdSchema, PersonNameSchema, PhoneSchema, SlugSchema } from './common.ts';

export const ProfileSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  homeCity: SlugSchema.nullable(),
  createdAt: DateTimeSchema,
});
export type Profile = z.infer<typeof ProfileSchema>;

export const UpdateProfileRequestSchema = z.strictObject({
  name: PersonNameSchema.optional(),
  phone: PhoneSchema.nullable().optional(),
  homeCity: SlugSchema.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** Reward-point rules: points per ₹100 of subtotal, value of a point, redemption cap. */
export const REWARD_RULES = { pointsPer100Rupees: 5, paisePerPoint: 100, maxRedeemShareOfTotal: 0.5 } as const;

export const RewardEntrySchema = z.object({
  id: IdSchema,
  kind: z.enum(['earned', 'redeemed']),
  /** Positive when earned, negative when redeemed. */
  points: z.number().int(),
  bookingId: IdSchema.nullable(),
  description: z.string(),
  createdAt: DateTimeSchema,
});
export type RewardEntry = z.infer<typeof RewardEntrySchema>;
export const RewardsSchema = z.object({
  balance: z.number().int().nonnegative(),
  ledger: z.array(RewardEntrySchema),
  rules: z.object({
    pointsPer100Rupees: z.number(),
    paisePerPoint: z.number().int(),
    maxRedeemShareOfTotal: z.number(),
  }),
});
export type Rewards = z.infer<typeof RewardsSchema>;

export const DeleteAccountResultSchema = z.object({
  deleted: z.literal(true),
  /** Bookings kept, anonymised, for the organisers' records. */
  anonymisedBookings: z.number().int().nonnegative(),
});
export type DeleteAccountResult = z.infer<typeof DeleteAccountResultSchema>;


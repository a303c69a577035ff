import { z } from 'zod';
import { DateTimeSchema, ImageSchema, SlugSchema } from './common.ts';

export const CompanySchema = z.object({
  slug: SlugSchema,
  name: z.string(),
  tagline: z.string(),
  logo: ImageSchema,
  /** Brand colour as #rrggbb, used to theme the corporate screens. */
  primaryColor: z.string().regex(/^#[0-9a-f]{6}$/i),
});
export type Company = z.infer<typeof CompanySchema>;
export const CompanyListSchema = z.object({ items: z.array(CompanySchema) });

export const EntitlementSchema = z.object({
  period: z.enum(['month']),
  periodEndsAt: DateTimeSchema,
  ticketsPerPeriod: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
});
export type Entitlement = z.infer<typeof EntitlementSchema>;

/** The corporate employee record, stored client-side as `CorporateEmp`. */
export const CorporateEmployeeSchema = z.object({
  uid: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  company: CompanySchema,
  entitlement: EntitlementSchema,
});
export type CorporateEmployee = z.infer<typeof CorporateEmployeeSchema>;

/** `GET /corporate/me` lists every company the signed-in person belongs to. */
export const CorporateMeSchema = z.object({ memberships: z.array(CorporateEmployeeSchema).min(1) });
export type CorporateMe = z.infer<typeof CorporateMeSchema>;

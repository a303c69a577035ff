import { z } from 'zod';
import { DateTimeSchema, IdSchema, MoneySchema } from './common.ts';
import { GSTIN_PATTERN } from './rules.ts';

export const GstinSchema = z.string().regex(GSTIN_PATTERN, 'must be a 15-character GSTIN');

export const GstPartySchema = z.object({
  name: z.string(),
  address: z.string().nullable(),
  gstin: GstinSchema.nullable(),
  /** The state's name and its 2-digit GST code. */
  state: z.string().nullable(),
  stateCode: z.string().nullable(),
});
export type GstParty = z.infer<typeof GstPartySchema>;

export const TaxShareSchema = z.object({ ratePercent: z.number().nonnegative(), amount: MoneySchema });

/** One line of a tax invoice or credit note. */
export const TaxLineSchema = z.object({
  description: z.string(),
  /** HSN or SAC code of the supply. */
  sac: z.string(),
  quantity: z.number().int().positive(),
  taxableValue: MoneySchema,
  /** Intra-state supply: CGST and SGST; inter-state: IGST. Null where it does not apply. */
  cgst: TaxShareSchema.nullable(),
  sgst: TaxShareSchema.nullable(),
  igst: TaxShareSchema.nullable(),
  total: MoneySchema,
});
export type TaxLine = z.infer<typeof TaxLineSchema>;

/** A GST tax invoice (a paid booking) or credit note (a refund), numbered in sequence per financial year. */
export const TaxDocumentSchema = z.object({
  kind: z.enum(['tax-invoice', 'credit-note']),
  /** e.g. `TK/2026-27/000042` or `TK-CN/2026-27/000003`. */
  number: z.string(),
  /** April to March, e.g. `2026-27`. */
  financialYear: z.string(),
  issuedAt: DateTimeSchema,
  bookingId: IdSchema,
  /** A credit note's invoice. */
  refersTo: z.string().nullable(),
  seller: GstPartySchema,
  buyer: GstPartySchema,
  /** Where the event is held; decides CGST+SGST or IGST. */
  placeOfSupply: z.object({ state: z.string(), stateCode: z.string() }),
  lines: z.array(TaxLineSchema),
  /** Discounts and points, off the total after tax. */
  deductions: z.array(z.object({ description: z.string(), amount: MoneySchema })),
  totals: z.object({ taxableValue: MoneySchema, cgst: MoneySchema, sgst: MoneySchema, igst: MoneySchema, total: MoneySchema }),
});
export type TaxDocument = z.infer<typeof TaxDocumentSchema>;

/** Everything a paid booking's receipt shows: the invoice, its credit notes and the payment. */
export const ReceiptSchema = z.object({
  bookingId: IdSchema,
  invoice: TaxDocumentSchema,
  creditNotes: z.array(TaxDocumentSchema),
  payment: z.object({ provider: z.string(), paymentId: z.string(), method: z.string().nullable(), capturedAt: DateTimeSchema, amount: MoneySchema }),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

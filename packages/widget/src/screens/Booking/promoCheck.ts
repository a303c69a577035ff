/** What "Apply" found for a promo code, for the code as typed (upper case, trimmed). */
export type PromoCheck =
  | { status: 'checking'; code: string }
  | { status: 'applied'; code: string; discount: number }
  | { status: 'invalid'; code: string; reason: 'unknown' | 'below-minimum' | 'company-paid' | 'total-below-minimum'; minSubtotal?: number }
  | { status: 'failed'; code: string };

/** A code as the API compares it. */
export const normalisePromo = (code: string) => code.trim().toUpperCase();

/** The check of the code in the field, if "Apply" was pressed for this very code. */
export function checkFor(check: PromoCheck | null, typed: string): PromoCheck | null {
  return check && check.code === normalisePromo(typed) ? check : null;
}

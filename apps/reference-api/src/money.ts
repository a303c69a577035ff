import { PAISE_PER_RUPEE } from '@ticketkit/contract';

const formats = new Map<string, Intl.NumberFormat>();

/** An amount in paise as people read it in `locale`, e.g. 1234567 → ₹12,345.67. */
export function formatRupees(paise: number, locale = 'en-IN'): string {
  let format = formats.get(locale);
  if (!format) formats.set(locale, (format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'INR' })));
  return format.format(paise / PAISE_PER_RUPEE);
}

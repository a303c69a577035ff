import { PAISE_PER_RUPEE } from '@ticketkit/contract';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

/** An amount in paise as people read it, e.g. 1234567 → ₹12,345.67. */
export const formatRupees = (paise: number) => inr.format(paise / PAISE_PER_RUPEE);

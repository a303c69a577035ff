import type { MailLocale } from './language.ts';

/**
 * The words of the API's mails in each language it writes. `{name}` is filled by `mailText`; a key
 * ending in `_one` / `_other` is picked by Intl.PluralRules for `{count}`. hi-IN must have every
 * en-IN key (its type says so; texts.test.ts checks placeholders and that none is left in English).
 */
const enIN = {
  'confirmation.subject': 'Your tickets: {title}, {when}',
  'confirmation.hello': 'Hello {name},',
  'confirmation.confirmed': 'Your booking {id} is confirmed.',
  'confirmation.subtotal': 'Subtotal',
  'confirmation.fees': 'Fees',
  'confirmation.taxes': 'Taxes',
  'confirmation.discount': 'Discount',
  'confirmation.pointsRedeemed': 'Points redeemed',
  'confirmation.total': 'Total',
  'confirmation.paidBy': 'Paid by {company}',
  'confirmation.yourCompany': 'your company',
  'confirmation.allTickets_one': 'All {count} ticket',
  'confirmation.allTickets_other': 'All {count} tickets',
  'confirmation.ticketOf': '{type} · Ticket {number} of {count}',
  'confirmation.qrOf': 'QR code of {ticket}, booking {id}',
  'confirmation.eachCode': 'Each ticket has its own QR code in this mail (and in My tickets): show one per person at the entrance. The calendar file is attached.',
  'confirmation.oneCode': 'Show the QR code in this mail (or in My tickets) at the entrance. The calendar file is attached.',
  'confirmation.eachCodeHtml': 'Each ticket has its own QR code (also in My tickets): show one per person at the entrance. The calendar file is attached.',
  'confirmation.oneCodeHtml': 'Show this QR code (or the one in My tickets) at the entrance. The calendar file is attached.',
} as const;

export type MailTextKey = keyof typeof enIN;
type PluralBase<K> = K extends `${infer B}_one` ? B : never;

export const MAIL_TEXTS: { 'en-IN': Record<MailTextKey, string> } & Record<Exclude<MailLocale, 'en-IN'>, Record<MailTextKey, string>> = {
  'en-IN': enIN,
  'hi-IN': {
    'confirmation.subject': 'आपके टिकट: {title}, {when}',
    'confirmation.hello': 'नमस्ते {name},',
    'confirmation.confirmed': 'आपकी बुकिंग {id} पक्की हो गई है।',
    'confirmation.subtotal': 'उप-योग',
    'confirmation.fees': 'शुल्क',
    'confirmation.taxes': 'कर',
    'confirmation.discount': 'छूट',
    'confirmation.pointsRedeemed': 'रिडीम किए गए पॉइंट',
    'confirmation.total': 'कुल',
    'confirmation.paidBy': '{company} ने भुगतान किया',
    'confirmation.yourCompany': 'आपकी कंपनी',
    'confirmation.allTickets_one': 'सभी {count} टिकट',
    'confirmation.allTickets_other': 'सभी {count} टिकट',
    'confirmation.ticketOf': '{type} · टिकट {number} / {count}',
    'confirmation.qrOf': '{ticket} का QR कोड, बुकिंग {id}',
    'confirmation.eachCode': 'इस मेल में हर टिकट का अपना QR कोड है (“मेरे टिकट” में भी): प्रवेश पर हर व्यक्ति अपना कोड दिखाए। कैलेंडर फ़ाइल साथ में है।',
    'confirmation.oneCode': 'प्रवेश पर इस मेल का QR कोड (या “मेरे टिकट” वाला) दिखाएँ। कैलेंडर फ़ाइल साथ में है।',
    'confirmation.eachCodeHtml': 'हर टिकट का अपना QR कोड है (“मेरे टिकट” में भी): प्रवेश पर हर व्यक्ति अपना कोड दिखाए। कैलेंडर फ़ाइल साथ में है।',
    'confirmation.oneCodeHtml': 'प्रवेश पर यह QR कोड (या “मेरे टिकट” वाला) दिखाएँ। कैलेंडर फ़ाइल साथ में है।',
  },
};

const pluralRules = new Map<MailLocale, Intl.PluralRules>();

/** The text of `key` in `locale`, its `{name}` placeholders filled from `params` (a plural base picks its form by `count`). */
export function mailText(locale: MailLocale, key: MailTextKey | PluralBase<MailTextKey>, params: Record<string, string | number> = {}): string {
  const texts = MAIL_TEXTS[locale];
  let template = (texts as Record<string, string | undefined>)[key];
  if (template === undefined && typeof params.count === 'number') {
    let rules = pluralRules.get(locale);
    if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
    template = (texts as Record<string, string | undefined>)[`${key}_${rules.select(params.count)}`] ?? texts[`${key}_other` as MailTextKey];
  }
  return (template ?? key).replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

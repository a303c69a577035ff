import type { Booking } from '@ticketkit/contract';

export type MailLocale = NonNullable<Booking['locale']>;
export const MAIL_LOCALES: readonly MailLocale[] = ['en-IN', 'hi-IN'];

/**
 * The mail language nearest to what a person asked for: a booking's `locale` (one tag) or an
 * `Accept-Language` list (`hi-IN,hi;q=0.9,en;q=0.8`), best first by `q`. A language matches by its
 * first subtag (`hi` → hi-IN, `en-GB` → en-IN); nothing matching is en-IN.
 */
export function mailLocale(asked: string | undefined | null): MailLocale {
  const ranked = (asked ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.map((p) => p.trim()).find((p) => p.startsWith('q='))?.slice(2) ?? 1);
      return { language: tag.trim().split('-')[0]?.toLowerCase() ?? '', q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((t) => t.language && t.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { language } of ranked) {
    const found = MAIL_LOCALES.find((l) => l.split('-')[0] === language);
    if (found) return found;
  }
  return 'en-IN';
}

/** Values on which fastFormat.ts must agree with Intl, shared by the jsdom and the Chromium tests. */
import { dayKeyKolkata, longDateEnIN, rupeesEnIN, shortDateEnIN, type ShortDateStyle } from './fastFormat.ts';

const intlDate = new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
const intlRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const intlWholeRupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const intlShort: Record<ShortDateStyle, Intl.DateTimeFormat> = {
  weekday: new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }),
  plain: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' }),
  year: new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }),
};
const intlDayKey = new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'Asia/Kolkata' });

/** Every hour boundary around midnight in Kolkata (18:29–18:31 UTC) for every day of 2024–2030, and a leap day. */
export function dateCases(): string[] {
  const out: string[] = ['2028-02-29T10:00:00Z', '2026-12-31T18:29:59.999Z', '2026-12-31T18:30:00Z', '1999-12-31T18:30:00+00:00'];
  for (let ms = Date.UTC(2024, 0, 1); ms < Date.UTC(2031, 0, 1); ms += 86_400_000) {
    out.push(new Date(ms + (18 * 60 + 29) * 60_000).toISOString(), new Date(ms + (18 * 60 + 30) * 60_000).toISOString());
  }
  return out;
}

export const amountCases = [0, 1, 9, 10, 99, 100, 999, 1000, 49900, 99999, 100000, 123456, 1234567, 12345678, 123456789, 1234567890, 100000000000, 99999999999999, 100000000000000];

/** Pairs [fast, intl] that differ (empty when they agree everywhere). */
export function dateMismatches(values: readonly string[]): [string, string | undefined, string][] {
  return values.map((iso): [string, string | undefined, string] => [iso, longDateEnIN(iso, 'Asia/Kolkata'), intlDate.format(new Date(iso))]).filter(([, fast, intl]) => fast !== intl);
}
export function rupeeMismatches(values: readonly number[]): [number, string | undefined, string][] {
  return values.map((p): [number, string | undefined, string] => [p, rupeesEnIN(p, 'INR'), intlRupees.format(p / 100)]).filter(([, fast, intl]) => fast !== intl);
}

/** The compact card dates and day keys that differ from Intl's, as [iso, style, fast, intl]. */
export function shortDateMismatches(values: readonly string[]): [string, string, string | undefined, string][] {
  const out: [string, string, string | undefined, string][] = [];
  for (const iso of values) {
    const date = new Date(iso);
    for (const style of ['weekday', 'plain', 'year'] as const) {
      const fast = shortDateEnIN(iso, 'Asia/Kolkata', style);
      const intl = intlShort[style].format(date);
      if (fast !== intl) out.push([iso, style, fast, intl]);
    }
    const key = dayKeyKolkata(iso, 'Asia/Kolkata');
    if (key !== intlDayKey.format(date)) out.push([iso, 'dayKey', key, intlDayKey.format(date)]);
  }
  return out;
}

/** Browse prices (`dropZeroPaise`) that differ from Intl's: whole rupees bare, others with two decimals. */
export function browsePriceMismatches(values: readonly number[]): [number, string | undefined, string][] {
  return values
    .map((p): [number, string | undefined, string] => [p, rupeesEnIN(p, 'INR', true), (p % 100 === 0 ? intlWholeRupees : intlRupees).format(p / 100)])
    .filter(([, fast, intl]) => fast !== intl);
}

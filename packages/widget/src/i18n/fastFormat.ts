/**
 * The two formats every event card shows, in en-IN, without Intl. A page's first
 * `Intl.DateTimeFormat` and `Intl.NumberFormat` each load the locale's ICU data: tens of
 * milliseconds of main-thread work apiece on a phone, on the home page's first screen. These give
 * exactly what Intl gives for the default locale, zone and currency (fastFormat.test.ts compares
 * them over many values); anything else returns undefined and the caller asks Intl.
 */

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** en-IN's abbreviations (CLDR writes September as "Sept" for en-IN). */
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** India has kept UTC+5:30, with no daylight saving, since 1945. */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
/** From here on the offset above holds (well after 1945, to stay clear of history). */
const KOLKATA_FROM_MS = Date.UTC(1950, 0, 1);

/** The instant's calendar fields in Kolkata, or undefined where Intl must decide. */
function kolkataDay(iso: string, timeZone: string): Date | undefined {
  if (timeZone !== 'Asia/Kolkata') return undefined;
  const ms = new Date(iso).getTime();
  if (!Number.isFinite(ms) || ms < KOLKATA_FROM_MS) return undefined;
  const local = new Date(ms + KOLKATA_OFFSET_MS);
  return local.getUTCFullYear() > 9999 ? undefined : local;
}

/** `Monday, 5 January 2026`: en-IN's `{ weekday: long, day: numeric, month: long, year: numeric }`. */
export function longDateEnIN(iso: string, timeZone: string): string | undefined {
  const local = kolkataDay(iso, timeZone);
  if (!local) return undefined;
  return `${WEEKDAYS[local.getUTCDay()]}, ${local.getUTCDate()} ${MONTHS[local.getUTCMonth()]} ${local.getUTCFullYear()}`;
}

/** The calendar day in Kolkata as YYYY-MM-DD (the formatter's dayKey). */
export function dayKeyKolkata(iso: string, timeZone: string): string | undefined {
  return kolkataDay(iso, timeZone)?.toISOString().slice(0, 10);
}

/** The parts of a compact date: `Wed, 25 Nov` (weekday), `25 Nov` (plain) or `25 Nov 2026` (year). */
export type ShortDateStyle = 'weekday' | 'plain' | 'year';

/** en-IN's `{ weekday: short, day: numeric, month: short }`, `{ day, month: short }` or `{ day, month: short, year }`. */
export function shortDateEnIN(iso: string, timeZone: string, style: ShortDateStyle): string | undefined {
  const local = kolkataDay(iso, timeZone);
  if (!local) return undefined;
  const day = `${local.getUTCDate()} ${SHORT_MONTHS[local.getUTCMonth()]}`;
  if (style === 'weekday') return `${WEEKDAYS[local.getUTCDay()]!.slice(0, 3)}, ${day}`;
  return style === 'year' ? `${day} ${local.getUTCFullYear()}` : day;
}

/** Intl divides by 100 in floating point; past this its last digit can drift, so it decides. */
const MAX_PAISE = 1e14;

/**
 * `₹12,34,567.89`: en-IN's currency format for INR (Indian digit grouping), from paise. With
 * `dropZeroPaise`, whole rupees lose their `.00` (`₹800`), as Intl does with no minimum fraction.
 */
export function rupeesEnIN(paise: number, currency: string, dropZeroPaise = false): string | undefined {
  if (currency !== 'INR' || !Number.isInteger(paise) || paise < 0 || paise > MAX_PAISE) return undefined;
  const rupees = Math.floor(paise / 100);
  const fraction = String(paise % 100).padStart(2, '0');
  const digits = String(rupees);
  // The last three digits, then groups of two: 1,23,45,678.
  let grouped = digits.slice(-3);
  for (let end = digits.length - 3; end > 0; end -= 2) grouped = `${digits.slice(Math.max(0, end - 2), end)},${grouped}`;
  return dropZeroPaise && fraction === '00' ? `₹${grouped}` : `₹${grouped}.${fraction}`;
}

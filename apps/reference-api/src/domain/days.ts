import type { EventListQuery } from '@ticketkit/contract';

const DAY_MS = 86_400_000;

/** Milliseconds the zone is ahead of UTC at an instant. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' }).formatToParts(new Date(ms));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - (ms - (ms % 1000));
}

/** The instant a calendar day (as a UTC date's fields) begins in a zone. */
function startOfDay(dayUtc: number, timeZone: string): number {
  // Twice: the offset at the first guess can differ from the one at midnight across a clock change.
  const guess = dayUtc - zoneOffset(dayUtc, timeZone);
  return dayUtc - zoneOffset(guess, timeZone);
}

/**
 * The instants `when` covers, now, in a city's zone: from the start of its first day to the last
 * millisecond of its last. "This weekend" is the coming Saturday and Sunday, or what is left of them.
 */
export function daysOf(when: NonNullable<EventListQuery['when']>, now: number, timeZone: string): { from: string; to: string } {
  const local = now + zoneOffset(now, timeZone);
  const today = local - (((local % DAY_MS) + DAY_MS) % DAY_MS);
  const weekday = new Date(today).getUTCDay();
  const [first, days] = when === 'today' ? [0, 1] : when === 'tomorrow' ? [1, 1] : weekday === 0 ? [0, 1] : [6 - weekday, 2];
  return {
    from: new Date(startOfDay(today + first * DAY_MS, timeZone)).toISOString(),
    to: new Date(startOfDay(today + (first + days) * DAY_MS, timeZone) - 1).toISOString(),
  };
}

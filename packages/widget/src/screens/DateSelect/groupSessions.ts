import type { Session } from '@ticketkit/contract';
import type { Formatter } from '../../i18n/i18n.ts';

export interface SessionDay {
  /** YYYY-MM-DD in the session's own time zone. */
  day: string;
  sessions: Session[];
}

/** Upcoming sessions (not yet started at `now`) grouped by calendar day in their zone, in time order. */
export function groupSessionsByDay(sessions: Session[], format: Formatter, now: number): SessionDay[] {
  const upcoming = sessions.filter((s) => Date.parse(s.startsAt) > now).sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
  const days = new Map<string, Session[]>();
  for (const s of upcoming) {
    const key = format.dayKey(s.startsAt, s.timeZone);
    const list = days.get(key) ?? [];
    list.push(s);
    days.set(key, list);
  }
  return [...days].map(([day, list]) => ({ day, sessions: list }));
}

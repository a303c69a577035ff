import { describe, expect, it } from 'vitest';
import { pastSession, sessions } from '../../fixtures/booking.ts';
import { createFormatter } from '../../i18n/i18n.ts';
import { groupSessionsByDay } from './groupSessions.ts';

describe('given sessions over several days, one of them past', () => {
  const days = groupSessionsByDay([sessions[3]!, pastSession, ...sessions.slice(0, 3)], createFormatter('en-IN'), Date.parse('2026-12-01T00:00:00Z'));
  it('hides the past session', () => {
    expect(days.flatMap((d) => d.sessions.map((s) => s.id))).not.toContain(pastSession.id);
  });
  it('groups by calendar day in the session time zone, in time order', () => {
    expect(days.map((d) => d.day)).toEqual(['2027-01-09', '2027-01-10', '2027-01-16']);
    expect(days[0]!.sessions.map((s) => s.id)).toEqual(['ses_1', 'ses_2']);
  });
});

import { describe, expect, it } from 'vitest';
import { daysOf } from './days.ts';

// Wednesday 25 November 2026, 22:00 in Kolkata (16:30 UTC).
const WED_NIGHT = Date.parse('2026-11-25T16:30:00Z');

describe('given the days a quick filter names, in the city’s zone', () => {
  it('asks for whole days in Kolkata, not in UTC', () => {
    expect(daysOf('today', WED_NIGHT, 'Asia/Kolkata')).toEqual({ from: '2026-11-24T18:30:00.000Z', to: '2026-11-25T18:29:59.999Z' });
    expect(daysOf('tomorrow', WED_NIGHT, 'Asia/Kolkata')).toEqual({ from: '2026-11-25T18:30:00.000Z', to: '2026-11-26T18:29:59.999Z' });
    // Past midnight in Kolkata it is already Thursday, though UTC still says Wednesday.
    expect(daysOf('today', Date.parse('2026-11-25T19:00:00Z'), 'Asia/Kolkata').from).toBe('2026-11-25T18:30:00.000Z');
  });

  it('takes this weekend as the coming Saturday and Sunday, or what is left of them', () => {
    expect(daysOf('weekend', WED_NIGHT, 'Asia/Kolkata')).toEqual({ from: '2026-11-27T18:30:00.000Z', to: '2026-11-29T18:29:59.999Z' });
    const saturday = Date.parse('2026-11-28T06:00:00Z');
    expect(daysOf('weekend', saturday, 'Asia/Kolkata')).toEqual({ from: '2026-11-27T18:30:00.000Z', to: '2026-11-29T18:29:59.999Z' });
    const sunday = Date.parse('2026-11-29T06:00:00Z');
    expect(daysOf('weekend', sunday, 'Asia/Kolkata')).toEqual({ from: '2026-11-28T18:30:00.000Z', to: '2026-11-29T18:29:59.999Z' });
  });

  it('follows a zone with a clock change', () => {
    // London's clocks went back on 25 October 2026: that Sunday is 25 hours long.
    expect(daysOf('today', Date.parse('2026-10-25T12:00:00Z'), 'Europe/London')).toEqual({ from: '2026-10-24T23:00:00.000Z', to: '2026-10-25T23:59:59.999Z' });
  });
});

import { describe, expect, it } from 'vitest';

/** UTF-8 octets of a string, counted independently of the folding code. */
const octetsOf = (text: string) => encodeURIComponent(text).replace(/%[0-9A-F]{2}/g, 'x').length;
import { buildIcs, escapeText, foldLine, icsDate } from './ics.ts';

describe('given text for an iCalendar TEXT value', () => {
  it('escapes backslash, semicolon, comma and newlines (RFC 5545 3.3.11)', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
});

describe('given a long line', () => {
  it('folds at 75 octets without splitting a multi-byte character', () => {
    const line = `SUMMARY:${'क'.repeat(40)}`; // 3 octets each
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(octetsOf(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
  });
});

describe('given a booking to add to a calendar', () => {
  const ics = buildIcs({
    uid: 'bkg_1@ticketkit',
    title: 'Sufi Night; live, unplugged',
    location: 'Deshpande Hall, Civil Lines',
    start: '2027-01-09T19:30:00+05:30',
    end: '2027-01-09T22:00:00+05:30',
    stamp: '2027-01-01T00:00:00Z',
  });
  it('writes one VEVENT in UTC with CRLF line endings', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics).toContain('DTSTART:20270109T140000Z\r\n');
    expect(ics).toContain('DTEND:20270109T163000Z\r\n');
    expect(ics).toContain('SUMMARY:Sufi Night\\; live\\, unplugged\r\n');
    expect(ics).toContain('LOCATION:Deshpande Hall\\, Civil Lines\r\n');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
  });
  it('refuses a date it cannot read', () => {
    expect(() => icsDate('soon')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { buildIcsCalendar, escapeIcsText, foldIcsLine, htmlToPlainText, icsDateTime, icsFileName, type IcsEvent } from './ics.ts';

const octets = (text: string) => new TextEncoder().encode(text).length;
const now = new Date('2026-05-10T01:02:03.000Z');

const timed: IcsEvent = {
  uid: 'abc123@school-portal',
  title: 'Music soirée',
  description: 'Soloists, ensembles; and more\\more\nSecond line',
  location: 'Music Centre',
  start: '2026-05-11T08:00:00.000Z',
  end: '2026-05-11T10:00:00.000Z',
  allDay: false,
  categories: ['Creative Arts'],
  url: 'https://portal.example/calendar/calendar_details/abc123',
};

describe('escapeIcsText', () => {
  it('escapes backslash, semicolon, comma and newlines', () => {
    expect(escapeIcsText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });
  it('drops control characters other than newlines', () => {
    expect(escapeIcsText('bell\u0007 tab\tok')).toBe('bell tab\tok');
  });
});

describe('foldIcsLine', () => {
  it('leaves a short line alone', () => {
    expect(foldIcsLine('SUMMARY:Short')).toBe('SUMMARY:Short');
  });
  it('folds at 75 octets with CRLF and one leading space', () => {
    const folded = foldIcsLine(`DESCRIPTION:${'x'.repeat(200)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`DESCRIPTION:${'x'.repeat(200)}`);
  });
  it('never splits a multi-byte character', () => {
    const line = `SUMMARY:${'é'.repeat(100)}`;
    const lines = foldIcsLine(line).split('\r\n');
    for (const part of lines) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      expect(part).not.toContain('\uFFFD');
    }
    expect(lines.map((part, index) => (index === 0 ? part : part.slice(1))).join('')).toBe(line);
  });
});

describe('icsDateTime', () => {
  it('writes UTC date-times', () => {
    expect(icsDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});

describe('buildIcsCalendar', () => {
  it('writes one VEVENT with UID, DTSTAMP, UTC times and escaped text, CRLF throughout', () => {
    const ics = buildIcsCalendar({ events: [timed], now });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('\r\nBEGIN:VEVENT\r\nUID:abc123@school-portal\r\nDTSTAMP:20260510T010203Z\r\n');
    expect(unfolded).toContain('\r\nDTSTART:20260511T080000Z\r\nDTEND:20260511T100000Z\r\n');
    expect(unfolded).toContain('\r\nSUMMARY:Music soirée\r\n');
    expect(unfolded).toContain('\r\nDESCRIPTION:Soloists\\, ensembles\\; and more\\\\more\\nSecond line\r\n');
    expect(unfolded).toContain('\r\nCATEGORIES:Creative Arts\r\n');
    expect(unfolded).toContain('\r\nURL:https://portal.example/calendar/calendar_details/abc123\r\n');
  });

  it('writes all-day events as dates in the given zone, with an exclusive end', () => {
    // Midnight in Sydney (UTC+10 in May) is 14:00 UTC the day before.
    const allDay: IcsEvent = { uid: 'd@x', title: 'Athletics carnival', start: '2026-05-16T14:00:00.000Z', end: '2026-05-17T14:00:00.000Z', allDay: true };
    const ics = buildIcsCalendar({ events: [allDay], now, timeZone: 'Australia/Sydney' });
    expect(ics).toContain('\r\nDTSTART;VALUE=DATE:20260517\r\nDTEND;VALUE=DATE:20260518\r\n');
    const noEnd = buildIcsCalendar({ events: [{ ...allDay, end: null }], now, timeZone: 'Australia/Sydney' });
    expect(noEnd).toContain('\r\nDTSTART;VALUE=DATE:20260517\r\nDTEND;VALUE=DATE:20260518\r\n');
    const twoDays = buildIcsCalendar({ events: [{ ...allDay, end: '2026-05-18T14:00:00.000Z' }], now, timeZone: 'Australia/Sydney' });
    expect(twoDays).toContain('\r\nDTEND;VALUE=DATE:20260519\r\n');
  });

  it('names a feed and suggests how often to refresh it', () => {
    const ics = buildIcsCalendar({ events: [], now, name: 'Wattle Grove, calendar', refreshInterval: 'PT1H' });
    expect(ics).toContain('\r\nX-WR-CALNAME:Wattle Grove\\, calendar\r\n');
    expect(ics).toContain('\r\nREFRESH-INTERVAL;VALUE=DURATION:PT1H\r\n');
    expect(ics).not.toContain('BEGIN:VEVENT');
  });

  it('folds every long line', () => {
    const ics = buildIcsCalendar({ events: [{ ...timed, description: 'word '.repeat(100) }], now });
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
  });
});

describe('htmlToPlainText', () => {
  it('keeps the text of stored rich text, paragraphs as lines, entities decoded', () => {
    expect(htmlToPlainText('<p>Years 7 &amp; 8</p><p>Families <strong>welcome</strong>.</p><ul><li>Hats</li></ul>')).toBe(
      'Years 7 & 8\nFamilies welcome.\n- Hats',
    );
    expect(htmlToPlainText('<script>alert(1)</script>A&#39;s &#x2014; b')).toBe("A's \u2014 b");
  });
});

describe('icsFileName', () => {
  it('makes a safe file name from the title', () => {
    expect(icsFileName('Music soirée')).toBe('music-soiree.ics');
    expect(icsFileName('P&F meeting')).toBe('p-f-meeting.ics');
    expect(icsFileName('Parent–teacher interviews')).toBe('parent-teacher-interviews.ics');
    expect(icsFileName('???')).toBe('event.ics');
  });
});

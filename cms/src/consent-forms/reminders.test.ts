import { describe, expect, it } from 'vitest';
import { automaticReminderTimes } from './reminders';

const SYDNEY = 'Australia/Sydney';
const iso = (times: Date[]) => times.map((time) => time.toISOString());

describe('automaticReminderTimes', () => {
  // Due Friday 27 November 2026, 6 pm in Sydney (daylight time, UTC+11).
  const due = new Date('2026-11-27T07:00:00Z');

  it('reminds each reminder day before the due date at the due time of day, earliest first', () => {
    expect(iso(automaticReminderTimes(due, [1, 3, 3], SYDNEY, new Date('2026-11-20T00:00:00Z')))).toEqual([
      '2026-11-24T07:00:00.000Z',
      '2026-11-26T07:00:00.000Z',
    ]);
  });

  it('keeps the school clock time across a daylight-saving change', () => {
    // Due Tuesday 6 October 2026, 6 pm (UTC+11); three days before is Saturday 3 October, 6 pm standard time (UTC+10).
    expect(iso(automaticReminderTimes(new Date('2026-10-06T07:00:00Z'), [3], SYDNEY, new Date('2026-09-01T00:00:00Z')))).toEqual([
      '2026-10-03T08:00:00.000Z',
    ]);
  });

  it('leaves out the times already past, and uses the default days when the form has none set', () => {
    expect(iso(automaticReminderTimes(due, null, SYDNEY, new Date('2026-11-25T00:00:00Z')))).toEqual([
      '2026-11-26T07:00:00.000Z',
    ]);
    expect(automaticReminderTimes(due, [], SYDNEY, new Date('2026-11-20T00:00:00Z'))).toEqual([]);
  });
});

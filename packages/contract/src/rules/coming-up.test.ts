import { describe, expect, it } from 'vitest';
import { comingUp, describeEventTime } from './coming-up.ts';

const SYDNEY = 'Australia/Sydney';

describe('an event described at the school', () => {
  it('reads the evening of 27 November 2026 at 6:00 pm in Sydney, wherever it is told', () => {
    expect(describeEventTime({ event_start: '2026-11-27T07:00:00.000Z', event_end: '2026-11-27T08:30:00.000Z' }, SYDNEY)).toBe('Friday 27 November 2026, 6:00 pm – 7:30 pm');
    expect(describeEventTime({ event_start: '2026-11-27T07:00:00.000Z', event_end: null }, SYDNEY)).toBe('Friday 27 November 2026, 6:00 pm');
  });
  it('names the days of all-day and longer events', () => {
    expect(describeEventTime({ event_start: '2026-11-26T13:00:00.000Z', event_end: '2026-11-27T13:00:00.000Z', all_day: true }, SYDNEY)).toBe('Friday 27 November 2026 (all day)');
    expect(describeEventTime({ event_start: '2026-11-27T07:00:00.000Z', event_end: '2026-11-28T01:00:00.000Z' }, SYDNEY)).toBe('Friday 27 November 2026, 6:00 pm – Saturday 28 November 2026, 12:00 pm');
  });
  it("is written in another language's words and digits when given its wording", () => {
    const evening = { event_start: '2026-11-27T07:00:00.000Z', event_end: '2026-11-27T08:30:00.000Z' };
    const allDay = { event_start: '2026-11-26T13:00:00.000Z', event_end: '2026-11-27T13:00:00.000Z', all_day: true };
    const vietnamese = { locale: 'vi', dayAndTime: '{day}, {time}', allDay: '{when} (cả ngày)' };
    expect(describeEventTime(evening, SYDNEY, vietnamese)).toBe('Thứ Sáu, 27 tháng 11, 2026, 18:00 – 19:30');
    expect(describeEventTime(allDay, SYDNEY, vietnamese)).toBe('Thứ Sáu, 27 tháng 11, 2026 (cả ngày)');
    const arabic = { locale: 'ar-u-nu-arab', dayAndTime: '{day}، {time}', allDay: '{when} (طوال اليوم)' };
    expect(describeEventTime(evening, SYDNEY, arabic)).toBe('الجمعة، ٢٧ نوفمبر ٢٠٢٦، ٦:٠٠ م – ٧:٣٠ م');
  });
});

describe('coming up', () => {
  const now = new Date('2026-11-24T22:00:00.000Z'); // Wednesday 25 November, 9:00 am in Sydney
  const event = (title: string, start: string, userTypes?: string[]) => ({ title, event_start: start, event_end: null, location: 'Great Hall', user_types: userTypes });
  it("lists the week's family events soonest first, today's already over included, without staff-only ones or those of other weeks", () => {
    const listed = comingUp(
      [
        event('Assembly', '2026-11-24T21:00:00.000Z'),
        event('Music soirée', '2026-11-28T07:00:00.000Z'),
        event('Year 9 camp information evening', '2026-11-27T07:00:00.000Z', ['student', 'carer', 'staff']),
        event('Staff only: moderation', '2026-11-26T04:45:00.000Z', ['staff']),
        event('Book Week parade', '2026-11-20T22:00:00.000Z'),
        event('Open day', '2026-12-15T22:00:00.000Z'),
      ],
      now,
      SYDNEY,
    );
    expect(listed).toEqual([
      { title: 'Assembly', when: 'Wednesday 25 November 2026, 8:00 am', location: 'Great Hall' },
      { title: 'Year 9 camp information evening', when: 'Friday 27 November 2026, 6:00 pm', location: 'Great Hall' },
      { title: 'Music soirée', when: 'Saturday 28 November 2026, 6:00 pm', location: 'Great Hall' },
    ]);
  });
});

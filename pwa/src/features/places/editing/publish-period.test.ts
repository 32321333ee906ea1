import { describe, expect, it } from 'vitest';
import { TIME_SLOTS, fieldsOf, formatPublishMoment, isScheduled, momentOf, publishPeriodLabel } from './publish-period.ts';

describe('publish period', () => {
  it("reads 'Select publish period' with none set", () => {
    expect(publishPeriodLabel({ publish_start: null, publish_end: null })).toBe('Select publish period');
  });

  it("shows moments as 'MMMM D, YYYY HH:mm', 24-hour, at the school (Sydney, AEDT) whatever the device's zone", () => {
    expect(formatPublishMoment('2026-12-03T03:30:00.000Z')).toBe('December 3, 2026 14:30');
    expect(formatPublishMoment('INDEFINITE')).toBe('INDEFINITE');
  });

  it('offers every 30 minutes of a day', () => {
    expect(TIME_SLOTS).toHaveLength(48);
    expect(TIME_SLOTS.slice(0, 3)).toEqual(['00:00', '00:30', '01:00']);
    expect(TIME_SLOTS.at(-1)).toBe('23:30');
  });

  it('turns a day and a slot into a moment and back', () => {
    const moment = momentOf('2026-12-03', '09:30')!;
    expect(moment).toBe('2026-12-02T22:30:00.000Z');
    expect(fieldsOf(moment)).toEqual({ day: '2026-12-03', time: '09:30' });
    expect(momentOf('2026-12-03', '09:15')).toBeNull();
  });

  it('marks pages outside their window', () => {
    const now = new Date(2026, 5, 1);
    expect(isScheduled({ publish_start: new Date(2026, 5, 8).toISOString(), publish_end: null }, now)).toBe(true);
    expect(isScheduled({ publish_start: new Date(2026, 4, 1).toISOString(), publish_end: 'INDEFINITE' }, now)).toBe(false);
    expect(isScheduled({ publish_start: null, publish_end: new Date(2026, 4, 1).toISOString() }, now)).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { ABSENCE_MESSAGES, absenceNoticeFields } from './absence.ts';

const partial = { STUDENT_NUMBER: '20210087', absence_type: 'partial', absence_date: '2026-11-30', reason: 'Dentist' };

const issuesOf = (fields: object) => {
  const parsed = absenceNoticeFields.safeParse(fields);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('a partial day’s times', () => {
  it('are both required, each named', () => {
    expect(issuesOf(partial)).toEqual({ departure_time: ABSENCE_MESSAGES.departureTimeRequired, arrival_time: ABSENCE_MESSAGES.arrivalTimeRequired });
    expect(issuesOf({ ...partial, departure_time: '', arrival_time: '10:00' })).toEqual({ departure_time: ABSENCE_MESSAGES.departureTimeRequired });
    expect(issuesOf({ ...partial, departure_time: '9am', arrival_time: '11:00' })).toEqual({ departure_time: ABSENCE_MESSAGES.departureTimeRequired });
  });

  it('fall within the school day, back after leaving', () => {
    expect(issuesOf({ ...partial, departure_time: '10:00', arrival_time: '12:30' })).toEqual({});
    expect(issuesOf({ ...partial, departure_time: '07:45', arrival_time: '12:30' })).toEqual({ departure_time: ABSENCE_MESSAGES.timeOutsideSchoolDay });
    expect(issuesOf({ ...partial, departure_time: '10:00', arrival_time: '16:00' })).toEqual({ arrival_time: ABSENCE_MESSAGES.timeOutsideSchoolDay });
    expect(issuesOf({ ...partial, departure_time: '12:30', arrival_time: '10:00' })).toEqual({ arrival_time: ABSENCE_MESSAGES.arrivalNotAfterDeparture });
    expect(issuesOf({ ...partial, departure_time: '10:00', arrival_time: '10:00' })).toEqual({ arrival_time: ABSENCE_MESSAGES.arrivalNotAfterDeparture });
  });

  it('belong to a partial day only', () => {
    expect(issuesOf({ ...partial, absence_type: 'whole_day' })).toEqual({});
    expect(issuesOf({ ...partial, absence_type: 'whole_day', departure_time: '10:00' })).toEqual({ departure_time: ABSENCE_MESSAGES.timesOnlyForPartial });
  });
});

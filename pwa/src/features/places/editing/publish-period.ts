import { INDEFINITE, PLACE_MESSAGES, UNPUBLISHED, hasPublishPeriod, instantOfSchoolTime, isInPublishPeriod, schoolDayOf, zonedParts, type PageRecord } from '@portal/contract';
import { schoolTimeZone } from '@/lib/school-time-zone.ts';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A moment as reader spec 9 shows it: 'MMMM D, YYYY HH:mm' (24-hour), at the school (its zone, not the device's). */
export function formatPublishMoment(value: string): string {
  if (value === UNPUBLISHED || value === INDEFINITE) return value;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const { year, month, day, hour, minute } = zonedParts(date, schoolTimeZone());
  return `${MONTHS[month - 1]} ${day}, ${year} ${twoDigits(hour)}:${twoDigits(minute)}`;
}

export function publishPeriodLabel(page: Pick<PageRecord, 'publish_start' | 'publish_end'>): string {
  if (!hasPublishPeriod(page)) return PLACE_MESSAGES.selectPublishPeriod;
  return `${page.publish_start ? formatPublishMoment(page.publish_start) : '…'} – ${page.publish_end ? formatPublishMoment(page.publish_end) : '…'}`;
}

/** Spec 9: the picker's times, every 30 minutes of a day, 24-hour. */
export const TIME_SLOTS: readonly string[] = Array.from({ length: 48 }, (_, index) => `${twoDigits(Math.floor(index / 2))}:${index % 2 ? '30' : '00'}`);

/** A date input's day and a time slot, read at the school, as an ISO moment. */
export function momentOf(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !TIME_SLOTS.includes(time)) return null;
  return instantOfSchoolTime(day, time, schoolTimeZone()).toISOString();
}

/** The school day and time slot of a stored moment, for the picker's fields (times rounded down to a slot). */
export function fieldsOf(value: string | null): { day: string; time: string } {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return { day: '', time: '00:00' };
  const { hour, minute } = zonedParts(date, schoolTimeZone());
  return { day: schoolDayOf(date, schoolTimeZone()), time: `${twoDigits(hour)}:${minute >= 30 ? '30' : '00'}` };
}

/** Outside its publish period now: readers do not see it (editors see it marked). */
export const isScheduled = (page: Pick<PageRecord, 'publish_start' | 'publish_end'>, now: Date) => !isInPublishPeriod(page, now);

import { z } from 'zod';
import { API_MESSAGES } from '../api-messages.ts';
import { POST_FILTER_MESSAGES } from '../admin-messages.ts';
import { CALENDAR_RANGE_MAX_DAYS, calendarDays } from '../rules/calendar-range.ts';
import { isoDateTime, uidSchema } from './common.ts';
import { eventTranslationNote } from './content-translation.ts';

export const calendarEventRecord = z.strictObject({
  EVENT_ID: z.string(),
  title: z.string(),
  description: z.string(),
  location: z.string(),
  event_start: isoDateTime,
  event_end: isoDateTime.nullable(),
  all_day: z.boolean(),
  category: z.string().nullable(),
  /** The language of title and description, and how they came to be in it (issue 28). */
  translation: eventTranslationNote,
});
export type CalendarEventRecord = z.infer<typeof calendarEventRecord>;

const calendarDate = z.iso.date('Dates are written YYYY-MM-DD.');

/**
 * Events overlapping [from, to] (YYYY-MM-DD, local days, both included), at most
 * CALENDAR_RANGE_MAX_DAYS days; a side left out is bounded by `calendarRange`.
 */
export const calendarQuery = z
  .strictObject({ from: calendarDate.optional(), to: calendarDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: POST_FILTER_MESSAGES.invalid, path: ['to'] })
  .refine((query) => !query.from || !query.to || calendarDays(query.from, query.to) <= CALENDAR_RANGE_MAX_DAYS, {
    message: API_MESSAGES.calendarRangeTooLong(CALENDAR_RANGE_MAX_DAYS),
    path: ['to'],
  });
export type CalendarQuery = z.infer<typeof calendarQuery>;

/** `calendar/:id` and `calendar/:id/ics`: the event's EVENT_ID. */
export const calendarEventIdParam = uidSchema;

/** The personal calendar feed: an ICS URL with a secret token the person can revoke. */
export const calendarFeedRecord = z.strictObject({ url: z.url(), created_at: isoDateTime });
export type CalendarFeedRecord = z.infer<typeof calendarFeedRecord>;

/** The secret of a feed URL (`calendar/feed/<token>.ics`): 32 bytes, base64url. */
export const calendarFeedToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid calendar feed.');

import { z } from 'zod';
import { LEARNING_VIRTUES_GOALS_MESSAGES } from '../admin-messages.ts';
import { isoDateTime, uidSchema } from './common.ts';

/**
 * Admin spec 9: years 2021 to 2024. The list runs on to the current year instead (the issue
 * extends it), so the year select never lacks the year the school is in.
 */
export const LEARNING_VIRTUES_GOALS_FIRST_YEAR = 2021;
export const LEARNING_VIRTUES_GOALS_TERMS = [1, 2, 3, 4] as const;
/** Admin spec 9: student years 7 to 12, and 13 for an individual student. */
export const LEARNING_VIRTUES_GOALS_STUDENT_YEARS = [7, 8, 9, 10, 11, 12] as const;
export const LEARNING_VIRTUES_GOALS_INDIVIDUAL = 13;
/** Admin spec 9: the request list refreshes every 5 seconds. */
export const LEARNING_VIRTUES_GOALS_REFRESH_MS = 5_000;

/** The years offered, oldest first: 2021 through `currentYear`. */
export function learningVirtuesGoalsYears(currentYear: number): number[] {
  return Array.from({ length: Math.max(currentYear - LEARNING_VIRTUES_GOALS_FIRST_YEAR + 1, 1) }, (_, index) => LEARNING_VIRTUES_GOALS_FIRST_YEAR + index);
}

/**
 * Admin spec 5: the year label of a request (its `form_run`). The spec leaves its exact spacing
 * out; ours is 'Year 9', and 'Individual Student' for year 13.
 */
export function learningVirtuesGoalsYearLabel(year: number): string {
  return year === LEARNING_VIRTUES_GOALS_INDIVIDUAL ? 'Individual Student' : `Year ${year}`;
}

/** The Students select's option for a year: 'All Year 9 Students', or 'Individual Student'. */
export function learningVirtuesGoalsStudentsLabel(year: number): string {
  return year === LEARNING_VIRTUES_GOALS_INDIVIDUAL ? 'Individual Student' : `All Year ${year} Students`;
}

const wholeNumber = (message: string) =>
  z.union([z.number(), z.string().trim().regex(/^\d+$/, message).transform(Number)], { error: message }).pipe(z.number({ error: message }).int(message));

/**
 * Admin spec 7 "Learning virtues PDF": POST with query selected_year, semester (the term, 1-4),
 * year (7-12, or 13 with `username` for one student). `now` bounds the year list.
 */
export function learningVirtuesGoalsQuery(now: () => Date = () => new Date()) {
  return z
    .strictObject({
      selected_year: wholeNumber(LEARNING_VIRTUES_GOALS_MESSAGES.year(now().getFullYear())).refine((year) => year >= LEARNING_VIRTUES_GOALS_FIRST_YEAR && year <= now().getFullYear(), {
        error: () => LEARNING_VIRTUES_GOALS_MESSAGES.year(now().getFullYear()),
      }),
      semester: wholeNumber(LEARNING_VIRTUES_GOALS_MESSAGES.term).refine((term) => term >= 1 && term <= 4, LEARNING_VIRTUES_GOALS_MESSAGES.term),
      year: wholeNumber(LEARNING_VIRTUES_GOALS_MESSAGES.studentYear).refine((year) => year >= 7 && year <= LEARNING_VIRTUES_GOALS_INDIVIDUAL, LEARNING_VIRTUES_GOALS_MESSAGES.studentYear),
      username: z.string().trim().max(100, LEARNING_VIRTUES_GOALS_MESSAGES.username).optional(),
    })
    .superRefine((query, ctx) => {
      const username = query.username ?? '';
      if (query.year === LEARNING_VIRTUES_GOALS_INDIVIDUAL && !/^[\w.@-]+$/.test(username)) {
        ctx.addIssue({ code: 'custom', path: ['username'], message: LEARNING_VIRTUES_GOALS_MESSAGES.username });
      }
      if (query.year !== LEARNING_VIRTUES_GOALS_INDIVIDUAL && username !== '') {
        ctx.addIssue({ code: 'custom', path: ['username'], message: LEARNING_VIRTUES_GOALS_MESSAGES.usernameOnlyForIndividual });
      }
    })
    .transform(({ username, ...query }) => (query.year === LEARNING_VIRTUES_GOALS_INDIVIDUAL ? { ...query, username: username ?? '' } : query));
}
export type LearningVirtuesGoalsQuery = z.input<ReturnType<typeof learningVirtuesGoalsQuery>>;

export const QUEUE_STATUSES = ['Pending', 'Complete'] as const;

/** Admin spec 3 "Queue statistics record", with the student of an individual request and the progress (n of m PDFs). */
export const queueStatisticsRecord = z.strictObject({
  queuestatisticsUid: z.string(),
  created_at: isoDateTime,
  created_by: z.string().nullable(),
  /** The year label: 'Year 9', or 'Individual Student'. */
  form_run: z.string(),
  student_username: z.string().nullable(),
  is_error: z.boolean(),
  message: z.string().nullable(),
  queue_status: z.enum(QUEUE_STATUSES),
  updated_at: isoDateTime,
  /** The term, '1' to '4' (the spec's call names it semester). */
  semester: z.string(),
  academic_year: z.string(),
  progress: z.strictObject({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  /** PDFs the request holds now, in its Download Report ZIP. */
  pdf_count: z.number().int().min(0),
});
export type QueueStatisticsRecord = z.infer<typeof queueStatisticsRecord>;

/** The answer to a new request: the spec's message (admin spec 8) and the request as queued. */
export const learningVirtuesGoalsStarted = z.strictObject({
  message: z.literal(LEARNING_VIRTUES_GOALS_MESSAGES.requested),
  queuestatistics: queueStatisticsRecord,
});

/** The list is paged, newest first; X-Total-Count tells how many there are. */
export const queueStatisticsListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

/** `GET queuestatistics/{id}/?generate_zip_signed_url=yes` answers a short-lived link to the request's PDFs as one ZIP. */
export const queueStatisticsOneQuery = z.strictObject({
  generate_zip_signed_url: z.enum(['yes', 'no']).optional(),
});

/** Admin spec 7: remove queue, POST with query queuestatisticsUid. */
export const queueStatisticsRemoveQuery = z.strictObject({
  queuestatisticsUid: uidSchema,
});

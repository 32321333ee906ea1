import { z } from 'zod';
import { uidSchema } from './common.ts';
import { ADMIN_PAGE_SIZE_DEFAULT, ADMIN_PAGE_SIZE_MAX } from '../rules/admin-posts-list.ts';
import {
  DEFAULT_EMAIL_LOG_SORT,
  DEFAULT_EMAIL_LOG_TYPE,
  EMAIL_LOG_EXPORT_FORMATS,
  EMAIL_LOG_SORT_FIELDS,
  EMAIL_LOG_TYPES,
  SORT_ORDERS,
  emailLogsDateIssues,
  type EmailLogsDates,
} from '../rules/email-logs.ts';

// Admin only (the Email Logs tab), like the records in email-statistic.ts.

export const emailLogTypeSchema = z.enum(EMAIL_LOG_TYPES);

const emailStatisticsFilterShape = {
  /** Sent Date From and To (admin spec 7), local days, both included. */
  start_date: z.string().max(10).optional(),
  end_date: z.string().max(10).optional(),
  types: emailLogTypeSchema.default(DEFAULT_EMAIL_LOG_TYPE),
  /** Part of the address, any case. */
  email: z.string().trim().max(254).optional(),
  /** A post's id: the messages that carried it. */
  postUid: uidSchema.optional(),
};

function checkDates(filter: EmailLogsDates, ctx: z.RefinementCtx) {
  for (const issue of emailLogsDateIssues(filter)) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** The Email Logs filter (admin spec 5). */
export const emailStatisticsFilter = z.strictObject(emailStatisticsFilterShape).superRefine(checkDates);
export type EmailStatisticsFilter = z.input<typeof emailStatisticsFilter>;

/** GET emailstatistics: the filter, one page in one order, or with `format` every row as a file. */
export const emailStatisticsQuery = z
  .strictObject({
    ...emailStatisticsFilterShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    page_size: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(ADMIN_PAGE_SIZE_DEFAULT),
    sort: z.enum(EMAIL_LOG_SORT_FIELDS).default(DEFAULT_EMAIL_LOG_SORT.sort),
    order: z.enum(SORT_ORDERS).default(DEFAULT_EMAIL_LOG_SORT.order),
    /** email-logs.csv, .xlsx or .pdf: every row of the filter, in the asked order. */
    format: z.enum(EMAIL_LOG_EXPORT_FORMATS).optional(),
  })
  .superRefine(checkDates);
export type EmailStatisticsQuery = z.infer<typeof emailStatisticsQuery>;

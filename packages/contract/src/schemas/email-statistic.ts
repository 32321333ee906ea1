import { z } from 'zod';
import { isoDateTime, uidSchema } from './common.ts';
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

// Admin only (the Email Logs tab): apart from the reader's schemas so that the reader bundle leaves it out.

const text = z.string().nullable();
const moment = isoDateTime.nullable();

/** Admin spec 3 "Email statistics record": one message and the SES events it has had, in the legacy names. */
export const emailStatisticRecord = z.strictObject({
  emailstatisticsUid: z.string(),
  SESDestinationAddress: text,
  intended_recipient: text,
  SnsPublishTime: moment,
  SESSendTime: moment,
  type: z.string(),
  postsUid: z.array(z.string()),
  Delivery: z.strictObject({ SESDeliverTime: moment }),
  Open: z.strictObject({ SESOpenTime: moment }),
  Click: z.strictObject({ SESClickTime: moment }),
  user_id: text,
  user_name: text,
  subject: text,
  student_id: text,
  student_name: text,
  /** The day of the absence, YYYY-MM-DD. */
  absence_date: text,
  reason: text,
});
export type EmailStatisticRecord = z.infer<typeof emailStatisticRecord>;

const count = z.number().int().nonnegative();

/** Admin spec 3 "Summary": messages of the whole filter (every page) that were sent, delivered, opened, clicked, bounced, complained of. */
export const emailStatisticsSummary = z.strictObject({
  sent_count: count,
  delivery_count: count,
  open_count: count,
  click_count: count,
  bounce_count: count,
  complaint_count: count,
});
export type EmailStatisticsSummary = z.infer<typeof emailStatisticsSummary>;

/** GET emailstatistics: the page's rows and the summary of the whole filter (X-Total-Count says how many rows match). */
export const emailStatisticsAnswer = z.strictObject({
  statistics: z.array(emailStatisticRecord),
  summary: emailStatisticsSummary,
});
export type EmailStatisticsAnswer = z.infer<typeof emailStatisticsAnswer>;

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

/**
 * A row as the email-sends plugin's statistics route answers it (`GET /api/email-sends/statistics`,
 * the attributes' own names; moments in ISO 8601): the plugin writes it, the BFF's presenter reads it.
 */
export type EmailStatisticCmsRow = {
  documentId: string;
  SESDestinationAddress: string | null;
  intended_recipient: string | null;
  SnsPublishTime: string | null;
  SESSendTime: string | null;
  type: string;
  post_document_ids: string[];
  SESDeliverTime: string | null;
  SESOpenTime: string | null;
  SESClickTime: string | null;
  user_id: string | null;
  user_name: string | null;
  subject: string | null;
  student_id: string | null;
  student_name: string | null;
  absence_date: string | null;
  reason: string | null;
};

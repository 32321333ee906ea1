import { z } from 'zod';
import { isoDateTime } from './common.ts';

// Admin only (the Email Logs tab): apart from the reader's schemas so that the reader bundle leaves it out.
// The records alone: the Email Logs' rules (rules/email-logs.ts) read them, and the query that
// uses those rules is in email-statistics-query.ts, so that neither file imports the other.

const text = z.string().nullable();
const moment = isoDateTime.nullable();

/** The message: who it went to, when, and of what type; the same names in the CMS's row and the record. */
const messageFields = {
  SESDestinationAddress: text,
  intended_recipient: text,
  SnsPublishTime: moment,
  SESSendTime: moment,
  type: z.string(),
};

/** Absence, note and psychology request emails: who wrote and about which student (null for post emails). */
const authorAndStudentFields = {
  user_id: text,
  user_name: text,
  subject: text,
  student_id: text,
  student_name: text,
  /** The day of the absence, YYYY-MM-DD. */
  absence_date: text,
  reason: text,
};

/** Admin spec 3 "Email statistics record": one message and the SES events it has had, in the legacy names. */
export const emailStatisticRecord = z.strictObject({
  emailstatisticsUid: z.string(),
  ...messageFields,
  postsUid: z.array(z.string()),
  Delivery: z.strictObject({ SESDeliverTime: moment }),
  Open: z.strictObject({ SESOpenTime: moment }),
  Click: z.strictObject({ SESClickTime: moment }),
  ...authorAndStudentFields,
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

/**
 * A row as the email-sends plugin's statistics route answers it (`GET /api/email-sends/statistics`,
 * the attributes' own names; moments in ISO 8601): the plugin writes it, the BFF's presenter reads it.
 */
export const emailStatisticCmsRow = z.strictObject({
  documentId: z.string(),
  ...messageFields,
  post_document_ids: z.array(z.string()),
  SESDeliverTime: moment,
  SESOpenTime: moment,
  SESClickTime: moment,
  ...authorAndStudentFields,
});
export type EmailStatisticCmsRow = z.infer<typeof emailStatisticCmsRow>;

/** The plugin's answer: one page of rows, with how many match and the summary of the whole filter (both null when asked for the rows only). */
export const emailStatisticsCmsAnswer = z.strictObject({
  rows: z.array(emailStatisticCmsRow),
  total: count.nullable(),
  summary: emailStatisticsSummary.nullable(),
});
export type EmailStatisticsCmsAnswer = z.infer<typeof emailStatisticsCmsAnswer>;

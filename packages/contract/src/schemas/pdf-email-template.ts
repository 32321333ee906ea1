import { z } from 'zod';
import { CONNECTIONS_PDF_MESSAGES as M } from '../admin-messages.ts';
import { isEmailAddress } from '../rules/email-address.ts';
import { isoDateTime, uidSchema } from './common.ts';
import { campusSchema } from './user.ts';

// Admin only (the Subscribed tab): apart from the reader's schemas so that the reader bundle leaves it out.

/** Admin spec 3: the Send To value that means every subscriber of the campus. */
export const ALL_SUBSCRIBERS = 'all_subscribers';
export const ALL_SUBSCRIBERS_OPTION = { value: ALL_SUBSCRIBERS, label: 'All' } as const;

export const sendToOption = z.strictObject({ value: z.string(), label: z.string() });
export type SendToOption = z.infer<typeof sendToOption>;

/** Admin spec 3 "Connections PDF email template": the campus's one template (schoolUid: the campus it belongs to). */
export const pdfEmailTemplateRecord = z.strictObject({
  connection_pdf_emailtextUid: z.string(),
  schoolUid: campusSchema,
  subject: z.string(),
  email_html: z.string(),
  send_to: z.array(sendToOption),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type PdfEmailTemplateRecord = z.infer<typeof pdfEmailTemplateRecord>;

/** The words of rich text, without its markup: an editor left empty still holds `<p><br></p>`. */
export const richTextHasWords = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim().length > 0;

const option = sendToOption.refine(({ value }) => value === ALL_SUBSCRIBERS || isEmailAddress(value), M.sendTo);

/**
 * Admin spec 5: Send To, each an email address or All. All replaces any other choice; addresses
 * are kept lower-cased (as subscribers are), each once.
 */
const sendToList = (emptyMessage: string) =>
  z
    .array(option)
    .max(5000)
    .refine((list) => list.length > 0, emptyMessage)
    .transform((list): SendToOption[] => {
      if (list.some(({ value }) => value === ALL_SUBSCRIBERS)) return [ALL_SUBSCRIBERS_OPTION];
      const seen = new Set<string>();
      return list.flatMap(({ value, label }) => {
        const email = value.trim().toLowerCase();
        if (seen.has(email)) return [];
        seen.add(email);
        return [{ value: email, label: label || email }];
      });
    });

const subject = z.string().trim().min(1, M.subject).max(500);
const emailHtml = z.string().max(500_000).refine(richTextHasWords, M.emailText);

/** Admin spec 5 "PDF email template": the form and POST connectionpdfemailtext/. */
export const pdfEmailTemplateFields = z.strictObject({
  send_to: sendToList(M.sendTo),
  subject,
  email_html: emailHtml,
});
export type PdfEmailTemplateWrite = z.output<typeof pdfEmailTemplateFields>;

/** Admin spec 7 "Send PDF email": POST send-connections-pdf-email/, with the template as it stands on the screen. */
export const sendConnectionsPdfEmailInput = z.strictObject({
  send_to: sendToList(M.noRecipients),
  subject,
  email_html: emailHtml,
  connections_pdfUid: uidSchema,
  /** Shown by the legacy screen; the email names the title stored with the PDF. */
  connections_pdf_title: z.string().max(500).optional(),
  connection_pdf_emailtextUid: uidSchema.nullable().optional(),
});
export type SendConnectionsPdfEmail = z.output<typeof sendConnectionsPdfEmailInput>;

/** What the send answers: the spec's success text and the PDF, now emailed. */
export const connectionsPdfEmailSentRecord = z.strictObject({
  message: z.literal(M.sent),
  connections_pdfUid: z.string(),
  emailed: z.literal(true),
});

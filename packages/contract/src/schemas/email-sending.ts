import { z } from 'zod';
import { EMAIL_SENDING_MESSAGES as M } from '../admin-messages.ts';
import { isEmailAddress } from '../rules/email-address.ts';
import { commaList, isoDateTime } from './common.ts';
import { EMAIL_LIST_MAX } from './weekly-email-text.ts';

// Admin only (the Email tab): apart from the reader's schemas so that the reader bundle leaves it out.

/** Admin spec 7 "Send emails": the three sends. */
export const EMAIL_SENDING_TYPES = ['Weekly', 'Daily', 'Principal'] as const;
export type EmailSendingType = (typeof EMAIL_SENDING_TYPES)[number];

/** The email type each send is logged under (admin spec 9's email log types). */
export const EMAIL_SENDING_KINDS = { Weekly: 'DIGEST', Daily: 'DAILYEMAIL', Principal: 'PRINCIPAL' } as const satisfies Record<EmailSendingType, string>;

/** A send moves Queued → Sending → Sent, or Failed when its job gives up (the spec shows no statuses: ours). */
export const SEND_STATUSES = ['Queued', 'Sending', 'Sent', 'Failed'] as const;

const address = z
  .string()
  .trim()
  .refine(isEmailAddress, M.exceptForInvalid)
  .transform((email) => email.toLowerCase());

/**
 * Admin spec 7 "Send emails": `type`, `recipient` and `email_testing` true when testing, and the
 * `except_for` list. Whether `recipient` is one of the campus's saved test addresses is checked
 * by the server against the stored record.
 */
export const emailSendingInput = z
  .strictObject({
    type: z.enum(EMAIL_SENDING_TYPES, M.type),
    email_testing: z.boolean().optional().default(false),
    recipient: z.string().trim().max(254).optional(),
    except_for: z.array(address).max(EMAIL_LIST_MAX).optional().default([]),
  })
  .superRefine((input, ctx) => {
    if (input.email_testing && !input.recipient) ctx.addIssue({ code: 'custom', path: ['recipient'], message: M.recipientRequired });
  })
  .transform((input) => ({
    ...input,
    recipient: input.email_testing ? input.recipient!.toLowerCase() : undefined,
    except_for: [...new Set(input.except_for)],
  }));
export type EmailSendingInput = z.output<typeof emailSendingInput>;

/**
 * GET send-emails/recipient-count: how many people a send of `type` to the whole campus would
 * reach if it were started now (Testing Off). `except_for` holds, comma separated, the addresses
 * typed into the exclusion list but not saved yet; the server adds the saved list, as it does
 * for the send itself.
 */
export const emailSendRecipientCountQuery = z.strictObject({
  type: z.enum(EMAIL_SENDING_TYPES, M.type),
  // No limit of its own: a query string is bounded by the server's header size (16 KiB in Node).
  except_for: commaList(address).optional(),
});
export type EmailSendRecipientCountQuery = z.input<typeof emailSendRecipientCountQuery>;

/** The answer: the send asked about and how many people it would reach (0: no live post of it, or no one it is for). */
export const emailSendRecipientCount = z.strictObject({
  type: z.enum(EMAIL_SENDING_TYPES),
  recipients: z.number().int().nonnegative(),
});
export type EmailSendRecipientCount = z.infer<typeof emailSendRecipientCount>;

/** One send and its progress: `sent` of `total` so far. */
export const emailSendRecord = z.strictObject({
  emailsendUid: z.string(),
  type: z.enum(EMAIL_SENDING_TYPES),
  email_testing: z.boolean(),
  recipient: z.string().nullable(),
  status: z.enum(SEND_STATUSES),
  total: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  skipped: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
  post_ids: z.array(z.string()),
  error: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  users_username: z.string().nullable(),
});
export type EmailSendRecord = z.infer<typeof emailSendRecord>;

export const emailSendListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});

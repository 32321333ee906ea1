import { z } from 'zod';
import { WEEKLY_EMAIL_TEXT_MESSAGES as M } from '../admin-messages.ts';
import { emailListEntries, isEmailAddress } from '../rules/email-address.ts';
import { creatorFields, isoDateTime } from './common.ts';

// Admin only (the Email tab): apart from the reader's schemas so that the reader bundle leaves it out.

/** Admin spec 3 "Weekly email text": the campus's one record of digest settings. */
export const weeklyEmailTextRecord = z.strictObject({
  weeklyemailtextUid: z.string(),
  email_text: z.string(),
  except_emails: z.string(),
  except_emails_list: z.array(z.string()),
  test_emails_list: z.array(z.string()),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...creatorFields,
});
export type WeeklyEmailTextRecord = z.infer<typeof weeklyEmailTextRecord>;

/** The most addresses one exclusion list or test list holds. */
export const EMAIL_LIST_MAX = 2000;

/** Admin spec 5 "Weekly blurb". */
export const weeklyBlurb = z.string().trim().min(1, M.blurb).max(10_000);

/**
 * Admin spec 5 "Exclusion list": the text as typed, checked entry by entry. Its parsed list
 * (`except_emails_list`, lower-cased, each address once) is made from it, never sent apart.
 */
export const exclusionList = z
  .string()
  .max(200_000)
  .superRefine((text, ctx) => {
    const entries = emailListEntries(text);
    if (entries.length === 0) ctx.addIssue({ code: 'custom', message: M.exclusionList });
    else if (!entries.every(isEmailAddress) || entries.length > EMAIL_LIST_MAX) ctx.addIssue({ code: 'custom', message: M.exclusionListInvalid });
  });

/** The parsed exclusion list the senders read. */
export const exclusionListOf = (text: string): string[] => [...new Set(emailListEntries(text).map((entry) => entry.toLowerCase()))];

/** Admin spec 5 "Test address": the add-an-address field. */
export const testAddress = z
  .string()
  .trim()
  .min(1, M.testAddress)
  .refine(isEmailAddress, M.testAddressInvalid)
  .transform((email) => email.toLowerCase());

const testAddresses = z
  .array(testAddress)
  .max(50)
  .transform((list) => [...new Set(list)]);

const atLeastOne = (data: object) => Object.values(data).some((value) => value !== undefined);

/** POST weeklyemailtext: the campus's first save (the blurb or the list; test addresses need a record, spec 5). */
export const weeklyEmailTextCreateInput = z.object({
  data: z
    .strictObject({
      email_text: weeklyBlurb.optional(),
      except_emails: exclusionList.optional(),
      test_emails_list: z.array(z.string()).refine((list) => list.length === 0, M.testAddressNeedsRecord).optional(),
    })
    .refine(({ email_text, except_emails }) => atLeastOne({ email_text, except_emails }), M.nothingToSave)
    .transform(({ email_text, except_emails }) => ({ email_text, except_emails })),
});

/** PUT weeklyemailtext/{weeklyemailtextUid}: any of the three parts, each saved on its own button. */
export const weeklyEmailTextUpdateInput = z.object({
  data: z
    .strictObject({ email_text: weeklyBlurb.optional(), except_emails: exclusionList.optional(), test_emails_list: testAddresses.optional() })
    .refine(atLeastOne, M.nothingToSave),
});
export type WeeklyEmailTextUpdate = z.output<typeof weeklyEmailTextUpdateInput>['data'];

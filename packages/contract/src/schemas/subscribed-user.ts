import { z } from 'zod';
import { SUBSCRIBER_MESSAGES } from '../admin-messages.ts';
import { isEmailAddress } from '../rules/email-address.ts';
import { creatorFields, isoDateTime } from './common.ts';

// Admin only (the Subscribed tab): apart from the reader's schemas so that the reader bundle leaves it out.

/** Admin spec 3 "Subscribed user": someone outside the portal who receives the Connections PDF. */
export const subscribedUserRecord = z.strictObject({
  subscribedusersUid: z.string(),
  name: z.string(),
  email: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
  ...creatorFields,
});
export type SubscribedUserRecord = z.infer<typeof subscribedUserRecord>;

/**
 * Admin spec 5 "Subscriber": the form and the write body. The address is kept lower-cased, so
 * that one person is one subscriber whatever the case they were typed in.
 */
export const subscribedUserFields = z.strictObject({
  name: z.string().trim().min(1, SUBSCRIBER_MESSAGES.name).max(200),
  email: z
    .string()
    .trim()
    .min(1, SUBSCRIBER_MESSAGES.email)
    .max(254, SUBSCRIBER_MESSAGES.validEmail)
    .refine(isEmailAddress, SUBSCRIBER_MESSAGES.validEmail)
    .transform((email) => email.toLowerCase()),
});
export type SubscribedUserWrite = z.output<typeof subscribedUserFields>;

export const subscribedUserWriteInput = z.object({ data: subscribedUserFields });

/** GET subscribedusers: name and email filters (any part, any case); `page` asks for one page with X-Total-Count. */
export const subscribedUsersQuery = z.strictObject({
  name: z.string().trim().max(200).optional(),
  email: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().min(1).max(100).optional(),
});
export type SubscribedUsersQuery = z.infer<typeof subscribedUsersQuery>;

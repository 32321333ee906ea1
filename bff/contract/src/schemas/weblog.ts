import { z } from 'zod';
import { isoDateTime } from './common.ts';

/**
 * A page visit as the PWA reports it. Browser, OS, country, time and the user's names are
 * decided by the server (from the user agent, the IP and the token), never taken from here.
 */
export const weblogInput = z.object({
  data: z.strictObject({
    pageId: z.string().min(1).max(200),
    title: z.string().min(1).max(300),
    pageType: z.string().min(1).max(60),
    /** Client-generated id, so a replayed visit is stored once. */
    clientVisitId: z.uuid().optional(),
  }),
});
export type WeblogInput = z.infer<typeof weblogInput>;

export const weblogRecord = z.strictObject({
  weblogsUid: z.string(),
  pageId: z.string(),
  title: z.string(),
  pageType: z.string(),
  browserName: z.string(),
  osName: z.string(),
  country_name: z.string(),
  visited_at: isoDateTime,
  users_userid: z.string(),
  users_username: z.string(),
  users_firstname: z.string(),
  users_lastname: z.string(),
});
export type WeblogRecord = z.infer<typeof weblogRecord>;

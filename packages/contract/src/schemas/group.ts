import { z } from 'zod';

export const groupRecord = z.strictObject({
  groupUid: z.string(),
  groupname: z.string(),
  grouptype: z.string().nullable(),
});
export type GroupRecord = z.infer<typeof groupRecord>;

export const groupsQuery = z.strictObject({ grouptype: z.string().max(100).optional() });

import type { CmsRecord } from '@portal/cms/types';

// Only the ids of related records are needed: one small field each keeps the answer lean.
const idOnly = { fields: ['documentId'] } as const;

/** How read marks are read: whose mark it is and of which post, by id. */
export const READ_POST_POPULATE = { portal_user: idOnly, post: idOnly } as const;

/** A person's mark that they have read a post (the post null once it is deleted). */
export type ReadPost = CmsRecord<'api::read-post.read-post', typeof READ_POST_POPULATE>;

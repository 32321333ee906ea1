import type { AudienceKind } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';

/** The relations every post is read with: its category and its groups (the audience). */
export const POST_POPULATE = { postcategory: true, groups: true } as const;

/** A post as the CMS answers it with POST_POPULATE; its audience kinds are a JSON list. */
export type Post = CmsRecord<'api::post.post', typeof POST_POPULATE, { user_types: AudienceKind[] }>;

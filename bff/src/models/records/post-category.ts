import type { CmsRecord } from '@portal/cms/types';

/** A category of posts, the reader's filter (the same for every campus). */
export type PostCategory = CmsRecord<'api::post-category.post-category'>;

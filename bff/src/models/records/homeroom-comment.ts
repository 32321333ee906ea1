import type { CmsRecord } from '@portal/cms/types';

/** The homeroom teacher's comment on a student for a semester. */
export type HomeroomComment = CmsRecord<'api::homeroom-comment.homeroom-comment'>;

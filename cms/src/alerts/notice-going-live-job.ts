import type { Core } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, isLive, type Campus } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { queueAlert } from './queue-alert';

const POST = 'api::post.post';

export interface NoticeGoingLivePayload {
  /** The notice (its documentId). */
  postId: string;
  /** Its publish start when the job was queued: a job whose start was moved since does nothing (the new start has its own). */
  start: string;
}

type NoticeRow = {
  documentId: string;
  type: string;
  campus: Campus | null;
  published: boolean | null;
  publish_start: string | null;
  publish_end: string | null;
};

/**
 * Runs at a notice's publish start (queued with that delay when it was saved) and alerts its
 * audience if it is live then, as saved then: a notice unpublished, deleted or moved in the
 * meantime alerts nobody now. Once per notice and start (the alert's occasion).
 */
export const noticeGoingLiveJob: JobKind<NoticeGoingLivePayload> = {
  name: 'notice-going-live',
  maxAttempts: 5,

  async run({ postId, start }, { strapi }: { strapi: Core.Strapi }) {
    const post = (await strapi.db.query(POST).findOne({
      where: { documentId: postId, locale: DEFAULT_LANGUAGE },
      select: ['documentId', 'type', 'campus', 'published', 'publish_start', 'publish_end'],
    })) as NoticeRow | null;
    if (!post || post.type !== 'notice' || (post.publish_start ?? '') !== start || !isLive(post as never)) return;
    await queueAlert(strapi, {
      occasion: `notice:${postId}:${start}`,
      kind: 'notice',
      campus: post.campus,
      subjectId: postId,
      message: null,
    });
  },
};

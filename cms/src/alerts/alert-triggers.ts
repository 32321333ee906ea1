import type { Core } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, publishWindow, type AlertKind, type Campus } from '@portal/contract';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import { ALERT } from './alert-sending-job';
import { noticeGoingLiveJob } from './notice-going-live-job';
import { queueAlert } from './queue-alert';
import { alertSettings } from './settings';

const BROADCAST = 'api::emergency-broadcast.emergency-broadcast';
const POST = 'api::post.post';

const jobsOf = (strapi: Core.Strapi) => strapi.plugin('jobs').service<Jobs>('jobs');

type BroadcastRow = {
  id: number;
  documentId: string;
  status: boolean | null;
  message: string;
  campus: Campus;
  updatedAt: string | Date;
};
type AlertRow = { kind: AlertKind; message: string | null };
type NoticeRow = {
  id: number;
  documentId: string;
  locale: string;
  type: string;
  published: boolean | null;
  publish_start: string | null;
  publish_end: string | null;
};

type LifecycleEvent = {
  model: { uid: string };
  params: { where?: Record<string, unknown> };
  result?: unknown;
  state: Record<string, unknown>;
};

/**
 * What a broadcast's write means to the devices: raised or changed while on is an emergency
 * alert; turned off or deleted after one is the all-clear; anything else (a broadcast saved off,
 * a save that changed nothing) alerts nobody.
 */
async function alertOfBroadcast(strapi: Core.Strapi, broadcast: Omit<BroadcastRow, 'id'>, deleted: boolean): Promise<void> {
  const last = (await strapi.db.query(ALERT).findOne({
    where: { subject_id: broadcast.documentId, kind: { $in: ['emergency', 'all-clear'] } },
    select: ['kind', 'message'],
    orderBy: { id: 'desc' },
  })) as AlertRow | null;
  const on = Boolean(broadcast.status) && !deleted;
  const kind: AlertKind | null = on
    ? last?.kind === 'emergency' && last.message === broadcast.message
      ? null
      : 'emergency'
    : last?.kind === 'emergency'
      ? 'all-clear'
      : null;
  if (!kind) return;
  await queueAlert(strapi, {
    occasion: `broadcast:${broadcast.documentId}:${new Date(broadcast.updatedAt).toISOString()}:${kind}`,
    kind,
    campus: broadcast.campus,
    subjectId: broadcast.documentId,
    message: kind === 'all-clear' && deleted ? (last?.message ?? broadcast.message) : broadcast.message,
  });
}

/**
 * Alerts go out on the writes themselves, whoever makes them (an admin through the BFF, an editor
 * in the Strapi panel, a script): database lifecycles, as the cache events and machine
 * translation hear every write. A notice is alerted when it goes live for its audience: at once
 * when a write makes it live, or by a job waiting for its publish start. Never in the writer's
 * way: an alert that could not be queued is logged and the write goes ahead.
 */
export function queueAlertsOnWrites(strapi: Core.Strapi): void {
  if (!alertSettings(strapi)) {
    strapi.log.info('Alerts are off: set VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT (npm start does in development).');
    return;
  }
  const guarded =
    (what: string, handle: (event: LifecycleEvent) => Promise<void>) =>
    async (event: LifecycleEvent): Promise<void> => {
      try {
        await handle(event);
      } catch (error) {
        strapi.log.error(`The alert of a ${what} was not queued: ${(error as Error).message}`);
      }
    };

  const broadcasts = strapi.db.query(BROADCAST);
  const broadcastFields = ['id', 'documentId', 'status', 'message', 'campus', 'updatedAt'];
  const afterBroadcastWrite = guarded('broadcast', async (event) => {
    const id = (event.result as { id?: number } | null)?.id;
    if (!id) return;
    const broadcast = (await broadcasts.findOne({ where: { id }, select: broadcastFields })) as BroadcastRow | null;
    if (broadcast) await alertOfBroadcast(strapi, broadcast, false);
  });
  const beforeBroadcastDelete = guarded('broadcast', async (event) => {
    event.state.deleted = await broadcasts.findMany({ where: event.params.where ?? {}, select: broadcastFields });
  });
  const afterBroadcastDelete = guarded('broadcast', async (event) => {
    for (const broadcast of (event.state.deleted as BroadcastRow[] | undefined) ?? []) {
      await alertOfBroadcast(strapi, { ...broadcast, updatedAt: new Date() }, true);
    }
  });
  strapi.db.lifecycles.subscribe({
    models: [BROADCAST],
    afterCreate: afterBroadcastWrite,
    afterUpdate: afterBroadcastWrite,
    beforeDelete: beforeBroadcastDelete,
    afterDelete: afterBroadcastDelete,
    beforeDeleteMany: beforeBroadcastDelete,
    afterDeleteMany: afterBroadcastDelete,
  } as never);

  const posts = strapi.db.query(POST);
  const noticeFields = ['id', 'documentId', 'locale', 'type', 'published', 'publish_start', 'publish_end'];
  const isLiveNotice = (post: NoticeRow, at: number) => {
    const window = post.type === 'notice' && post.locale === DEFAULT_LANGUAGE ? publishWindow(post as never) : null;
    return window !== null && window.start <= at && at <= window.end;
  };
  const beforeNoticeUpdate = guarded('notice', async (event) => {
    const now = Date.now();
    const before = (await posts.findMany({ where: event.params.where ?? {}, select: noticeFields })) as NoticeRow[];
    event.state.liveBefore = new Set(before.filter((post) => isLiveNotice(post, now)).map((post) => post.documentId));
  });
  const afterNoticeWrite = guarded('notice', async (event) => {
    const id = (event.result as { id?: number } | null)?.id;
    if (!id) return;
    const post = (await posts.findOne({ where: { id }, select: noticeFields })) as NoticeRow | null;
    if (!post || post.type !== 'notice' || post.locale !== DEFAULT_LANGUAGE) return;
    const window = publishWindow(post as never);
    const now = Date.now();
    if (!window || window.end < now) return;
    // Live before this write too: its readers were alerted when it went live.
    if ((event.state.liveBefore as Set<string> | undefined)?.has(post.documentId)) return;
    const jobs = jobsOf(strapi);
    const start = post.publish_start ?? '';
    await strapi.db.transaction(async ({ trx, onCommit }) => {
      await jobs.enqueue(
        noticeGoingLiveJob,
        { postId: post.documentId, start },
        { dedupeKey: `${noticeGoingLiveJob.name}:${post.documentId}:${start}`, delayMs: Math.max(0, window.start - now), trx },
      );
      onCommit(() => jobs.wake());
    });
  });
  strapi.db.lifecycles.subscribe({
    models: [POST],
    beforeUpdate: beforeNoticeUpdate,
    afterCreate: afterNoticeWrite,
    afterUpdate: afterNoticeWrite,
  } as never);
}

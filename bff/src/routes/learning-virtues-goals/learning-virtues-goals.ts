import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import Router from '@koa/router';
import type { Context } from 'koa';
import { ZipFile } from 'yazl';
import { z } from 'zod';
import {
  LEARNING_VIRTUES_GOALS_MESSAGES,
  learningVirtuesGoalsQuery,
  queueStatisticsListQuery,
  queueStatisticsOneQuery,
  queueStatisticsRemoveQuery,
  uidSchema,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentQueueStatistic, type CmsQueueStatistic } from '../../presenters/queue-statistic.ts';
import { ApiError, badRequest, conflict, notFound } from '../../errors.ts';
import { CmsResponseError, type CmsClient } from '../../cms/cms-client.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { learningVirtuesGoalsZipLink } from './zip-link.ts';
import { answerCmsPage, cmsPagination } from '../paging.ts';

const PAGE_SIZE_DEFAULT = 10;

async function findOfCampus(cms: CmsClient, id: string, campus: string): Promise<CmsQueueStatistic> {
  const record = await cms.findOne<CmsQueueStatistic>('queue-statistics', id);
  // Another campus's request answers as one that does not exist.
  if (record.campus !== campus) throw notFound();
  return record;
}

/** The ZIP's name: what was asked for, so several downloads in one folder are told apart. */
const zipName = (record: CmsQueueStatistic) =>
  `learning-virtues-goals-${record.academic_year}-term-${record.semester}-${(record.student_username || record.form_run || 'request').toLowerCase().replace(/[^a-z0-9]+/g, '-')}.zip`;

/**
 * Admin spec 7 "Learning virtues PDF" and "Queue statistics", administrators only, their own
 * campus: request the goals PDFs of a year group or one student for a year and term (a job in the
 * CMS makes them), list the requests newest first with their progress, read one or a signed link
 * to its PDFs as one ZIP, and remove a Complete one with its PDFs.
 */
export function learningVirtuesGoalsRoutes({ cms, now, config, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);
  const start = { query: learningVirtuesGoalsQuery(() => now()) };
  const list = { query: queueStatisticsListQuery };
  const one = { params: z.object({ id: uidSchema }), query: queueStatisticsOneQuery };
  const remove = { query: queueStatisticsRemoveQuery };

  router.post('/learning-virtues-pdf', limits.writesPerPerson(), requireAdmin(), validate(start), async (ctx) => {
    const admin = ctx.state.user;
    const query = inputOf(ctx, start).query;
    let created: CmsQueueStatistic;
    try {
      created = await cms.post<CmsQueueStatistic>('pdf-queue/learning-goals-pdfs', {
        campus: admin.campus,
        academic_year: query.selected_year,
        term: query.semester,
        year: query.year,
        ...('username' in query ? { username: query.username } : {}),
        created_by_username: admin.username,
        users_userid: admin.documentId,
      });
    } catch (error) {
      // The plugin answers 404 when the individual student is not one of the campus's.
      if (error instanceof ApiError && error.status === 404 && 'username' in query) throw badRequest(LEARNING_VIRTUES_GOALS_MESSAGES.unknownStudent(query.username), { username: LEARNING_VIRTUES_GOALS_MESSAGES.unknownStudent(query.username) });
      throw error;
    }
    ctx.status = 201;
    ctx.body = { message: LEARNING_VIRTUES_GOALS_MESSAGES.requested, queuestatistics: presentQueueStatistic(created) };
  });

  router.get('/queuestatistics', requireAdmin(), validate(list), async (ctx) => {
    const { page = 1, page_size: pageSize = PAGE_SIZE_DEFAULT } = inputOf(ctx, list).query;
    const found = await cms.find<CmsQueueStatistic>('queue-statistics', {
      filters: { campus: { $eq: ctx.state.campus } },
      sort: ['createdAt:desc', 'id:desc'],
      ...cmsPagination({ page, pageSize }),
    });
    ctx.body = answerCmsPage(ctx, { page, pageSize }, found).map(presentQueueStatistic);
  });

  // Before ':id', so that 'remove' is never read as a request's id.
  router.post('/queuestatistics/remove', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const record = await findOfCampus(cms, inputOf(ctx, remove).query.queuestatisticsUid, ctx.state.campus);
    try {
      await cms.remove('pdf-queue/learning-goals-pdfs', record.documentId);
    } catch (error) {
      if (error instanceof CmsResponseError && error.status === 409) throw conflict(LEARNING_VIRTUES_GOALS_MESSAGES.stillPending);
      throw error;
    }
    ctx.body = presentQueueStatistic(record);
  });

  router.get('/queuestatistics/:id', requireAdmin(), validate(one), async (ctx: Context) => {
    const { params, query } = inputOf(ctx, one);
    const record = await findOfCampus(cms, params.id, ctx.state.campus);
    if (query.generate_zip_signed_url !== 'yes') {
      ctx.body = [presentQueueStatistic(record)];
      return;
    }
    if (record.queue_status !== 'Complete') throw conflict(LEARNING_VIRTUES_GOALS_MESSAGES.notComplete);
    if (!record.pdf_files?.length) throw conflict(LEARNING_VIRTUES_GOALS_MESSAGES.noPdfs);
    // JSON, so that the link goes out in the envelope's records and not as a file of text.
    ctx.type = 'json';
    ctx.body = links.make(learningVirtuesGoalsZipLink, config.portalUrls[(ctx.state as SignedInState).campus], ctx.state.campus, { request: record.documentId });
  });

  return router;
}

/**
 * Public (no token): the PDFs of a request as one ZIP, behind a signed link that
 * `GET queuestatistics/{id}/?generate_zip_signed_url=yes` gave an administrator. The ZIP is
 * streamed as it is built, one PDF read from storage at a time (yazl), so a year group of a
 * few hundred students is never held in memory. An expired or altered link is refused with 403.
 */
export function learningVirtuesGoalsZipRoutes({ cms, now, config, limits }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  const download = { query: learningVirtuesGoalsZipLink.query };
  router.get(learningVirtuesGoalsZipLink.path, limits.publicPerIp('learning-virtues-zip-link'), validate(download), async (ctx) => {
    const link = links.verify(learningVirtuesGoalsZipLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    const record = await findOfCampus(cms, link.request, link.campus);
    const files = record.pdf_files ?? [];
    if (record.queue_status !== 'Complete' || files.length === 0) throw notFound();

    const zip = new ZipFile();
    for (const file of files) {
      zip.addReadStreamLazy(file, { compress: false }, (callback) => {
        cms.privateFile(file).then(
          (answer) => (answer.ok && answer.body ? callback(null, Readable.fromWeb(answer.body as ReadableStream)) : callback(new Error(`${file}: storage answered ${answer.status}`), undefined as never)),
          (error: unknown) => callback(error as Error, undefined as never),
        );
      });
    }
    zip.end();
    // Too late for an error answer once bytes are on their way: the download is cut short instead.
    zip.on('error', (error: Error) => {
      console.error(`Learning Virtues ZIP of request ${record.documentId} cut short: ${error.message}`);
      (zip.outputStream as Readable).destroy(error);
    });
    ctx.type = 'application/zip';
    ctx.attachment(zipName(record));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = zip.outputStream as Readable;
  });
  return router;
}

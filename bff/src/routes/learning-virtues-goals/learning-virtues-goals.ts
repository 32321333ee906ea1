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
import { presentLearningVirtuesGoalsRequest } from '../../presenters/learning-virtues-goals-request.ts';
import { conflict } from '../../errors.ts';
import type { LearningVirtuesGoalsRequest } from '../../models/learning-virtues-goals-requests.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { learningVirtuesGoalsZipLink } from './zip-link.ts';
import { mountCampusJobList } from '../campus-job-list.ts';

/** The ZIP's name: what was asked for, so several downloads in one folder are told apart. */
const zipName = (record: LearningVirtuesGoalsRequest) =>
  `learning-virtues-goals-${record.academic_year}-term-${record.semester}-${(record.student_username || record.form_run || 'request').toLowerCase().replace(/[^a-z0-9]+/g, '-')}.zip`;

/**
 * Admin spec 7 "Learning virtues PDF" and "Queue statistics", administrators only, their own
 * campus: request the goals PDFs of a year group or one student for a year and term (a job in the
 * CMS makes them), list the requests newest first with their progress, read one or a signed link
 * to its PDFs as one ZIP, and remove a Complete one with its PDFs.
 */
export function learningVirtuesGoalsRoutes({ now, config, limits, models }: RouteDeps) {
  const requests = models.learningVirtuesGoalsRequests;
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);
  const start = { query: learningVirtuesGoalsQuery(() => now()) };
  const one = { params: z.object({ id: uidSchema }), query: queueStatisticsOneQuery };
  const remove = { query: queueStatisticsRemoveQuery };

  router.post('/learning-virtues-pdf', limits.writesPerPerson(), requireAdmin(), validate(start), async (ctx) => {
    const created = await requests.request(ctx.state.user, inputOf(ctx, start).query);
    ctx.status = 201;
    ctx.body = { message: LEARNING_VIRTUES_GOALS_MESSAGES.requested, queuestatistics: presentLearningVirtuesGoalsRequest(created) };
  });

  mountCampusJobList(router, { path: '/queuestatistics', query: queueStatisticsListQuery, model: requests, present: presentLearningVirtuesGoalsRequest });

  // Before ':id', so that 'remove' is never read as a request's id.
  router.post('/queuestatistics/remove', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const record = await requests.findAdministered(ctx.state.user, inputOf(ctx, remove).query.queuestatisticsUid);
    await requests.remove(ctx.state.user, record);
    ctx.body = presentLearningVirtuesGoalsRequest(record);
  });

  router.get('/queuestatistics/:id', requireAdmin(), validate(one), async (ctx: Context) => {
    const { params, query } = inputOf(ctx, one);
    const record = await requests.findAdministered((ctx.state as SignedInState).user, params.id);
    if (query.generate_zip_signed_url !== 'yes') {
      ctx.body = [presentLearningVirtuesGoalsRequest(record)];
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
export function learningVirtuesGoalsZipRoutes({ now, config, limits, models, log }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  const download = { query: learningVirtuesGoalsZipLink.query };
  router.get(learningVirtuesGoalsZipLink.path, limits.publicPerIp('learning-virtues-zip-link'), validate(download), async (ctx) => {
    const link = links.verify(learningVirtuesGoalsZipLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    const record = await models.learningVirtuesGoalsRequests.findDownloadable(link.request, link.campus);
    const files = record.pdf_files;

    const zip = new ZipFile();
    for (const file of files) {
      zip.addReadStreamLazy(file, { compress: false }, (callback) => {
        models.learningVirtuesGoalsRequests.pdf(file).then(
          (answer) => (answer.ok && answer.body ? callback(null, Readable.fromWeb(answer.body as ReadableStream)) : callback(new Error(`${file}: storage answered ${answer.status}`), undefined as never)),
          (error: unknown) => callback(error as Error, undefined as never),
        );
      });
    }
    zip.end();
    // Too late for an error answer once bytes are on their way: the download is cut short instead.
    zip.on('error', (error: Error) => {
      log.error(`Learning Virtues ZIP of request ${record.documentId} cut short: ${error.message}`);
      (zip.outputStream as Readable).destroy(error);
    });
    ctx.type = 'application/zip';
    ctx.attachment(zipName(record));
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = zip.outputStream as Readable;
  });
  return router;
}

import Router from '@koa/router';
import type { Context, Next } from 'koa';
import { z } from 'zod';
import { ADMIN_API_MESSAGES, formatSchoolDate, connectionsPdfListQuery, connectionsPdfOneQuery, connectionsPdfStartInput, uidSchema } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requestBodyOf } from '../../middleware/request-body.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentConnectionsPdf } from '../../presenters/connections-pdf.ts';
import { conflict } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { sendPdfDownload } from '../pdf-download.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { connectionsPdfDownloadLink } from './download-link.ts';
import { mountCampusJobList } from '../campus-job-list.ts';

const one = { params: z.object({ id: uidSchema }), query: connectionsPdfOneQuery };
const start = { body: connectionsPdfStartInput };
const remove = { params: z.object({ id: uidSchema }) };
const download = { query: connectionsPdfDownloadLink.query };

/** The title of an issue started without one: the day it was made, in the school's words. */
const datedTitle = (at: Date, timeZone: string) => `Connections ${formatSchoolDate(at, timeZone)}`;

/**
 * Admin spec 7 "Connections PDF", administrators only: start one (a job in the CMS renders the
 * campus's current issue), list them newest first, read one or a signed link to its file, and
 * delete a Completed or failed one.
 */
export function connectionsPdfRoutes({ models, now, config, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);

  // The spec shows no body for this call: one may be left out, and one that is sent is checked.
  const startInput = (ctx: Context, next: Next) => validate(requestBodyOf(ctx) === undefined ? {} : start)(ctx, next);
  router.post('/connections-pdf', limits.writesPerPerson(), requireAdmin(), startInput, async (ctx) => {
    const admin = ctx.state.user;
    const created = await models.connectionsPdfs.start(admin, inputOf(ctx, start).body?.title ?? datedTitle(now(), config.timeZones[admin.campus]));
    ctx.status = 201;
    ctx.body = presentConnectionsPdf(created);
  });

  mountCampusJobList(router, { path: '/connections-pdf', query: connectionsPdfListQuery, model: models.connectionsPdfs, present: presentConnectionsPdf });

  router.get('/connections-pdf/:id', requireAdmin(), validate(one), async (ctx: Context) => {
    const { params, query } = inputOf(ctx, one);
    const record = await models.connectionsPdfs.findAdministered(ctx.state.user, params.id);
    if (query.generate_pdf_signed_url !== 'yes') {
      ctx.body = [presentConnectionsPdf(record)];
      return;
    }
    if (record.status !== 'Completed' || !record.pdf_file) throw conflict(ADMIN_API_MESSAGES.connectionsPdfNotReady);
    // JSON, so that the link goes out in the envelope's records and not as a file of text.
    ctx.type = 'json';
    ctx.body = links.make(connectionsPdfDownloadLink, config.portalUrls[(ctx.state as SignedInState).campus], ctx.state.campus, { pdf: record.documentId });
  });

  router.delete('/connections-pdf/:id', limits.writesPerPerson(), requireAdmin(), validate(remove), async (ctx) => {
    const record = await models.connectionsPdfs.findAdministered(ctx.state.user, inputOf(ctx, remove).params.id);
    await models.connectionsPdfs.remove(record);
    ctx.body = presentConnectionsPdf(record);
  });

  return router;
}

/**
 * Public (no token): the PDF behind a signed link that `GET connections-pdf/{id}/?generate_pdf_signed_url=yes`
 * gave an administrator. An expired or altered link is refused with 403.
 */
export function connectionsPdfDownloadRoutes({ models, now, config, limits }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(connectionsPdfDownloadLink.path, limits.publicPerIp('connections-pdf-link'), validate(download), async (ctx) => {
    const link = links.verify(connectionsPdfDownloadLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    const record = await models.connectionsPdfs.findLinked(link.pdf, link.campus);
    const answer = await models.connectionsPdfs.file(record);
    sendPdfDownload(ctx, answer, record.pdf_file);
  });
  return router;
}

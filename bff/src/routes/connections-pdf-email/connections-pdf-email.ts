import Router from '@koa/router';
import type { Context } from 'koa';
import {
  ALL_SUBSCRIBERS,
  CONNECTIONS_PDF_MESSAGES as M,
  applyContentRules,
  pdfEmailTemplateFields,
  sendConnectionsPdfEmailInput,
  type Campus,
  type PdfEmailTemplateWrite,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentPdfEmailTemplate, type CmsPdfEmailTemplate } from '../../presenters/pdf-email-template.ts';
import type { CmsConnectionsPdf } from '../../presenters/connections-pdf.ts';
import type { CmsSubscribedUser } from '../../presenters/subscribed-user.ts';
import { CmsResponseError } from '../../cms/cms-client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { connectionsPdfDownloadLink } from '../connections-pdf/download-link.ts';
import { pdfEmail } from './pdf-email-body.ts';

const save = { body: pdfEmailTemplateFields };
const send = { body: sendConnectionsPdfEmailInput };

const COLLECTION = 'pdf-email-templates';

/**
 * Admin spec 7 "PDF email template" and "Send PDF email", administrators only, per campus:
 * the campus's one template (a unique index; a POST saves into the one there is), and the
 * sending of a Completed Connections PDF to its subscribers. The send is refused once the PDF
 * is emailed; the CMS marks it and queues the messages in one transaction, so of two sends at
 * the same moment one goes. The messages go out in a durable job (pdf-queue), one per
 * subscriber, through the transactional mail path: a campus's list may take minutes at SES's
 * rate, longer than a request should wait, and a job survives a restart without sending twice.
 */
export function connectionsPdfEmailRoutes({ cms, limits, config, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);
  const contentOptions = {
    internalHosts: Object.values(config.campuses).flatMap((campus) => campus.hosts),
    mediaHosts: config.mediaOrigin ? [new URL(config.mediaOrigin).hostname] : [],
  };

  async function campusTemplate(campus: Campus): Promise<CmsPdfEmailTemplate | undefined> {
    const found = await cms.find<CmsPdfEmailTemplate>(COLLECTION, { filters: { campus: { $eq: campus } }, sort: ['id:asc'], pagination: { pageSize: 1 } });
    return found.data[0];
  }

  function fieldsOf(template: PdfEmailTemplateWrite) {
    return { subject: template.subject, email_html: applyContentRules(template.email_html, contentOptions), send_to: template.send_to };
  }

  /** The campus's template saved, audited by the CMS under the admin. */
  function saveInto(ctx: Context, stored: CmsPdfEmailTemplate, template: PdfEmailTemplateWrite) {
    return cms.as(ctx.state.user).update<CmsPdfEmailTemplate>(COLLECTION, stored.documentId, fieldsOf(template));
  }

  router.get('/connectionpdfemailtext', requireAdmin(), validate({}), async (ctx) => {
    const template = await campusTemplate(ctx.state.user.campus);
    ctx.body = template ? [presentPdfEmailTemplate(template)] : [];
  });

  router.post('/connectionpdfemailtext', limits.writesPerPerson(), requireAdmin(), validate(save), async (ctx) => {
    const template = inputOf(ctx, save).body;
    const admin = ctx.state.user;
    const existing = await campusTemplate(admin.campus);
    if (existing) {
      ctx.body = presentPdfEmailTemplate(await saveInto(ctx, existing, template));
      return;
    }
    try {
      const created = await cms.as(admin).create<CmsPdfEmailTemplate>(COLLECTION, {
        ...fieldsOf(template),
        campus: admin.campus,
        users_userid: admin.documentId,
        users_username: admin.username,
      });
      ctx.status = 201;
      ctx.body = presentPdfEmailTemplate(created);
    } catch (error) {
      // Another admin's first save made the campus's template a moment before: save into it.
      const madeMeanwhile = error instanceof CmsResponseError ? await campusTemplate(admin.campus) : undefined;
      if (!madeMeanwhile) throw error;
      ctx.body = presentPdfEmailTemplate(await saveInto(ctx, madeMeanwhile, template));
    }
  });

  /** The addresses to send to, checked now: 'All' needs a subscriber, a chosen address must be one of the campus's. */
  async function recipientsOf(campus: Campus, sendTo: Array<{ value: string }>): Promise<'all' | string[]> {
    if (sendTo.some(({ value }) => value === ALL_SUBSCRIBERS)) {
      const some = await cms.find<CmsSubscribedUser>('subscribed-users', { filters: { campus: { $eq: campus } }, fields: ['email'], pagination: { pageSize: 1 } });
      if (some.data.length === 0) throw badRequest(M.noRecipients, { send_to: M.noRecipients });
      return 'all';
    }
    const wanted = sendTo.map(({ value }) => value);
    const found = await cms.findAll<CmsSubscribedUser>('subscribed-users', { filters: { campus: { $eq: campus }, email: { $in: wanted } }, fields: ['email'] });
    const known = new Set(found.data.map((subscriber) => (subscriber.email ?? '').toLowerCase()));
    const unknown = wanted.filter((email) => !known.has(email));
    if (unknown.length > 0) throw badRequest(M.notSubscribers(unknown), { send_to: M.notSubscribers(unknown) });
    return wanted;
  }

  router.post('/send-connections-pdf-email', limits.writesPerPerson(), requireAdmin(), validate(send), async (ctx) => {
    const body = inputOf(ctx, send).body;
    const campus = ctx.state.user.campus;
    const pdf = await cms.findOne<CmsConnectionsPdf>('connections-pdfs', body.connections_pdfUid);
    // Another campus's PDF answers as one that does not exist.
    if (pdf.campus !== campus) throw notFound();
    if (pdf.status !== 'Completed') throw badRequest(M.notCompleted);
    if (pdf.emailed) throw badRequest(M.alreadyEmailed);
    const sendTo = await recipientsOf(campus, body.send_to);
    const expires = new Date(now().getTime() + config.connectionsPdfEmailLinkMs);
    const origin = config.portalUrls[campus];
    const email = pdfEmail({
      html: applyContentRules(body.email_html, contentOptions),
      title: pdf.title,
      link: links.make(connectionsPdfDownloadLink, origin, campus, { pdf: pdf.documentId }, config.connectionsPdfEmailLinkMs),
      expires,
      origin,
      timeZone: config.timeZones[campus],
    });
    try {
      await cms.post(`pdf-queue/connections-pdfs/${encodeURIComponent(pdf.documentId)}/email`, { campus, subject: body.subject, ...email, sendTo });
    } catch (error) {
      // Emailed (or no longer Completed) between the check above and the CMS's conditional mark: a send at the same moment won.
      if (error instanceof CmsResponseError && error.status === 409) {
        const reason = (error.details as { error?: { message?: string } } | null)?.error?.message;
        throw badRequest(reason === 'not-completed' ? M.notCompleted : M.alreadyEmailed);
      }
      throw error;
    }
    ctx.body = { message: M.sent, connections_pdfUid: pdf.documentId, emailed: true };
  });

  return router;
}

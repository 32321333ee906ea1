import Router from '@koa/router';
import {
  ALL_SUBSCRIBERS,
  CONNECTIONS_PDF_MESSAGES as M,
  applyContentRules,
  pdfEmailTemplateFields,
  sendConnectionsPdfEmailInput,
  type Campus,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { requireAdmin } from '../../policies/admin.ts';
import { presentPdfEmailTemplate } from '../../presenters/pdf-email-template.ts';
import { badRequest } from '../../errors.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { connectionsPdfDownloadLink } from '../connections-pdf/download-link.ts';
import { pdfEmail } from './pdf-email-body.ts';

const save = { body: pdfEmailTemplateFields };
const send = { body: sendConnectionsPdfEmailInput };

/**
 * Admin spec 7 "PDF email template" and "Send PDF email", administrators only, per campus:
 * the campus's one template (a unique index; a POST saves into the one there is), and the
 * sending of a Completed Connections PDF to its subscribers. The send is refused once the PDF
 * is emailed; the CMS marks it and queues the messages in one transaction, so of two sends at
 * the same moment one goes. The messages go out in a durable job (the jobs plugin), one per
 * subscriber, through the transactional mail path: a campus's list may take minutes at SES's
 * rate, longer than a request should wait, and a job survives a restart without sending twice.
 */
export function connectionsPdfEmailRoutes({ models, limits, config, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  const links = signedLinks(config.calendarFeedSecret, now);
  const contentOptions = {
    internalHosts: Object.values(config.campuses).flatMap((campus) => campus.hosts),
    mediaHosts: config.mediaOrigin ? [new URL(config.mediaOrigin).hostname] : [],
  };

  router.get('/connectionpdfemailtext', requireAdmin(), validate({}), async (ctx) => {
    const template = await models.pdfEmailTemplates.ofCampus(ctx.state.user);
    ctx.body = template ? [presentPdfEmailTemplate(template, ctx.state.user.campus)] : [];
  });

  router.post('/connectionpdfemailtext', limits.writesPerPerson(), requireAdmin(), validate(save), async (ctx) => {
    const template = inputOf(ctx, save).body;
    const { record, created } = await models.pdfEmailTemplates.save(ctx.state.user, {
      ...template,
      email_html: applyContentRules(template.email_html, contentOptions),
    });
    if (created) ctx.status = 201;
    ctx.body = presentPdfEmailTemplate(record, ctx.state.user.campus);
  });

  /** The addresses to send to, checked now: 'All' needs a subscriber, a chosen address must be one of the campus's. */
  async function recipientsOf(campus: Campus, sendTo: Array<{ value: string }>): Promise<'all' | string[]> {
    if (sendTo.some(({ value }) => value === ALL_SUBSCRIBERS)) {
      if (!(await models.subscribedUsers.anyOn(campus))) throw badRequest(M.noRecipients, { send_to: M.noRecipients });
      return 'all';
    }
    const wanted = sendTo.map(({ value }) => value);
    const known = await models.subscribedUsers.subscribedAmong(campus, wanted);
    const unknown = wanted.filter((email) => !known.has(email));
    if (unknown.length > 0) throw badRequest(M.notSubscribers(unknown), { send_to: M.notSubscribers(unknown) });
    return wanted;
  }

  router.post('/send-connections-pdf-email', limits.writesPerPerson(), requireAdmin(), validate(send), async (ctx) => {
    const body = inputOf(ctx, send).body;
    const campus = ctx.state.user.campus;
    const pdf = await models.connectionsPdfs.findAdministered(ctx.state.user, body.connections_pdfUid);
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
    });
    await models.connectionsPdfs.email(pdf, campus, { subject: body.subject, ...email, sendTo });
    ctx.body = { message: M.sent, connections_pdfUid: pdf.documentId, emailed: true };
  });

  return router;
}

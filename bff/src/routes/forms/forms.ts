import Router from '@koa/router';
import type { Context } from 'koa';
import {
  consentFormIdParam,
  formAttachmentParams,
  formInvitationInput,
  formResponseInput,
  formWithdrawalInput,
} from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import type { SigningEvidence } from '../../models/consent-forms.ts';
import { presentFormEntry, presentFormForSigner, presentFormResponse } from '../../presenters/consent-form.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { sendAttachment } from '../consent-forms/attachments.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';
import { signedCopyUrls } from './signed-copy.ts';

const named = { params: consentFormIdParam };
const responding = { params: consentFormIdParam, body: formResponseInput };
const withdrawing = { params: consentFormIdParam, body: formWithdrawalInput };
const inviting = { params: consentFormIdParam, body: formInvitationInput };
const attachment = { params: formAttachmentParams };

/** As much of a browser's user agent as the evidence keeps (the CMS's limit): real ones are a few hundred characters. */
const USER_AGENT_KEPT = 1000;

/**
 * Where a signature came from, as evidence beside it: the client's address as the trusted
 * proxies saw it (ctx.ip, set by middleware/trusted-proxy.ts; never a header the client wrote)
 * and its browser.
 */
export function signingEvidenceOf(ctx: Context): SigningEvidence {
  return { ip: ctx.ip, user_agent: ctx.get('user-agent').slice(0, USER_AGENT_KEPT) };
}

/**
 * A signer's permission forms (issue 30): one line per live form and child they answer for,
 * one form (noting that they opened it), their answer for one or several children, a
 * withdrawal, and a link emailed to another carer. Only each child's required signers are
 * answered (policies/consent-form.ts `answerFor`); anyone else gets 404. Each answer shown is
 * the person's own, with the link to its signed copy once the CMS has made it.
 */
export function formRoutes({ models, limits, config, now }: RouteDeps) {
  const router = new Router<SignedInState>();
  const forms = models.consentForms;
  const signedCopyUrl = signedCopyUrls(config, signedLinks(config.calendarFeedSecret, now));

  router.get('/forms', async (ctx) => {
    ctx.body = (await forms.entriesOf(ctx.state.user)).map(presentFormEntry);
  });

  router.get('/forms/:id', validate(named), async (ctx) => {
    ctx.body = presentFormForSigner(await forms.forSigner(ctx.state.user, inputOf(ctx, named).params.id), signedCopyUrl);
  });

  // A PDF to read before signing: only for someone the form asks about a child of theirs (404 otherwise, as for the form).
  router.get('/forms/:id/attachments/:file', validate(attachment), async (ctx) => {
    const { params } = inputOf(ctx, attachment);
    sendAttachment(ctx, await forms.attachmentForSigner(ctx.state.user, params.id, params.file));
  });

  router.post('/forms/:id/responses', limits.writesPerPerson(), validate(responding), async (ctx) => {
    const { params, body } = inputOf(ctx, responding);
    const rows = await forms.respond(ctx.state.user, params.id, body.data, signingEvidenceOf(ctx));
    ctx.status = 201;
    ctx.body = rows.map((row) => presentFormResponse(row, signedCopyUrl));
  });

  router.post('/forms/:id/withdrawals', limits.writesPerPerson(), validate(withdrawing), async (ctx) => {
    const { params, body } = inputOf(ctx, withdrawing);
    ctx.body = presentFormResponse(await forms.withdraw(ctx.state.user, params.id, body.data), signedCopyUrl);
  });

  router.post('/forms/:id/invitations', limits.writesPerPerson(), validate(inviting), async (ctx) => {
    const { params, body } = inputOf(ctx, inviting);
    const sent = await forms.invite(ctx.state.user, params.id, body.data);
    ctx.status = 201;
    ctx.body = { sent_to: sent.sent_to, expires_at: sent.expires_at };
  });

  return router;
}

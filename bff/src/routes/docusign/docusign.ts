import Router from '@koa/router';
import { formAttachmentParams, publicSigningInput, signingLinkQuery } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { presentSigningPage } from '../../presenters/consent-form.ts';
import { sendAttachment } from '../consent-forms/attachments.ts';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { signingEvidenceOf } from '../forms/forms.ts';
import { signedCopyLinkTo } from '../forms/signed-copy.ts';
import type { RouteDeps } from '../deps.ts';

/**
 * The spec's public e-signature calls: the emailed links open `/docusign?t=…` (and the spec's
 * three other routes, which the spec does not tell apart), and these four calls answer them
 * alike. A hyphen in `docusign-interview`, where the screen's route has an underscore.
 */
export const E_SIGNATURE_CALLS = ['docusign', 'docusignpk', 'docusignpkkps', 'docusign-interview'] as const;

const reading = { query: signingLinkQuery };
const signing = { query: signingLinkQuery, body: publicSigningInput };
const attachment = { query: signingLinkQuery, params: formAttachmentParams.pick({ file: true }) };

/**
 * Signing from an emailed link (issue 30), with no sign-in: the token is the permission, bound
 * to one recipient, one student and one form and expiring at its due time. The CMS made it and
 * alone reads it: an altered one is answered 403, an expired one 410, each in words. Limited
 * per address like every public call, so nobody can try tokens at speed.
 */
export function eSignatureRoutes({ models, limits, now, config }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  for (const call of E_SIGNATURE_CALLS) {
    router.get(`/${call}`, limits.publicPerIp(call), validate(reading), async (ctx) => {
      const { query } = inputOf(ctx, reading);
      // Nobody is signed in to have a language: the page says which it is shown in (none: English).
      ctx.body = presentSigningPage(await models.consentForms.signingPage(query.t, query.language ?? null), now());
    });

    // A PDF of the link's form, to read before signing: the token is the permission here too.
    router.get(`/${call}/attachments/:file`, limits.publicPerIp(call), validate(attachment), async (ctx) => {
      const { query, params } = inputOf(ctx, attachment);
      sendAttachment(ctx, await models.consentForms.attachmentByLink(query.t, params.file));
    });

    router.post(`/${call}`, limits.publicPerIp(call), validate(signing), async (ctx) => {
      const { query, body } = inputOf(ctx, signing);
      const signed = await models.consentForms.signByLink(query.t, body.data, signingEvidenceOf(ctx));
      ctx.body = {
        signed_at: signed.signed_at,
        signed_copy_url: signedCopyLinkTo(config, links, signed.campus, signed.response),
      };
    });
  }
  return router;
}

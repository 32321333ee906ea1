import { factories } from '@strapi/strapi';
import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { invitationBody, linkSignatureBody, signingLinkToken } from '../../../consent-forms/bodies';
import { inviteSigner, readSigningPage, signByLink, signingLinkAttachment } from '../../../consent-forms/invitations';
import { answer, dataOf, queryOf } from '../../../consent-forms/refusals';

/** The link's token from `?t=`, or null once 403 is answered: a token of the wrong shape was altered. */
const tokenOf = (ctx: object): string | null =>
  queryOf(ctx, signingLinkToken, { status: 'forbidden', message: CONSENT_FORM_MESSAGES.linkAltered })?.t ?? null;

/**
 * Emailed signing links (issue 30), for the BFF only (its token's scope): an invitation a carer
 * sends to another carer, and the public signing page's reads and signatures, which the BFF
 * passes on with the link's token. The work is src/consent-forms/invitations.ts's.
 */
export default factories.createCoreController('api::form-invitation.form-invitation', ({ strapi }) => ({
  /** POST /form-invitations { data: { campus, form, student, student_name, email, name, invited_by } } → { sent_to, expires_at } */
  async invite(ctx) {
    const data = dataOf(ctx, invitationBody);
    return data && answer(ctx, () => inviteSigner(strapi, { ...data, name: data.name ?? null }));
  },

  /** GET /form-invitations/signing?t=<token>: what the link's page shows (403 altered, 410 expired). */
  async signingPage(ctx) {
    const token = tokenOf(ctx);
    return token && answer(ctx, () => readSigningPage(strapi, token));
  },

  /**
   * GET /form-invitations/signing/attachments/:file?t=<token> → { campus, attachment }: which PDF of
   * the link's form the recipient may read (the BFF then reads it from the private file store).
   */
  async signingAttachment(ctx) {
    const token = tokenOf(ctx);
    const file = String(ctx.params.file ?? '');
    if (!token) return;
    if (!/^[0-9a-f]{64}$/.test(file)) return ctx.notFound();
    return answer(ctx, () => signingLinkAttachment(strapi, token, file));
  },

  /** POST /form-invitations/signing?t=<token> { data: { answers, signer_name, content_hash, device_time, client_id, ip, user_agent } } → { signed_at } */
  async signByLink(ctx) {
    const token = tokenOf(ctx);
    if (!token) return;
    const data = dataOf(ctx, linkSignatureBody);
    return data && answer(ctx, () => signByLink(strapi, token, data));
  },
}));

import Router from '@koa/router';
import { uidSchema, type Campus } from '@portal/contract';
import type { BffConfig } from '../../config.ts';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import { signedLinkKind, signedLinks, type SignedLinks } from '../../signed-links/signed-links.ts';
import { formFileSlug } from '../consent-forms/matrix-export.ts';
import type { RouteDeps } from '../deps.ts';
import { sendPdfDownload } from '../pdf-download.ts';

/**
 * The signed copy of an answer to a permission form (issue 30): a PDF a job of the CMS makes
 * once the answer is stored, with the answers (health ones too) and the evidence. It opens as a
 * plain browser download, which carries no token, so the link names the answer and is signed.
 * The link comes with the page that shows the answer (the signer's form, the staff's matrix) and
 * the page may stay open while its reader reads: it opens for an hour, not the two minutes of a
 * link asked for at the click.
 */
export const signedCopyLink = signedLinkKind({
  purpose: 'portal consent form signed copy link',
  path: '/public/form-signed-copy',
  lifetimeMs: 60 * 60_000,
  names: { response: uidSchema },
});
const download = { query: signedCopyLink.query };

/** What a link to a signed copy is made from: the answer, its campus and its copy's key (null while the job makes it). */
export type SignedCopySource = { documentId: string; campus: Campus; signed_copy?: string | null };

/** Makes the link to an answer's signed copy, or null while there is none yet. */
export type SignedCopyUrlOf = (response: SignedCopySource) => string | null;

/**
 * The links to signed copies as the routes hand them out, on the answer's campus's configured
 * portal address. Only to those the answer may be shown to, with its health answers: its signer
 * (their own answer, `GET /forms/:id`) and the form's campus's admins (the matrix).
 */
export function signedCopyUrls(config: Pick<BffConfig, 'portalUrls'>, links: SignedLinks): SignedCopyUrlOf {
  return (response) => (response.signed_copy ? signedCopyLinkTo(config, links, response.campus, response.documentId) : null);
}

/**
 * The link to an answer's copy before the job has made it: for the signer of an emailed link,
 * whose page shows it right after signing and who has no other way back to their answer. Until
 * the copy is made the link answers 409 in words.
 */
export function signedCopyLinkTo(
  config: Pick<BffConfig, 'portalUrls'>,
  links: SignedLinks,
  campus: Campus,
  response: string,
): string {
  return links.make(signedCopyLink, config.portalUrls[campus], campus, { response });
}

/**
 * Public (no token): the signed copy behind a link the BFF handed its signer or an admin of the
 * form's campus. An altered or expired link, or one opened on the other campus's host, is refused
 * with 403 and the spec's words; a link names one answer, so it never opens anyone else's copy.
 */
export function formSignedCopyRoutes({ models, now, config, limits }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(signedCopyLink.path, limits.publicPerIp('form-signed-copy'), validate(download), async (ctx) => {
    const link = links.verify(signedCopyLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    const copy = await models.consentForms.signedCopy(link.campus, link.response);
    sendPdfDownload(ctx, copy.pdf, `${formFileSlug(copy.title)}-signed-copy.pdf`);
  });
  return router;
}

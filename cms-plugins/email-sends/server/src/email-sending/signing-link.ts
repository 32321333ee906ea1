import { eSignaturePaths, isCampus, type Campus } from '@portal/contract';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a genuine signing link names: the invitation (its recipient, student and form), the campus, and when it stops opening. */
export interface SigningLink {
  campus: Campus;
  /** The form-invitation's documentId. */
  invitation: string;
  /**
   * The form's due time when the link was made, in ms since the epoch. The CMS compares its
   * invitation's stored expiry instead, which moves with the form's due time.
   */
  expiresAtMs: number;
}

/** A Strapi documentId (letters and digits), and an instant in whole ms: nothing else passes as a token's parts. */
const INVITATION_ID = /^[A-Za-z0-9]{1,64}$/;
const EXPIRES_MS = /^\d{1,16}$/;

/**
 * Permission forms' emailed signing links (issue 30): `<campus>.<invitation>.<expires ms>.<HMAC-SHA256, base64url>`,
 * with a key of its own derived from the secret unsubscribe links use (unsubscribe-link.ts), so
 * that neither kind of token passes for the other. A link opens `/docusign` without sign-in for
 * one recipient, one student and one form. `read` checks only the signature and the shape: the
 * expiry is the CMS's to compare, so that it can tell an expired link from an altered one.
 */
export function signingLinks(secret: string) {
  const key = createHmac('sha256', secret).update('portal form signing link').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    token(campus: Campus, invitation: string, expiresAtMs: number): string {
      if (!INVITATION_ID.test(invitation)) throw new Error(`signing link: ${invitation} is not a documentId`);
      if (!Number.isSafeInteger(expiresAtMs) || expiresAtMs < 0)
        throw new Error(`signing link: ${expiresAtMs} is not an instant in ms`);
      const body = `${campus}.${invitation}.${expiresAtMs}`;
      return `${body}.${sign(body)}`;
    },

    /** The public signing page's address on the campus's portal: `${portalUrl}/docusign?t=<token>`. */
    url(portalUrl: string, campus: Campus, invitation: string, expiresAtMs: number): string {
      return `${portalUrl.replace(/\/+$/, '')}${eSignaturePaths.docusign.href()}?t=${this.token(campus, invitation, expiresAtMs)}`;
    },

    /** What a genuine token names, or null for a wrong signature or any fault of shape. */
    read(token: string): SigningLink | null {
      const [campus, invitation, expires, signature, ...rest] = token.split('.');
      if (!campus || !invitation || !expires || !signature || rest.length > 0) return null;
      if (!isCampus(campus) || !INVITATION_ID.test(invitation) || !EXPIRES_MS.test(expires)) return null;
      const expected = Buffer.from(sign(`${campus}.${invitation}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const expiresAtMs = Number(expires);
      return Number.isSafeInteger(expiresAtMs) ? { campus, invitation, expiresAtMs } : null;
    },
  };
}

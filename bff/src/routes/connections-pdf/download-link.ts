import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { campusSchema, signedLinkFields, uidSchema } from '@portal/contract';

/** How long a download link opens: long enough for the browser to start the download, not to be shared. */
export const DOWNLOAD_LINK_LIFETIME_MS = 2 * 60_000;

export const DOWNLOAD_LINK_PATH = '/public/connections-pdf-file';

export const downloadLinkQuery = z.strictObject({
  pdf: uidSchema,
  campus: campusSchema,
  ...signedLinkFields,
});
export type DownloadLinkQuery = z.infer<typeof downloadLinkQuery>;

/**
 * Admin spec 4: a Completed Connections PDF is downloaded through a signed link that opens
 * without a token (a plain browser download carries none). As the admin posts list link
 * (routes/posts/admin-list-link.ts): it names the PDF, its campus and its expiry, signed with a
 * key of its own derived from `secret`; a changed byte or a passed expiry makes it refused.
 */
export function connectionsPdfLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('portal connections pdf download link').digest();
  const sign = (pdf: string, campus: string, expires: number) => createHmac('sha256', key).update(`${pdf}\n${campus}\n${expires}`).digest('base64url');

  return {
    /** A link for the admin's own download; the PDF's email passes a longer lifetime (CONNECTIONS_PDF_EMAIL_LINK_DAYS). */
    make(portalUrl: string, pdf: string, campus: string, lifetimeMs = DOWNLOAD_LINK_LIFETIME_MS): string {
      const expires = now().getTime() + lifetimeMs;
      const query = new URLSearchParams({ pdf, campus, expires: String(expires), signature: sign(pdf, campus, expires) });
      return `${portalUrl}/api${DOWNLOAD_LINK_PATH}?${query}`;
    },
    isValid({ pdf, campus, expires, signature }: DownloadLinkQuery): boolean {
      const expected = Buffer.from(sign(pdf, campus, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) && now().getTime() <= expires;
    },
  };
}

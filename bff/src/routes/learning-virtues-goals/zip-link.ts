import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { campusSchema, signedLinkFields, uidSchema } from '@portal/contract';

/** How long a ZIP link opens: long enough for the browser to start the download, not to be shared. */
export const ZIP_LINK_LIFETIME_MS = 2 * 60_000;

export const ZIP_LINK_PATH = '/public/learning-virtues-pdf-zip';

export const zipLinkQuery = z.strictObject({
  request: uidSchema,
  campus: campusSchema,
  ...signedLinkFields,
});
export type ZipLinkQuery = z.infer<typeof zipLinkQuery>;

/**
 * 'Download Report' of a Complete Learning Virtues request: a link that opens without a token (a
 * plain browser download carries none), naming the request, its campus and its expiry, signed
 * with a key of its own derived from `secret` (as the Connections PDF's links are); a changed
 * byte or a passed expiry makes it refused.
 */
export function learningVirtuesGoalsZipLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('portal learning virtues pdf zip link').digest();
  const sign = (request: string, campus: string, expires: number) => createHmac('sha256', key).update(`${request}\n${campus}\n${expires}`).digest('base64url');

  return {
    make(portalUrl: string, request: string, campus: string): string {
      const expires = now().getTime() + ZIP_LINK_LIFETIME_MS;
      const query = new URLSearchParams({ request, campus, expires: String(expires), signature: sign(request, campus, expires) });
      return `${portalUrl}/api${ZIP_LINK_PATH}?${query}`;
    },
    isValid({ request, campus, expires, signature }: ZipLinkQuery): boolean {
      const expected = Buffer.from(sign(request, campus, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) && now().getTime() <= expires;
    },
  };
}

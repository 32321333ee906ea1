import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { campusSchema, signedLinkFields } from '@portal/contract';

/** Long enough for the browser to start the download, too short to pass the link around. */
export const EXPORT_LINK_LIFETIME_MS = 2 * 60_000;

export const EXPORT_LINK_PATH = '/public/absences-csv';

export const exportLinkQuery = z.strictObject({
  campus: campusSchema,
  from: z.iso.date(),
  to: z.iso.date(),
  ...signedLinkFields,
});
export type ExportLinkQuery = z.infer<typeof exportLinkQuery>;

/**
 * Staff download the campus's absences as CSV with a plain browser download, which carries no
 * token: as the Connections PDF's links (routes/connections-pdf/download-link.ts), the link names
 * the campus, the period and its expiry, signed with a key of its own derived from `secret`.
 */
export function absencesExportLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('portal absences csv export link').digest();
  const sign = (campus: string, from: string, to: string, expires: number) => createHmac('sha256', key).update(`${campus}\n${from}\n${to}\n${expires}`).digest('base64url');
  return {
    make(portalUrl: string, campus: string, from: string, to: string): string {
      const expires = now().getTime() + EXPORT_LINK_LIFETIME_MS;
      const query = new URLSearchParams({ campus, from, to, expires: String(expires), signature: sign(campus, from, to, expires) });
      return `${portalUrl}/api${EXPORT_LINK_PATH}?${query}`;
    },
    isValid({ campus, from, to, expires, signature }: ExportLinkQuery): boolean {
      const expected = Buffer.from(sign(campus, from, to, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) && now().getTime() <= expires;
    },
  };
}

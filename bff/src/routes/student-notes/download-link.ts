import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { campusSchema, signedLinkFields, uidSchema } from '@portal/contract';

/** Long enough for the browser to start the download, too short to pass the link around. */
export const NOTES_LINK_LIFETIME_MS = 2 * 60_000;

export const NOTES_CSV_PATH = '/public/student-notes-csv';

export const notesLinkQuery = z.strictObject({
  student: uidSchema,
  viewer: uidSchema,
  campus: campusSchema,
  created_by: z.string().trim().min(1).max(100).optional(),
  ...signedLinkFields,
});
export type NotesLinkQuery = z.infer<typeof notesLinkQuery>;

/**
 * Reader spec 2.7: the notes CSV through a pre-signed link, which a plain browser download can
 * open without a token. Like the Connections PDF link (routes/connections-pdf/download-link.ts)
 * it is an HMAC of what it names, with a key of its own derived from `secret`; it names the
 * person it was made for, so the download shows what that person may read at download time.
 */
export function studentNotesLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('portal student notes csv link').digest();
  const sign = ({ student, viewer, campus, created_by, expires }: Omit<NotesLinkQuery, 'signature'>) =>
    createHmac('sha256', key).update(JSON.stringify([student, viewer, campus, created_by ?? null, expires])).digest('base64url');

  return {
    make(portalUrl: string, link: Omit<NotesLinkQuery, 'signature' | 'expires'>): string {
      const expires = now().getTime() + NOTES_LINK_LIFETIME_MS;
      const fields = { ...link, expires };
      const query = new URLSearchParams({
        student: link.student,
        viewer: link.viewer,
        campus: link.campus,
        ...(link.created_by ? { created_by: link.created_by } : {}),
        expires: String(expires),
        signature: sign(fields),
      });
      return `${portalUrl}/api${NOTES_CSV_PATH}?${query}`;
    },
    isValid(link: NotesLinkQuery): boolean {
      const expected = Buffer.from(sign(link));
      const given = Buffer.from(link.signature);
      return given.length === expected.length && timingSafeEqual(given, expected) && now().getTime() <= link.expires;
    },
  };
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { ADMIN_API_MESSAGES, SEMESTERS, signedLinkFields, uidSchema } from '@portal/contract';

/** As the Connections PDF's link: long enough for the browser to start the download, not to be shared. */
export const CSV_LINK_LIFETIME_MS = 2 * 60_000;
export const CSV_LINK_PATH = '/public/student-goals-csv';
/** The most students one link names; staff asking for more choose a student first. */
export const MAX_STUDENTS_PER_LINK = 200;

export const csvLinkQuery = z.strictObject({
  students: z.string().transform((text) => text.split(',')).pipe(z.array(uidSchema).min(1).max(MAX_STUDENTS_PER_LINK)),
  // Signed too, so spelt one way only, as the expiry is.
  selected_year: z.string().regex(/^\d{4}$/, ADMIN_API_MESSAGES.linkExpired).transform(Number).pipe(z.number().int().min(2000).max(2100)).optional(),
  semester: z.enum(SEMESTERS).optional(),
  ...signedLinkFields,
});
export type CsvLinkQuery = z.infer<typeof csvLinkQuery>;
type CsvLinkScope = Pick<CsvLinkQuery, 'students' | 'selected_year' | 'semester'>;

/**
 * Reader spec 2.9: the goals CSV opens from `pre_signed_URL`, a plain browser download that
 * carries no token. The link names the students the person was allowed when it was made (the
 * BFF decided that per record), the year and semester, and its expiry, signed with a key of its
 * own derived from `secret`; a changed byte or a passed expiry makes it refused.
 */
export function studentGoalsCsvLinks(secret: string, now: () => Date) {
  const key = createHmac('sha256', secret).update('portal student goals csv link').digest();
  const sign = ({ students, selected_year, semester }: CsvLinkScope, expires: number) =>
    createHmac('sha256', key).update(`${students.join(',')}\n${selected_year ?? ''}\n${semester ?? ''}\n${expires}`).digest('base64url');

  return {
    make(portalUrl: string, scope: CsvLinkScope): string {
      const expires = now().getTime() + CSV_LINK_LIFETIME_MS;
      const query = new URLSearchParams({ students: scope.students.join(',') });
      if (scope.selected_year !== undefined) query.set('selected_year', String(scope.selected_year));
      if (scope.semester !== undefined) query.set('semester', scope.semester);
      query.set('expires', String(expires));
      query.set('signature', sign(scope, expires));
      return `${portalUrl}/api${CSV_LINK_PATH}?${query}`;
    },
    isValid(link: CsvLinkQuery): boolean {
      const expected = Buffer.from(sign(link, link.expires));
      const given = Buffer.from(link.signature);
      return given.length === expected.length && timingSafeEqual(given, expected) && now().getTime() <= link.expires;
    },
  };
}

import { z } from 'zod';
import { ADMIN_API_MESSAGES, SEMESTERS, uidSchema } from '@portal/contract';
import { signedLinkKind } from '../../signed-links/signed-links.ts';

/** The most students one link names; staff asking for more choose a student first. */
export const MAX_STUDENTS_PER_LINK = 200;

/**
 * Reader spec 2.9: the goals CSV opens from `pre_signed_URL`, a plain browser download that
 * carries no token. The link names the students the person was allowed when it was made (the
 * BFF decided that per record), the year and the semester.
 */
export const studentGoalsCsvLink = signedLinkKind({
  purpose: 'portal student goals csv link',
  path: '/public/student-goals-csv',
  names: {
    students: z.string().transform((text) => text.split(',')).pipe(z.array(uidSchema).min(1).max(MAX_STUDENTS_PER_LINK)),
    // Signed too, so spelt one way only, as the expiry is.
    selected_year: z.string().regex(/^\d{4}$/, ADMIN_API_MESSAGES.linkExpired).transform(Number).pipe(z.number().int().min(2000).max(2100)).optional(),
    semester: z.enum(SEMESTERS).optional(),
  },
});

import type { Core } from '@strapi/strapi';
import { isInFormAudience } from '@portal/contract';
import { STUDENT, type ConsentFormRecord, type FormStudentRecord } from './records';

/** What forms read of a student: their number, name, year, campus and their account's groups. */
const STUDENT_READ = {
  select: ['documentId', 'STUDENT_NUMBER', 'student', 'form_run', 'campus'],
  populate: { portal_user: { select: ['id'], populate: { groups: { select: ['groupname'] } } } },
} as const;

/**
 * The students of `ids` a form is for, by documentId: of the form's campus, and in its audience
 * (any student for a user type, else a year, a student number or a group of their account: the
 * contract's isInFormAudience).
 * The BFF decides who may answer for whom; this keeps an answer or invitation from naming a
 * student the form is not for, whoever asks.
 */
export async function studentsOfForm(
  strapi: Core.Strapi,
  form: Pick<ConsentFormRecord, 'campus' | 'audience'>,
  ids: readonly string[],
): Promise<Map<string, FormStudentRecord>> {
  const rows = (await strapi.db.query(STUDENT).findMany({
    where: { documentId: { $in: [...ids] }, campus: form.campus },
    ...STUDENT_READ,
  })) as FormStudentRecord[];
  const inAudience = rows.filter((row) =>
    isInFormAudience(form.audience, {
      STUDENT_NUMBER: row.STUDENT_NUMBER ?? '',
      form_run: row.form_run,
      groupNames: (row.portal_user?.groups ?? []).flatMap((group) => (group.groupname ? [group.groupname] : [])),
    }),
  );
  return new Map(inAudience.map((row) => [row.documentId, row]));
}

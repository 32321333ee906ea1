import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsClient, CmsDocument } from '../cms/cms-client.ts';
import { notFound } from '../errors.ts';

/** A student of the school system (cms `students`), as the per-record rules need it. */
export type CmsStudent = CmsDocument & {
  STUDENT_NUMBER: string;
  username: string;
  student: string | null;
  form_run: number | null;
  homeroom_teacher: string | null;
  homeroom_teacher_email: string | null;
  head_of_year: string | null;
  head_of_year_email: string | null;
  campus: string | null;
};

type CarerLink = CmsDocument & { student: CmsStudent | null };

/** Staff of the school: faculty, and administrators whatever their type. */
export const isStaff = (user: PortalUser): boolean => user.type === 'faculty' || user.is_admin;

/**
 * Which students a person may read the records of (issue 16): a carer their linked students
 * (carer-student records), a student only themself (their own portal record), faculty the
 * students of their own campus. Decided here for every call, whatever the PWA shows.
 */
export function studentAccess(cms: CmsClient) {
  async function linkedStudents(user: PortalUser): Promise<CmsStudent[]> {
    const links = await cms.findAll<CarerLink>('carer-students', {
      filters: { carer: { documentId: { $eq: user.documentId } } },
      populate: { student: true },
    });
    return links.data.flatMap((link) => (link.student && link.student.campus === user.campus ? [link.student] : []));
  }

  async function studentsWhere(filters: object): Promise<CmsStudent[]> {
    return (await cms.findAll<CmsStudent>('students', { filters, sort: ['student:asc'] })).data;
  }

  /** Every student the person may see (faculty: their campus's), by name. */
  async function visibleStudents(user: PortalUser): Promise<CmsStudent[]> {
    if (isStaff(user)) return studentsWhere({ campus: { $eq: user.campus } });
    if (user.type === 'student') return studentsWhere({ portal_user: { documentId: { $eq: user.documentId } }, campus: { $eq: user.campus } });
    return linkedStudents(user);
  }

  /**
   * The students a call is about: the one named by `username` when the person may see them,
   * else every student they may see. A student they may not see answers 404, as one that
   * does not exist: a changed username in the URL reveals nothing.
   */
  async function studentsFor(user: PortalUser, username: string | undefined): Promise<CmsStudent[]> {
    if (username === undefined) return visibleStudents(user);
    const student = isStaff(user)
      ? (await studentsWhere({ campus: { $eq: user.campus }, username: { $eq: username } }))[0]
      : (await visibleStudents(user)).find((candidate) => candidate.username === username);
    if (!student) throw notFound();
    return [student];
  }
  return { visibleStudents, studentsFor, linkedStudents };
}

export type StudentAccess = ReturnType<typeof studentAccess>;

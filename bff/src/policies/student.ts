import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsClient, CmsDocument } from '../cms/cms-client.ts';
import { notFound } from '../errors.ts';

/** A student as the school system keeps them (`api::student.student`). */
export type CmsStudent = CmsDocument & {
  STUDENT_NUMBER: string;
  username: string;
  student: string | null;
  form_run: number | null;
  homeroom_teacher: string | null;
  homeroom_teacher_email: string | null;
  campus: Campus | null;
  portal_user?: { documentId: string } | null;
};

const STUDENT_POPULATE = { portal_user: { fields: ['documentId'] } };

/**
 * Whose school records a person may see (reader spec 2.6, issue 16): a carer only their linked
 * students (carer-student records), a student only themself, faculty the students of their own
 * campus; nobody another campus's. Everything else answers as a student that does not exist.
 */
async function linkedStudentsOf(cms: CmsClient, carer: PortalUser): Promise<CmsStudent[]> {
  const links = await cms.findAll<{ student: CmsStudent | null }>('carer-students', {
    filters: { carer: { documentId: { $eq: carer.documentId } } },
    populate: { student: { populate: STUDENT_POPULATE } },
  });
  return links.data.map((link) => link.student).filter((student): student is CmsStudent => student !== null && student.campus === carer.campus);
}

/**
 * The CMS filter on students matching exactly those the person may see, or null for a carer
 * (their links are read first: the student type has no relation back to them).
 */
function ownFilter(user: PortalUser): object | null {
  if (user.type === 'faculty') return { campus: { $eq: user.campus } };
  if (user.type === 'student') return { campus: { $eq: user.campus }, portal_user: { documentId: { $eq: user.documentId } } };
  return null;
}

/** Every student the person may see (a carer's children, the student, or staff's whole campus). */
export async function studentsVisibleTo(cms: CmsClient, user: PortalUser): Promise<CmsStudent[]> {
  const filter = ownFilter(user);
  if (filter === null) return linkedStudentsOf(cms, user);
  const found = await cms.findAll<CmsStudent>('students', { filters: filter, populate: STUDENT_POPULATE, sort: ['student:asc'] });
  return found.data;
}

/** A student by STUDENT_NUMBER or username, if the person may see them; otherwise 404. */
export async function findVisibleStudent(cms: CmsClient, user: PortalUser, key: { STUDENT_NUMBER: string } | { username: string }): Promise<CmsStudent> {
  if (user.type === 'affiliate') {
    const linked = (await linkedStudentsOf(cms, user)).find((student) =>
      'STUDENT_NUMBER' in key ? student.STUDENT_NUMBER === key.STUDENT_NUMBER : student.username === key.username,
    );
    if (!linked) throw notFound();
    return linked;
  }
  const filter = ownFilter(user);
  const field = 'STUDENT_NUMBER' in key ? { STUDENT_NUMBER: { $eq: key.STUDENT_NUMBER } } : { username: { $eq: key.username } };
  const found = await cms.find<CmsStudent>('students', { filters: { ...filter, ...field }, populate: STUDENT_POPULATE, pagination: { pageSize: 1 } });
  const [student] = found.data;
  if (!student) throw notFound();
  return student;
}

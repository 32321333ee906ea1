import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsClient, CmsDocument } from '../cms/cms-client.ts';
import { notFound } from '../errors.ts';

/** A student record of the school system, with its portal person when linked. */
export type CmsStudent = CmsDocument & {
  STUDENT_NUMBER: string;
  username: string;
  student: string | null;
  form_run: number | null;
  homeroom_teacher: string | null;
  homeroom_teacher_email: string | null;
  head_of_year: string | null;
  head_of_year_email: string | null;
  campus: Campus | null;
  portal_user?: { documentId: string; username: string; firstname: string | null; surname: string | null; groups?: { groupname: string }[] } | null;
};

export const STUDENT_POPULATE = { portal_user: { fields: ['documentId', 'username', 'firstname', 'surname'] } } as const;

/** The students a carer is linked to (carer-student records), on their own campus. */
export async function linkedStudents(cms: CmsClient, carer: PortalUser): Promise<CmsStudent[]> {
  const links = await cms.findAll<{ student: CmsStudent | null }>('carer-students', {
    filters: { carer: { documentId: { $eq: carer.documentId } } },
    populate: { student: { populate: { portal_user: { fields: ['documentId', 'username', 'firstname', 'surname'], populate: { groups: { fields: ['groupname'] } } } } } },
  });
  return links.data.map((link) => link.student).filter((student): student is CmsStudent => student != null && student.campus === carer.campus);
}

/** Whether a person may see this student's records: themself, a carer's linked child, faculty of the student's campus. */
async function maySee(cms: CmsClient, user: PortalUser, student: CmsStudent): Promise<boolean> {
  if (student.campus !== user.campus) return false;
  if (user.type === 'faculty') return true;
  if (user.type === 'student') return student.portal_user?.documentId === user.documentId;
  const links = await cms.find('carer-students', {
    filters: { carer: { documentId: { $eq: user.documentId } }, student: { documentId: { $eq: student.documentId } } },
    fields: ['documentId'],
    pagination: { pageSize: 1 },
  });
  return links.data.length > 0;
}

/**
 * The student of this username on the person's campus, when the person may see their records;
 * otherwise 404, the same as for a student who does not exist, so that nobody learns who does.
 */
export async function findReadableStudent(cms: CmsClient, user: PortalUser, username: string): Promise<CmsStudent> {
  const found = await cms.find<CmsStudent>('students', {
    filters: { username: { $eq: username }, campus: { $eq: user.campus } },
    populate: STUDENT_POPULATE,
    pagination: { pageSize: 1 },
  });
  const student = found.data[0];
  if (!student || !(await maySee(cms, user, student))) throw notFound();
  return student;
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
  if (filter === null) return linkedStudents(cms, user);
  const found = await cms.findAll<CmsStudent>('students', { filters: filter, populate: STUDENT_POPULATE, sort: ['student:asc'] });
  return found.data;
}

/** A student by STUDENT_NUMBER or username, if the person may see them; otherwise 404. */
export async function findVisibleStudent(cms: CmsClient, user: PortalUser, key: { STUDENT_NUMBER: string } | { username: string }): Promise<CmsStudent> {
  if (user.type === 'affiliate') {
    const linked = (await linkedStudents(cms, user)).find((student) =>
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

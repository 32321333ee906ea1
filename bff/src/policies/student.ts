import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll, CmsClient, CmsDocument } from '../cms/cms-client.ts';
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

/** How every student is read here: with their portal person (the dashboard's notes button and note lookups need its id). */
export const STUDENT_POPULATE = { portal_user: { fields: ['documentId', 'username', 'firstname', 'surname'] } } as const;

/** A student named by the school system's number, their username, or their portal person's id (student notes). */
export type StudentKey = { STUDENT_NUMBER: string } | { username: string } | { portalUserId: string };

/**
 * Staff of the campus, who may read the records of every student of their campus: faculty, and
 * administrators whatever their user type. Reader spec 2.6 gives the full student list to
 * faculty by user type; the portal's admin right is granted by the school in the CMS (never
 * taken from a token, auth/portal-users.ts) and already shows an admin the campus's students'
 * data in the admin area (admin spec: the email logs' StudentId, Student Name, Absence Date and
 * Reason; Learning Virtues goals PDFs for any individual student), and the issue names metrics
 * "for staff and admins". Refusing an admin the same students on the reader side would protect
 * nothing, so an admin counts as staff of their own campus (never of another).
 */
export const isStaff = (user: PortalUser): boolean => user.type === 'faculty' || user.is_admin;

const keyFilter = (key: StudentKey): object =>
  'STUDENT_NUMBER' in key
    ? { STUDENT_NUMBER: { $eq: key.STUDENT_NUMBER } }
    : 'username' in key
      ? { username: { $eq: key.username } }
      : { portal_user: { documentId: { $eq: key.portalUserId } } };

/**
 * The students a carer is linked to (carer-student records) on their own campus, optionally
 * only the one of a key. Their portal person's groups come too: `carerstudents` filters by them.
 */
export async function linkedStudents(cms: CmsClient, carer: PortalUser, key?: StudentKey): Promise<CmsStudent[]> {
  const links = await cms.findAll<{ student: CmsStudent | null }>('carer-students', {
    filters: { carer: { documentId: { $eq: carer.documentId } }, student: { campus: { $eq: carer.campus }, ...(key ? keyFilter(key) : {}) } },
    populate: { student: { populate: { portal_user: { ...STUDENT_POPULATE.portal_user, populate: { groups: { fields: ['groupname'] } } } } } },
  });
  return links.data.map((link) => link.student).filter((student): student is CmsStudent => student != null && student.campus === carer.campus);
}

/**
 * The CMS filter on students matching exactly those the person may see, or null for a carer
 * (the student type has no relation back to their carers: their links are read instead).
 */
function visibleFilter(user: PortalUser): object | null {
  if (isStaff(user)) return { campus: { $eq: user.campus } };
  if (user.type === 'student') return { campus: { $eq: user.campus }, portal_user: { documentId: { $eq: user.documentId } } };
  return null;
}

/**
 * The one per-student rule of the BFF (issue 16), for every call about a student's records:
 * a carer sees their linked students, a student only themself, staff (isStaff) the students of
 * their own campus; nobody another campus's. These are they, by name (`truncated` when a whole
 * campus is more than the CMS reads at once).
 */
export async function studentsVisibleTo(cms: CmsClient, user: PortalUser): Promise<CmsAll<CmsStudent>> {
  const filter = visibleFilter(user);
  if (filter === null) {
    const linked = await linkedStudents(cms, user);
    return { data: linked.sort((a, b) => (a.student ?? a.username).localeCompare(b.student ?? b.username)), truncated: false };
  }
  return cms.findAll<CmsStudent>('students', { filters: filter, populate: STUDENT_POPULATE, sort: ['student:asc'] });
}

/**
 * The student of this key when the person may see them (the rule of studentsVisibleTo);
 * otherwise 404, the same as for a student who does not exist, so that a changed username or
 * number in an address or a query tells nobody who exists.
 */
export async function findVisibleStudent(cms: CmsClient, user: PortalUser, key: StudentKey): Promise<CmsStudent> {
  const filter = visibleFilter(user);
  let student: CmsStudent | undefined;
  if (filter === null) {
    [student] = await linkedStudents(cms, user, key);
  } else {
    const found = await cms.find<CmsStudent>('students', { filters: { ...filter, ...keyFilter(key) }, populate: STUDENT_POPULATE, pagination: { pageSize: 1 } });
    [student] = found.data;
  }
  if (!student) throw notFound();
  return student;
}

/**
 * The students a call is about: the one its optional `username` names (404 when not visible),
 * else every student the person may see.
 */
export async function studentsFor(cms: CmsClient, user: PortalUser, username: string | undefined): Promise<CmsStudent[]> {
  if (username === undefined) return (await studentsVisibleTo(cms, user)).data;
  return [await findVisibleStudent(cms, user, { username })];
}

import type { Campus } from '@portal/contract';
import type { PortalUser } from '../auth/portal-users.ts';
import type { CmsAll } from '../cms/cms-client.ts';
import { notFound } from '../errors.ts';
import { authorize, can } from '../policies/authorize.ts';
import { isStaff } from '../policies/student.ts';
import type { ModelDeps } from './model-deps.ts';
import { createNamedPeople } from './named-people.ts';
import { CARER_STUDENT_POPULATE, type CarerStudent } from './records/carer-student.ts';
import { STUDENT_POPULATE, type LinkedStudent, type Student, type StudentOfReader } from './records/student.ts';

export { STUDENT_POPULATE, type Student, type StudentOfReader };

/** A student named by the school system's number, their username, or their portal person's id (student notes). */
export type StudentKey = { STUDENT_NUMBER: string } | { username: string } | { portalUserId: string };

const keyFilter = (key: StudentKey): object =>
  'STUDENT_NUMBER' in key
    ? { STUDENT_NUMBER: { $eq: key.STUDENT_NUMBER } }
    : 'username' in key
      ? { username: { $eq: key.username } }
      : { portal_user: { documentId: { $eq: key.portalUserId } } };

const byName = (a: Student, b: Student) => (a.student ?? a.username).localeCompare(b.student ?? b.username);

/**
 * Students (reader spec 2.6): every read goes through policies/student.ts. The CMS is asked only
 * for the students the person could see (their campus, themself, or their links), and each one
 * loaded is then decided by the policy.
 */
export function createStudents({ cms }: Pick<ModelDeps, 'cms'>) {
  const people = createNamedPeople({ cms });

  /** The CMS filter narrowing students to those the person may see, or null for a carer (read through their links). */
  function narrowing(person: PortalUser): object | null {
    if (isStaff(person)) return { campus: { $eq: person.campus } };
    if (person.type === 'student') return { campus: { $eq: person.campus }, portal_user: { documentId: { $eq: person.documentId } } };
    return null;
  }

  /** The students a carer is linked to (carer-student records) on their own campus, optionally only the one of a key. */
  async function linkedTo(carer: PortalUser, key?: StudentKey): Promise<(LinkedStudent & Pick<StudentOfReader, 'linkedCarers'>)[]> {
    const links = await cms.findAll<CarerStudent>('carer-students', {
      filters: { carer: { documentId: { $eq: carer.documentId } }, student: { campus: { $eq: carer.campus }, ...(key ? keyFilter(key) : {}) } },
      populate: CARER_STUDENT_POPULATE,
    });
    return links.data
      .map((link) => link.student)
      .filter((student): student is LinkedStudent => student != null)
      .map((student) => ({ ...student, linkedCarers: [carer.documentId] }))
      .filter((student) => can(carer, 'student.read', student));
  }

  /** Every student the person may see, by name (`truncated` when a whole campus is more than the CMS reads at once). */
  async function visibleTo(person: PortalUser): Promise<CmsAll<StudentOfReader>> {
    const filter = narrowing(person);
    if (filter === null) return { data: (await linkedTo(person)).sort(byName), truncated: false };
    const found = await cms.findAll<Student>('students', { filters: filter, populate: STUDENT_POPULATE, sort: ['student:asc'] });
    const students = found.data.map((student) => ({ ...student, linkedCarers: [] })).filter((student) => can(person, 'student.read', student));
    return { data: students, truncated: found.truncated };
  }

  /** The student of this key when the person may see them; otherwise 404, as for a student who does not exist. */
  async function findVisible(person: PortalUser, key: StudentKey): Promise<StudentOfReader> {
    const filter = narrowing(person);
    let student: StudentOfReader | undefined;
    if (filter === null) {
      [student] = await linkedTo(person, key);
    } else {
      const found = await cms.find<Student>('students', { filters: { ...filter, ...keyFilter(key) }, populate: STUDENT_POPULATE, pagination: { pageSize: 1 } });
      student = found.data[0] && { ...found.data[0], linkedCarers: [] };
    }
    if (!student) throw notFound();
    authorize(person, 'student.read', student);
    return student;
  }

  return {
    linkedTo,
    visibleTo,
    findVisible,
    /**
     * The students of a campus named by id in a signed link (a download a browser opens without
     * a token): the link is the permission, decided per student when it was made.
     */
    async namedInLink(campus: Campus, documentIds: readonly string[]): Promise<Student[]> {
      return (await cms.findAll<Student>('students', { filters: { documentId: { $in: documentIds }, campus: { $eq: campus } }, populate: STUDENT_POPULATE })).data;
    },
    /** The students a call is about: the one its optional `username` names (404 when not visible), else every student the person may see. */
    async about(person: PortalUser, username: string | undefined): Promise<StudentOfReader[]> {
      if (username === undefined) return (await visibleTo(person)).data;
      return [await findVisible(person, { username })];
    },

    /** The dashboard's selection (`students`): every student the person may see, when the call names the asker (or no one). */
    async selectionOf(person: PortalUser, authUsername: string | undefined): Promise<CmsAll<StudentOfReader>> {
      if (authUsername !== undefined) authorize(person, 'student-selection.list', await people.named(authUsername));
      return visibleTo(person);
    },

    /** A carer's linked students (`carerstudents`), when the call names the asking carer. */
    async linksOf(person: PortalUser, authUsername: string): Promise<LinkedStudent[]> {
      authorize(person, 'student-selection.links', await people.named(authUsername));
      return linkedTo(person);
    },

  };
}

export type Students = ReturnType<typeof createStudents>;

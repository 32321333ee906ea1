import type { Core, UID } from '@strapi/strapi';
import { homeroomKey, type ImportPlan, type LinkPlan, type PersonPlan } from './plan';
import { recordFiles } from './record-files';

const USER = 'api::portal-user.portal-user';
const STUDENT = 'api::student.student';
const LINK = 'api::carer-student.carer-student';
const GROUP = 'api::group.group';
export const YEAR_GROUP_TYPE = 'Year Group';
export const yearGroupName = (year: number) => `Year ${year}`;

/** Rows per transaction: short enough that the live CMS's own writes wait only briefly. */
export const BATCH_SIZE = 100;

/** What an import changed, per kind of record. A second run of the same folder changes nothing. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  removed: number;
}

export interface WriteOptions {
  /** A line per batch on long imports. */
  onProgress?: (line: string) => void;
  /** Creates a document and returns its documentId; the seed passes its own to count events. */
  create?: (uid: UID.ContentType, data: Record<string, unknown>) => Promise<string>;
  batchSize?: number;
}

interface StoredUser {
  id: number;
  documentId: string;
  directory_id: string;
  campus: string;
  username: string;
  firstname: string | null;
  surname: string | null;
  email: string | null;
  type: string;
  is_carer: boolean;
  is_admin: boolean;
  active: boolean | null;
  groups: { documentId: string; groupname: string; grouptype: string | null }[];
}

interface StoredStudent {
  documentId: string;
  STUDENT_NUMBER: string;
  [field: string]: unknown;
  portal_user: { documentId: string } | null;
}

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
};

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item) => b.includes(item));

/** Whether a stored value is the one wanted, across the database's ways of returning it. */
const sameValue = (current: unknown, wanted: unknown): boolean => {
  if ((current ?? null) === (wanted ?? null)) return true;
  if (JSON.stringify(current ?? null) === JSON.stringify(wanted ?? null)) return true;
  // Decimals can come back as strings, datetimes as Dates or numbers, times without milliseconds.
  if (typeof wanted === 'number') return current !== null && current !== undefined && Number(current) === wanted;
  if (typeof wanted === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(wanted)) {
    const time = current instanceof Date ? current.getTime() : typeof current === 'number' ? current : Date.parse(String(current));
    return time === Date.parse(wanted);
  }
  if (typeof wanted === 'string' && /^\d{2}:\d{2}:\d{2}\.\d{3}$/.test(wanted)) return String(current) === wanted.slice(0, 8);
  return false;
};

/** The fields of `wanted` whose stored value differs. */
export const changedFields = (stored: Record<string, unknown>, wanted: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(wanted).filter(([field, value]) => !sameValue(stored[field], value)));

const userKey = (campus: string, directoryId: string) => `${campus}:${directoryId}`;

/**
 * Writes a validated plan: people, students, carer links, deactivations, then the portal's
 * record files. Each batch is its own transaction (or part of the caller's, as in the seed).
 * Every write is an upsert on a key of the school system, so a run that stopped half way is
 * finished by running it again, and a second run of the same folder changes nothing.
 */
export const writePlan = async (strapi: Core.Strapi, plan: ImportPlan, options: WriteOptions = {}): Promise<ImportCounts> => {
  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0, deactivated: 0, removed: 0 };
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const progress = options.onProgress ?? (() => undefined);
  const create =
    options.create ?? (async (uid: UID.ContentType, data: Record<string, unknown>) => (await strapi.documents(uid).create({ data } as never)).documentId);
  const inBatches = async <T>(label: string, items: readonly T[], write: (item: T) => Promise<void>) => {
    let done = 0;
    for (const batch of chunksOf(items, batchSize)) {
      await strapi.db.transaction(async () => {
        for (const item of batch) await write(item);
      });
      done += batch.length;
      if (items.length > batchSize) progress(`${label}: ${done}/${items.length}`);
    }
  };

  // Groups: the year groups of the students and those of groupMemberships.csv, made when missing.
  const groupIds = new Map<string, string>();
  for (const group of (await strapi.db.query(GROUP).findMany({ select: ['documentId', 'groupname'] })) as { documentId: string; groupname: string }[]) {
    groupIds.set(group.groupname, group.documentId);
  }
  const wantedGroups = new Map<string, string>();
  for (const person of plan.people) {
    if (person.year !== null) wantedGroups.set(yearGroupName(person.year), YEAR_GROUP_TYPE);
    for (const group of person.groups ?? []) wantedGroups.set(group.name, group.type);
  }
  for (const [groupname, grouptype] of wantedGroups) {
    if (!groupIds.has(groupname)) {
      groupIds.set(groupname, await create(GROUP, { groupname, grouptype }));
      counts.created += 1;
    }
  }

  // People, keyed by (campus, directory id): the key a first sign-in links by.
  const directoryIds = [...new Set([...plan.people.map((person) => person.directoryId), ...plan.deletedPeople])];
  const storedUsers = new Map<string, StoredUser>();
  const loadUsers = async (where: Record<string, unknown>) => {
    for (const user of (await strapi.db.query(USER).findMany({ where, populate: { groups: { select: ['documentId', 'groupname', 'grouptype'] } } })) as StoredUser[]) {
      storedUsers.set(userKey(user.campus, user.directory_id), user);
    }
  };
  for (const part of chunksOf(directoryIds, 500)) await loadUsers({ directory_id: { $in: part } });
  if (plan.usersMode === 'bulk') await loadUsers({ campus: { $in: plan.campuses }, directory_id: { $notNull: true } });

  const yearOfStudent = new Map(plan.people.filter((person) => person.year !== null).map((person) => [person.directoryId, person.year!]));
  const groupsFor = (person: PersonPlan, stored: StoredUser | undefined): string[] => {
    // Year groups are the school system's: a student's from their grade, a carer's from their children.
    const years =
      person.type === 'student'
        ? [person.year!]
        : plan.links.filter((link) => link.carer === person.directoryId).map((link) => yearOfStudent.get(link.student)!);
    const others = person.groups
      ? person.groups.map((group) => group.name)
      : (stored?.groups ?? []).filter((group) => group.grouptype !== YEAR_GROUP_TYPE).map((group) => group.groupname);
    return [...new Set([...years.map(yearGroupName), ...others])].map((name) => groupIds.get(name)!);
  };

  const userIds = new Map<string, string>();
  await inBatches('people', plan.people, async (person) => {
    const stored = storedUsers.get(userKey(person.campus, person.directoryId));
    const data = {
      directory_id: person.directoryId,
      username: person.username,
      firstname: person.firstname,
      surname: person.surname,
      email: person.email,
      type: person.type,
      is_carer: person.is_carer,
      is_admin: person.is_admin,
      campus: person.campus,
      active: person.active,
    };
    const groups = groupsFor(person, stored);
    if (!stored) {
      userIds.set(person.directoryId, await create(USER, { ...data, country_name: 'Australia', groups }));
      counts.created += 1;
      return;
    }
    userIds.set(person.directoryId, stored.documentId);
    const changes = changedFields({ ...stored, active: stored.active ?? true }, data);
    const groupsChanged = !sameSet(stored.groups.map((group) => group.documentId), groups);
    if (Object.keys(changes).length === 0 && !groupsChanged) {
      counts.unchanged += 1;
      return;
    }
    await strapi.documents(USER).update({ documentId: stored.documentId, data: { ...changes, ...(groupsChanged ? { groups } : {}) } } as never);
    counts.updated += 1;
  });

  // Students: the student record of each student person, keyed by STUDENT_NUMBER.
  const personByDirectoryId = new Map(plan.people.map((person) => [person.directoryId, person]));
  const contactOf = async (directoryId: string) => {
    const person = personByDirectoryId.get(directoryId);
    if (person) return { name: `${person.firstname} ${person.surname}`, email: person.email };
    const stored = (await strapi.db.query(USER).findOne({ where: { directory_id: directoryId }, select: ['firstname', 'surname', 'email'] })) as {
      firstname: string;
      surname: string;
      email: string | null;
    } | null;
    return { name: stored ? `${stored.firstname} ${stored.surname}` : null, email: stored?.email ?? null };
  };
  const students = plan.people.filter((person) => person.studentNumber !== null);
  const studentIds = new Map<string, string>();
  await inBatches('students', students, async (person) => {
    const homeroom = plan.homerooms.get(homeroomKey(person.campus, person.year!));
    const teacher = homeroom ? await contactOf(homeroom.teacher) : null;
    const headOfYear = homeroom ? await contactOf(homeroom.headOfYear) : null;
    const data: Record<string, unknown> = {
      STUDENT_NUMBER: person.studentNumber,
      username: person.username,
      student: `${person.firstname} ${person.surname}`,
      form_run: person.year,
      campus: person.campus,
      ...(homeroom
        ? { homeroom_teacher: teacher?.name, homeroom_teacher_email: teacher?.email, head_of_year: headOfYear?.name, head_of_year_email: headOfYear?.email }
        : {}),
    };
    const portalUser = userIds.get(person.directoryId)!;
    const stored = (await strapi.db.query(STUDENT).findOne({ where: { STUDENT_NUMBER: person.studentNumber }, populate: { portal_user: { select: ['documentId'] } } })) as StoredStudent | null;
    if (!stored) {
      studentIds.set(person.directoryId, await create(STUDENT, { ...data, portal_user: portalUser }));
      counts.created += 1;
      return;
    }
    studentIds.set(person.directoryId, stored.documentId);
    const changes = changedFields(stored, data);
    const relinked = stored.portal_user?.documentId !== portalUser;
    if (Object.keys(changes).length === 0 && !relinked) {
      counts.unchanged += 1;
      return;
    }
    await strapi.documents(STUDENT).update({ documentId: stored.documentId, data: { ...changes, ...(relinked ? { portal_user: portalUser } : {}) } } as never);
    counts.updated += 1;
  });

  // Carer links: each student of users.csv has exactly the carers the file gives them.
  const linksOf = new Map<string, LinkPlan[]>();
  for (const link of plan.links) linksOf.set(link.student, [...(linksOf.get(link.student) ?? []), link]);
  const touchedCarers = new Set<string>();
  const storedLinksOfStudent = async (studentDocumentId: string) =>
    (await strapi.db.query(LINK).findMany({
      where: { student: { documentId: studentDocumentId } },
      populate: { carer: { select: ['documentId'] } },
    })) as { documentId: string; relationship: string | null; carer: { documentId: string } | null }[];
  await inBatches('carer links', students, async (person) => {
    const studentDocumentId = studentIds.get(person.directoryId)!;
    const wanted = new Map((linksOf.get(person.directoryId) ?? []).map((link) => [userIds.get(link.carer)!, link]));
    for (const stored of await storedLinksOfStudent(studentDocumentId)) {
      const carer = stored.carer?.documentId;
      const link = carer ? wanted.get(carer) : undefined;
      if (carer) touchedCarers.add(carer);
      if (!link) {
        await strapi.documents(LINK).delete({ documentId: stored.documentId });
        counts.removed += 1;
      } else {
        wanted.delete(carer!);
        if (stored.relationship !== link.relationship) {
          await strapi.documents(LINK).update({ documentId: stored.documentId, data: { relationship: link.relationship } } as never);
          counts.updated += 1;
        } else {
          counts.unchanged += 1;
        }
      }
    }
    for (const [carer, link] of wanted) {
      await create(LINK, { carer, student: studentDocumentId, relationship: link.relationship });
      touchedCarers.add(carer);
      counts.created += 1;
    }
  });

  // Deactivations: people deleted by a delta file, and in bulk mode the campus's people it no
  // longer lists. They keep their records (notices read, notes) but lose their carer links.
  const listed = new Set(plan.people.map((person) => userKey(person.campus, person.directoryId)));
  const deleted = new Set(plan.deletedPeople);
  const leaving = [...storedUsers.values()].filter((user) =>
    deleted.has(user.directory_id) || (plan.usersMode === 'bulk' && plan.campuses.includes(user.campus as never) && !listed.has(userKey(user.campus, user.directory_id))),
  );
  await inBatches('deactivations', leaving, async (user) => {
    const asCarer = (await strapi.db.query(LINK).findMany({ where: { carer: { documentId: user.documentId } }, select: ['documentId'] })) as { documentId: string }[];
    const student = (await strapi.db.query(STUDENT).findOne({ where: { portal_user: { documentId: user.documentId } }, select: ['documentId'] })) as { documentId: string } | null;
    const asStudent = student ? await storedLinksOfStudent(student.documentId) : [];
    for (const link of [...asCarer, ...asStudent]) {
      await strapi.documents(LINK).delete({ documentId: link.documentId });
      counts.removed += 1;
    }
    for (const link of asStudent) if (link.carer) touchedCarers.add(link.carer.documentId);
    if (user.active !== false) {
      await strapi.documents(USER).update({ documentId: user.documentId, data: { active: false } } as never);
      counts.deactivated += 1;
    }
  });

  // A carer's year groups follow their children, also when a link went away.
  const inFile = new Set(plan.people.map((person) => userIds.get(person.directoryId)));
  const carersToRefresh = [...touchedCarers].filter((carer) => !inFile.has(carer));
  await inBatches('carer year groups', carersToRefresh, async (carer) => {
    const user = (await strapi.db.query(USER).findOne({ where: { documentId: carer }, populate: { groups: { select: ['documentId', 'grouptype'] } } })) as StoredUser | null;
    if (!user) return;
    const links = (await strapi.db.query(LINK).findMany({ where: { carer: { documentId: carer } }, populate: { student: { select: ['form_run'] } } })) as {
      student: { form_run: number | null } | null;
    }[];
    const years = [...new Set(links.map((link) => link.student?.form_run).filter((year): year is number => typeof year === 'number'))];
    for (const year of years) {
      if (!groupIds.has(yearGroupName(year))) groupIds.set(yearGroupName(year), await create(GROUP, { groupname: yearGroupName(year), grouptype: YEAR_GROUP_TYPE }));
    }
    const groups = [
      ...years.map((year) => groupIds.get(yearGroupName(year))!),
      ...user.groups.filter((group) => group.grouptype !== YEAR_GROUP_TYPE).map((group) => group.documentId),
    ];
    if (!sameSet(user.groups.map((group) => group.documentId), groups)) {
      await strapi.documents(USER).update({ documentId: carer, data: { groups } } as never);
      counts.updated += 1;
    }
  });

  // The portal's record files: upserts on their keys; a tobedeleted row removes the record.
  const studentIdOfNumber = new Map<string, string>();
  const studentDocumentId = async (studentNumber: string) => {
    if (!studentIdOfNumber.has(studentNumber)) {
      const found = (await strapi.db.query(STUDENT).findOne({ where: { STUDENT_NUMBER: studentNumber }, select: ['documentId'] })) as { documentId: string } | null;
      if (found) studentIdOfNumber.set(studentNumber, found.documentId);
    }
    return studentIdOfNumber.get(studentNumber) ?? null;
  };
  for (const file of recordFiles) {
    const rows = (plan.extras[file.name] ?? []) as { row: Record<string, unknown> }[];
    await inBatches(`${file.name}.csv`, rows, async ({ row }) => {
      const studentId = typeof row.STUDENT_NUMBER === 'string' ? await studentDocumentId(row.STUDENT_NUMBER) : null;
      const uid = file.uidOf(row);
      const where = file.keyOf(row, studentId);
      if (!where) return;
      const stored = (await strapi.db.query(uid).findOne({ where })) as ({ documentId: string } & Record<string, unknown>) | null;
      if (row.status === 'tobedeleted') {
        if (stored) {
          await strapi.documents(uid).delete({ documentId: stored.documentId });
          counts.removed += 1;
        }
        return;
      }
      const data = file.dataOf(row);
      if (!stored) {
        await create(uid, { ...data, ...(studentId ? { student: studentId } : {}) });
        counts.created += 1;
        return;
      }
      const changes = changedFields(stored, data);
      if (Object.keys(changes).length === 0) {
        counts.unchanged += 1;
        return;
      }
      await strapi.documents(uid).update({ documentId: stored.documentId, data: changes } as never);
      counts.updated += 1;
    });
  }
  return counts;
};

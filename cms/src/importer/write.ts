import type { Core, UID } from '@strapi/strapi';
import { insertDocumentRefs, type BulkRecord } from '../seed/bulk-insert';
import { homeroomKey, type ImportPlan, type LinkPlan, type PersonPlan } from './plan';
import { recordFiles, type RecordFile } from './record-files';
import { removeRestrictedLinks, writeCarerRestrictions, type RecordWrites } from './carer-restrictions';

const USER = 'api::portal-user.portal-user';
const STUDENT = 'api::student.student';
const LINK = 'api::carer-student.carer-student';
const GROUP = 'api::group.group';
export const YEAR_GROUP_TYPE = 'Year Group';
export const yearGroupName = (year: number) => `Year ${year}`;

/** Rows per transaction: short enough that the live CMS's own writes wait only briefly. */
export const BATCH_SIZE = 100;

/** What an import changed. A second run of the same folder changes nothing. */
export interface ImportCounts {
  created: number;
  updated: number;
  unchanged: number;
  deactivated: number;
  removed: number;
}

/** What an import changed, by the file that asked for it (or the records derived from the files, such as the box plots). */
export type CountsByFile = Map<string, ImportCounts>;

/** The counts of one file, made when it has none yet. */
export const countsOf = (byFile: CountsByFile, file: string): ImportCounts => {
  let counts = byFile.get(file);
  if (!counts) {
    counts = { created: 0, updated: 0, unchanged: 0, deactivated: 0, removed: 0 };
    byFile.set(file, counts);
  }
  return counts;
};

/** The counts of every file added up. */
export const totalOf = (byFile: CountsByFile): ImportCounts => {
  const total = { created: 0, updated: 0, unchanged: 0, deactivated: 0, removed: 0 };
  for (const counts of byFile.values()) for (const key of Object.keys(total) as (keyof ImportCounts)[]) total[key] += counts[key];
  return total;
};

export interface WriteResult {
  counts: CountsByFile;
  /**
   * Writes made through the Document Service, each announced by an `entry.*` event after its
   * transaction commits (new records are inserted in bulk and announce nothing, as the seed's).
   */
  announcedWrites: number;
  /** Carer links removed because their pair is restricted (carerRestrictions.csv). */
  restrictedLinksRemoved: number;
}

export interface WriteOptions {
  /** A line per batch on long imports. */
  onProgress?: (line: string) => void;
  batchSize?: number;
}

/** A stored record: its row id (join tables link by it) and its documentId (the Document Service's key). */
interface Ref {
  id: number;
  documentId: string;
}

interface StoredUser extends Ref {
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
  language: string | null;
  /** The person chose their language in the portal: the school system's no longer changes it. */
  language_chosen: boolean | null;
  oneroster_user_ids: unknown;
  oneroster_metadata: unknown;
  oneroster_roles: unknown;
  groups: (Ref & { groupname: string; grouptype: string | null })[];
}

type StoredRecord = Ref & Record<string, unknown>;

const chunksOf = <T>(items: readonly T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += size) out.push(items.slice(index, index + size));
  return out;
};

const groupBy = <T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

const sameSet = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item) => b.includes(item));

/** JSON with object keys sorted: PostgreSQL's jsonb gives them back in an order of its own. */
const canonicalJson = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, part: unknown) =>
    part && typeof part === 'object' && !Array.isArray(part) && !(part instanceof Date)
      ? Object.fromEntries(Object.entries(part).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : part,
  );

/** Whether a stored value is the one wanted, across the database's ways of returning it. */
const sameValue = (current: unknown, wanted: unknown): boolean => {
  if ((current ?? null) === (wanted ?? null)) return true;
  if (canonicalJson(current) === canonicalJson(wanted)) return true;
  // Decimals can come back as strings, datetimes as Dates or numbers, times without milliseconds.
  if (typeof wanted === 'number') return current !== null && current !== undefined && Number(current) === wanted;
  if (typeof wanted === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(wanted)) {
    const time =
      current instanceof Date ? current.getTime() : typeof current === 'number' ? current : Date.parse(String(current));
    return time === Date.parse(wanted);
  }
  if (typeof wanted === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(wanted) && current instanceof Date)
    return current.toISOString().slice(0, 10) === wanted;
  if (typeof wanted === 'string' && /^\d{2}:\d{2}:\d{2}\.\d{3}$/.test(wanted)) return String(current) === wanted.slice(0, 8);
  return false;
};

/** The fields of `wanted` whose stored value differs. */
export const changedFields = (stored: Record<string, unknown>, wanted: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(wanted).filter(([field, value]) => !sameValue(stored[field], value)));

/** A key cell as text, the same from a CSV row and from the database (a date may come back as a Date). */
const keyCell = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value ?? ''));

/** What finds a record file's record again: its student's row id (when keyed by student) and its key cells. */
const recordKey = (file: RecordFile, student: number | null, cells: Record<string, unknown>) =>
  JSON.stringify([...(file.ofStudent ? [student] : []), ...file.key.map((column) => keyCell(cells[column]))]);

const userKey = (campus: string, directoryId: string) => `${campus}:${directoryId}`;

/**
 * Writes a validated plan: people, students, carer restrictions, carer links, deactivations, then the portal's
 * record files. Each batch is its own transaction (or part of the caller's, as in the seed):
 * one query for the stored records of its keys, one bulk insert per kind of new record (see
 * seed/bulk-insert.ts), and a Document Service update or delete for each record that changed.
 * Every write is an upsert on a key of the school system, so a run that stopped half way is
 * finished by running it again, and a second run of the same folder changes nothing.
 */
export const writePlan = async (strapi: Core.Strapi, plan: ImportPlan, options: WriteOptions = {}): Promise<WriteResult> => {
  const byFile: CountsByFile = new Map();
  /** The file whose rows the writes below come from: each stage sets it. */
  let countedFile = 'users.csv';
  const counts = () => countsOf(byFile, countedFile);
  let announcedWrites = 0;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const progress = options.onProgress ?? (() => undefined);
  const inBatches = async <T>(label: string, items: readonly T[], write: (batch: T[]) => Promise<void>) => {
    let done = 0;
    for (const batch of chunksOf(items, batchSize)) {
      await strapi.db.transaction(() => write(batch));
      done += batch.length;
      if (items.length > batchSize) progress(`${label}: ${done}/${items.length}`);
    }
  };
  const insert = async (uid: UID.ContentType, records: readonly BulkRecord[]): Promise<Ref[]> => {
    const now = new Date();
    const refs = await insertDocumentRefs(strapi, uid, records, { random: Math.random, createdAt: () => now });
    counts().created += refs.length;
    return refs;
  };
  const update = async (
    uid: UID.ContentType,
    documentId: string,
    data: Record<string, unknown>,
    counted: 'updated' | 'deactivated' = 'updated',
  ) => {
    await strapi.documents(uid).update({ documentId, data } as never);
    announcedWrites += 1;
    counts()[counted] += 1;
  };
  const remove = async (uid: UID.ContentType, documentId: string) => {
    await strapi.documents(uid).delete({ documentId });
    announcedWrites += 1;
    counts().removed += 1;
  };

  const writes: RecordWrites = {
    inBatches,
    insert,
    update,
    remove,
    unchanged: () => {
      counts().unchanged += 1;
    },
  };

  // Groups: the year groups of the students and those of groupMemberships.csv, made when missing.
  const groupRefs = new Map<string, Ref>();
  for (const group of (await strapi.db.query(GROUP).findMany({ select: ['id', 'documentId', 'groupname'] })) as (Ref & {
    groupname: string;
  })[]) {
    groupRefs.set(group.groupname, group);
  }
  const makeMissingGroups = async (wanted: ReadonlyMap<string, string>) => {
    const missing = [...wanted].filter(([groupname]) => !groupRefs.has(groupname));
    const refs = await insert(
      GROUP,
      missing.map(([groupname, grouptype]) => ({ data: { groupname, grouptype } })),
    );
    missing.forEach(([groupname], index) => groupRefs.set(groupname, refs[index]!));
  };
  const wantedGroups = new Map<string, string>();
  for (const person of plan.people) {
    if (person.year !== null) wantedGroups.set(yearGroupName(person.year), YEAR_GROUP_TYPE);
    for (const group of person.groups ?? []) wantedGroups.set(group.name, group.type);
  }
  await strapi.db.transaction(() => makeMissingGroups(wantedGroups));

  // People, keyed by (campus, directory id): the key a first sign-in links by.
  const directoryIds = [...new Set([...plan.people.map((person) => person.directoryId), ...plan.deletedPeople, ...plan.leftCampuses.map((left) => left.directoryId)])];
  const storedUsers = new Map<string, StoredUser>();
  const loadUsers = async (where: Record<string, unknown>) => {
    const found = (await strapi.db
      .query(USER)
      .findMany({ where, populate: { groups: { select: ['id', 'documentId', 'groupname', 'grouptype'] } } })) as StoredUser[];
    for (const user of found) storedUsers.set(userKey(user.campus, user.directory_id), user);
  };
  for (const part of chunksOf(directoryIds, 500)) await loadUsers({ directory_id: { $in: part } });
  if (plan.usersMode === 'bulk') await loadUsers({ campus: { $in: plan.campuses }, directory_id: { $notNull: true } });

  const yearOfStudent = new Map(
    plan.people.filter((person) => person.year !== null).map((person) => [person.directoryId, person.year!]),
  );
  const yearsOfCarer = new Map<string, number[]>();
  // By the carer's record (campus and directory id): each campus's record follows the children linked to it.
  for (const [carer, links] of groupBy(plan.links, (link) => userKey(link.carerCampus, link.carer)))
    yearsOfCarer.set(
      carer,
      links.map((link) => yearOfStudent.get(link.student)!),
    );
  const groupsFor = (person: PersonPlan, stored: StoredUser | undefined): Ref[] => {
    // Year groups are the school system's: a student's from their grade, a carer's from their children.
    // A bulk file has every link; after a delta, a stored carer's are recomputed from the stored links (below).
    const storedYears = (stored?.groups ?? [])
      .filter((group) => group.grouptype === YEAR_GROUP_TYPE)
      .map((group) => group.groupname);
    const years =
      person.type === 'student'
        ? person.year === null
          ? storedYears
          : [yearGroupName(person.year)]
        : plan.usersMode === 'bulk' || !stored
          ? (yearsOfCarer.get(userKey(person.campus, person.directoryId)) ?? []).map(yearGroupName)
          : storedYears;
    const others = person.groups
      ? person.groups.map((group) => group.name)
      : (stored?.groups ?? []).filter((group) => group.grouptype !== YEAR_GROUP_TYPE).map((group) => group.groupname);
    return [...new Set([...years, ...others])].map((name) => groupRefs.get(name)!);
  };

  const userRefs = new Map<string, Ref>();
  await inBatches('people', plan.people, async (batch) => {
    const fresh: { person: PersonPlan; record: BulkRecord }[] = [];
    for (const person of batch) {
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
        // Kept as the school system sent them (private to the CMS): nothing of a row is dropped.
        ...(person.userIds === undefined ? {} : { oneroster_user_ids: person.userIds }),
        ...(person.metadata === undefined ? {} : { oneroster_metadata: person.metadata }),
        ...(person.roles === undefined ? {} : { oneroster_roles: person.roles }),
        // The school system's language, unless the person chose their own in the portal.
        ...(person.language !== null && !stored?.language_chosen ? { language: person.language } : {}),
      };
      const groups = groupsFor(person, stored);
      if (!stored) {
        fresh.push({
          person,
          record: { data: { ...data, country_name: 'Australia' }, links: { groups: groups.map((group) => group.id) } },
        });
        continue;
      }
      userRefs.set(userKey(person.campus, person.directoryId), stored);
      const changes = changedFields({ ...stored, active: stored.active ?? true }, data);
      const groupsChanged = !sameSet(
        stored.groups.map((group) => group.id),
        groups.map((group) => group.id),
      );
      if (Object.keys(changes).length === 0 && !groupsChanged) {
        counts().unchanged += 1;
        continue;
      }
      await update(USER, stored.documentId, {
        ...changes,
        ...(groupsChanged ? { groups: groups.map((group) => group.documentId) } : {}),
      });
    }
    const refs = await insert(
      USER,
      fresh.map(({ record }) => record),
    );
    fresh.forEach(({ person }, index) => userRefs.set(userKey(person.campus, person.directoryId), refs[index]!));
  });

  // Students: the student record of each student person, keyed by STUDENT_NUMBER.
  // A person's contact details are the same at every campus: the first record of theirs serves.
  const personByDirectoryId = new Map(plan.people.map((person) => [person.directoryId, person]));
  const contacts = new Map<string, { name: string | null; email: string | null }>();
  const contactOf = async (directoryId: string) => {
    const person = personByDirectoryId.get(directoryId);
    if (person) return { name: `${person.firstname} ${person.surname}`, email: person.email };
    if (!contacts.has(directoryId)) {
      const stored = (await strapi.db
        .query(USER)
        .findOne({ where: { directory_id: directoryId }, select: ['firstname', 'surname', 'email'] })) as {
        firstname: string;
        surname: string;
        email: string | null;
      } | null;
      contacts.set(directoryId, { name: stored ? `${stored.firstname} ${stored.surname}` : null, email: stored?.email ?? null });
    }
    return contacts.get(directoryId)!;
  };
  const students = plan.people.filter((person) => person.studentNumber !== null);
  /** Student records by STUDENT_NUMBER (null: not in the portal), filled as batches need them. */
  const studentByNumber = new Map<string, Ref | null>();
  const studentRefs = new Map<string, Ref>();
  await inBatches('students', students, async (batch) => {
    const found = (await strapi.db.query(STUDENT).findMany({
      where: { STUDENT_NUMBER: { $in: batch.map((person) => person.studentNumber) } },
      populate: { portal_user: { select: ['id', 'documentId'] } },
    })) as (StoredRecord & { STUDENT_NUMBER: string; portal_user: Ref | null })[];
    const storedOf = new Map(found.map((student) => [student.STUDENT_NUMBER, student]));
    const fresh: { person: PersonPlan; record: BulkRecord }[] = [];
    for (const person of batch) {
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
          ? {
              homeroom_teacher: teacher?.name,
              homeroom_teacher_email: teacher?.email,
              head_of_year: headOfYear?.name,
              head_of_year_email: headOfYear?.email,
            }
          : {}),
      };
      const portalUser = userRefs.get(userKey(person.campus, person.directoryId))!;
      const stored = storedOf.get(person.studentNumber!);
      if (!stored) {
        fresh.push({ person, record: { data, links: { portal_user: [portalUser.id] } } });
        continue;
      }
      studentRefs.set(person.directoryId, stored);
      studentByNumber.set(person.studentNumber!, stored);
      const changes = changedFields(stored, data);
      const relinked = stored.portal_user?.id !== portalUser.id;
      if (Object.keys(changes).length === 0 && !relinked) {
        counts().unchanged += 1;
        continue;
      }
      await update(STUDENT, stored.documentId, { ...changes, ...(relinked ? { portal_user: portalUser.documentId } : {}) });
    }
    const refs = await insert(
      STUDENT,
      fresh.map(({ record }) => record),
    );
    fresh.forEach(({ person }, index) => {
      studentRefs.set(person.directoryId, refs[index]!);
      studentByNumber.set(person.studentNumber!, refs[index]!);
    });
  });

  // Court orders (carerRestrictions.csv): the restrictions are stored, then the link of every
  // restricted pair goes, wherever it came from; plan.links has none, so none is made again below.
  countedFile = 'carerRestrictions.csv';
  await writeCarerRestrictions(strapi, plan.carerRestrictions, writes);
  const restrictedCarers = await removeRestrictedLinks(strapi, plan.carerRestrictions, writes);

  // Carer links: each student of users.csv has exactly the carers the file gives them.
  countedFile = 'users.csv';
  type StoredLink = Ref & { relationship: string | null; carer: Ref | null; student: Ref | null };
  const linksOf = groupBy(plan.links, (link) => link.student);
  /** Carers (row ids) whose links changed: their year groups follow. */
  const touchedCarers = new Set<number>(restrictedCarers);
  const storedLinksOfStudents = async (studentIds: readonly number[]) =>
    (await strapi.db.query(LINK).findMany({
      where: { student: { id: { $in: studentIds } } },
      populate: { carer: { select: ['id', 'documentId'] }, student: { select: ['id', 'documentId'] } },
    })) as StoredLink[];
  await inBatches('carer links', students, async (batch) => {
    const storedOf = groupBy(
      await storedLinksOfStudents(batch.map((person) => studentRefs.get(person.directoryId)!.id)),
      (link) => link.student?.id,
    );
    const fresh: BulkRecord[] = [];
    for (const person of batch) {
      const student = studentRefs.get(person.directoryId)!;
      const wanted = new Map<number, LinkPlan>(
        (linksOf.get(person.directoryId) ?? []).map((link) => [userRefs.get(userKey(link.carerCampus, link.carer))!.id, link]),
      );
      for (const stored of storedOf.get(student.id) ?? []) {
        const carer = stored.carer?.id;
        const link = carer === undefined ? undefined : wanted.get(carer);
        if (carer !== undefined) touchedCarers.add(carer);
        if (!link) {
          await remove(LINK, stored.documentId);
        } else {
          wanted.delete(carer!);
          if (stored.relationship !== link.relationship)
            await update(LINK, stored.documentId, { relationship: link.relationship });
          else counts().unchanged += 1;
        }
      }
      for (const [carer, link] of wanted) {
        fresh.push({ data: { relationship: link.relationship }, links: { carer: [carer], student: [student.id] } });
        touchedCarers.add(carer);
      }
    }
    await insert(LINK, fresh);
  });

  // Deactivations: people deleted by a delta file, and in bulk mode the campus's people it no
  // longer lists. They keep their records (notices read, notes) but lose their carer links.
  const listed = new Set(plan.people.map((person) => userKey(person.campus, person.directoryId)));
  const deleted = new Set(plan.deletedPeople);
  // A person's record at a campus their roles no longer give goes too (a delta removed the role).
  const left = new Set(plan.leftCampuses.map(({ directoryId, campus }) => userKey(campus, directoryId)));
  const leaving = [...storedUsers.values()].filter(
    (user) =>
      deleted.has(user.directory_id) ||
      left.has(userKey(user.campus, user.directory_id)) ||
      (plan.usersMode === 'bulk' &&
        plan.campuses.includes(user.campus as never) &&
        !listed.has(userKey(user.campus, user.directory_id))),
  );
  await inBatches('deactivations', leaving, async (batch) => {
    for (const user of batch) {
      const asCarer = (await strapi.db
        .query(LINK)
        .findMany({ where: { carer: { id: user.id } }, select: ['documentId'] })) as Ref[];
      const student = (await strapi.db
        .query(STUDENT)
        .findOne({ where: { portal_user: { id: user.id } }, select: ['id'] })) as Ref | null;
      const asStudent = student ? await storedLinksOfStudents([student.id]) : [];
      for (const link of [...asCarer, ...asStudent]) await remove(LINK, link.documentId);
      for (const link of asStudent) if (link.carer) touchedCarers.add(link.carer.id);
      if (user.active !== false) await update(USER, user.documentId, { active: false }, 'deactivated');
    }
  });

  // A carer's year groups follow their children, also when a link went away; a bulk file gave
  // those of its carers already, a delta only some of their children (their stored ones are recomputed).
  const inFile = new Set([...userRefs.values()].map((user) => user.id));
  if (plan.usersMode !== 'bulk') {
    for (const person of plan.people)
      if (person.is_carer && storedUsers.has(userKey(person.campus, person.directoryId)))
        touchedCarers.add(userRefs.get(userKey(person.campus, person.directoryId))!.id);
  }
  const carersToRefresh = [...touchedCarers].filter((carer) => plan.usersMode !== 'bulk' || !inFile.has(carer));
  await inBatches('carer year groups', carersToRefresh, async (batch) => {
    for (const carer of batch) {
      const user = (await strapi.db
        .query(USER)
        .findOne({
          where: { id: carer },
          populate: { groups: { select: ['id', 'documentId', 'grouptype'] } },
        })) as StoredUser | null;
      if (!user) continue;
      const links = (await strapi.db
        .query(LINK)
        .findMany({ where: { carer: { id: carer } }, populate: { student: { select: ['form_run'] } } })) as {
        student: { form_run: number | null } | null;
      }[];
      const years = [
        ...new Set(links.map((link) => link.student?.form_run).filter((year): year is number => typeof year === 'number')),
      ];
      await makeMissingGroups(new Map(years.map((year) => [yearGroupName(year), YEAR_GROUP_TYPE])));
      const groups = [
        ...years.map((year) => groupRefs.get(yearGroupName(year))!),
        ...user.groups.filter((group) => group.grouptype !== YEAR_GROUP_TYPE),
      ];
      if (
        !sameSet(
          user.groups.map((group) => group.id),
          groups.map((group) => group.id),
        )
      ) {
        await update(USER, user.documentId, { groups: groups.map((group) => group.documentId) });
      }
    }
  });

  // The portal's record files: upserts on their keys; a tobedeleted row removes the record.
  const loadStudents = async (studentNumbers: readonly string[]) => {
    const missing = [...new Set(studentNumbers)].filter((studentNumber) => !studentByNumber.has(studentNumber));
    if (missing.length === 0) return;
    const found = (await strapi.db
      .query(STUDENT)
      .findMany({ where: { STUDENT_NUMBER: { $in: missing } }, select: ['id', 'documentId', 'STUDENT_NUMBER'] })) as (Ref & {
      STUDENT_NUMBER: string;
    })[];
    for (const studentNumber of missing) studentByNumber.set(studentNumber, null);
    for (const student of found) studentByNumber.set(student.STUDENT_NUMBER, student);
  };
  const writeRecords = async (file: RecordFile, uid: UID.ContentType, rows: readonly Record<string, unknown>[]) => {
    const studentOf = (row: Record<string, unknown>) =>
      typeof row.STUDENT_NUMBER === 'string' ? (studentByNumber.get(row.STUDENT_NUMBER) ?? null) : null;
    // A row keyed by a student the portal does not have is a tobedeleted one: nothing to remove.
    const keyed = rows.filter((row) => !file.ofStudent || studentOf(row) !== null);
    const distinct = (values: unknown[]) => [...new Set(values)];
    const where: Record<string, unknown> = Object.fromEntries(
      file.key.map((column) => [column, { $in: distinct(keyed.map((row) => row[column])) }]),
    );
    if (file.ofStudent) where.student = { id: { $in: distinct(keyed.map((row) => studentOf(row)!.id)) } };
    const found =
      keyed.length === 0
        ? []
        : ((await strapi.db
            .query(uid)
            .findMany({ where, ...(file.ofStudent ? { populate: { student: { select: ['id'] } } } : {}) })) as (StoredRecord & {
            student?: Ref | null;
          })[]);
    const storedOf = new Map(found.map((stored) => [recordKey(file, stored.student?.id ?? null, stored), stored]));
    // A key twice in one batch: the later row wins, as it would over two batches.
    const fresh = new Map<string, BulkRecord>();
    for (const row of keyed) {
      const student = studentOf(row);
      const key = recordKey(file, student?.id ?? null, row);
      const stored = storedOf.get(key);
      if (row.status === 'tobedeleted') {
        fresh.delete(key);
        if (stored) {
          await remove(uid, stored.documentId);
          storedOf.delete(key);
        }
        continue;
      }
      const data = file.dataOf(row);
      if (!stored) {
        fresh.set(key, { data, ...(student ? { links: { student: [student.id] } } : {}) });
        continue;
      }
      const changes = changedFields(stored, data);
      if (Object.keys(changes).length === 0) {
        counts().unchanged += 1;
        continue;
      }
      await update(uid, stored.documentId, changes);
      // A later row of the same key in this batch compares with what is stored now.
      Object.assign(stored, changes);
    }
    await insert(uid, [...fresh.values()]);
  };
  for (const file of recordFiles) {
    countedFile = `${file.name}.csv`;
    const rows = (plan.records[file.name] ?? []).map(({ row }) => row);
    await inBatches(`${file.name}.csv`, rows, async (batch) => {
      await loadStudents(
        batch
          .map((row) => row.STUDENT_NUMBER)
          .filter((studentNumber): studentNumber is string => typeof studentNumber === 'string'),
      );
      for (const [uid, rowsOfType] of groupBy(batch, (row) => file.uidOf(row))) await writeRecords(file, uid, rowsOfType);
    });
  }
  return { counts: byFile, announcedWrites, restrictedLinksRemoved: restrictedCarers.length };
};

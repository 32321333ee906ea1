import type { Core, UID } from '@strapi/strapi';
import type { Campus, CarerRestrictionRow } from '@portal/contract';
import type { BulkRecord } from '../seed/bulk-insert';
import type { Row, RowError } from './rows';

// Court orders (README: "Carer restrictions"): carerRestrictions.csv names carers who may not
// act for a student. The importer keeps them as carer-restriction records and never lets such a
// pair have a carer link, so every path that reaches a child through the links refuses it.

const FILE = 'carerRestrictions.csv';
const RESTRICTION = 'api::carer-restriction.carer-restriction';
const USER = 'api::portal-user.portal-user';
const STUDENT = 'api::student.student';
const LINK = 'api::carer-student.carer-student';

/** A carer and a student by sourcedId: what a restriction and a carer link are both about. */
export const pairKey = (carer: string, student: string) => `${carer}>${student}`;

interface Ref {
  id: number;
  documentId: string;
}

/** A stored restriction, as the plan and the writer compare with it. */
export interface StoredRestriction extends Ref {
  carer_sourced_id: string;
  student_sourced_id: string;
  campus: Campus;
  note: string | null;
  carer: Ref | null;
  student: Ref | null;
}

/** What a row's sourcedId names: a person of users.csv, or one already in the portal. */
export interface RestrictedPerson {
  type: string;
  is_carer: boolean;
  campus: Campus;
}

/** What the portal already holds for a carerRestrictions.csv: its restrictions, and the people the file names. */
export interface RestrictionsKnown {
  stored: readonly StoredRestriction[];
  people: ReadonlyMap<string, RestrictedPerson>;
}

export const NOTHING_RESTRICTED: RestrictionsKnown = { stored: [], people: new Map() };

export interface RestrictionPlan {
  carer: string;
  student: string;
  /** The student's campus: a later file of that campus's school speaks for the restriction. */
  campus: Campus;
  note: string | null;
}

export interface CarerRestrictionsPlan {
  /** The file's restrictions; null when the folder has no carerRestrictions.csv (the stored ones stand). */
  file: RestrictionPlan[] | null;
  /** The campuses whose stored restrictions the file replaces: those of the folder's schools. */
  campuses: readonly Campus[];
  stored: readonly StoredRestriction[];
  /** Every pair (pairKey) restricted once the import is written: the file's, and the stored ones it does not speak for. */
  inForce: ReadonlyMap<string, { carer: string; student: string }>;
}

/** What the portal holds that a carerRestrictions.csv is checked against (nothing is read without the file but the stored restrictions). */
export const loadRestrictionsKnown = async (
  strapi: Core.Strapi,
  rows: readonly Row<CarerRestrictionRow>[] | undefined,
): Promise<RestrictionsKnown> => {
  const stored = (await strapi.db.query(RESTRICTION).findMany({
    populate: { carer: { select: ['id', 'documentId'] }, student: { select: ['id', 'documentId'] } },
  })) as StoredRestriction[];
  const named = [...new Set((rows ?? []).flatMap(({ row }) => [row.carerSourcedId, row.studentSourcedId]))];
  const people =
    named.length === 0
      ? []
      : ((await strapi.db.query(USER).findMany({
          where: { directory_id: { $in: named } },
          select: ['directory_id', 'type', 'is_carer', 'campus'],
        })) as { directory_id: string; type: string; is_carer: boolean | null; campus: Campus }[]);
  return {
    stored,
    people: new Map(
      people.map((person) => [
        person.directory_id,
        { type: person.type, is_carer: person.is_carer === true, campus: person.campus },
      ]),
    ),
  };
};

/**
 * Checks every row of carerRestrictions.csv (README: both sourcedIds name people of users.csv
 * or of the portal, a carer and a student of the folder's schools, each pair once) and gives
 * the pairs restricted after the import. `personOf` answers for users.csv, before the portal.
 */
export const planCarerRestrictions = (
  rows: readonly Row<CarerRestrictionRow>[] | undefined,
  folder: { personOf: ReadonlyMap<string, RestrictedPerson>; campuses: readonly Campus[] },
  known: RestrictionsKnown,
  errors: RowError[],
): CarerRestrictionsPlan => {
  const personOf = (sourcedId: string) => folder.personOf.get(sourcedId) ?? known.people.get(sourcedId);
  const inForce = new Map<string, { carer: string; student: string }>();
  for (const restriction of known.stored) {
    if (!rows || !folder.campuses.includes(restriction.campus)) {
      inForce.set(pairKey(restriction.carer_sourced_id, restriction.student_sourced_id), {
        carer: restriction.carer_sourced_id,
        student: restriction.student_sourced_id,
      });
    }
  }
  if (!rows) return { file: null, campuses: [], stored: known.stored, inForce };

  if (folder.campuses.length === 0) {
    errors.push({
      file: FILE,
      line: 0,
      reason:
        "replaces the restrictions of the folder's schools, and orgs.csv names none: add orgs.csv with the schools it is for",
    });
  }
  const file: RestrictionPlan[] = [];
  const lineOf = new Map<string, number>();
  for (const { line, row } of rows) {
    const carer = personOf(row.carerSourcedId);
    const student = personOf(row.studentSourcedId);
    const reasons: { column: string; reason: string }[] = [];
    if (!carer)
      reasons.push({ column: 'carerSourcedId', reason: `${row.carerSourcedId} is neither in users.csv nor in the portal` });
    else if (!carer.is_carer)
      reasons.push({ column: 'carerSourcedId', reason: `${row.carerSourcedId} has no parent, guardian or relative role` });
    if (!student)
      reasons.push({ column: 'studentSourcedId', reason: `${row.studentSourcedId} is neither in users.csv nor in the portal` });
    else if (student.type !== 'student')
      reasons.push({ column: 'studentSourcedId', reason: `${row.studentSourcedId} is not a student` });
    else if (folder.campuses.length > 0 && !folder.campuses.includes(student.campus)) {
      reasons.push({
        column: 'studentSourcedId',
        reason: `${row.studentSourcedId} is a student of ${student.campus}, which is not a school of orgs.csv`,
      });
    }
    const key = pairKey(row.carerSourcedId, row.studentSourcedId);
    const earlier = lineOf.get(key);
    if (earlier === undefined) {
      lineOf.set(key, line);
    } else {
      reasons.push({
        column: 'studentSourcedId',
        reason: `carer ${row.carerSourcedId} and student ${row.studentSourcedId} are restricted on line ${earlier} already`,
      });
    }
    if (reasons.length > 0) {
      for (const { column, reason } of reasons) errors.push({ file: FILE, line, column, reason });
      continue;
    }
    file.push({ carer: row.carerSourcedId, student: row.studentSourcedId, campus: student!.campus, note: row.note ?? null });
    inForce.set(key, { carer: row.carerSourcedId, student: row.studentSourcedId });
  }
  return { file, campuses: folder.campuses, stored: known.stored, inForce };
};

/** The writer's own steps (write.ts), so that this file's writes are batched and counted as the others. */
export interface RecordWrites {
  inBatches: <T>(label: string, items: readonly T[], write: (batch: T[]) => Promise<void>) => Promise<void>;
  insert: (uid: UID.ContentType, records: readonly BulkRecord[]) => Promise<unknown>;
  update: (uid: UID.ContentType, documentId: string, data: Record<string, unknown>) => Promise<void>;
  remove: (uid: UID.ContentType, documentId: string) => Promise<void>;
  unchanged: () => void;
}

/**
 * Removes the carer link of every restricted pair, wherever it came from (an earlier import, an
 * edit in the CMS). Runs before the links are written, which then never make one again.
 * Returns the row ids of the carers who lost a link: their year groups follow their children.
 */
export const removeRestrictedLinks = async (
  strapi: Core.Strapi,
  restrictions: CarerRestrictionsPlan,
  writes: RecordWrites,
): Promise<number[]> => {
  const carers: number[] = [];
  await writes.inBatches('restricted carer links', [...restrictions.inForce.values()], async (batch) => {
    const links = (await strapi.db.query(LINK).findMany({
      where: {
        carer: { directory_id: { $in: batch.map((pair) => pair.carer) } },
        student: { portal_user: { directory_id: { $in: batch.map((pair) => pair.student) } } },
      },
      populate: {
        carer: { select: ['id', 'directory_id'] },
        student: { select: ['id'], populate: { portal_user: { select: ['directory_id'] } } },
      },
    })) as (Ref & {
      carer: { id: number; directory_id: string } | null;
      student: { portal_user: { directory_id: string | null } | null } | null;
    })[];
    for (const link of links) {
      const student = link.student?.portal_user?.directory_id;
      if (!link.carer || !student || !restrictions.inForce.has(pairKey(link.carer.directory_id, student))) continue;
      await writes.remove(LINK, link.documentId);
      carers.push(link.carer.id);
    }
  });
  return carers;
};

/**
 * Makes the stored restrictions of the file's campuses exactly the file's: new pairs created,
 * a changed note updated, pairs no longer in it removed (the order was lifted). Without the file
 * nothing is written. Runs after the people and students are written, whom the records link to.
 */
export const writeCarerRestrictions = async (
  strapi: Core.Strapi,
  restrictions: CarerRestrictionsPlan,
  writes: RecordWrites,
): Promise<void> => {
  if (!restrictions.file) return;
  const storedOf = new Map(
    restrictions.stored.map((stored) => [pairKey(stored.carer_sourced_id, stored.student_sourced_id), stored]),
  );
  await writes.inBatches(FILE, restrictions.file, async (batch) => {
    const carers = (await strapi.db.query(USER).findMany({
      where: { directory_id: { $in: batch.map((restriction) => restriction.carer) }, is_carer: true },
      select: ['id', 'documentId', 'directory_id'],
    })) as (Ref & { directory_id: string })[];
    const students = (await strapi.db.query(STUDENT).findMany({
      where: { portal_user: { directory_id: { $in: batch.map((restriction) => restriction.student) } } },
      select: ['id', 'documentId', 'campus'],
      populate: { portal_user: { select: ['directory_id'] } },
    })) as (Ref & { campus: Campus | null; portal_user: { directory_id: string } | null })[];
    const carerOf = new Map(carers.map((carer) => [carer.directory_id, carer]));
    const studentOf = (restriction: RestrictionPlan) =>
      students.find(
        (student) => student.portal_user?.directory_id === restriction.student && student.campus === restriction.campus,
      ) ?? null;
    const fresh: BulkRecord[] = [];
    for (const restriction of batch) {
      const carer = carerOf.get(restriction.carer) ?? null;
      const student = studentOf(restriction);
      const data = {
        carer_sourced_id: restriction.carer,
        student_sourced_id: restriction.student,
        campus: restriction.campus,
        note: restriction.note,
      };
      const stored = storedOf.get(pairKey(restriction.carer, restriction.student));
      if (!stored) {
        fresh.push({ data, links: { carer: carer ? [carer.id] : [], student: student ? [student.id] : [] } });
        continue;
      }
      const changes = {
        ...(stored.campus !== data.campus ? { campus: data.campus } : {}),
        ...((stored.note ?? null) !== data.note ? { note: data.note } : {}),
        ...(stored.carer?.id !== carer?.id ? { carer: carer?.documentId ?? null } : {}),
        ...(stored.student?.id !== student?.id ? { student: student?.documentId ?? null } : {}),
      };
      if (Object.keys(changes).length === 0) writes.unchanged();
      else await writes.update(RESTRICTION, stored.documentId, changes);
    }
    await writes.insert(RESTRICTION, fresh);
  });
  const lifted = restrictions.stored.filter(
    (stored) =>
      restrictions.campuses.includes(stored.campus) &&
      !restrictions.inForce.has(pairKey(stored.carer_sourced_id, stored.student_sourced_id)),
  );
  await writes.inBatches(`${FILE} (lifted)`, lifted, async (batch) => {
    for (const stored of batch) await writes.remove(RESTRICTION, stored.documentId);
  });
};

/** What the import's report says of the court orders; null when there are none and the folder has no file. */
export interface CarerRestrictionsSummary {
  inForce: number;
  fromFile: boolean;
  /** Links of restricted pairs removed by this run. */
  linksRemoved: number;
  /** Pairs of users.csv's agentSourcedIds not linked because they are restricted. */
  linksNotMade: number;
}

export const describeCarerRestrictions = ({ inForce, fromFile, linksRemoved, linksNotMade }: CarerRestrictionsSummary): string =>
  `Carer restrictions (court orders): ${inForce} in force (${fromFile ? `as ${FILE} gives them` : `as stored: the folder has no ${FILE}`}); ` +
  `${linksRemoved} carer link${linksRemoved === 1 ? '' : 's'} removed, ${linksNotMade} of agentSourcedIds not made.`;

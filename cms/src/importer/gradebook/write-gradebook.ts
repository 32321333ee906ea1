import type { Core, UID } from '@strapi/strapi';
import { insertDocumentRefs, type BulkRecord } from '../../seed/bulk-insert';
import { BATCH_SIZE, changedFields, countsOf, type CountsByFile, type WriteOptions } from '../write';
import { derivePlots } from './derive-plots';
import {
  emptyGradebook,
  GRADEBOOK_FILES,
  type Gradebook,
  type GradebookEntry,
  type GradebookFile,
  type GradebookPlan,
  type KnownPeople,
} from './plan-gradebook';

const GRADEBOOK = 'api::gradebook-record.gradebook-record';
const COURSE_PLOT = 'api::plot-course-result.plot-course-result';
const TASK_PLOT = 'api::plot-task-result.plot-task-result';
const STUDENT = 'api::student.student';

interface StoredRecord {
  documentId: string;
  file: GradebookFile;
  sourced_id: string;
  school: string | null;
  fields: unknown;
}

/** The stored gradebook, with each row's documentId (file:sourcedId -> documentId) for the writer. */
export interface StoredGradebook {
  gradebook: Gradebook;
  documentIds: Map<string, string>;
}

const recordKey = (file: string, sourcedId: string) => `${file}:${sourcedId}`;

/** JSON with its keys sorted: PostgreSQL's jsonb gives a stored object's keys back in an order of its own. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
const sameEntry = (a: GradebookEntry, b: GradebookEntry) => a.school === b.school && canonical(a.fields) === canonical(b.fields);

export const loadGradebook = async (strapi: Core.Strapi): Promise<StoredGradebook> => {
  const gradebook = emptyGradebook();
  const documentIds = new Map<string, string>();
  const rows = (await strapi.db
    .query(GRADEBOOK)
    .findMany({ select: ['documentId', 'file', 'sourced_id', 'school', 'fields'] })) as StoredRecord[];
  for (const row of rows) {
    (gradebook[row.file] as Map<string, GradebookEntry>).set(row.sourced_id, {
      school: row.school ?? null,
      fields: row.fields as never,
    });
    documentIds.set(recordKey(row.file, row.sourced_id), row.documentId);
  }
  return { gradebook, documentIds };
};

/** A student record: its row id (a new plot's join row links by it) and its documentId. */
interface StudentRef {
  id: number;
  documentId: string;
}

/** The portal's students by directory id (OneRoster sourcedId): whom results and enrollments may name. */
export const loadStudents = async (strapi: Core.Strapi): Promise<Map<string, StudentRef>> => {
  const rows = (await strapi.db.query(STUDENT).findMany({
    select: ['id', 'documentId'],
    populate: { portal_user: { select: ['directory_id'] } },
  })) as (StudentRef & { portal_user: { directory_id: string | null } | null })[];
  return new Map(
    rows
      .filter((row) => row.portal_user?.directory_id)
      .map((row) => [row.portal_user!.directory_id!, { id: row.id, documentId: row.documentId }]),
  );
};

export const knownPeopleOf = (directoryIds: ReadonlySet<string>, students: ReadonlyMap<string, StudentRef>): KnownPeople => ({
  directoryIds,
  studentDirectoryIds: new Set(students.keys()),
});

interface StoredPlot {
  documentId: string;
  student: { documentId: string } | null;
  [field: string]: unknown;
}

/** One write of the gradebook's difference: a new record, inserted in bulk, or a stored one changed or removed. */
/** The box plots are no file's own: the summary counts them under this name. */
export const PLOTS = 'box plots (from the gradebook)';

/** A write, and the file it is counted under (a gradebook file, or the box plots). */
type Change = { uid: UID.ContentType; file: string } & (
  { create: BulkRecord } | { update: string; data: Record<string, unknown> } | { remove: string }
);

/**
 * Stores the gradebook's difference (creates, changed rows, removed rows), then makes the
 * plot records exactly those the whole gradebook gives, keyed by (student, course_id,
 * academic_year) and (student, line item: line_item_id): a second run of the same folder
 * changes nothing. As write.ts, each batch is its own transaction: its new records inserted in
 * bulk (seed/bulk-insert.ts: no entry.create event), its changes and removals through the
 * Document Service. Returns the count of those, which each announce an entry.* event.
 */
export const writeGradebook = async (
  strapi: Core.Strapi,
  plan: GradebookPlan,
  stored: StoredGradebook,
  counts: CountsByFile,
  options: WriteOptions = {},
): Promise<{ announcedWrites: number }> => {
  let announcedWrites = 0;
  if (!plan.touched) return { announcedWrites };
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const progress = options.onProgress ?? (() => undefined);
  const writeBatch = async (batch: readonly Change[]) => {
    const fresh = new Map<UID.ContentType, { file: string; record: BulkRecord }[]>();
    for (const change of batch) {
      if ('create' in change) {
        const records = fresh.get(change.uid);
        const entry = { file: change.file, record: change.create };
        if (records) records.push(entry);
        else fresh.set(change.uid, [entry]);
      } else if ('update' in change) {
        await strapi.documents(change.uid).update({ documentId: change.update, data: change.data } as never);
        announcedWrites += 1;
        countsOf(counts, change.file).updated += 1;
      } else {
        await strapi.documents(change.uid).delete({ documentId: change.remove });
        announcedWrites += 1;
        countsOf(counts, change.file).removed += 1;
      }
    }
    const now = new Date();
    for (const [uid, records] of fresh) {
      const refs = await insertDocumentRefs(
        strapi,
        uid,
        records.map(({ record }) => record),
        { random: Math.random, createdAt: () => now },
      );
      records.forEach(({ file }, index) => {
        if (refs[index]) countsOf(counts, file).created += 1;
      });
    }
  };
  const inBatches = async (label: string, changes: readonly Change[]) => {
    for (let index = 0; index < changes.length; index += batchSize) {
      await strapi.db.transaction(() => writeBatch(changes.slice(index, index + batchSize)));
      if (changes.length > batchSize) progress(`${label}: ${Math.min(index + batchSize, changes.length)}/${changes.length}`);
    }
  };

  // The gradebook's own rows.
  const changes: Change[] = [];
  for (const file of GRADEBOOK_FILES) {
    const before = stored.gradebook[file] as Map<string, GradebookEntry>;
    const after = plan.gradebook[file] as Map<string, GradebookEntry>;
    for (const [sourcedId] of before) {
      if (!after.has(sourcedId))
        changes.push({ uid: GRADEBOOK, file: `${file}.csv`, remove: stored.documentIds.get(recordKey(file, sourcedId))! });
    }
    for (const [sourcedId, entry] of after) {
      const old = before.get(sourcedId);
      if (!old) {
        changes.push({
          uid: GRADEBOOK,
          file: `${file}.csv`,
          create: { data: { file, sourced_id: sourcedId, school: entry.school, fields: entry.fields } },
        });
      } else if (!sameEntry(old, entry)) {
        changes.push({
          uid: GRADEBOOK,
          file: `${file}.csv`,
          update: stored.documentIds.get(recordKey(file, sourcedId))!,
          data: { school: entry.school, fields: entry.fields },
        });
      } else {
        countsOf(counts, `${file}.csv`).unchanged += 1;
      }
    }
  }
  await inBatches('gradebook', changes);

  // The plot records: what the gradebook gives, for the students the portal has.
  const students = await loadStudents(strapi);
  const { courses, tasks } = derivePlots(plan.gradebook);
  const plotChanges: Change[] = [];
  const reconcile = async <T extends { student: string }>(
    uid: UID.ContentType,
    wanted: readonly T[],
    keyFields: readonly (keyof T & string)[],
  ) => {
    const keyOf = (student: string | undefined, record: Record<string, unknown>) =>
      [student, ...keyFields.map((field) => String(record[field]))].join('|');
    const storedPlots = new Map<string, StoredPlot>();
    for (const plot of (await strapi.db
      .query(uid)
      .findMany({ populate: { student: { select: ['documentId'] } } })) as StoredPlot[]) {
      const key = keyOf(plot.student?.documentId, plot);
      // A record of the same key twice (or of no student) is one too many.
      if (storedPlots.has(key) || !plot.student) plotChanges.push({ uid, file: PLOTS, remove: plot.documentId });
      else storedPlots.set(key, plot);
    }
    for (const { student: directoryId, ...plot } of wanted) {
      const data = plot as Record<string, unknown>;
      const student = students.get(directoryId);
      if (!student) continue;
      const key = keyOf(student.documentId, data);
      const old = storedPlots.get(key);
      storedPlots.delete(key);
      if (!old) {
        plotChanges.push({ uid, file: PLOTS, create: { data, links: { student: [student.id] } } });
        continue;
      }
      const changed = changedFields(old, data);
      if (Object.keys(changed).length > 0) plotChanges.push({ uid, file: PLOTS, update: old.documentId, data: changed });
      else countsOf(counts, PLOTS).unchanged += 1;
    }
    for (const old of storedPlots.values()) plotChanges.push({ uid, file: PLOTS, remove: old.documentId });
  };
  await reconcile(COURSE_PLOT, courses, ['course_id', 'academic_year']);
  await reconcile(TASK_PLOT, tasks, ['line_item_id']);
  await inBatches('plot results', plotChanges);
  return { announcedWrites };
};

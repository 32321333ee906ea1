import type { Core, UID } from '@strapi/strapi';
import { BATCH_SIZE, changedFields, type ImportCounts, type WriteOptions } from '../write';
import { derivePlots } from './derive-plots';
import { emptyGradebook, GRADEBOOK_FILES, type Gradebook, type GradebookEntry, type GradebookFile, type GradebookPlan, type KnownPeople } from './plan-gradebook';

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
    inner && typeof inner === 'object' && !Array.isArray(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b))) : inner,
  );
const sameEntry = (a: GradebookEntry, b: GradebookEntry) => a.school === b.school && canonical(a.fields) === canonical(b.fields);

export const loadGradebook = async (strapi: Core.Strapi): Promise<StoredGradebook> => {
  const gradebook = emptyGradebook();
  const documentIds = new Map<string, string>();
  const rows = (await strapi.db.query(GRADEBOOK).findMany({ select: ['documentId', 'file', 'sourced_id', 'school', 'fields'] })) as StoredRecord[];
  for (const row of rows) {
    (gradebook[row.file] as Map<string, GradebookEntry>).set(row.sourced_id, { school: row.school ?? null, fields: row.fields as never });
    documentIds.set(recordKey(row.file, row.sourced_id), row.documentId);
  }
  return { gradebook, documentIds };
};

/** The portal's students by directory id (OneRoster sourcedId): whom results and enrollments may name. */
export const loadStudents = async (strapi: Core.Strapi): Promise<Map<string, string>> => {
  const rows = (await strapi.db.query(STUDENT).findMany({
    select: ['documentId'],
    populate: { portal_user: { select: ['directory_id'] } },
  })) as { documentId: string; portal_user: { directory_id: string | null } | null }[];
  return new Map(rows.filter((row) => row.portal_user?.directory_id).map((row) => [row.portal_user!.directory_id!, row.documentId]));
};

export const knownPeopleOf = (directoryIds: ReadonlySet<string>, students: ReadonlyMap<string, string>): KnownPeople => ({
  directoryIds,
  studentDirectoryIds: new Set(students.keys()),
});

interface StoredPlot {
  documentId: string;
  student: { documentId: string } | null;
  [field: string]: unknown;
}

/**
 * Stores the gradebook's difference (creates, changed rows, removed rows), then makes the
 * plot records exactly those the whole gradebook gives, keyed by (student, course_id,
 * academic_year) and (student, line item): a second run of the same folder changes nothing.
 */
export const writeGradebook = async (
  strapi: Core.Strapi,
  plan: GradebookPlan,
  stored: StoredGradebook,
  counts: ImportCounts,
  options: WriteOptions = {},
): Promise<void> => {
  if (!plan.touched) return;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const progress = options.onProgress ?? (() => undefined);
  const inBatches = async (label: string, steps: readonly (() => Promise<void>)[]) => {
    for (let index = 0; index < steps.length; index += batchSize) {
      await strapi.db.transaction(async () => {
        for (const step of steps.slice(index, index + batchSize)) await step();
      });
      if (steps.length > batchSize) progress(`${label}: ${Math.min(index + batchSize, steps.length)}/${steps.length}`);
    }
  };
  const remove = (uid: UID.ContentType, documentId: string) => async () => {
    await strapi.documents(uid).delete({ documentId });
    counts.removed += 1;
  };
  const update = (uid: UID.ContentType, documentId: string, data: Record<string, unknown>) => async () => {
    await strapi.documents(uid).update({ documentId, data } as never);
    counts.updated += 1;
  };
  const add = (uid: UID.ContentType, data: Record<string, unknown>) => async () => {
    await strapi.documents(uid).create({ data } as never);
    counts.created += 1;
  };

  // The gradebook's own rows.
  const steps: (() => Promise<void>)[] = [];
  for (const file of GRADEBOOK_FILES) {
    const before = stored.gradebook[file] as Map<string, GradebookEntry>;
    const after = plan.gradebook[file] as Map<string, GradebookEntry>;
    for (const [sourcedId] of before) {
      if (!after.has(sourcedId)) steps.push(remove(GRADEBOOK, stored.documentIds.get(recordKey(file, sourcedId))!));
    }
    for (const [sourcedId, entry] of after) {
      const old = before.get(sourcedId);
      if (!old) {
        steps.push(add(GRADEBOOK, { file, sourced_id: sourcedId, school: entry.school, fields: entry.fields }));
      } else if (!sameEntry(old, entry)) {
        steps.push(update(GRADEBOOK, stored.documentIds.get(recordKey(file, sourcedId))!, { school: entry.school, fields: entry.fields }));
      } else {
        counts.unchanged += 1;
      }
    }
  }
  await inBatches('gradebook', steps);

  // The plot records: what the gradebook gives, for the students the portal has.
  const studentIds = await loadStudents(strapi);
  const { courses, tasks } = derivePlots(plan.gradebook);
  const plotSteps: (() => Promise<void>)[] = [];
  const reconcile = async <T extends { student: string }>(uid: UID.ContentType, wanted: readonly T[], keyFields: readonly (keyof T & string)[]) => {
    const keyOf = (student: string | undefined, record: Record<string, unknown>) => [student, ...keyFields.map((field) => String(record[field]))].join('|');
    const storedPlots = new Map<string, StoredPlot>();
    for (const plot of (await strapi.db.query(uid).findMany({ populate: { student: { select: ['documentId'] } } })) as StoredPlot[]) {
      const key = keyOf(plot.student?.documentId, plot);
      // A record of the same key twice (or of no student) is one too many.
      if (storedPlots.has(key) || !plot.student) plotSteps.push(remove(uid, plot.documentId));
      else storedPlots.set(key, plot);
    }
    for (const { student: directoryId, ...plot } of wanted) {
      const data = plot as Record<string, unknown>;
      const student = studentIds.get(directoryId);
      if (!student) continue;
      const key = keyOf(student, data);
      const old = storedPlots.get(key);
      storedPlots.delete(key);
      if (!old) {
        plotSteps.push(add(uid, { ...data, student }));
        continue;
      }
      const changes = changedFields(old, data);
      if (Object.keys(changes).length > 0) plotSteps.push(update(uid, old.documentId, changes));
      else counts.unchanged += 1;
    }
    for (const old of storedPlots.values()) plotSteps.push(remove(uid, old.documentId));
  };
  await reconcile(COURSE_PLOT, courses, ['course_id', 'academic_year']);
  await reconcile(TASK_PLOT, tasks, ['line_item_id']);
  await inBatches('plot results', plotSteps);
};

import type { Core } from '@strapi/strapi';
import type { ImportFolder } from '../read-folder';
import type { RowError } from '../rows';
import type { CountsByFile, WriteOptions } from '../write';
import { GRADEBOOK_FILES, planGradebook } from './plan-gradebook';
import { knownPeopleOf, loadGradebook, loadStudents, writeGradebook, type StoredGradebook } from './write-gradebook';

/** write: adds its writes to counts, and returns how many of them announce an entry.* event (write.ts: WriteResult). */
export type GradebookImport =
  | { ok: true; write: (counts: CountsByFile, options: WriteOptions) => Promise<{ announcedWrites: number }> }
  | { ok: false; errors: RowError[] };

/**
 * The gradebook part of an import (README: "Gradebook"): checks the folder's gradebook rows
 * against the stored gradebook, and gives the write to run after the people are written.
 * A folder without gradebook files reads and writes nothing of it; `loaded` is the stored
 * gradebook when the caller has read it already.
 */
export const prepareGradebookImport = async (
  strapi: Core.Strapi,
  folder: ImportFolder,
  directoryIds: ReadonlySet<string>,
  loaded: StoredGradebook | null,
): Promise<GradebookImport> => {
  if (!GRADEBOOK_FILES.some((file) => folder.modes[file] !== undefined)) return { ok: true, write: async () => ({ announcedWrites: 0 }) };
  const stored = loaded ?? (await loadGradebook(strapi));
  const planned = planGradebook(folder, stored.gradebook, knownPeopleOf(directoryIds, await loadStudents(strapi)));
  if (!planned.ok) return planned;
  return { ok: true, write: (counts, options) => writeGradebook(strapi, planned.plan, stored, counts, options) };
};

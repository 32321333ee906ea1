import type { Core } from '@strapi/strapi';
import { loadRestrictionsKnown, type CarerRestrictionsSummary } from './carer-restrictions';
import { prepareGradebookImport } from './gradebook';
import { planImport } from './plan';
import { readImportFolder, type ImportFolder } from './read-folder';
import type { RowError } from './rows';
import { removeReportPdfs, storeReportPdfs, type ReportStore } from './report-files';
import { writePlan, type ImportCounts, type WriteOptions } from './write';

export type { CarerRestrictionsSummary, ImportCounts, RowError };
export { describeCarerRestrictions } from './carer-restrictions';

/**
 * announcedWrites: the entry.* events the writes raise after their commits (write.ts and the
 * gradebook's writer). carerRestrictions: null when none is in force and the folder has no file.
 */
export type ImportResult =
  | { ok: true; counts: ImportCounts; announcedWrites: number; rows: number; carerRestrictions: CarerRestrictionsSummary | null }
  | { ok: false; errors: RowError[] };

/** What the portal already holds that a delta file may refer to. */
const knownRecords = async (strapi: Core.Strapi, folder: ImportFolder) => {
  const users = (await strapi.db.query('api::portal-user.portal-user').findMany({ select: ['directory_id', 'username'] })) as {
    directory_id: string | null;
    username: string;
  }[];
  const students = (await strapi.db.query('api::student.student').findMany({ select: ['STUDENT_NUMBER'] })) as { STUDENT_NUMBER: string }[];
  return {
    directoryIds: new Set(users.map((user) => user.directory_id).filter((id): id is string => id !== null)),
    usernames: new Set(users.map((user) => user.username)),
    studentNumbers: new Set(students.map((student) => student.STUDENT_NUMBER)),
    restrictions: await loadRestrictionsKnown(strapi, folder.extras.carerRestrictions),
  };
};

/**
 * Imports a school-system folder (README.md): every row of every file is validated, and the
 * references between them checked, before the first write; one bad row and nothing is written.
 */
export const importSchoolFolder = async (strapi: Core.Strapi, folder: string, options: WriteOptions = {}): Promise<ImportResult> => {
  const read = readImportFolder(folder);
  if (!read.ok) return read;
  const known = await knownRecords(strapi, read.folder);
  const planned = planImport(read.folder, known);
  const gradebook = await prepareGradebookImport(strapi, read.folder, known.directoryIds);
  if (!planned.ok || !gradebook.ok) return { ok: false, errors: [...(planned.ok ? [] : planned.errors), ...(gradebook.ok ? [] : gradebook.errors)] };
  const rows =
    Object.values(read.folder.oneRoster).reduce((sum, rows) => sum + rows.length, 0) +
    Object.values(read.folder.extras).reduce((sum, rows) => sum + (rows?.length ?? 0), 0);
  options.onProgress?.(`Validated ${rows} rows; writing.`);
  const reports = read.folder.extras.academicReports ?? [];
  const store = strapi.plugin('pdfs').service<ReportStore>('private-files');
  const storedReports = await storeReportPdfs(store, folder, reports);
  if (storedReports > 0) options.onProgress?.(`Stored ${storedReports} report PDFs in the private file store.`);
  const written = await writePlan(strapi, planned.plan, options);
  const gradebookWritten = await gradebook.write(written.counts, options);
  await removeReportPdfs(store, reports);
  const restrictions = planned.plan.carerRestrictions;
  const carerRestrictions =
    restrictions.file === null && restrictions.inForce.size === 0
      ? null
      : {
          inForce: restrictions.inForce.size,
          fromFile: restrictions.file !== null,
          linksRemoved: written.restrictedLinksRemoved,
          linksNotMade: planned.plan.linksNotMade,
        };
  return { ok: true, counts: written.counts, announcedWrites: written.announcedWrites + gradebookWritten.announcedWrites, rows, carerRestrictions };
};

/** The report's lines for bad rows: "users.csv line 4: email must be an email address". */
export const describeErrors = (errors: readonly RowError[]): string[] =>
  errors.map((error) => `${error.file}${error.line > 0 ? ` line ${error.line}` : ''}: ${error.reason}`);

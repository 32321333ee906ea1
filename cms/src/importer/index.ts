import type { Core } from '@strapi/strapi';
import { ONEROSTER_FILES } from '@portal/contract';
import { loadRestrictionsKnown, type CarerRestrictionsSummary } from './carer-restrictions';
import { prepareGradebookImport } from './gradebook';
import { planImport, type KnownRecords, type StoredPerson, type StoredRole } from './plan';
import { CAMPUS_ORGS_SETTING, campusOrgsOf } from './campus-orgs';
import { BINDING, BINDING_FILES } from './oneroster/binding';
import { checkReferences } from './oneroster/check-references';
import { GRADEBOOK_FILES } from './gradebook/plan-gradebook';
import { loadGradebook } from './gradebook/write-gradebook';
import { byReportOrder, inReportOrder, readImportFolder, type ImportFolder } from './read-folder';
import type { RowError } from './rows';
import { removeReportPdfs, storeReportPdfs, type ReportStore } from './report-files';
import { totalOf, writePlan, type CountsByFile, type ImportCounts, type WriteOptions } from './write';

export type { CarerRestrictionsSummary, ImportCounts, RowError };
export { describeErrors } from './rows';
export { describeCarerRestrictions } from './carer-restrictions';

/**
 * announcedWrites: the entry.* events the writes raise after their commits (write.ts and the
 * gradebook's writer). carerRestrictions: null when none is in force and the folder has no file.
 */
export type ImportResult =
  | {
      ok: true;
      /** Nothing was written: the package was only checked. */
      dryRun?: true;
      counts: ImportCounts;
      announcedWrites: number;
      rows: number;
      /** By file: rows read, what they changed, rows read and not used (README: "Read, not used"). */
      files: FileSummary[];
      carerRestrictions: CarerRestrictionsSummary | null;
    }
  | { ok: false; errors: RowError[] };

/** What the portal already holds that a delta file may refer to. */
const knownRecords = async (strapi: Core.Strapi, folder: ImportFolder, campusOrgs: KnownRecords['campusOrgs']): Promise<KnownRecords> => {
  const users = (await strapi.db.query('api::portal-user.portal-user').findMany({
    select: ['directory_id', 'username', 'firstname', 'surname', 'email', 'active', 'campus', 'type', 'is_carer', 'is_admin', 'oneroster_roles'],
  })) as ({ directory_id: string | null; active: boolean | null; oneroster_roles: unknown } & Omit<StoredPerson, 'relationship' | 'active' | 'roles'>)[];
  const students = (await strapi.db.query('api::student.student').findMany({ select: ['STUDENT_NUMBER'] })) as { STUDENT_NUMBER: string }[];
  const people = new Map<string, StoredPerson[]>();
  for (const { directory_id, active, oneroster_roles, ...record } of users) {
    if (directory_id === null) continue;
    // SQLite hands JSON back as text.
    const roles = typeof oneroster_roles === 'string' ? (JSON.parse(oneroster_roles) as StoredRole[]) : ((oneroster_roles as StoredRole[] | null) ?? null);
    people.set(directory_id, [...(people.get(directory_id) ?? []), { ...record, active: active ?? true, roles, relationship: null }]);
  }
  return {
    directoryIds: new Set(people.keys()),
    usernames: new Set(users.map((user) => user.username)),
    studentNumbers: new Set(students.map((student) => student.STUDENT_NUMBER)),
    restrictions: await loadRestrictionsKnown(strapi, folder.extras.carerRestrictions),
    people,
    campusOrgs,
  };
};

/** Whether any file of the package names a gradebook record (a class, a line item...): those are checked against the stored ones. */
const namesGradebookRecords = (folder: ImportFolder) =>
  BINDING_FILES.some(
    (name) =>
      folder.package.files[name] &&
      BINDING[name].columns.some((column) => (GRADEBOOK_FILES as readonly string[]).includes(column.refersTo ?? '')),
  );

/** One error per row and column: a row the binding's checks refused is not reported again by the portal's own. */
const withoutRepeats = (errors: readonly RowError[]): RowError[] => {
  const reported = new Set<string>();
  return errors.filter((error) => {
    const row = `${error.file}:${error.line}`;
    const cell = `${row}:${error.column ?? ''}`;
    if (error.line > 0 && (reported.has(row) || reported.has(cell))) return false;
    reported.add(error.column ? cell : row);
    return true;
  });
};

/** One line of the summary: a file's rows read, what they changed, and those read and not used. */
export interface FileSummary extends ImportCounts {
  file: string;
  read: number;
  notUsed: number;
}

/**
 * The summary by file, in the report's order: each file of the folder with its rows read and
 * what they changed, then what was derived from them (the box plots).
 */
const summaryByFile = (folder: ImportFolder, byFile: CountsByFile, usersNotUsed: number): FileSummary[] => {
  const read = new Map<string, number>();
  for (const [name, file] of Object.entries(folder.package.files)) read.set(`${name}.csv`, file.rows.length);
  for (const [name, rows] of Object.entries(folder.extras)) read.set(`${name}.csv`, rows?.length ?? 0);
  const files = [...new Set([...[...read.keys()].sort(byReportOrder), ...byFile.keys()])];
  return files.map((file) => {
    const name = file.replace(/\.csv$/, '');
    const unused = (BINDING_FILES as readonly string[]).includes(name) && !(ONEROSTER_FILES as readonly string[]).includes(name);
    return {
      file,
      read: read.get(file) ?? 0,
      ...(byFile.get(file) ?? totalOf(new Map())),
      notUsed: unused ? (read.get(file) ?? 0) : file === 'users.csv' ? usersNotUsed : 0,
    };
  });
};

export interface ImportOptions extends WriteOptions {
  /** ONEROSTER_CAMPUS_ORGS as the operator set it (campus-orgs.ts); the demo seed's folders go without. */
  campusOrgs?: string;
  /** Check everything, against the database too, and write nothing (`npm run import -- --dry-run <folder>`). */
  dryRun?: boolean;
}

/**
 * Imports a school-system folder (README.md): every row of every file is validated, and the
 * references between them checked, before the first write; one bad row and nothing is written.
 */
export const importSchoolFolder = async (
  strapi: Core.Strapi,
  folder: string,
  options: ImportOptions = {},
): Promise<ImportResult> => {
  let campusOrgs: KnownRecords['campusOrgs'];
  try {
    campusOrgs = campusOrgsOf(options.campusOrgs);
  } catch (error) {
    return { ok: false, errors: [{ file: CAMPUS_ORGS_SETTING, line: 0, reason: (error as Error).message }] };
  }
  const read = readImportFolder(folder);
  if (!read.ok) return read;
  const known = await knownRecords(strapi, read.folder, campusOrgs);
  const storedGradebook = namesGradebookRecords(read.folder) ? await loadGradebook(strapi) : null;
  const referenceErrors: RowError[] = [];
  checkReferences(
    read.folder.package,
    {
      users: known.directoryIds,
      ...(storedGradebook
        ? Object.fromEntries(GRADEBOOK_FILES.map((file) => [file, new Set(storedGradebook.gradebook[file].keys())]))
        : {}),
    },
    referenceErrors,
  );
  const planned = planImport(read.folder, known);
  const gradebook = await prepareGradebookImport(strapi, read.folder, known.directoryIds, storedGradebook);
  const errors = [...referenceErrors, ...(planned.ok ? [] : planned.errors), ...(gradebook.ok ? [] : gradebook.errors)];
  if (!planned.ok || !gradebook.ok || errors.length > 0) return { ok: false, errors: inReportOrder(withoutRepeats(errors)) };
  const rows =
    Object.values(read.folder.package.files).reduce((sum, file) => sum + file.rows.length, 0) +
    Object.values(read.folder.extras).reduce((sum, rows) => sum + (rows?.length ?? 0), 0);
  if (options.dryRun) {
    return {
      ok: true,
      dryRun: true,
      counts: totalOf(new Map()),
      files: summaryByFile(read.folder, new Map(), planned.plan.usersNotUsed),
      announcedWrites: 0,
      rows,
      carerRestrictions: null,
    };
  }
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
  return {
    ok: true,
    counts: totalOf(written.counts),
    files: summaryByFile(read.folder, written.counts, planned.plan.usersNotUsed),
    announcedWrites: written.announcedWrites + gradebookWritten.announcedWrites,
    rows,
    carerRestrictions,
  };
};

/** The summary as a table an operator reads: a line per file, then what was read and not used; a dry run's without changes. */
export const describeSummary = (files: readonly FileSummary[], { dryRun = false } = {}): string[] => {
  // A dry run has changed nothing: its table says what was read.
  const columns = dryRun
    ? (['read', 'notUsed'] as const)
    : (['read', 'created', 'updated', 'unchanged', 'deactivated', 'removed', 'notUsed'] as const);
  const headings = dryRun
    ? ['Read', 'Not used']
    : ['Read', 'Created', 'Updated', 'Unchanged', 'Deactivated', 'Removed', 'Not used'];
  const width = Math.max(4, ...files.map((file) => file.file.length));
  const line = (first: string, cells: readonly (string | number)[]) =>
    [first.padEnd(width), ...cells.map((cell, index) => String(cell).padStart(headings[index]!.length))].join('  ');
  const notUsed = files.filter((file) => file.notUsed > 0);
  const users = notUsed.some((file) => file.file === 'users.csv')
    ? ' (users.csv: people whose roles are all at orgs that are no campus of the portal)'
    : '';
  return [
    line('File', headings),
    ...files.map((file) =>
      line(
        file.file,
        columns.map((column) => file[column]),
      ),
    ),
    ...(notUsed.length > 0
      ? [
          `Read and checked, not used: ${notUsed.map((file) => `${file.file} ${file.notUsed} row${file.notUsed === 1 ? '' : 's'}`).join(', ')}${users}.`,
        ]
      : []),
  ];
};

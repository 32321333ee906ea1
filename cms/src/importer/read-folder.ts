import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import {
  academicReportRow,
  attendanceRow,
  carerRestrictionRow,
  groupMembershipRow,
  homeroomCommentRow,
  financialInfoRow,
  homeroomRow,
  learningBehaviourRow,
  learningGoalRow,
  manifestFileMode,
  ONEROSTER_FILES,
  oneRosterAcademicSessionRow,
  oneRosterClassRow,
  oneRosterCourseRow,
  oneRosterEnrollmentRow,
  oneRosterLineItemRow,
  oneRosterManifestRow,
  oneRosterOrgRow,
  oneRosterResultRow,
  oneRosterRoleRow,
  oneRosterUserRow,
  timetableRow,
  yearInfoRow,
  type OneRosterFile,
} from '@portal/contract';
import type { z } from 'zod';
import type { Row, RowError } from './rows';
import { checkReportPdfs } from './report-files';


type RowsOf<S extends z.ZodType> = Row<z.output<S>>[];

const oneRosterSchemas = {
  academicSessions: oneRosterAcademicSessionRow,
  orgs: oneRosterOrgRow,
  users: oneRosterUserRow,
  roles: oneRosterRoleRow,
  courses: oneRosterCourseRow,
  classes: oneRosterClassRow,
  enrollments: oneRosterEnrollmentRow,
  lineItems: oneRosterLineItemRow,
  results: oneRosterResultRow,
} satisfies Record<OneRosterFile, z.ZodType>;

/** The portal's own files (README: "Files OneRoster does not cover"); each is optional. */
export const extraSchemas = {
  groupMemberships: groupMembershipRow,
  homerooms: homeroomRow,
  attendance: attendanceRow,
  learningBehaviours: learningBehaviourRow,
  learningGoals: learningGoalRow,
  homeroomComments: homeroomCommentRow,
  academicReports: academicReportRow,
  timetables: timetableRow,
  yearInfo: yearInfoRow,
  financialInfo: financialInfoRow,
  carerRestrictions: carerRestrictionRow,
};
export type ExtraFile = keyof typeof extraSchemas;

export type Mode = 'bulk' | 'delta';

/** A folder whose every row is valid on its own; references between rows are checked in plan.ts. */
export interface ImportFolder {
  /** The OneRoster files the manifest lists as bulk or delta. */
  modes: Partial<Record<OneRosterFile, Mode>>;
  oneRoster: { [F in OneRosterFile]: RowsOf<(typeof oneRosterSchemas)[F]> };
  /** undefined: the file is not in the folder. */
  extras: { [F in ExtraFile]?: RowsOf<(typeof extraSchemas)[F]> };
}

export type ReadResult = { ok: true; folder: ImportFolder } | { ok: false; errors: RowError[] };

const reasonOf = (issues: z.core.$ZodIssue[]): string =>
  issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')} ${issue.message}` : issue.message)).join('; ');

/**
 * The extension columns (`metadata.*`) placed before a standard one: OneRoster's CSV binding
 * keeps the standard columns first, in their order, whatever extensions a file carries.
 */
const misplacedExtensionColumns = (columns: readonly string[]): string[] => {
  const isExtension = (column: string) => column.startsWith('metadata.');
  return columns.filter((column, index) => isExtension(column) && columns.slice(index + 1).some((later) => !isExtension(later)));
};

/**
 * Parses one CSV file and validates each row; the header is line 1, so a record's line is
 * the line it starts on. Columns a schema needs but the header lacks are one error each.
 */
export const readCsv = <S extends z.ZodType>(file: string, csv: string | Buffer, schema: S, errors: RowError[]): RowsOf<S> => {
  const rows: RowsOf<S> = [];
  let records: { record: Record<string, string>; info: { lines: number } }[];
  let columns: string[] = [];
  try {
    records = parse(csv, {
      columns: (header: string[]) => (columns = header),
      bom: true,
      info: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      on_skip: (error) => {
        errors.push({ file, line: (error as { lines?: number } | undefined)?.lines ?? 0, reason: error?.message ?? 'unreadable row' });
      },
    }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    errors.push({ file, line: 1, reason: error instanceof Error ? error.message : String(error) });
    return rows;
  }
  const header = new Set(columns);
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const misplaced = misplacedExtensionColumns(columns);
  if (misplaced.length > 0) {
    errors.push({ file, line: 1, reason: `${misplaced.join(', ')} must come after the standard columns (OneRoster's metadata.* extension columns are the last ones)` });
    return rows;
  }
  if (records.length > 0) {
    const missing = Object.keys(shape).filter((column) => !header.has(column) && !(shape[column]?.safeParse('').success ?? false));
    if (missing.length > 0) {
      errors.push({ file, line: 1, reason: `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}` });
      return rows;
    }
  }
  for (const { record, info } of records) {
    // csv-parse counts the line a record ends on; quoted line breaks move its start back.
    const line = info.lines - Object.values(record).reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
    const filled = Object.fromEntries(Object.keys(shape).map((column) => [column, record[column] ?? '']));
    const result = schema.safeParse(filled);
    if (result.success) {
      rows.push({ line, row: result.data });
    } else {
      errors.push({ file, line, reason: reasonOf(result.error.issues) });
    }
  }
  return rows;
};

const readManifest = (folder: string, errors: RowError[]): Partial<Record<OneRosterFile, Mode>> => {
  const file = 'manifest.csv';
  const location = path.join(folder, file);
  if (!fs.existsSync(location)) {
    errors.push({ file, line: 0, reason: 'the folder has no manifest.csv (OneRoster 1.2 needs one)' });
    return {};
  }
  const properties = new Map(readCsv(file, fs.readFileSync(location), oneRosterManifestRow, errors).map(({ line, row }) => [row.propertyName, { line, value: row.value }]));
  const version = properties.get('oneroster.version');
  if (version?.value !== '1.2') {
    errors.push({ file, line: version?.line ?? 0, reason: `oneroster.version must be 1.2 (found ${version ? `"${version.value}"` : 'none'})` });
  }
  const modes: Partial<Record<OneRosterFile, Mode>> = {};
  for (const name of ONEROSTER_FILES) {
    const property = properties.get(`file.${name}`);
    if (!property) continue;
    const mode = manifestFileMode.safeParse(property.value);
    if (!mode.success) {
      errors.push({ file, line: property.line, reason: `file.${name} ${reasonOf(mode.error.issues)}` });
    } else if (mode.data !== 'absent') {
      modes[name] = mode.data;
    }
  }
  return modes;
};

/** Reads and validates every file of a folder; nothing is returned for writing if any row is bad. */
export const readImportFolder = (folder: string): ReadResult => {
  const errors: RowError[] = [];
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    return { ok: false, errors: [{ file: folder, line: 0, reason: 'is not a folder' }] };
  }
  const modes = readManifest(folder, errors);
  const oneRoster = {} as ImportFolder['oneRoster'];
  for (const name of ONEROSTER_FILES) {
    const file = `${name}.csv`;
    const location = path.join(folder, file);
    const listed = modes[name] !== undefined;
    if (listed && !fs.existsSync(location)) {
      errors.push({ file, line: 0, reason: `manifest.csv lists it as ${modes[name]} but the folder has no ${file}` });
    }
    (oneRoster as Record<string, unknown>)[name] = listed && fs.existsSync(location) ? readCsv(file, fs.readFileSync(location), oneRosterSchemas[name], errors) : [];
  }
  const extras: ImportFolder['extras'] = {};
  for (const name of Object.keys(extraSchemas) as ExtraFile[]) {
    const location = path.join(folder, `${name}.csv`);
    if (fs.existsSync(location)) {
      (extras as Record<string, unknown>)[name] = readCsv(`${name}.csv`, fs.readFileSync(location), extraSchemas[name], errors);
    }
  }
  // A standard report's PDF comes in the folder (FILE_PATH): checked like every cell, before any write.
  if (extras.academicReports) checkReportPdfs(folder, extras.academicReports, errors);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, folder: { modes, oneRoster, extras } };
};

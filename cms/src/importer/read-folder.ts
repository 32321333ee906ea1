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
  ONEROSTER_FILES,
  oneRosterAcademicSessionRow,
  oneRosterClassRow,
  oneRosterCourseRow,
  oneRosterEnrollmentRow,
  oneRosterLineItemRow,
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
import { BINDING_FILES } from './oneroster/binding';
import { checkPackage, type CheckedPackage, type Mode } from './oneroster/check-package';

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

export type { Mode };

/** A folder whose every row is valid on its own; references between rows are checked in check-references.ts and plan.ts. */
export interface ImportFolder {
  /** The OneRoster files the manifest lists as bulk or delta. */
  modes: Partial<Record<OneRosterFile, Mode>>;
  oneRoster: { [F in OneRosterFile]: RowsOf<(typeof oneRosterSchemas)[F]> };
  /** undefined: the file is not in the folder. */
  extras: { [F in ExtraFile]?: RowsOf<(typeof extraSchemas)[F]> };
  /** Every OneRoster file of the folder as the binding reads it, the ones the portal does not use too. */
  package: CheckedPackage;
}

export type ReadResult = { ok: true; folder: ImportFolder } | { ok: false; errors: RowError[] };

/** A row's zod issues as errors: one per column at fault. */
const errorsOf = (file: string, line: number, issues: z.core.$ZodIssue[]): RowError[] =>
  issues.map((issue) =>
    issue.path.length > 0
      ? { file, line, column: issue.path.join('.'), reason: issue.message }
      : { file, line, reason: issue.message },
  );

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
        errors.push({
          file,
          line: (error as { lines?: number } | undefined)?.lines ?? 0,
          reason: error?.message ?? 'unreadable row',
        });
      },
    }) as unknown as { record: Record<string, string>; info: { lines: number } }[];
  } catch (error) {
    errors.push({ file, line: 1, reason: error instanceof Error ? error.message : String(error) });
    return rows;
  }
  const header = new Set(columns);
  const shape = (schema as unknown as { shape?: Record<string, z.ZodType> }).shape ?? {};
  if (records.length > 0) {
    const missing = Object.keys(shape).filter(
      (column) => !header.has(column) && !(shape[column]?.safeParse('').success ?? false),
    );
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
      errors.push(...errorsOf(file, line, result.error.issues));
    }
  }
  return rows;
};

/** The files in the order the report lists them: the manifest, OneRoster's files, the portal's own; others (unknown files) last. */
const FILE_ORDER = [
  'manifest.csv',
  ...BINDING_FILES.map((name) => `${name}.csv`),
  ...Object.keys(extraSchemas).map((name) => `${name}.csv`),
];

/** Orders file names as the report lists them (FILE_ORDER, then any other by name). */
export const byReportOrder = (a: string, b: string): number => {
  const rank = (file: string) => (FILE_ORDER.includes(file) ? FILE_ORDER.indexOf(file) : FILE_ORDER.length);
  return rank(a) - rank(b) || a.localeCompare(b);
};

/** The errors as a school's IT person reads them best: file by file, line by line. */
export const inReportOrder = (errors: readonly RowError[]): RowError[] =>
  [...errors].sort((a, b) => byReportOrder(a.file, b.file) || a.line - b.line);

/** Reads and validates every file of a folder; nothing is returned for writing if any row is bad. */
export const readImportFolder = (folder: string): ReadResult => {
  const errors: RowError[] = [];
  if (!fs.existsSync(folder) || !fs.statSync(folder).isDirectory()) {
    return { ok: false, errors: [{ file: folder, line: 0, reason: 'is not a folder' }] };
  }
  const pkg = checkPackage(folder, Object.keys(extraSchemas), errors);
  const modes: ImportFolder['modes'] = {};
  const oneRoster = {} as ImportFolder['oneRoster'];
  for (const name of ONEROSTER_FILES) {
    const file = pkg.files[name];
    if (file) modes[name] = file.mode;
    // The binding's rules hold for these rows; the portal's own come on top (a student's identifier...).
    const columns = Object.keys((oneRosterSchemas[name] as unknown as { shape: Record<string, unknown> }).shape);
    (oneRoster as Record<string, unknown>)[name] = (file?.rows ?? []).flatMap(({ line, cells, metadata }) => {
      const result = oneRosterSchemas[name].safeParse(
        Object.fromEntries(columns.map((column) => [column, cells[column] ?? metadata[column] ?? ''])),
      );
      if (result.success) return [{ line, row: result.data, metadata }];
      errors.push(...errorsOf(`${name}.csv`, line, result.error.issues));
      return [];
    });
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
  return errors.length > 0
    ? { ok: false, errors: inReportOrder(errors) }
    : { ok: true, folder: { modes, oneRoster, extras, package: pkg } };
};

import fs from 'node:fs';
import path from 'node:path';
import type { RowError } from '../rows';
import {
  BINDING,
  BINDING_FILES,
  MANIFEST_COLUMNS,
  MANIFEST_MODES,
  MANIFEST_VERSION,
  ONEROSTER_VERSION,
  OPTIONAL_MANIFEST_PROPERTIES,
  isBindingFile,
  listItems,
  type BindingColumn,
  type BindingFile,
  type ManifestMode,
} from './binding';
import { readStrictCsv } from './strict-csv';

export type Mode = Exclude<ManifestMode, 'absent'>;

/** A row of a OneRoster file that keeps every rule of the binding: each column's cell ('' when blank or not in the header). */
export interface BindingRow {
  line: number;
  cells: Record<string, string>;
  /** The row's extension columns (metadata.*), by their full header name; blank ones left out. */
  metadata: Record<string, string>;
}

export interface PackageFile {
  mode: Mode;
  rows: BindingRow[];
}

/** The OneRoster part of an import folder, once every rule of the binding that one file can break is checked. */
export interface CheckedPackage {
  /** The mode of each file the manifest lists as bulk or delta. */
  modes: Partial<Record<BindingFile, Mode>>;
  /** Each listed file's good rows (a bad row is in the errors instead). */
  files: Partial<Record<BindingFile, PackageFile>>;
}

const MANIFEST = 'manifest.csv';
const GUID = /^[0-9A-Za-z._\-/@]+$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d+)?Z$/;
const FLOAT = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const INTEGER = /^[+-]?\d+$/;
const PAIR = /^\{[^{}:,]+:[^{}]*[^{}\s][^{}]*\}$/;
const EXTENSION_VALUE = /^ext:\S+$/;
const MAX_GUID = 255;

const quoted = (value: string) => `"${value}"`;

const isCalendarDate = (value: string) => {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

const isDateTime = (value: string) => {
  const match = DATE_TIME.exec(value);
  return match !== null && isCalendarDate(match[1]!) && Number(match[2]) < 24 && Number(match[3]) < 60 && Number(match[4]) < 60;
};


/** Why a non-blank cell breaks its column's format, or null when it keeps it. */
const formatFault = (column: BindingColumn, value: string): string | null => {
  const { format } = column;
  switch (format) {
    case 'guid':
    case 'guidRef':
      return value.length <= MAX_GUID && GUID.test(value)
        ? null
        : `must be an identifier of at most ${MAX_GUID} letters, digits and . - _ / @ (found ${quoted(value)})`;
    case 'guidRefList': {
      const items = listItems(value);
      const bad = items.find((item) => item.length > MAX_GUID || !GUID.test(item));
      return bad === undefined
        ? null
        : `must be a list of identifiers separated by commas, each of letters, digits and . - _ / @ (found ${quoted(bad)})`;
    }
    case 'stringList':
      return listItems(value).includes('')
        ? `must be a list separated by commas without blank items (found ${quoted(value)})`
        : null;
    case 'typedIds':
    case 'scoreScaleValues': {
      const bad = listItems(value).find((item) => !PAIR.test(item));
      const form =
        format === 'typedIds'
          ? '{type:id}, such as {LDAP:jsmith} or "{LDAP:jsmith},{LTI:8f3a}"'
          : '{value:value}, such as {A:90} or "{A:90},{B:80}"';
      return bad === undefined ? null : `must be a list of ${form} (found ${quoted(bad)})`;
    }
    case 'enum':
    case 'enumList': {
      const items = format === 'enum' ? [value] : listItems(value);
      const bad = items.find((item) => !column.values!.includes(item) && !(column.extensible && EXTENSION_VALUE.test(item)));
      if (bad === undefined) return null;
      const extension = column.extensible ? ', or an extension written as ext:<name>' : '';
      return `must be ${format === 'enum' ? 'one' : 'a list separated by commas'} of ${column.values!.join(', ')}${extension} (found ${quoted(bad)}; values are case-sensitive)`;
    }
    case 'boolean':
      return value === 'true' || value === 'false'
        ? null
        : `must be true or false (found ${quoted(value)}; values are case-sensitive)`;
    case 'date':
      return isCalendarDate(value) ? null : `must be a date as YYYY-MM-DD, such as 2026-03-01 (found ${quoted(value)})`;
    case 'dateTime':
      return isDateTime(value)
        ? null
        : `must be a date and time in UTC as YYYY-MM-DDThh:mm:ssZ, such as 2026-03-01T09:30:00.000Z (found ${quoted(value)})`;
    case 'year':
      return /^\d{4}$/.test(value) ? null : `must be a year as YYYY, such as 2026 (found ${quoted(value)})`;
    case 'float':
      return FLOAT.test(value) ? null : `must be a number, such as 0 or 87.5 (found ${quoted(value)})`;
    case 'integer':
      return INTEGER.test(value) ? null : `must be a whole number (found ${quoted(value)})`;
    case 'id':
    case 'string':
      return null;
  }
};

/** A hint for a name that differs from a known one only in its letters' case. */
const caseHint = (name: string, known: readonly string[]) => {
  const match = known.find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return match ? ` (names are case-sensitive: did you mean ${match}?)` : '';
};

/** manifest.csv: the versions, and one mode for each of the binding's files. */
const checkManifest = (folder: string, errors: RowError[]): Partial<Record<BindingFile, ManifestMode>> => {
  const location = path.join(folder, MANIFEST);
  if (!fs.existsSync(location)) {
    errors.push({ file: MANIFEST, line: 0, reason: 'the folder has no manifest.csv (OneRoster 1.2 needs one)' });
    return {};
  }
  const csv = readStrictCsv(fs.readFileSync(location));
  for (const fault of csv.faults) errors.push({ file: MANIFEST, line: fault.line, reason: fault.reason });
  if (csv.header.length > 0 && csv.header.join(',') !== MANIFEST_COLUMNS.join(',')) {
    errors.push({
      file: MANIFEST,
      line: 1,
      reason: `the header must be ${MANIFEST_COLUMNS.join(',')} (found ${csv.header.join(',')})`,
    });
    return {};
  }
  const fileProperties = BINDING_FILES.map((name) => `file.${name}`);
  const known = ['manifest.version', 'oneroster.version', ...fileProperties, ...OPTIONAL_MANIFEST_PROPERTIES];
  const seen = new Map<string, { line: number; value: string }>();
  for (const { line, cells } of csv.records) {
    const [property, rawValue] = cells as [string, string];
    const value = rawValue.trim();
    const first = seen.get(property);
    if (first) {
      errors.push({
        file: MANIFEST,
        line,
        column: 'propertyName',
        reason: `${property} is given twice (first on line ${first.line}): each property comes once`,
      });
      continue;
    }
    if (!known.includes(property)) {
      errors.push({
        file: MANIFEST,
        line,
        column: 'propertyName',
        reason: `${property} is not a property of a OneRoster 1.2 manifest${caseHint(property, known)}`,
      });
      continue;
    }
    seen.set(property, { line, value });
  }
  const expectVersion = (property: string, wanted: string) => {
    const given = seen.get(property);
    if (!given) errors.push({ file: MANIFEST, line: 0, reason: `${property} is missing (it must be ${wanted})` });
    else if (given.value !== wanted)
      errors.push({
        file: MANIFEST,
        line: given.line,
        column: 'value',
        reason: `${property} must be ${wanted} (found ${quoted(given.value)})`,
      });
  };
  expectVersion('manifest.version', MANIFEST_VERSION);
  expectVersion('oneroster.version', ONEROSTER_VERSION);
  const modes: Partial<Record<BindingFile, ManifestMode>> = {};
  for (const name of BINDING_FILES) {
    const given = seen.get(`file.${name}`);
    if (!given) {
      errors.push({
        file: MANIFEST,
        line: 0,
        reason: `file.${name} is missing: the manifest gives every file's mode (${MANIFEST_MODES.join(', ')})`,
      });
    } else if (!(MANIFEST_MODES as readonly string[]).includes(given.value)) {
      errors.push({
        file: MANIFEST,
        line: given.line,
        column: 'value',
        reason: `file.${name} must be one of ${MANIFEST_MODES.join(', ')} (found ${quoted(given.value)})`,
      });
    } else {
      modes[name] = given.value as ManifestMode;
    }
  }
  return modes;
};

/** The header: the binding's columns in its order (optional ones may be left out), then any metadata.* columns. */
const checkHeader = (file: string, name: BindingFile, header: readonly string[], mode: Mode, errors: RowError[]): boolean => {
  const before = errors.length;
  const columns = BINDING[name].columns;
  const standard = columns.map((column) => column.name);
  const isExtension = (column: string) => column.startsWith('metadata.');
  const counted = new Map<string, number>();
  for (const column of header) counted.set(column, (counted.get(column) ?? 0) + 1);
  for (const [column, times] of counted) {
    if (times > 1) errors.push({ file, line: 1, column, reason: `is in the header ${times} times: each column comes once` });
  }
  const firstExtension = header.findIndex(isExtension);
  for (const column of header) {
    if (column === 'metadata.')
      errors.push({ file, line: 1, column, reason: 'an extension column needs a name after metadata.' });
    else if (!isExtension(column) && !standard.includes(column)) {
      errors.push({
        file,
        line: 1,
        column,
        reason: `is not a column of ${file} in OneRoster 1.2${caseHint(column, standard)}; extension columns are named metadata.<name>`,
      });
    }
  }
  const after = firstExtension === -1 ? [] : header.slice(firstExtension + 1).filter((column) => !isExtension(column));
  if (after.length > 0) {
    errors.push({
      file,
      line: 1,
      column: header[firstExtension]!,
      reason: `must come after the standard columns (it is before ${after.join(', ')}): metadata.* extension columns are the last ones`,
    });
  }
  for (const column of columns) {
    const needed = column.required === 'yes' || (column.required === 'delta' && mode === 'delta');
    if (needed && !header.includes(column.name))
      errors.push({ file, line: 1, column: column.name, reason: `is missing from the header (a ${mode} file needs it)` });
  }
  const given = header.filter((column) => standard.includes(column));
  const inOrder = [...given].sort((a, b) => standard.indexOf(a) - standard.indexOf(b));
  if (given.join(',') !== inOrder.join(',')) {
    errors.push({
      file,
      line: 1,
      reason: `the columns are not in the binding's order: they go ${standard.filter((column) => given.includes(column)).join(', ')}`,
    });
  }
  return errors.length === before;
};

/** One row's cells: required ones given, bulk/delta status rules, each cell's format, paired lists. */
const checkRow = (file: string, name: BindingFile, mode: Mode, row: BindingRow, errors: RowError[]): boolean => {
  const before = errors.length;
  const { columns, pairedLists = [] } = BINDING[name];
  for (const column of columns) {
    const value = row.cells[column.name]!;
    if (column.required === 'delta' && mode === 'bulk') {
      if (value !== '')
        errors.push({
          file,
          line: row.line,
          column: column.name,
          reason: `must be blank in a bulk file (manifest.csv: file.${name},bulk); found ${quoted(value)}`,
        });
      continue;
    }
    if (value === '') {
      if (column.required !== 'no')
        errors.push({
          file,
          line: row.line,
          column: column.name,
          reason: mode === 'delta' && column.required === 'delta' ? 'is required in a delta file' : 'is required',
        });
      continue;
    }
    const fault = formatFault(column, value);
    if (fault) errors.push({ file, line: row.line, column: column.name, reason: fault });
  }
  for (const [left, right] of pairedLists) {
    const [a, b] = [row.cells[left]!, row.cells[right]!];
    if (a === '' && b === '') continue;
    const [countA, countB] = [a === '' ? 0 : listItems(a).length, b === '' ? 0 : listItems(b).length];
    if (countA !== countB) {
      errors.push({
        file,
        line: row.line,
        column: right,
        reason: `must pair with ${left}: as many items in the same order (${left} has ${countA}, ${right} ${countB})`,
      });
    }
  }
  return errors.length === before;
};

/** Reads one listed file, keeping the rows that break no rule of the binding. */
const readBindingFile = (folder: string, name: BindingFile, mode: Mode, errors: RowError[]): PackageFile => {
  const file = `${name}.csv`;
  const csv = readStrictCsv(fs.readFileSync(path.join(folder, file)));
  for (const fault of csv.faults) errors.push({ file, line: fault.line, reason: fault.reason });
  if (csv.header.length === 0 || !checkHeader(file, name, csv.header, mode, errors)) return { mode, rows: [] };
  if (csv.records.length === 0 && csv.faults.length === 0) {
    errors.push({
      file,
      line: 0,
      reason: `has no rows: the binding allows no empty file (write file.${name},absent in manifest.csv instead)`,
    });
  }
  const standard = BINDING[name].columns.map((column) => column.name);
  const rows: BindingRow[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of csv.records) {
    const row: BindingRow = { line, cells: Object.fromEntries(standard.map((column) => [column, ''])), metadata: {} };
    csv.header.forEach((column, index) => {
      const value = cells[index]!.trim();
      if (column.startsWith('metadata.')) {
        if (value !== '') row.metadata[column] = value;
      } else {
        row.cells[column] = value;
      }
    });
    if (!checkRow(file, name, mode, row, errors)) continue;
    const sourcedId = row.cells.sourcedId!;
    const first = firstLineOf.get(sourcedId);
    if (first !== undefined) {
      errors.push({
        file,
        line,
        column: 'sourcedId',
        reason: `${sourcedId} is on line ${first} too: a sourcedId comes once in a file`,
      });
      continue;
    }
    firstLineOf.set(sourcedId, line);
    rows.push(row);
  }
  return { mode, rows };
};

/**
 * Checks the OneRoster files of a folder against the binding: the manifest, the files it
 * lists against those present, each file's CSV syntax, header and cells. `ownFiles` are the
 * portal's own files (README.md: "Files OneRoster does not cover"), also allowed in the folder.
 * References between rows are checked afterwards (check-references.ts), with what is stored.
 */
export const checkPackage = (folder: string, ownFiles: readonly string[], errors: RowError[]): CheckedPackage => {
  const manifestModes = checkManifest(folder, errors);
  const present = new Set<string>();
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    // Folders hold the reports' PDFs; hidden files are the file system's own (.DS_Store).
    if (entry.isDirectory() || entry.name.startsWith('.') || entry.name === MANIFEST) continue;
    const name = entry.name.endsWith('.csv') ? entry.name.slice(0, -'.csv'.length) : null;
    if (name !== null && (isBindingFile(name) || ownFiles.includes(name))) {
      present.add(name);
      continue;
    }
    const known = [...BINDING_FILES, ...ownFiles].map((file) => `${file}.csv`);
    errors.push({
      file: entry.name,
      line: 0,
      reason: `is not a file of OneRoster 1.2 nor one of the portal's own${caseHint(entry.name, known)}: remove it from the folder`,
    });
  }
  const modes: CheckedPackage['modes'] = {};
  const files: CheckedPackage['files'] = {};
  for (const name of BINDING_FILES) {
    const mode = manifestModes[name];
    const file = `${name}.csv`;
    if (mode === 'absent' && present.has(name)) {
      errors.push({ file, line: 0, reason: `is in the folder, but manifest.csv says file.${name},absent` });
    } else if ((mode === 'bulk' || mode === 'delta') && !present.has(name)) {
      errors.push({ file, line: 0, reason: `is not in the folder, but manifest.csv says file.${name},${mode}` });
    } else if (mode === 'bulk' || mode === 'delta') {
      modes[name] = mode;
      files[name] = readBindingFile(folder, name, mode, errors);
    }
  }
  return { modes, files };
};

import fs from 'node:fs';
import path from 'node:path';
import { BINDING_FILES, MANIFEST_COLUMNS, MANIFEST_VERSION, ONEROSTER_VERSION, type BindingFile } from './oneroster/binding';

/** One CSV file of an import folder: its header, and its rows as cells by column. */
export interface CsvFile {
  columns: readonly string[];
  rows: readonly Record<string, unknown>[];
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, quotes doubled. */
const cell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : Array.isArray(value) ? value.join(',') : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export const csvOf = ({ columns, rows }: CsvFile): string =>
  [columns.join(','), ...rows.map((row) => columns.map((column) => cell(row[column])).join(','))].join('\r\n') + '\r\n';

/**
 * Writes the files (name without .csv -> file) into a folder, made when missing, and the other
 * files (a path inside the folder -> bytes: the reports' PDFs); returns the folder.
 */
export const writeImportFolder = (folder: string, files: Record<string, CsvFile>, otherFiles: Record<string, Buffer> = {}): string => {
  fs.mkdirSync(folder, { recursive: true });
  for (const [name, file] of Object.entries(files)) fs.writeFileSync(path.join(folder, `${name}.csv`), csvOf(file));
  for (const [relative, bytes] of Object.entries(otherFiles)) {
    const file = path.join(folder, relative);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, bytes);
  }
  return folder;
};

/**
 * A OneRoster file's rows as a delta file carries them: each with its status (active unless
 * it says tobedeleted) and the time it was last changed, as the binding requires of delta rows.
 */
export const asDelta = (file: CsvFile, modified: Date): CsvFile => ({
  columns: file.columns,
  rows: file.rows.map((row) => ({ ...row, status: row.status || 'active', dateLastModified: row.dateLastModified || modified.toISOString() })),
});

/** manifest.csv for OneRoster 1.2 with these files in bulk or delta mode (every other file absent). */
export const manifestOf = (files: Partial<Record<BindingFile, 'bulk' | 'delta'>>, systemName = 'Portal demo school system'): CsvFile => ({
  columns: MANIFEST_COLUMNS,
  rows: [
    { propertyName: 'manifest.version', value: MANIFEST_VERSION },
    { propertyName: 'oneroster.version', value: ONEROSTER_VERSION },
    ...BINDING_FILES.map((name) => ({ propertyName: `file.${name}`, value: files[name] ?? 'absent' })),
    { propertyName: 'source.systemName', value: systemName },
    { propertyName: 'source.systemCode', value: '' },
  ],
});

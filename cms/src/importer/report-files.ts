import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CUSTOM_REPORT_PATH } from '@portal/contract';
import type { RowError, Row } from './rows';

/** A school's report runs to a few pages; anything far larger is not one. */
export const REPORT_MAX_BYTES = 50 * 1024 * 1024;

const FILE = 'academicReports.csv';

interface ReportRow {
  FILE_ID: string;
  status?: string;
  FILE_PATH?: string | null;
}

/** The part of the pdfs plugin's private file store (cms-plugins/pdfs) the importer uses. */
export interface ReportStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  remove(key: string): Promise<void>;
}

/**
 * The key of a standard report's PDF in the private file store: one per FILE_ID (the row's key
 * in the school system), so a re-import replaces the file. Hashed, since FILE_ID is the school
 * system's text and a key is a plain file name.
 */
export const academicReportFileKey = (fileId: string) => `academic-report-${createHash('sha256').update(fileId).digest('hex').slice(0, 32)}.pdf`;

/** A report the portal hands out itself (by form post), whose PDF comes with the import. */
export const isStandardReport = (row: { status?: unknown; FILE_PATH?: unknown }) => row.status !== 'tobedeleted' && row.FILE_PATH !== CUSTOM_REPORT_PATH;

/** The standard report's PDF in the folder, or why the row cannot be imported. */
function reportPdfOf(folder: string, filePath: string | null | undefined): { file: string } | { reason: string } {
  if (!filePath) return { reason: `FILE_PATH must name the report's PDF in the folder (or be ${CUSTOM_REPORT_PATH})` };
  const root = fs.realpathSync(folder);
  const inside = (file: string) => file.startsWith(`${root}${path.sep}`);
  const named = path.resolve(root, filePath);
  if (path.isAbsolute(filePath) || !inside(named)) return { reason: `FILE_PATH ${filePath} must be a path inside the import folder` };
  if (!fs.existsSync(named)) return { reason: `FILE_PATH ${filePath}: no such file in the folder` };
  // A link inside the folder may still point outside it.
  const file = fs.realpathSync(named);
  const stat = fs.statSync(file);
  if (!inside(file) || !stat.isFile()) return { reason: `FILE_PATH ${filePath} must be a file inside the import folder` };
  if (stat.size > REPORT_MAX_BYTES) return { reason: `FILE_PATH ${filePath} is larger than ${REPORT_MAX_BYTES / 1024 / 1024} MB` };
  const head = Buffer.alloc(5);
  const handle = fs.openSync(file, 'r');
  try {
    fs.readSync(handle, head, 0, 5, 0);
  } finally {
    fs.closeSync(handle);
  }
  if (head.toString('latin1') !== '%PDF-') return { reason: `FILE_PATH ${filePath} is not a PDF` };
  return { file };
}

/** Every standard report's PDF is in the folder and is a PDF; each one that is not is a bad row. */
export function checkReportPdfs(folder: string, rows: readonly Row<ReportRow>[], errors: RowError[]): void {
  for (const { line, row } of rows) {
    if (!isStandardReport(row)) continue;
    const found = reportPdfOf(folder, row.FILE_PATH);
    if ('reason' in found) errors.push({ file: FILE, line, reason: found.reason });
  }
}

/**
 * Copies each standard report's PDF into the private file store, one at a time (a year's
 * reports never sit in memory together). Called once every row is known good and before the
 * records are written, so a record never names a file that is not stored; a run that stops half
 * way leaves files whose records come with the next run, which stores them again.
 */
export async function storeReportPdfs(store: ReportStore, folder: string, rows: readonly Row<ReportRow>[]): Promise<number> {
  let stored = 0;
  for (const { row } of rows) {
    if (!isStandardReport(row)) continue;
    const found = reportPdfOf(folder, row.FILE_PATH);
    if ('reason' in found) throw new Error(`${FILE}: ${found.reason}`);
    await store.put(academicReportFileKey(row.FILE_ID), fs.readFileSync(found.file), 'application/pdf');
    stored += 1;
  }
  return stored;
}

/** After the writes: the PDF of a report that was removed, or became a custom one, goes too. */
export async function removeReportPdfs(store: ReportStore, rows: readonly Row<ReportRow>[]): Promise<void> {
  for (const { row } of rows) if (!isStandardReport(row)) await store.remove(academicReportFileKey(row.FILE_ID));
}

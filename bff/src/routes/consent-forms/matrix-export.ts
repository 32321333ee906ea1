import Router from '@koa/router';
import type { Context } from 'koa';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import {
  ADMIN_API_MESSAGES,
  formatAdminEditorDate,
  formMatrixQuery,
  uidSchema,
  type FormSignerStatus,
  type FormSigningMethod,
} from '@portal/contract';
import { hostCampusOf } from '../../middleware/allowed-hosts.ts';
import { inputOf, validate } from '../../middleware/validate.ts';
import type { FormMatrixExport } from '../../models/consent-forms.ts';
import { csvCell } from '../../presenters/page-logs-csv.ts';
import { signedLinkKind, signedLinks } from '../../signed-links/signed-links.ts';
import type { RouteDeps } from '../deps.ts';

export type MatrixExportFormat = z.output<typeof matrixExportFormat>;
const matrixExportFormat = formMatrixQuery.shape.format.unwrap();

/**
 * The matrix's CSV and XLSX open as plain browser downloads, which carry no token: the link
 * names the form, the file and the filters the admin had chosen, and opens for two minutes.
 */
export const matrixExportLink = signedLinkKind({
  purpose: 'portal consent form matrix export link',
  path: '/public/consent-form-matrix',
  names: {
    form: uidSchema,
    format: matrixExportFormat,
    // A year as the matrix takes one (0 to 13), signed too, so spelt one way only, as the expiry is.
    year: z
      .string()
      .regex(/^(\d|1[0-3])$/, ADMIN_API_MESSAGES.linkExpired)
      .transform(Number)
      .optional(),
    group: formMatrixQuery.shape.group,
    status: formMatrixQuery.shape.status,
  },
});
const download = { query: matrixExportLink.query };

/** The columns before the form's questions, one line per student and signer. */
export const MATRIX_EXPORT_COLUMNS = [
  'Student number',
  'Student',
  'Year',
  'Signer',
  'Email',
  'Status',
  'When',
  'Method',
  'Recorded by',
  'Note',
] as const;

const STATUS_WORDS: Record<FormSignerStatus, string> = {
  not_opened: 'Not opened',
  opened: 'Opened',
  signed_yes: 'Signed yes',
  signed_no: 'Signed no',
  withdrawn: 'Withdrawn',
  paper: 'Recorded on paper',
};

const METHOD_WORDS: Record<FormSigningMethod, string> = {
  'campus-sign-in': 'Signed in',
  'emailed-link': 'Emailed link',
  paper: 'Paper',
};

type Cell = string | number | null;

/** A form's title in letters and digits a file system keeps, for the names of its files: `excursion-to-the-museum`. */
export function formFileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'form';
}

/** The file's name from the form's title: `excursion-to-the-museum-answers.csv`. */
export function matrixFileName(title: string, format: MatrixExportFormat): string {
  return `${formFileSlug(title)}-answers.${format}`;
}

/**
 * The header and one line per (student, signer), the form's questions as the last columns
 * (health answers included: only admins of the campus get a link). A student no one can sign
 * for still has a line, so that the export shows them too. Times are the school's.
 */
function linesOf({ form, matrix, recorderNames }: FormMatrixExport, timeZone: string): { header: string[]; lines: Cell[][] } {
  const header = [...MATRIX_EXPORT_COLUMNS, ...form.questions.map((question) => question.label)];
  const lines = matrix.rows.flatMap((row) => {
    const student: Cell[] = [row.STUDENT_NUMBER, row.student_name, row.year];
    if (row.signers.length === 0) return [[...student, ...header.slice(student.length).map(() => null)]];
    return row.signers.map((signer): Cell[] => [
      ...student,
      signer.name,
      signer.email,
      STATUS_WORDS[signer.status],
      formatAdminEditorDate(signer.at, timeZone),
      signer.method && METHOD_WORDS[signer.method],
      signer.recorded_by && (recorderNames.get(signer.recorded_by) ?? signer.recorded_by),
      signer.note,
      ...form.questions.map((question) => signer.answers?.[question.id] ?? null),
    ]);
  });
  return { header, lines };
}

/** RFC 4180 with CRLF and a BOM so spreadsheets read it as UTF-8; every cell through csvCell, which defuses formulas. */
function matrixCsv({ header, lines }: { header: string[]; lines: Cell[][] }): string {
  return `\uFEFF${[header, ...lines].map((cells) => cells.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/** One sheet, its header frozen; every value is written as text or a number, so a cell that reads "=…" stays text, never a formula. */
async function matrixXlsx({ header, lines }: { header: string[]; lines: Cell[][] }): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Answers', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title) => ({ header: title, width: Math.min(40, Math.max(12, title.length + 4)) }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(lines);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function sendMatrixFile(ctx: Context, format: MatrixExportFormat, matrixExport: FormMatrixExport, timeZone: string) {
  const table = linesOf(matrixExport, timeZone);
  ctx.attachment(matrixFileName(matrixExport.form.title, format));
  ctx.set('Cache-Control', 'private, no-store');
  if (format === 'csv') {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = matrixCsv(table);
  } else {
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.body = await matrixXlsx(table);
  }
}

/**
 * Public (no token): a form's matrix as CSV or XLSX, with the filters the link names, behind a
 * signed link that `GET consent-forms/:id/matrix?format=…` gave an admin of the form's campus.
 * An expired or altered link, or one opened on the other campus's host, is refused with 403.
 */
export function consentFormMatrixExportRoutes({ now, config, limits, models }: RouteDeps) {
  const router = new Router();
  const links = signedLinks(config.calendarFeedSecret, now);
  router.get(matrixExportLink.path, limits.publicPerIp('consent-form-matrix'), validate(download), async (ctx) => {
    const link = links.verify(matrixExportLink, inputOf(ctx, download).query, hostCampusOf(ctx));
    const filters = { year: link.year, group: link.group, status: link.status };
    const matrixExport = await models.consentForms.matrixExport(link.campus, link.form, filters);
    await sendMatrixFile(ctx, link.format, matrixExport, config.timeZones[link.campus]);
  });
  return router;
}

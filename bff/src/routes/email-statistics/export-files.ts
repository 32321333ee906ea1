import { PassThrough, Readable } from 'node:stream';
import type { Context } from 'koa';
import ExcelJS from 'exceljs';
import {
  EMAIL_LOGS_FILE_NAME,
  emailLogColumns,
  emailLogsPdfTitle,
  type EmailLogColumn,
  type EmailLogExportFormat,
  type EmailLogType,
  type EmailStatisticRecord,
} from '@portal/contract';
import { pdfDocument } from '@portal/pdf-document';
import { csvCell } from '../../presenters/page-logs-csv.ts';

/**
 * Most rows one export holds; a longer filter is cut there and says so (X-Result-Truncated), as
 * capped lists do. The files are written while the rows arrive, a chunk at a time, so the BFF
 * never holds more than one chunk; a PDF is capped lower because every row is a drawn table row.
 */
export const EXPORT_MAX_ROWS: Record<EmailLogExportFormat, number> = { csv: 100_000, xlsx: 100_000, pdf: 10_000 };

type Chunks = AsyncIterable<EmailStatisticRecord[]>;

/** A row's cells, its dates read in the campus's zone. */
const cellsOf = (columns: readonly EmailLogColumn[], row: EmailStatisticRecord, timeZone: string) => columns.map((column) => column.text(row, timeZone));

async function* csvLines(columns: readonly EmailLogColumn[], chunks: Chunks, timeZone: string): AsyncGenerator<string> {
  // A BOM so spreadsheets read it as UTF-8; RFC 4180 with CRLF, formula cells defused (csvCell).
  yield `\uFEFF${columns.map((column) => csvCell(column.header)).join(',')}\r\n`;
  for await (const rows of chunks) yield rows.map((row) => `${cellsOf(columns, row, timeZone).map(csvCell).join(',')}\r\n`).join('');
}

function xlsxStream(type: EmailLogType, columns: readonly EmailLogColumn[], chunks: Chunks, timeZone: string): PassThrough {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(`${type} Email Logs`.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ header: column.header, key: column.header, width: Math.max(12, column.header.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    // Every value is written as text: a cell that reads "=…" stays text, never a formula.
    for await (const rows of chunks) for (const row of rows) sheet.addRow(cellsOf(columns, row, timeZone)).commit();
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** Column widths of the PDF table, by header: addresses and texts get more room. */
const WIDE = new Set(['Email', 'Intended Recipient', 'Post Id List', 'Subject', 'Reason']);
/** A cell longer than this is cut, so that no row is taller than a page. */
const MAX_CELL_CHARACTERS = 300;
const cut = (text: string) => (text.length > MAX_CELL_CHARACTERS ? `${text.slice(0, MAX_CELL_CHARACTERS - 1)}…` : text);

function pdfStream(type: EmailLogType, columns: readonly EmailLogColumn[], chunks: Chunks, truncatedAt: number | null, timeZone: string): PDFKit.PDFDocument {
  const title = emailLogsPdfTitle(type);
  const { doc, margin, contentWidth: tableWidth, bottom } = pdfDocument({ title, layout: 'landscape', margin: 28 });
  const weights = columns.map((column) => (WIDE.has(column.header) ? 3 : 2));
  const unit = tableWidth / weights.reduce((sum, weight) => sum + weight, 0);
  const widths = weights.map((weight) => weight * unit);
  const padding = 3;
  const fontSize = 7.5;
  let y = margin;

  const rowHeight = (cells: string[], font: string) => {
    doc.font(font).fontSize(fontSize);
    return Math.max(...cells.map((cell, index) => doc.heightOfString(cell || ' ', { width: widths[index]! - 2 * padding }))) + 2 * padding;
  };
  const drawRow = (cells: string[], font: string, fill: string | null) => {
    const height = rowHeight(cells, font);
    let x = margin;
    if (fill) doc.rect(margin, y, tableWidth, height).fill(fill);
    doc.fillColor('#000000').font(font).fontSize(fontSize);
    cells.forEach((cell, index) => {
      doc.text(cell, x + padding, y + padding, { width: widths[index]! - 2 * padding, lineBreak: true });
      x += widths[index]!;
    });
    doc.moveTo(margin, y + height).lineTo(margin + tableWidth, y + height).lineWidth(0.3).strokeColor('#999999').stroke();
    y += height;
  };
  const header = columns.map((column) => column.header);
  const drawHeader = () => drawRow(header, 'bold', '#e5e8eb');

  doc.font('bold').fontSize(16).text(title, margin, y);
  y = doc.y + 4;
  if (truncatedAt !== null) {
    doc.font('regular').fontSize(9).text(`Only the first ${truncatedAt.toLocaleString('en-AU')} messages are listed; narrow the filter for the rest.`, margin, y);
    y = doc.y + 4;
  }
  y += 4;
  drawHeader();

  void (async () => {
    let shaded = false;
    for await (const rows of chunks) {
      for (const row of rows) {
        const cells = cellsOf(columns, row, timeZone).map(cut);
        // The table goes on over as many pages as it needs, its header again at the top of each.
        if (y + rowHeight(cells, 'regular') > bottom()) {
          doc.addPage();
          y = margin;
          drawHeader();
        }
        drawRow(cells, 'regular', shaded ? '#f5f6f7' : null);
        shaded = !shaded;
      }
    }
    doc.end();
  })().catch((error: unknown) => doc.destroy(error instanceof Error ? error : new Error(String(error))));
  return doc;
}

/**
 * Admin spec 2: the email logs of the filter as email-logs.csv, .xlsx or .pdf (landscape A4,
 * titled with the type plus 'Email Logs'), with the columns of the type. The file is written
 * as the chunks arrive.
 */
export function exportEmailLogs(ctx: Context, format: EmailLogExportFormat, type: EmailLogType, chunks: Chunks, truncatedAt: number | null, timeZone: string): void {
  const columns = emailLogColumns(type);
  ctx.attachment(`${EMAIL_LOGS_FILE_NAME}.${format}`);
  if (format === 'csv') {
    ctx.type = 'text/csv; charset=utf-8';
    ctx.body = Readable.from(csvLines(columns, chunks, timeZone));
  } else if (format === 'xlsx') {
    ctx.type = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    ctx.body = xlsxStream(type, columns, chunks, timeZone);
  } else {
    ctx.type = 'application/pdf';
    ctx.body = pdfStream(type, columns, chunks, truncatedAt, timeZone);
  }
}

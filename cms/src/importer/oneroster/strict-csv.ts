/**
 * Reads a CSV file as the OneRoster binding writes them: RFC 4180 (cells separated by commas,
 * a cell with a comma or a quote quoted and its quotes doubled), UTF-8 with at most one byte
 * order mark, and, stricter than RFC 4180, no line break inside a cell. Lines end in CRLF or
 * LF. Every fault is reported with the line it is on, and the row is left out of what follows.
 */

export interface CsvRecord {
  /** The line of the file the row is on (the header is line 1). */
  line: number;
  cells: string[];
}

export interface CsvFault {
  line: number;
  reason: string;
}

export interface StrictCsv {
  header: string[];
  records: CsvRecord[];
  faults: CsvFault[];
}

const BOM = '\uFEFF';
const COMMA = 44;
const QUOTE = 34;
const LF = 10;
const CR = 13;

const decodeUtf8 = (bytes: Buffer): string | null => {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
};

/** Splits the file into rows of cells; a row with a fault is reported and not returned. */
export const readStrictCsv = (bytes: Buffer): StrictCsv => {
  const faults: CsvFault[] = [];
  const decoded = decodeUtf8(bytes);
  if (decoded === null)
    return { header: [], records: [], faults: [{ line: 1, reason: 'is not UTF-8 text (the binding requires UTF-8)' }] };
  let text = decoded.startsWith(BOM) ? decoded.slice(1) : decoded;
  if (text.startsWith(BOM)) {
    faults.push({ line: 1, reason: 'starts with two byte order marks (BOM): the binding allows one at most' });
    text = text.replace(/^\uFEFF+/, '');
  }

  const rows: CsvRecord[] = [];
  let line = 1;
  let index = 0;
  const length = text.length;
  // One row per pass; `line` is the row's line, as no cell may run over a line break.
  while (index < length) {
    const cells: string[] = [];
    let fault: string | null = null;
    let atRowEnd = false;
    let linesInCells = 0;
    while (!atRowEnd) {
      let cell = '';
      if (text[index] === '"') {
        index += 1;
        let closed = false;
        let start = index;
        while (index < length) {
          const code = text.charCodeAt(index);
          if (code === QUOTE) {
            cell += text.slice(start, index);
            if (text.charCodeAt(index + 1) === QUOTE) {
              cell += '"';
              index += 2;
              start = index;
              continue;
            }
            index += 1;
            closed = true;
            break;
          }
          if (code === LF || code === CR) {
            // Read on to the closing quote, so that the rows after this one keep their lines.
            fault ??= 'a quoted cell runs over a line break: the binding allows no line break inside a cell';
            if (code === LF || text.charCodeAt(index + 1) !== LF) linesInCells += 1;
          }
          index += 1;
        }
        if (!closed) fault = 'a quoted cell is not closed: its closing quote (") is missing before the end of the file';
        if (closed && index < length && text[index] !== ',' && text[index] !== '\n' && text[index] !== '\r') {
          fault ??= 'text follows the closing quote of a cell: a quote inside a cell is written twice ("")';
        }
      } else {
        const start = index;
        while (index < length) {
          const code = text.charCodeAt(index);
          if (code === COMMA || code === LF || code === CR) break;
          if (code === QUOTE)
            fault ??= 'a quote (") inside a cell that is not quoted: quote the cell and write the quote twice ("")';
          index += 1;
        }
        cell = text.slice(start, index);
      }
      cells.push(cell);
      // Skip what is left of a faulty row up to its line's end, so the next row starts clean.
      if (fault !== null) {
        while (index < length && text[index] !== '\n' && text[index] !== '\r') index += 1;
      }
      const char = text[index];
      if (char === ',') {
        index += 1;
      } else {
        atRowEnd = true;
        if (char === '\r') {
          if (text[index + 1] === '\n') index += 2;
          else {
            fault ??= 'a carriage return without a line feed: lines end in CRLF or LF';
            index += 1;
          }
        } else if (char === '\n') {
          index += 1;
        }
      }
    }
    if (fault !== null) faults.push({ line, reason: fault });
    else rows.push({ line, cells });
    line += 1 + linesInCells;
  }

  const [headerRow, ...records] = rows;
  if (!headerRow || rows[0]!.line !== 1) {
    if (!faults.some((fault) => fault.line === 1)) faults.push({ line: 1, reason: 'has no header row' });
    return { header: [], records: [], faults };
  }
  // A file may end in blank lines; a blank line between rows is a row with no cells.
  let last = records.length;
  while (last > 0 && records[last - 1]!.cells.length === 1 && records[last - 1]!.cells[0] === '') last -= 1;
  const kept: CsvRecord[] = [];
  for (const record of records.slice(0, last)) {
    if (record.cells.length === 1 && record.cells[0] === '') {
      faults.push({ line: record.line, reason: 'is empty: every line after the header is a row' });
    } else if (record.cells.length !== headerRow.cells.length) {
      faults.push({
        line: record.line,
        reason: `has ${record.cells.length} cells where the header has ${headerRow.cells.length}`,
      });
    } else {
      kept.push(record);
    }
  }
  return { header: headerRow.cells, records: kept, faults: faults.sort((a, b) => a.line - b.line) };
};

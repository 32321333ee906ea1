import { describe, expect, it } from 'vitest';
import { readStrictCsv } from './strict-csv';

const read = (text: string) => readStrictCsv(Buffer.from(text));

describe('reading a CSV file as the binding writes it', () => {
  it('takes lines ending in LF or CRLF, quoted commas and doubled quotes, and blank lines at the end only', () => {
    expect(read('a,b\nx,"y, ""z"""\r\n,\n\n\r\n')).toEqual({
      header: ['a', 'b'],
      records: [
        { line: 2, cells: ['x', 'y, "z"'] },
        { line: 3, cells: ['', ''] },
      ],
      faults: [],
    });
  });

  it('refuses a blank line between rows and a lone carriage return, on their lines, and goes on reading', () => {
    expect(read('a,b\n1,2\n\n3,4\r5,6\n7,8\n')).toEqual({
      header: ['a', 'b'],
      records: [
        { line: 2, cells: ['1', '2'] },
        { line: 5, cells: ['5', '6'] },
        { line: 6, cells: ['7', '8'] },
      ],
      faults: [
        { line: 3, reason: 'is empty: every line after the header is a row' },
        { line: 4, reason: 'a carriage return without a line feed: lines end in CRLF or LF' },
      ],
    });
  });

  it('keeps the lines of the rows after a quoted line break', () => {
    const csv = read('a,b\n"one\ntwo",2\n3,4\n');
    expect(csv.faults).toEqual([
      { line: 2, reason: 'a quoted cell runs over a line break: the binding allows no line break inside a cell' },
    ]);
    expect(csv.records).toEqual([{ line: 4, cells: ['3', '4'] }]);
  });
});

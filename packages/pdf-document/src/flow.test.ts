import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { renderFlowingPdf } from './index.ts';

/** Each page's lines of text, as a PDF reader finds them. */
async function pagesOf(bytes: Buffer): Promise<string[][]> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[][] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).filter((text) => text.trim()));
  }
  return pages;
}

/** A document of a heading and `lines` one-line paragraphs. */
const document = (lines: number, minLastPageHeight?: number) =>
  renderFlowingPdf({ title: 'Notices', masthead: { school: 'Portal Demo School', title: 'Notices', date: '23 November 2026' }, ...(minLastPageHeight === undefined ? {} : { minLastPageHeight }) }, ({ doc, contentWidth, margin }, flow) => {
    flow.block(() => doc.font('bold').fontSize(16).text('Science week', margin, doc.y, { width: contentWidth }), { needs: 40, keepWithNext: true });
    for (let n = 1; n <= lines; n += 1) flow.block(() => doc.font('regular').fontSize(10.5).text(`Line ${n}`, margin, doc.y, { width: contentWidth }));
  });

describe('renderFlowingPdf', () => {
  it('heads the first page with the masthead and numbers every page "Page N of M"', async () => {
    const pages = await pagesOf(await document(80));
    expect(pages[0]!.slice(0, 4)).toEqual(['Portal Demo School', 'Notices', '23 November 2026', 'Science week']);
    expect(pages.map((lines) => lines.at(-1))).toEqual(pages.map((_, index) => `Page ${index + 1} of ${pages.length}`));
  });

  it('moves the last page break up when the last page would hold a line or two', async () => {
    // Find a length whose natural layout leaves one or two lines on a second page.
    let orphaned: number | null = null;
    for (let lines = 40; lines <= 80 && orphaned === null; lines += 1) {
      const natural = await pagesOf(await document(lines, 0));
      if (natural.length === 2 && natural[1]!.length - 1 <= 2) orphaned = lines;
    }
    expect(orphaned).not.toBeNull();
    const pages = await pagesOf(await document(orphaned!));
    expect(pages).toHaveLength(2);
    expect(pages[1]!.length - 1).toBeGreaterThan(8);
    // Nothing lost, nothing twice, in order.
    expect(pages.flat().filter((text) => text.startsWith('Line '))).toEqual(Array.from({ length: orphaned! }, (_, n) => `Line ${n + 1}`));
  });

  it('leaves a one-page document as it is', async () => {
    expect(await pagesOf(await document(3))).toEqual([['Portal Demo School', 'Notices', '23 November 2026', 'Science week', 'Line 1', 'Line 2', 'Line 3', 'Page 1 of 1']]);
  });
});

import { describe, expect, it } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { helvetica, pdfBytes, pdfDocument } from './index.ts';

/** What a PDF reader finds in the file: each page's size and text, the title and the author. */
async function read(bytes: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: Array<{ size: number[]; text: string }> = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str : ''))
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim();
    pages.push({ size: page.view.slice(2).map((side) => Math.round(side)), text });
  }
  // pdfjs types the information dictionary as Object.
  const info = (await pdf.getMetadata()).info as Record<string, unknown>;
  return { pages, title: info.Title, author: info.Author, created: info.CreationDate };
}

/** An 8×8 PNG in the portal's navy, for a logo or a figure. */
const SQUARE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPgVnXFihiGlgQAX+0dQcGRKCMAAAAASUVORK5CYII=', 'base64');

describe('pdfDocument', () => {
  it('draws A4 pages in embedded Noto Sans, whose text (accents, dashes, €) reads back as written', async () => {
    const { doc, contentWidth, bottom } = pdfDocument({ title: 'Connections: Term 2' });
    const bytes = pdfBytes(doc);
    doc.font('bold').fontSize(20).text('Zoë’s café – €5 a cup', { width: contentWidth });
    doc.addPage();
    doc.font('regular').fontSize(11).text('Page two', { width: contentWidth });
    expect(contentWidth).toBeCloseTo(595.28 - 100);
    expect(bottom()).toBeCloseTo(841.89 - 50);
    doc.end();
    const file = await bytes;

    const pdf = await read(file);
    expect(pdf.pages).toEqual([
      { size: [595, 842], text: 'Zoë’s café – €5 a cup' },
      { size: [595, 842], text: 'Page two' },
    ]);
    expect(pdf).toMatchObject({ title: 'Connections: Term 2', author: 'School portal' });
    // The fonts travel in the file (TrueType outlines), so it looks the same on every machine.
    expect(file.toString('latin1')).toMatch(/\/FontFile2 \d+ 0 R/);
  });

  it('turns the page for a landscape table with its own margin', async () => {
    const { doc, contentWidth, margin } = pdfDocument({ title: 'PRINCIPAL Email Logs', layout: 'landscape', margin: 28 });
    const bytes = pdfBytes(doc);
    doc.font('regular').fontSize(7.5).text('Email', margin, margin);
    doc.end();
    expect(contentWidth).toBeCloseTo(841.89 - 56);
    expect((await read(await bytes)).pages).toEqual([{ size: [842, 595], text: 'Email' }]);
  });

  it("draws in PDF's own Helvetica, embedding no font, with the author and date it is given", async () => {
    const issued = new Date('2026-06-20T06:00:00Z');
    const { doc } = pdfDocument({
      title: 'Semester 1 2026 report: Mia Taylor',
      author: 'Portal demo school',
      createdAt: issued,
      margin: 56,
      fonts: helvetica,
    });
    const bytes = pdfBytes(doc);
    doc.font('bold').fontSize(20).text('Portal demo school');
    doc.font('regular').fontSize(14).text('Semester 1 report');
    doc.end();
    const file = await bytes;

    expect(await read(file)).toMatchObject({
      pages: [{ size: [595, 842], text: 'Portal demo school Semester 1 report' }],
      author: 'Portal demo school',
      created: expect.stringMatching(/^D:20260620060000Z/),
    });
    expect(file.toString('latin1')).not.toMatch(/\/FontFile/);
  });

  it('tags a tagged document for screen readers: the masthead, headings, paragraphs and figures with their alt text, and marks page numbers as no content', async () => {
    const pdf = pdfDocument({ title: 'Connections', tagged: true, pageNumbers: true, masthead: { school: 'Portal Demo School', logo: SQUARE, title: 'Connections 23 November', date: '23 November 2026' } });
    const { doc, margin, contentWidth, tag } = pdf;
    const bytes = pdfBytes(doc);
    tag('H2', () => doc.font('bold').fontSize(16).text('Science week', margin, doc.y, { width: contentWidth }));
    tag('Figure', () => doc.image(SQUARE, margin, doc.y, { width: 60 }), { alt: 'Bridges of pasta on a bench' });
    tag('P', () => doc.font('regular').fontSize(10.5).text('Bridges from pasta. '.repeat(300), margin, doc.y, { width: contentWidth }));
    pdf.finish();

    const reader = await getDocument({ data: new Uint8Array(await bytes), useSystemFonts: false }).promise;
    expect(reader.numPages).toBe(2);
    type Node = { role?: string; alt?: string; type?: string; id?: string; children?: Node[] };
    const roles: string[] = [];
    const tagged = new Set<string>();
    const lines: { text: string; mark: string | undefined }[] = [];
    const walk = (node: Node) => {
      if (node.type === 'content' && node.id) tagged.add(node.id);
      if (node.role && node.role !== 'Root') roles.push(node.alt ? `${node.role}: ${node.alt}` : node.role);
      node.children?.forEach(walk);
    };
    for (let number = 1; number <= reader.numPages; number += 1) {
      const page = await reader.getPage(number);
      walk((await page.getStructTree()) as Node);
      // Each line of text is inside a tagged element, except the page number, which is an artifact.
      const marks: string[] = [];
      for (const item of (await page.getTextContent({ includeMarkedContent: true })).items) {
        if ('str' in item) {
          if (item.str.trim()) lines.push({ text: item.str, mark: marks.at(-1) });
          continue;
        }
        // pdfjs gives a marked content's tag too, which its types leave out.
        const { type, id, tag } = item as { type: string; id?: string; tag?: string };
        if (type === 'endMarkedContent') marks.pop();
        else marks.push(tag === 'Artifact' ? tag : (id ?? String(tag)));
      }
    }
    const pageNumber = /^Page \d of 2$/;
    expect(lines.filter(({ text }) => pageNumber.test(text)).map(({ mark }) => mark)).toEqual(['Artifact', 'Artifact']);
    expect(lines.filter(({ text, mark }) => !pageNumber.test(text) && !tagged.has(mark ?? '')).map(({ text }) => text)).toEqual([]);
    expect(roles).toEqual(['P', 'H1', 'P', 'H2', 'Figure: Bridges of pasta on a bench', 'P', 'P']);
  });

  it('leaves an untagged document without a structure', async () => {
    const { doc, tag } = pdfDocument({ title: 'Email logs' });
    const bytes = pdfBytes(doc);
    tag('P', () => doc.text('Email'));
    doc.end();
    const reader = await getDocument({ data: new Uint8Array(await bytes), useSystemFonts: false }).promise;
    expect(await (await reader.getPage(1)).getStructTree()).toBeNull();
  });
});

import PDFDocument from 'pdfkit';
import { notoSans, type PdfFonts } from './fonts.ts';

/** The portal's red (admin spec: link colour #C41425), for the titles and headings of its PDFs. */
export const BRAND = '#C41425';
/** The margin on every side of a page, in points, unless a document asks for another. */
export const PDF_MARGIN = 50;

export interface PdfDocumentOptions {
  /** In the information dictionary; viewers show it instead of the file name. */
  title: string;
  author?: string;
  /** The information dictionary's CreationDate: now unless given. */
  createdAt?: Date;
  layout?: 'portrait' | 'landscape';
  margin?: number;
  fonts?: PdfFonts;
  /** The first page's masthead (school, logo, the document's title and date); none when absent. */
  masthead?: PdfMasthead;
  /** "Page N of M" at the foot of every page, written when the document is finished. */
  pageNumbers?: boolean;
}

/** What heads a portal PDF's first page, so a printed page says whose it is and what it is. */
export interface PdfMasthead {
  school: string;
  /** The school's logo as PNG or JPEG bytes (pdfkit reads no SVG); left out when null. */
  logo?: Buffer | null;
  /** The document's title as readers see it (the information dictionary's may say more). */
  title: string;
  /** The document's date, as the school writes it. */
  date?: string | null;
}

export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  margin: number;
  /** The width between the left and the right margin. */
  contentWidth: number;
  /** The lowest y the content of the current page may reach. */
  bottom: () => number;
  /** Ends the document: numbers its pages (when asked), then `doc.end()`. */
  finish: () => void;
}

const MASTHEAD_LOGO = 44;
const MUTED = '#555555';
const RULE = '#d0d7de';

function drawMasthead(doc: PDFKit.PDFDocument, masthead: PdfMasthead, margin: number, contentWidth: number): void {
  const top = doc.y;
  let textLeft = margin;
  if (masthead.logo) {
    try {
      doc.image(masthead.logo, margin, top, { fit: [MASTHEAD_LOGO, MASTHEAD_LOGO] });
      textLeft = margin + MASTHEAD_LOGO + 12;
    } catch {
      // A logo pdfkit cannot read leaves the name alone rather than failing the document.
    }
  }
  const width = contentWidth - (textLeft - margin);
  doc.font('bold').fontSize(11).fillColor(MUTED).text(masthead.school, textLeft, top, { width });
  doc.font('bold').fontSize(22).fillColor(BRAND).text(masthead.title, textLeft, doc.y + 2, { width });
  if (masthead.date) doc.font('regular').fontSize(10).fillColor(MUTED).text(masthead.date, textLeft, doc.y + 1, { width });
  const below = Math.max(doc.y, masthead.logo && textLeft > margin ? top + MASTHEAD_LOGO : 0) + 10;
  doc.moveTo(margin, below).lineTo(margin + contentWidth, below).lineWidth(0.75).strokeColor(RULE).stroke();
  doc.x = margin;
  doc.y = below + 14;
  doc.fillColor('#000000');
}

/** "Page N of M" in the bottom margin of every page (the pages are buffered until the count is known). */
function numberPages(doc: PDFKit.PDFDocument, margin: number, contentWidth: number): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit turn the page: lift the margin while writing.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('regular')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(`Page ${index - start + 1} of ${count}`, margin, doc.page.height - margin / 2 - 6, { width: contentWidth, align: 'center', lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * A portal PDF: A4 (portrait unless asked), the same margin on every side, titled, in English
 * (Australia), its fonts registered as 'regular' and 'bold' (Noto Sans, embedded, unless others
 * are given). Every PDF the portal draws starts here: the Connections PDF and a post's PDF, the
 * Learning Virtues goals, the email logs export and the demo school's reports. A masthead heads
 * the first page when given; page numbers are written by `finish()` when asked for.
 */
export function pdfDocument({
  title,
  author = 'School portal',
  createdAt,
  layout = 'portrait',
  margin = PDF_MARGIN,
  fonts = notoSans,
  masthead,
  pageNumbers = false,
}: PdfDocumentOptions): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    info: { Title: title, Author: author, ...(createdAt ? { CreationDate: createdAt } : {}) },
    displayTitle: true,
    lang: 'en-AU',
    bufferPages: pageNumbers,
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const contentWidth = doc.page.width - 2 * margin;
  if (masthead) drawMasthead(doc, masthead, margin, contentWidth);
  return {
    doc,
    margin,
    contentWidth,
    bottom: () => doc.page.height - margin,
    finish: () => {
      if (pageNumbers) numberPages(doc, margin, contentWidth);
      doc.end();
    },
  };
}

/** The bytes of a document kept whole (rather than streamed to a response), once `doc.end()` is called. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

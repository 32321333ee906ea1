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
}

export interface PdfDocument {
  doc: PDFKit.PDFDocument;
  margin: number;
  /** The width between the left and the right margin. */
  contentWidth: number;
  /** The lowest y the content of the current page may reach. */
  bottom: () => number;
}

/**
 * A portal PDF: A4 (portrait unless asked), the same margin on every side, titled, in English
 * (Australia), its fonts registered as 'regular' and 'bold' (Noto Sans, embedded, unless others
 * are given). Every PDF the portal draws starts here: the Connections PDF and a post's PDF, the
 * Learning Virtues goals, the email logs export and the demo school's reports.
 */
export function pdfDocument({
  title,
  author = 'School portal',
  createdAt,
  layout = 'portrait',
  margin = PDF_MARGIN,
  fonts = notoSans,
}: PdfDocumentOptions): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    info: { Title: title, Author: author, ...(createdAt ? { CreationDate: createdAt } : {}) },
    displayTitle: true,
    lang: 'en-AU',
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return { doc, margin, contentWidth: doc.page.width - 2 * margin, bottom: () => doc.page.height - margin };
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

import PDFDocument from 'pdfkit';
import type { PdfFonts } from './fonts';

export const PDF_MARGIN = 50;
export const BRAND = '#C41425';

/**
 * An A4 pdfkit document with the fonts registered as 'regular' and 'bold' (embedded), and the
 * bytes it will have once `doc.end()` is called.
 */
export function a4Document({ title, fonts }: { title: string; fonts: PdfFonts }) {
  const doc = new PDFDocument({ size: 'A4', margin: PDF_MARGIN, info: { Title: title, Author: 'School portal' }, displayTitle: true, lang: 'en-AU' });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const bytes = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, bytes, contentWidth: doc.page.width - 2 * PDF_MARGIN, bottom: () => doc.page.height - PDF_MARGIN };
}

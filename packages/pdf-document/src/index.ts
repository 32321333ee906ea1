export { BRAND, PDF_MARGIN, pdfBytes, pdfDocument, type PdfDocument, type PdfDocumentOptions } from './document.ts';
export { helvetica, notoSans, type PdfFonts } from './fonts.ts';

export { BRAND, PDF_MARGIN, pdfBytes, pdfDocument, type PdfDocument, type PdfDocumentOptions, type PdfMasthead, type PdfTagOptions } from './document.ts';
export { MIN_LAST_PAGE_HEIGHT, renderFlowingPdf, type PdfBlockOptions, type PdfFlow } from './flow.ts';
export { helvetica, notoSans, type PdfFonts } from './fonts.ts';

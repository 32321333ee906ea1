import type { ComingUpEvent } from '@portal/contract';
import { BRAND, PDF_MARGIN as MARGIN, pdfBytes, pdfDocument } from '@portal/pdf-document';

/** Each space a paragraph starts with (a nested list item's indent) is this many points. */
const LIST_INDENT_POINTS_PER_SPACE = 5;

export interface PdfImage {
  data: Buffer;
  alt: string;
}

export interface NewsletterEntry {
  title: string;
  date: string | null;
  image: PdfImage | null;
  paragraphs: string[];
}

export interface ConnectionsIssue {
  title: string;
  header: { image: PdfImage | null; caption: string | null } | null;
  newsletters: NewsletterEntry[];
  /** The family events of the week ahead, their times at the school (none for a single post's PDF). */
  comingUp?: readonly ComingUpEvent[];
}

const NEWSLETTER_IMAGE = { width: 225, height: 160 }; // the hero's 450×320, halved
const HEADER_IMAGE_MAX_HEIGHT = 240;

/**
 * The Connections issue on A4: the header image with its caption, then each newsletter with its
 * title, date, image and text, in the portal's document (@portal/pdf-document: its fonts are
 * embedded, so the output looks the same wherever it is rendered); each newsletter is a bookmark,
 * so readers can jump to it.
 */
export function renderConnectionsPdf(issue: ConnectionsIssue): Promise<Buffer> {
  const { doc, contentWidth, bottom } = pdfDocument({ title: issue.title });
  const bytes = pdfBytes(doc);

  /** Draws an image at the cursor, scaled to fit the box, and moves the cursor below it. */
  function image({ data }: PdfImage, box: { width: number; height: number }) {
    // pdfkit's openImage (missing from its types) reads the size once; the image is embedded once too.
    const opened = (doc as unknown as { openImage(source: Buffer): { width: number; height: number } }).openImage(data);
    const scale = Math.min(box.width / opened.width, box.height / opened.height, 1);
    const height = opened.height * scale;
    if (doc.y + height > bottom()) doc.addPage();
    const y = doc.y;
    doc.image(opened as unknown as Buffer, MARGIN, y, { width: opened.width * scale, height });
    doc.y = y + height + 8;
  }

  doc.font('bold').fontSize(24).fillColor(BRAND).text(issue.title, { width: contentWidth });
  doc.moveDown(0.5);
  if (issue.header?.image) image(issue.header.image, { width: contentWidth, height: HEADER_IMAGE_MAX_HEIGHT });
  if (issue.header?.caption) doc.font('regular').fontSize(11).fillColor('#333333').text(issue.header.caption, { width: contentWidth });
  doc.moveDown();

  for (const newsletter of issue.newsletters) {
    // A title is not left alone at the foot of a page.
    if (doc.y + 80 > bottom()) doc.addPage();
    doc.outline.addItem(newsletter.title);
    doc.font('bold').fontSize(16).fillColor(BRAND).text(newsletter.title, { width: contentWidth });
    if (newsletter.date) doc.font('regular').fontSize(9).fillColor('#666666').text(newsletter.date, { width: contentWidth });
    doc.moveDown(0.4);
    if (newsletter.image) image(newsletter.image, NEWSLETTER_IMAGE);
    doc.font('regular').fontSize(10.5).fillColor('#000000');
    for (const paragraph of newsletter.paragraphs) {
      // A nested list item comes indented (htmlToParagraphs): its lines all start at that indent.
      const text = paragraph.trimStart();
      const indent = (paragraph.length - text.length) * LIST_INDENT_POINTS_PER_SPACE;
      doc.text(text, MARGIN + indent, doc.y, { width: contentWidth - indent, paragraphGap: 4 });
      doc.x = MARGIN;
    }
    doc.moveDown(1.2);
  }
  if (issue.newsletters.length === 0) doc.font('regular').fontSize(11).fillColor('#000000').text('No newsletters are live.', { width: contentWidth });

  if (issue.comingUp && issue.comingUp.length > 0) {
    if (doc.y + 80 > bottom()) doc.addPage();
    doc.outline.addItem('Coming up');
    doc.font('bold').fontSize(16).fillColor(BRAND).text('Coming up', { width: contentWidth });
    doc.moveDown(0.4);
    for (const event of issue.comingUp) {
      doc.font('bold').fontSize(10.5).fillColor('#000000').text(event.title, { width: contentWidth });
      doc.font('regular').fontSize(10).fillColor('#333333').text(`${event.when}${event.location ? `, ${event.location}` : ''}`, { width: contentWidth, paragraphGap: 4 });
    }
  }

  doc.end();
  return bytes;
}

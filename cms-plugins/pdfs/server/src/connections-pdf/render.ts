import type { ComingUpEvent } from '@portal/contract';
import { BRAND, PDF_MARGIN as MARGIN, renderFlowingPdf } from '@portal/pdf-document';
import type { PdfSchool } from '../pdf/school';

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
  school: PdfSchool;
  /** The issue's day as the school writes it (the masthead's date). */
  date: string | null;
  header: { image: PdfImage | null; caption: string | null } | null;
  newsletters: NewsletterEntry[];
  /** The family events of the week ahead, their times at the school (none for a single post's PDF). */
  comingUp?: readonly ComingUpEvent[];
}

const NEWSLETTER_IMAGE = { width: 225, height: 160 }; // the hero's 450×320, halved
const HEADER_IMAGE_MAX_HEIGHT = 240;
/** Room for a title's first lines below it: a title is never the last thing on a page. */
const FIRST_LINES = 40;

/**
 * The Connections issue on A4: a masthead (the school, its logo, the issue's title and date),
 * the header image with its caption, then each newsletter with its title, date, image and text,
 * and "Page N of M" on every page, in the portal's document (@portal/pdf-document: its fonts are
 * embedded, so the output looks the same wherever it is rendered). Laid out in blocks, so that a
 * title keeps its image and first lines and the last page is never a line or two left over
 * (renderFlowingPdf). Each newsletter is a bookmark, so readers can jump to it.
 */
export function renderConnectionsPdf(issue: ConnectionsIssue): Promise<Buffer> {
  const masthead = { school: issue.school.name, logo: issue.school.logo, title: issue.title, date: issue.date };
  return renderFlowingPdf({ title: issue.title, author: issue.school.name, masthead }, ({ doc, contentWidth }, flow) => {
    // pdfkit's openImage (missing from its types) reads the size once; the image is embedded once too.
    const opened = new Map<Buffer, { width: number; height: number }>();
    const open = (data: Buffer) => opened.get(data) ?? opened.set(data, (doc as unknown as { openImage(source: Buffer): { width: number; height: number } }).openImage(data)).get(data)!;
    const fitted = ({ data }: PdfImage, box: { width: number; height: number }) => {
      const image = open(data);
      const scale = Math.min(box.width / image.width, box.height / image.height, 1);
      return { image, width: image.width * scale, height: image.height * scale };
    };
    /** Draws an image at the cursor, scaled to fit the box, and moves the cursor below it. */
    function image(picture: PdfImage, box: { width: number; height: number }) {
      const { image: opened, width, height } = fitted(picture, box);
      const y = doc.y;
      doc.image(opened as unknown as Buffer, MARGIN, y, { width, height });
      doc.y = y + height + 8;
    }

    const header = issue.header;
    if (header?.image) {
      const picture = header.image;
      flow.block(() => image(picture, { width: contentWidth, height: HEADER_IMAGE_MAX_HEIGHT }), { needs: fitted(picture, { width: contentWidth, height: HEADER_IMAGE_MAX_HEIGHT }).height + 8 });
    }
    if (header?.caption) {
      const caption = header.caption;
      flow.block(() => {
        doc.font('regular').fontSize(11).fillColor('#333333').text(caption, MARGIN, doc.y, { width: contentWidth });
        doc.moveDown();
      });
    }

    for (const newsletter of issue.newsletters) {
      doc.font('bold').fontSize(16);
      const titleHeight = doc.heightOfString(newsletter.title, { width: contentWidth }) + (newsletter.date ? 14 : 0) + 6;
      const imageHeight = newsletter.image ? fitted(newsletter.image, NEWSLETTER_IMAGE).height + 8 : 0;
      flow.block(
        () => {
          doc.outline.addItem(newsletter.title);
          doc.font('bold').fontSize(16).fillColor(BRAND).text(newsletter.title, MARGIN, doc.y, { width: contentWidth });
          if (newsletter.date) doc.font('regular').fontSize(9).fillColor('#666666').text(newsletter.date, { width: contentWidth });
          doc.moveDown(0.4);
          if (newsletter.image) image(newsletter.image, NEWSLETTER_IMAGE);
        },
        { needs: titleHeight + imageHeight + FIRST_LINES, keepWithNext: newsletter.paragraphs.length > 0 },
      );
      for (const [index, paragraph] of newsletter.paragraphs.entries()) {
        // A nested list item comes indented (htmlToParagraphs): its lines all start at that indent.
        const text = paragraph.trimStart();
        const indent = (paragraph.length - text.length) * LIST_INDENT_POINTS_PER_SPACE;
        flow.block(() => {
          doc.font('regular').fontSize(10.5).fillColor('#000000').text(text, MARGIN + indent, doc.y, { width: contentWidth - indent, paragraphGap: 4 });
          doc.x = MARGIN;
          if (index === newsletter.paragraphs.length - 1) doc.moveDown(1.2);
        });
      }
      if (newsletter.paragraphs.length === 0) doc.moveDown(1.2);
    }
    if (issue.newsletters.length === 0) flow.block(() => doc.font('regular').fontSize(11).fillColor('#000000').text('No newsletters are live.', MARGIN, doc.y, { width: contentWidth }));

    if (issue.comingUp && issue.comingUp.length > 0) {
      flow.block(
        () => {
          doc.outline.addItem('Coming up');
          doc.font('bold').fontSize(16).fillColor(BRAND).text('Coming up', MARGIN, doc.y, { width: contentWidth });
          doc.moveDown(0.4);
        },
        { needs: 80, keepWithNext: true },
      );
      for (const event of issue.comingUp) {
        flow.block(() => {
          doc.font('bold').fontSize(10.5).fillColor('#000000').text(event.title, MARGIN, doc.y, { width: contentWidth });
          doc.font('regular').fontSize(10).fillColor('#333333').text(`${event.when}${event.location ? `, ${event.location}` : ''}`, { width: contentWidth, paragraphGap: 4 });
        }, { needs: 30 });
      }
    }
  });
}

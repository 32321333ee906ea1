import type { ComingUpEvent } from '@portal/contract';
import { BRAND, PDF_MARGIN as MARGIN, renderFlowingPdf } from '@portal/pdf-document';
import type { PdfSchool } from '../pdf/school';

/** Each space a paragraph starts with (a nested list item's indent) is this many points. */
const LIST_INDENT_POINTS_PER_SPACE = 5;

/** A picture as pdfkit embeds it (JPEG or PNG) and its alternative text ('' for a picture that only decorates). */
export interface PdfImage {
  data: Buffer;
  alt: string;
}

export interface NewsletterEntry {
  title: string;
  date: string | null;
  /** The hero picture, under the title. */
  image: PdfImage | null;
  /** The paragraphs of the article and the pictures among them, in reading order. */
  content: Array<string | PdfImage>;
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
/** A picture of an article's text is at most this tall (about 12 cm), so that a portrait photo leaves room for text on its page. */
const CONTENT_IMAGE_MAX_HEIGHT = 340;
/** The space under a picture (and half of it above a picture of an article's text, as far as a paragraph is off the next). */
const IMAGE_GAP = 8;
/** Room for a title's first lines below it: a title is never the last thing on a page. */
const FIRST_LINES = 40;

/**
 * The Connections issue on A4: a masthead (the school, its logo, the issue's title and date),
 * the header image with its caption, then each newsletter with its title, date, hero image, and
 * its text with the pictures in it, and "Page N of M" on every page, in the portal's document
 * (@portal/pdf-document: its fonts are embedded, so the output looks the same wherever it is
 * rendered). Laid out in blocks, so that a title keeps its image and first lines, a picture is
 * never cut by a page break and the last page is never a line or two left over
 * (renderFlowingPdf). Each newsletter is a bookmark, so readers can jump to it. The PDF is
 * tagged: screen readers read the titles as headings and each picture's alternative text (a
 * picture without one only decorates, and is passed over).
 */
export function renderConnectionsPdf(issue: ConnectionsIssue): Promise<Buffer> {
  const masthead = { school: issue.school.name, logo: issue.school.logo, title: issue.title, date: issue.date };
  return renderFlowingPdf({ title: issue.title, author: issue.school.name, masthead, tagged: true }, ({ doc, contentWidth, tag, artifact }, flow) => {
    // pdfkit's openImage (missing from its types) reads the size once; the image is embedded once too.
    type Opened = { width: number; height: number };
    const opened = new Map<Buffer, Opened | null>();
    const open = (data: Buffer) => {
      if (!opened.has(data)) {
        try {
          opened.set(data, (doc as unknown as { openImage(source: Buffer): Opened }).openImage(data));
        } catch {
          // Bytes sharp let through but pdfkit cannot read: the picture is left out, not the PDF.
          opened.set(data, null);
        }
      }
      return opened.get(data)!;
    };
    /** The picture's size scaled to fit the box (never enlarged: a small picture stays as sharp as it is); null when it cannot be drawn. */
    const fitted = ({ data }: PdfImage, box: { width: number; height: number }) => {
      const image = open(data);
      if (!image) return null;
      const scale = Math.min(box.width / image.width, box.height / image.height, 1);
      return { image, width: image.width * scale, height: image.height * scale };
    };
    /** The height a picture takes in the flow, with the space under it (0 when it cannot be drawn). */
    const heightOf = (picture: PdfImage, box: { width: number; height: number }) => {
      const size = fitted(picture, box);
      return size ? size.height + IMAGE_GAP : 0;
    };
    /** Draws a picture at the cursor, scaled to fit the box, as a figure with its alternative text, and moves the cursor below it. */
    function image(picture: PdfImage, box: { width: number; height: number }) {
      const size = fitted(picture, box);
      if (!size) return;
      const y = doc.y;
      const draw = () => doc.image(size.image as unknown as Buffer, MARGIN, y, { width: size.width, height: size.height });
      if (picture.alt) tag('Figure', draw, { alt: picture.alt });
      else artifact(draw);
      doc.y = y + size.height + IMAGE_GAP;
    }
    const contentBox = { width: contentWidth, height: CONTENT_IMAGE_MAX_HEIGHT };
    /** The height a picture of an article's text takes, with the space above it. */
    const contentImageHeight = (picture: PdfImage) => heightOf(picture, contentBox) + IMAGE_GAP / 2;

    const header = issue.header;
    if (header?.image) {
      const picture = header.image;
      const box = { width: contentWidth, height: HEADER_IMAGE_MAX_HEIGHT };
      flow.block(() => image(picture, box), { needs: heightOf(picture, box) });
    }
    if (header?.caption) {
      const caption = header.caption;
      flow.block(() => {
        tag('P', () => doc.font('regular').fontSize(11).fillColor('#333333').text(caption, MARGIN, doc.y, { width: contentWidth }));
        doc.moveDown();
      });
    }

    for (const newsletter of issue.newsletters) {
      doc.font('bold').fontSize(16);
      const titleHeight = doc.heightOfString(newsletter.title, { width: contentWidth }) + (newsletter.date ? 14 : 0) + 6;
      const heroHeight = newsletter.image ? heightOf(newsletter.image, NEWSLETTER_IMAGE) : 0;
      // The title stays with what comes first under it: its first lines, or a whole picture.
      const first = newsletter.content[0];
      const firstHeight = first === undefined || typeof first === 'string' ? FIRST_LINES : contentImageHeight(first);
      flow.block(
        () => {
          doc.outline.addItem(newsletter.title);
          tag('H2', () => doc.font('bold').fontSize(16).fillColor(BRAND).text(newsletter.title, MARGIN, doc.y, { width: contentWidth }));
          const date = newsletter.date;
          if (date) tag('P', () => doc.font('regular').fontSize(9).fillColor('#666666').text(date, { width: contentWidth }));
          doc.moveDown(0.4);
          if (newsletter.image) image(newsletter.image, NEWSLETTER_IMAGE);
        },
        { needs: titleHeight + heroHeight + firstHeight, keepWithNext: newsletter.content.length > 0 },
      );
      for (const [index, block] of newsletter.content.entries()) {
        const last = index === newsletter.content.length - 1;
        if (typeof block !== 'string') {
          flow.block(
            () => {
              // Off the line above, as far as the line below is off the picture.
              if (doc.y > doc.page.margins.top) doc.y += IMAGE_GAP / 2;
              image(block, contentBox);
              if (last) doc.moveDown(1.2);
            },
            { needs: contentImageHeight(block) },
          );
          continue;
        }
        // A nested list item comes indented (htmlToParagraphsAndImages): its lines all start at that indent.
        const text = block.trimStart();
        const indent = (block.length - text.length) * LIST_INDENT_POINTS_PER_SPACE;
        flow.block(() => {
          tag('P', () => doc.font('regular').fontSize(10.5).fillColor('#000000').text(text, MARGIN + indent, doc.y, { width: contentWidth - indent, paragraphGap: 4 }));
          doc.x = MARGIN;
          if (last) doc.moveDown(1.2);
        });
      }
      if (newsletter.content.length === 0) doc.moveDown(1.2);
    }
    if (issue.newsletters.length === 0) flow.block(() => tag('P', () => doc.font('regular').fontSize(11).fillColor('#000000').text('No newsletters are live.', MARGIN, doc.y, { width: contentWidth })));

    if (issue.comingUp && issue.comingUp.length > 0) {
      flow.block(
        () => {
          doc.outline.addItem('Coming up');
          tag('H2', () => doc.font('bold').fontSize(16).fillColor(BRAND).text('Coming up', MARGIN, doc.y, { width: contentWidth }));
          doc.moveDown(0.4);
        },
        { needs: 80, keepWithNext: true },
      );
      for (const event of issue.comingUp) {
        flow.block(() => {
          tag('P', () => {
            doc.font('bold').fontSize(10.5).fillColor('#000000').text(event.title, MARGIN, doc.y, { width: contentWidth });
            doc.font('regular').fontSize(10).fillColor('#333333').text(`${event.when}${event.location ? `, ${event.location}` : ''}`, { width: contentWidth, paragraphGap: 4 });
          });
        }, { needs: 30 });
      }
    }
  });
}

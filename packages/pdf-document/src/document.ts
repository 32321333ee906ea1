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
  /**
   * A tagged PDF: screen readers follow its structure (headings, paragraphs, figures with their
   * alternative text) rather than guess it. Whoever draws it then puts every piece of content in
   * `tag` or `artifact`, since a reader of a tagged PDF skips what is in neither.
   */
  tagged?: boolean;
}

/** What a structure element of a tagged PDF may carry: a figure's alternative text. */
export interface PdfTagOptions {
  alt?: string;
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
  /** Draws content as one structure element ('H1', 'H2', 'P', 'Figure'…) of a tagged document; just draws it otherwise. */
  tag: (type: string, draw: () => void, options?: PdfTagOptions) => void;
  /** Draws what is not content (page numbers, rules, a logo beside the name it shows) as an artifact of a tagged document; just draws it otherwise. */
  artifact: (draw: () => void, type?: 'Pagination' | 'Layout') => void;
}

type Tagging = Pick<PdfDocument, 'tag' | 'artifact'>;

function taggingOf(doc: PDFKit.PDFDocument, tagged: boolean): Tagging {
  if (!tagged) return { tag: (_type, draw) => draw(), artifact: (draw) => draw() };
  return {
    tag: (type, draw, options = {}) => {
      doc.addStructure(doc.struct(type, options, [draw]));
    },
    artifact: (draw, type = 'Layout') => {
      doc.markContent('Artifact', { type });
      try {
        draw();
      } finally {
        doc.endMarkedContent();
      }
    },
  };
}

const MASTHEAD_LOGO = 44;
const MUTED = '#555555';
const RULE = '#d0d7de';

function drawMasthead(doc: PDFKit.PDFDocument, { tag, artifact }: Tagging, masthead: PdfMasthead, margin: number, contentWidth: number): void {
  const top = doc.y;
  let textLeft = margin;
  const logo = masthead.logo;
  if (logo) {
    try {
      // The logo beside the school's name says nothing the name does not: no figure for readers.
      artifact(() => doc.image(logo, margin, top, { fit: [MASTHEAD_LOGO, MASTHEAD_LOGO] }));
      textLeft = margin + MASTHEAD_LOGO + 12;
    } catch {
      // A logo pdfkit cannot read leaves the name alone rather than failing the document.
    }
  }
  const width = contentWidth - (textLeft - margin);
  tag('P', () => doc.font('bold').fontSize(11).fillColor(MUTED).text(masthead.school, textLeft, top, { width }));
  tag('H1', () => doc.font('bold').fontSize(22).fillColor(BRAND).text(masthead.title, textLeft, doc.y + 2, { width }));
  const date = masthead.date;
  if (date) tag('P', () => doc.font('regular').fontSize(10).fillColor(MUTED).text(date, textLeft, doc.y + 1, { width }));
  const below = Math.max(doc.y, logo && textLeft > margin ? top + MASTHEAD_LOGO : 0) + 10;
  artifact(() => doc.moveTo(margin, below).lineTo(margin + contentWidth, below).lineWidth(0.75).strokeColor(RULE).stroke());
  doc.x = margin;
  doc.y = below + 14;
  doc.fillColor('#000000');
}

/** "Page N of M" in the bottom margin of every page (the pages are buffered until the count is known). */
function numberPages(doc: PDFKit.PDFDocument, { artifact }: Tagging, margin: number, contentWidth: number): void {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // Writing below the bottom margin would make pdfkit turn the page: lift the margin while writing.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    artifact(
      () =>
        doc
          .font('regular')
          .fontSize(8.5)
          .fillColor(MUTED)
          .text(`Page ${index - start + 1} of ${count}`, margin, doc.page.height - margin / 2 - 6, { width: contentWidth, align: 'center', lineBreak: false }),
      'Pagination',
    );
    doc.page.margins.bottom = bottomMargin;
  }
}

/**
 * A portal PDF: A4 (portrait unless asked), the same margin on every side, titled, in English
 * (Australia), its fonts registered as 'regular' and 'bold' (Noto Sans, embedded, unless others
 * are given). Every PDF the portal draws starts here: the Connections PDF and a post's PDF, the
 * Learning Virtues goals, the email logs export and the demo school's reports. A masthead heads
 * the first page when given; page numbers are written by `finish()` when asked for. A tagged
 * document tags its masthead (the title as its H1) and marks its page numbers as artifacts.
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
  tagged = false,
}: PdfDocumentOptions): PdfDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin,
    info: { Title: title, Author: author, ...(createdAt ? { CreationDate: createdAt } : {}) },
    displayTitle: true,
    lang: 'en-AU',
    bufferPages: pageNumbers,
    tagged,
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  const contentWidth = doc.page.width - 2 * margin;
  const tagging = taggingOf(doc, tagged);
  if (masthead) drawMasthead(doc, tagging, masthead, margin, contentWidth);
  return {
    doc,
    margin,
    contentWidth,
    bottom: () => doc.page.height - margin,
    finish: () => {
      if (pageNumbers) numberPages(doc, tagging, margin, contentWidth);
      doc.end();
    },
    ...tagging,
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

import { pdfBytes, pdfDocument, type PdfDocument, type PdfDocumentOptions } from './document.ts';

/** A last page must hold at least this much (about ten lines of body text), unless the document is one page. */
export const MIN_LAST_PAGE_HEIGHT = 150;

export interface PdfBlockOptions {
  /** Points that must fit below the cursor for the block to start on this page (a heading with the first lines under it). */
  needs?: number;
  /** A heading: a moved page break never falls between it and the block after it. */
  keepWithNext?: boolean;
}

export interface PdfFlow {
  /** Draws one block of the document (a heading, a paragraph, an image) where the flow decides it starts. */
  block(draw: () => void, options?: PdfBlockOptions): void;
}

interface PlacedBlock {
  page: number;
  top: number;
  endPage: number;
  bottom: number;
  keepWithNext: boolean;
}

interface Pass {
  bytes: Promise<Buffer>;
  blocks: PlacedBlock[];
  pages: number;
  /** How far down the last page the content reaches, from its top margin. */
  lastPageHeight: number;
  topMargin: number;
  contentBottom: number;
}

function pass(options: PdfDocumentOptions, draw: (pdf: PdfDocument, flow: PdfFlow) => void, breakBefore: number | null): Pass {
  const pdf = pdfDocument({ ...options, pageNumbers: true });
  const { doc } = pdf;
  const bytes = pdfBytes(doc);
  let page = 0;
  doc.on('pageAdded', () => {
    page += 1;
  });
  const topMargin = doc.page.margins.top;
  const blocks: PlacedBlock[] = [];
  const flow: PdfFlow = {
    block(drawBlock, { needs = 0, keepWithNext = false } = {}) {
      const index = blocks.length;
      if ((index === breakBefore && doc.y > topMargin) || (needs > 0 && doc.y + needs > pdf.bottom())) doc.addPage();
      const start = { page, top: doc.y };
      drawBlock();
      blocks.push({ ...start, endPage: page, bottom: doc.y, keepWithNext });
    },
  };
  draw(pdf, flow);
  const result = { blocks, pages: page + 1, lastPageHeight: doc.y - topMargin, topMargin, contentBottom: pdf.bottom() };
  pdf.finish();
  return { bytes, ...result };
}

/**
 * The block to start the last page with so that it holds at least `minHeight`: the latest block
 * that starts on the page before and, moved down with what follows it, fills the last page
 * enough; never the block right after a heading (the heading moves with it). Null when no
 * block of that page will do (the page's first block would only move the problem).
 */
function breakToMove(run: Pass, minHeight: number): number | null {
  const previous = run.pages - 2;
  const onPrevious = run.blocks.map((block, index) => ({ block, index })).filter(({ block }) => block.page === previous);
  if (onPrevious.length < 2) return null;
  // Where the content of the page before ends: a block running on to the last page fills it.
  const previousEnd = Math.max(...run.blocks.filter((block) => block.page <= previous && block.endPage >= previous).map((block) => (block.endPage > previous ? run.contentBottom : block.bottom)));
  for (let position = onPrevious.length - 1; position >= 1; position -= 1) {
    let index = onPrevious[position]!.index;
    while (index > onPrevious[0]!.index && run.blocks[index - 1]!.keepWithNext) index -= 1;
    if (index === onPrevious[0]!.index) continue;
    const moved = previousEnd - run.blocks[index]!.top;
    if (moved + run.lastPageHeight >= minHeight) return index;
  }
  return null;
}

/**
 * A portal PDF laid out in blocks (pdfDocument with page numbers), with no orphan last page:
 * when the last page would hold less than `minLastPageHeight` (a line or two left over), the
 * page break before it moves up, to the latest block boundary that gives the last page enough,
 * and the document is drawn again. Headings keep their first lines (`needs`) and a moved break
 * never parts a heading from its text (`keepWithNext`).
 */
export async function renderFlowingPdf(
  options: PdfDocumentOptions & { minLastPageHeight?: number },
  draw: (pdf: PdfDocument, flow: PdfFlow) => void,
): Promise<Buffer> {
  const { minLastPageHeight = MIN_LAST_PAGE_HEIGHT, ...documentOptions } = options;
  const first = pass(documentOptions, draw, null);
  if (first.pages < 2 || first.lastPageHeight >= minLastPageHeight) return first.bytes;
  const moveBefore = breakToMove(first, minLastPageHeight);
  if (moveBefore === null) return first.bytes;
  const second = pass(documentOptions, draw, moveBefore);
  // Keep the second drawing only when it did what it was for (a huge block may spill again).
  const better = second.pages === first.pages && second.lastPageHeight >= minLastPageHeight;
  const [kept, dropped] = better ? [second, first] : [first, second];
  await dropped.bytes;
  return kept.bytes;
}

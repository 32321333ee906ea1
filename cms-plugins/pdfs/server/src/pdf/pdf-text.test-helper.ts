import { inflateSync } from 'node:zlib';

/** A line of text of a page: its left edge, and its glyphs mapped back to characters. */
export interface PdfTextLine {
  page: number;
  x: number;
  text: string;
}

/** A picture drawn on a page: where (points from the page's top left), how large, its pixels, and what a screen reader says of it. */
export interface PdfDrawnImage {
  page: number;
  x: number;
  top: number;
  width: number;
  height: number;
  /** The embedded image, by its object number: the same picture drawn twice is one object. */
  object: string;
  pixels: { width: number; height: number };
  /** The alternative text of its Figure; null when it is an artifact (decoration) or untagged. */
  alt: string | null;
}

export type PdfContentItem = ({ kind: 'text' } & PdfTextLine) | ({ kind: 'image' } & PdfDrawnImage);

/** A PDF string literal's characters (escapes undone; UTF-16 when it starts with its byte order mark). */
function pdfString(raw: string): string {
  const bytes = Buffer.from(raw.replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_, code: string) => (/^[0-7]/.test(code) ? String.fromCharCode(parseInt(code, 8)) : ({ n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' } as Record<string, string>)[code] ?? code)), 'latin1');
  return bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
}

/**
 * What each page of a PDF shows as pdfkit writes it, for tests, in the order it is drawn (its
 * reading order): each text object (BT … ET) with its left edge and its glyphs mapped back to
 * characters through its font's ToUnicode map, and each image XObject drawn, with its place,
 * size, pixels and its Figure's alternative text (the structure element of its marked content).
 * Pages count from 1, in the page tree's order. Enough for pdfkit's output (subset fonts, 2-byte
 * codes, one line per text object, one image per `cm … Do`), not a PDF reader.
 */
export function pdfContent(pdf: Buffer): PdfContentItem[] {
  const source = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; stream: string | null }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = match.index + match[0].length;
    const streamAt = source.indexOf('stream', start);
    const endAt = source.indexOf('endobj', start);
    if (streamAt < 0 || streamAt > endAt) {
      objects.set(match[1]!, { dict: source.slice(start, endAt), stream: null });
      continue;
    }
    const dict = source.slice(start, streamAt);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const dataStart = streamAt + 'stream'.length + (source[streamAt + 6] === '\r' ? 2 : 1);
    const raw = pdf.subarray(dataStart, dataStart + length);
    objects.set(match[1]!, { dict, stream: (/\/FlateDecode/.test(dict) ? inflateSync(raw) : raw).toString('latin1') });
  }
  const ref = (dict: string, key: string) => new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1];

  const cmapOf = (fontId: string) => {
    const map = new Map<string, string>();
    const cmap = objects.get(ref(objects.get(fontId)?.dict ?? '', 'ToUnicode') ?? '')?.stream ?? '';
    const utf16 = (hex: string) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
    for (const [, block] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, text] of block!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f\s]+)>/gi)) map.set(code!.toLowerCase(), utf16(text!));
    }
    for (const [, block] of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      for (const [, from, to, rest] of block!.matchAll(/<([0-9a-f]+)>\s*<([0-9a-f]+)>\s*(\[[^\]]*\]|<[0-9a-f\s]+>)/gi)) {
        const first = parseInt(from!, 16);
        const targets = rest!.startsWith('[') ? [...rest!.matchAll(/<([0-9a-f\s]+)>/gi)].map((target) => utf16(target[1]!)) : null;
        for (let code = first; code <= parseInt(to!, 16); code += 1) {
          const text = targets ? targets[code - first]! : String.fromCharCode(parseInt(rest!.slice(1, -1).replace(/\s/g, ''), 16) + code - first);
          map.set(code.toString(16).padStart(from!.length, '0'), text);
        }
      }
    }
    return map;
  };

  // The alternative text of each Figure, by its page and marked-content id.
  const alts = new Map<string, string>();
  for (const { dict } of objects.values()) {
    const alt = /\/S \/Figure\b[\s\S]*?\/Alt \(((?:\\.|[^\\)])*)\)/.exec(dict)?.[1];
    const mcid = /\/K \[(\d+)\]/.exec(dict)?.[1];
    if (alt !== undefined && mcid !== undefined) alts.set(`${ref(dict, 'Pg')}:${mcid}`, pdfString(alt));
  }

  const items: PdfContentItem[] = [];
  // The pages in reading order: the page tree's Kids (pdfkit writes one flat tree).
  const tree = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(([, id]) => id!);
  for (const [index, pageId] of kids.entries()) {
    const page = objects.get(pageId)!;
    const resources = objects.get(ref(page.dict, 'Resources') ?? '')?.dict ?? page.dict;
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, id]) => [name!, cmapOf(id!)]));
    const images = new Map([...resources.matchAll(/\/(I\d+) (\d+) 0 R/g)].map(([, name, id]) => [name!, id!]));
    const content = objects.get(ref(page.dict, 'Contents') ?? '')?.stream ?? '';
    // The marked content a drawing is in: a Figure's id, or an artifact's.
    let marked: string | null = null;
    for (const [token, mcid, block, width, imageHeight, x, y, name] of content.matchAll(
      /\/\w+ <<\s*\/MCID (\d+)\s*>> BDC|\/Artifact <<[^>]*>> BDC|\bEMC\b|BT([\s\S]*?)ET|([\d.-]+) 0 0 -([\d.-]+) ([\d.-]+) ([\d.-]+) cm\s*\/(I\d+) Do/g,
    )) {
      if (token.endsWith('BDC') || token === 'EMC') {
        marked = mcid ?? null;
      } else if (block !== undefined) {
        const lineX = Number(/[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) [\d.-]+ Tm/.exec(block)?.[1] ?? 0);
        const cmap = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block)?.[1] ?? '') ?? new Map<string, string>();
        const text = [...block.matchAll(/<([0-9a-f]+)>/gi)]
          .map(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((code) => cmap.get(code.toLowerCase()) ?? '').join(''))
          .join('');
        if (text.trim()) items.push({ kind: 'text', page: index + 1, x: lineX, text });
      } else {
        const object = images.get(name!)!;
        const dict = objects.get(object)!.dict;
        items.push({
          kind: 'image',
          page: index + 1,
          x: Number(x),
          // pdfkit draws in the page's coordinates turned top-down (its first `cm`), placing an image by its bottom edge.
          top: Number(y) - Number(imageHeight),
          width: Number(width),
          height: Number(imageHeight),
          object,
          pixels: { width: Number(/\/Width (\d+)/.exec(dict)?.[1]), height: Number(/\/Height (\d+)/.exec(dict)?.[1]) },
          alt: marked === null ? null : (alts.get(`${pageId}:${marked}`) ?? null),
        });
      }
    }
  }
  return items;
}

/** The lines of text of a PDF (pdfContent's text), for tests. */
export function pdfTextLines(pdf: Buffer): PdfTextLine[] {
  return pdfContent(pdf).flatMap((item) => (item.kind === 'text' ? [{ page: item.page, x: item.x, text: item.text }] : []));
}

/** The pictures drawn in a PDF (pdfContent's images), in reading order, for tests. */
export function pdfDrawnImages(pdf: Buffer): PdfDrawnImage[] {
  return pdfContent(pdf).flatMap(({ kind, ...image }) => (kind === 'image' ? [image as PdfDrawnImage] : []));
}

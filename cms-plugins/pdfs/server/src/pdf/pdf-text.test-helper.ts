import { inflateSync } from 'node:zlib';

/**
 * The lines of text of a PDF as pdfkit writes them, for tests: each text object (BT … ET) with
 * its page (from 1, in the page tree's order), its left edge, and its glyphs mapped back to
 * characters through its font's ToUnicode map. Enough for pdfkit's output (subset fonts, 2-byte
 * codes, one line per text object), not a PDF reader.
 */
export function pdfTextLines(pdf: Buffer): { page: number; x: number; text: string }[] {
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

  const lines: { page: number; x: number; text: string }[] = [];
  // The pages in reading order: the page tree's Kids (pdfkit writes one flat tree).
  const tree = [...objects.values()].find((object) => /\/Type \/Pages\b/.test(object.dict));
  const kids = [...(/\/Kids \[([^\]]*)\]/.exec(tree?.dict ?? '')?.[1] ?? '').matchAll(/(\d+) 0 R/g)].map(([, id]) => objects.get(id!)!);
  for (const [index, page] of kids.entries()) {
    const resources = objects.get(ref(page.dict, 'Resources') ?? '')?.dict ?? page.dict;
    const fonts = new Map([...resources.matchAll(/\/(F\d+) (\d+) 0 R/g)].map(([, name, id]) => [name!, cmapOf(id!)]));
    const content = objects.get(ref(page.dict, 'Contents') ?? '')?.stream ?? '';
    for (const [, block] of content.matchAll(/BT([\s\S]*?)ET/g)) {
      const x = Number(/[\d.-]+ [\d.-]+ [\d.-]+ [\d.-]+ ([\d.-]+) [\d.-]+ Tm/.exec(block!)?.[1] ?? 0);
      const cmap = fonts.get(/\/(F\d+) [\d.]+ Tf/.exec(block!)?.[1] ?? '') ?? new Map<string, string>();
      const text = [...block!.matchAll(/<([0-9a-f]+)>/gi)]
        .map(([, hex]) => (hex!.match(/.{4}/g) ?? []).map((code) => cmap.get(code.toLowerCase()) ?? '').join(''))
        .join('');
      if (text.trim()) lines.push({ page: index + 1, x, text });
    }
  }
  return lines;
}

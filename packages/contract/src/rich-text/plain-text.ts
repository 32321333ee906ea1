import { semanticLists } from './semantic-lists.ts';

/** Rich text as plain text: the Connections PDF's paragraphs (and pictures) and the plain-text part of bulk email. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

const BLOCK_ENDS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'blockquote', 'tr', 'table', 'pre', 'address', 'figure', 'figcaption']);

/** How far each level of a nested list is indented in plain text. */
export const LIST_INDENT = '   ';

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code < 0x110000 ? String.fromCodePoint(code) : '';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** A picture of rich text, where it stands among the paragraphs: its address as written and its alternative text. */
export interface RichTextImage {
  src: string;
  alt: string;
}

/** An attribute of a tag as the sanitiser writes it (quoted, entities encoded), decoded; '' when absent. */
function attributeOf(tag: string, name: string): string {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(tag);
  return decodeEntities(match?.[1] ?? match?.[2] ?? match?.[3] ?? '').trim();
}

/**
 * The readable text of (already sanitised) rich text, as paragraphs, with its pictures where
 * they stand: blocks and line breaks become new lines, an <img> (with a src) ends the paragraph
 * it is in and comes next, everything else is dropped; frames and scripts have no text to give.
 * A list item starts with its marker as a reader sees it, "•" in a bulleted list and "1.",
 * "2."… in a numbered one, indented by LIST_INDENT for each level it is nested in.
 */
export function htmlToParagraphsAndImages(html: string | null | undefined): Array<string | RichTextImage> {
  if (!html) return [];
  const source = semanticLists(html).replace(/<(script|style|iframe)[\s\S]*?<\/\1>/gi, '');
  const blocks: Array<string | RichTextImage> = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let line = { prefix: '', text: '' };
  const endLine = () => {
    const text = decodeEntities(line.text).replace(/[ \t\n\r\u00a0]+/g, ' ').trim();
    if (text) blocks.push(line.prefix + text);
    line = { prefix: '', text: '' };
  };
  // What follows a break or a picture in a list item goes on at the item's indent.
  const continueItem = () => {
    const { prefix } = line;
    endLine();
    line.prefix = prefix.replace(/\S+\s$/, (marker) => ' '.repeat(marker.length));
  };
  for (const [token, end, name] of source.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<|[^<]+/gi)) {
    const tag = name?.toLowerCase();
    if (!tag) {
      line.text += token;
    } else if (tag === 'br') {
      continueItem();
    } else if (tag === 'img') {
      const src = attributeOf(token, 'src');
      if (!src) continue;
      continueItem();
      blocks.push({ src, alt: attributeOf(token, 'alt') });
    } else if ((tag === 'ul' || tag === 'ol') && !end) {
      endLine();
      lists.push({ ordered: tag === 'ol', count: 0 });
    } else if ((tag === 'ul' || tag === 'ol') && end) {
      endLine();
      lists.pop();
    } else if (tag === 'li' && !end) {
      endLine();
      const list = lists[lists.length - 1];
      if (list) list.count += 1;
      const marker = list?.ordered ? `${list.count}.` : '•';
      line.prefix = `${LIST_INDENT.repeat(Math.max(lists.length - 1, 0))}${marker} `;
    } else if (end && BLOCK_ENDS.has(tag)) {
      endLine();
    }
  }
  endLine();
  return blocks;
}

/** The readable text of (already sanitised) rich text, as paragraphs (htmlToParagraphsAndImages without the pictures). */
export function htmlToParagraphs(html: string | null | undefined): string[] {
  return htmlToParagraphsAndImages(html).filter((block): block is string => typeof block === 'string');
}

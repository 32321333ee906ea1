import { semanticLists } from './semantic-lists.ts';

/** Rich text as plain text: the Connections PDF's paragraphs and the plain-text part of bulk email. */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“' };

const BLOCK_ENDS = new Set(['p', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'li', 'ul', 'ol', 'blockquote', 'tr', 'table', 'pre', 'address']);

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

/**
 * The readable text of (already sanitised) rich text, as paragraphs: blocks and line breaks
 * become new lines, everything else is dropped; frames and scripts have no text to give. A list
 * item starts with its marker as a reader sees it, "•" in a bulleted list and "1.", "2."… in a
 * numbered one, indented by LIST_INDENT for each level it is nested in.
 */
export function htmlToParagraphs(html: string | null | undefined): string[] {
  if (!html) return [];
  const source = semanticLists(html).replace(/<(script|style|iframe)[\s\S]*?<\/\1>/gi, '');
  const paragraphs: string[] = [];
  const lists: { ordered: boolean; count: number }[] = [];
  let line = { prefix: '', text: '' };
  const endLine = () => {
    const text = decodeEntities(line.text).replace(/[ \t\n\r\u00a0]+/g, ' ').trim();
    if (text) paragraphs.push(line.prefix + text);
    line = { prefix: '', text: '' };
  };
  for (const [token, end, name] of source.matchAll(/<(\/?)([a-z][a-z0-9]*)\b[^>]*>|<|[^<]+/gi)) {
    const tag = name?.toLowerCase();
    if (!tag) {
      line.text += token;
    } else if (tag === 'br') {
      const { prefix } = line;
      endLine();
      // A line break in a list item goes on at the item's indent.
      line.prefix = prefix.replace(/\S+\s$/, (marker) => ' '.repeat(marker.length));
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
  return paragraphs;
}

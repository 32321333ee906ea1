/** Admin spec 9: the excerpt fills itself with this many characters of the content. */
export const EXCERPT_LENGTH = 150;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The readable text of rich text: tags dropped (a block or line break becomes a space, so
 * words of two paragraphs do not run together), entities decoded, white space collapsed.
 * Good for an excerpt or an emptiness check of sanitised or editor-made text, not a sanitiser:
 * the body of a script is text to it.
 */
export function textOfHtml(html: string): string {
  return html
    .replace(/<\/?(p|div|br|li|h[1-6]|pre|address|blockquote|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Admin spec 5: until someone edits it, the excerpt is the first 150 characters of the content's text. */
export function excerptFromHtml(html: string): string {
  return [...textOfHtml(html)].slice(0, EXCERPT_LENGTH).join('').trimEnd();
}

/** What may end the kept words of a shortened excerpt before its ellipsis: it reads as cut, not as a sentence. */
const TRAILING_PUNCTUATION = /[\s,.;:!?\u2013\u2014-]+$/u;

const withEllipsis = (words: string) => `${words.replace(TRAILING_PUNCTUATION, '') || words}\u2026`;

/** The text up to its last break, the word after it being a part (a single word stays whole). */
function withoutLastWord(text: string): string {
  const lastBreak = text.search(/\s\S*$/);
  return lastBreak > 0 ? text.slice(0, lastBreak) : text;
}

/**
 * An excerpt as a reader sees it in a list (display only: the stored one stays the first 150
 * characters, admin spec 5). A cut excerpt ends on its last whole word, with an ellipsis; the
 * whole text, or an editor's own shorter excerpt, is shown as it is. `contentText` (textOfHtml
 * of the content), when given, says whether text follows and whether the cut fell inside a
 * word; without it, an excerpt that fills the 150 characters counts as cut inside a word.
 */
export function excerptForDisplay(excerpt: string, contentText?: string): string {
  const text = excerpt.trim();
  if (contentText !== undefined && text !== '' && contentText.startsWith(text)) {
    const rest = contentText.slice(text.length);
    if (rest.trim() === '') return text;
    return withEllipsis(/^\s/.test(rest) ? text : withoutLastWord(text));
  }
  const characters = [...text];
  if (characters.length < EXCERPT_LENGTH) return text;
  return withEllipsis(withoutLastWord(characters.slice(0, EXCERPT_LENGTH).join('')));
}

/** Whether rich text shows anything: text, an image or an embedded frame (Quill's empty editor is `<p><br></p>`). */
export function hasContent(html: string): boolean {
  return textOfHtml(html) !== '' || /<(img|iframe)\b/i.test(html);
}

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

/** Whether rich text shows anything: text, an image or an embedded frame (Quill's empty editor is `<p><br></p>`). */
export function hasContent(html: string): boolean {
  return textOfHtml(html) !== '' || /<(img|iframe)\b/i.test(html);
}

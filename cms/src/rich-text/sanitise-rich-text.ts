import sanitizeHtml from 'sanitize-html';

/**
 * What rich text may hold once stored: the editor's formats (paragraphs, headings h1-h6, pre,
 * address, div, lists, tables, links, images) and embedded frames from the video and
 * shared-drive services the portal embeds. Scripts, event handlers, javascript: URLs, forms
 * and frames from anywhere else never reach the database.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'address', 'div', 'span', 'br', 'hr',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'iframe',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel', 'name'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'scrolling', 'frameborder', 'allowfullscreen', 'allow', 'title'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: ['drive.google.com', 'docs.google.com', 'www.youtube.com', 'www.youtube-nocookie.com', 'player.vimeo.com'],
  allowedStyles: {
    '*': {
      color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i],
      'text-align': [/^(left|right|center|justify)$/],
      'text-decoration': [/^(none|underline|line-through)$/],
      'font-weight': [/^(normal|bold|[1-9]00)$/],
      'font-style': [/^(normal|italic)$/],
      width: [/^\d+(px|%)?$/],
      height: [/^\d+(px|%)?$/],
      border: [/^[\w\s#.%()-]+$/],
    },
  },
  // A frame whose source was not allowed is left without one: drop it altogether.
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
  // Links that open a new tab cannot reach back into the portal.
  transformTags: {
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The rich-text attributes of each content type: sanitised on every write, whoever writes. */
export const RICH_TEXT_FIELDS: Readonly<Record<string, readonly string[]>> = {
  'api::post.post': ['content_html'],
  'api::page.page': ['content_html'],
  'api::calendar-event.calendar-event': ['description'],
  'api::course-unit.course-unit': ['component_html'],
  'api::pdf-email-template.pdf-email-template': ['email_html'],
};

/** Sanitises, in place, the rich-text fields present in one write's data. */
export function sanitiseRichTextFields(uid: string, data: Record<string, unknown> | undefined): void {
  const fields = RICH_TEXT_FIELDS[uid];
  if (!fields || !data) return;
  for (const field of fields) {
    const value = data[field];
    if (typeof value === 'string') data[field] = sanitiseRichText(value);
  }
}

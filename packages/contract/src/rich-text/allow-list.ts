/**
 * What stored rich text may hold, in one place: the CMS sanitises with it before storing,
 * the BFF again before presenting, and the BFF's Content-Security-Policy takes its
 * `frame-src` from the frame hosts, so the three cannot drift apart. Data and pure rules
 * only: the PWA imports the contract's index, and this must not pull a library into it.
 */

const COLOUR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i];
const LENGTH = [/^\d+(px|%)?$/];

/**
 * The hosts of the frames readers may see: the YouTube and Vimeo players and the shared-drive
 * folder view. Which addresses on them the sanitiser decides (frameSource in sanitise.ts).
 */
const FRAME_HOSTS = ['www.youtube-nocookie.com', 'player.vimeo.com', 'drive.google.com'] as const;

export const richTextAllowList = {
  /**
   * The editor's formats and the tables and figures of older content. Nothing that parses
   * as foreign content or raw text (svg, math, style, noscript, template, textarea): those
   * are where mutation XSS hides, markup that changes meaning when the browser re-parses it.
   */
  // prettier-ignore
  tags: [
    'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'pre', 'address', 'div', 'span', 'br', 'hr',
    'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'blockquote', 'code',
    'ul', 'ol', 'li', 'a', 'img', 'figure', 'figcaption', 'iframe',
    'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'caption', 'colgroup', 'col',
  ],
  /** No `name` or `id` (they could clobber the page's globals and anchors), no `srcdoc` or `allow` on frames. */
  attributes: {
    '*': ['class', 'style', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    iframe: ['src', 'width', 'height', 'scrolling', 'frameborder', 'allowfullscreen', 'title', 'loading', 'sandbox'],
    // Quill 2 marks table rows with a data attribute that its stylesheet reads. Its list kinds
    // (`data-list`) are not kept: the sanitiser turns them into `<ul>` and `<ol>` (semantic-lists.ts).
    td: ['colspan', 'rowspan', 'data-row'],
    th: ['colspan', 'rowspan', 'scope'],
    ol: ['start', 'type'],
  },
  /**
   * The classes Quill 2 writes (its default formats, from quill/formats/*); any other class
   * could borrow the portal's own styles to dress content up as the portal's interface.
   */
  // prettier-ignore
  editorClasses: [
    'ql-align-right', 'ql-align-center', 'ql-align-justify',
    'ql-direction-rtl',
    ...[1, 2, 3, 4, 5, 6, 7, 8].map((level) => `ql-indent-${level}`),
    'ql-size-small', 'ql-size-large', 'ql-size-huge',
    'ql-font-serif', 'ql-font-monospace',
    'ql-video',
    'ql-code-block', 'ql-code-block-container',
    // Quill 1's code block, in content written with the earlier editor.
    'ql-syntax',
    // The portal's own formats (pwa/src/components/rich-text-editor/quill-formats.ts).
    'ql-division', 'ql-frame',
    'ql-style-content-title', 'ql-style-content-info', 'ql-style-text-gray', 'ql-style-anchor-red',
  ],
  /** Inline styles the editor writes; nothing that positions content over the page. */
  styles: {
    color: COLOUR,
    'background-color': COLOUR,
    'text-align': [/^(left|right|center|justify)$/],
    'text-decoration': [/^(none|underline|line-through)$/],
    'font-weight': [/^(normal|bold|[1-9]00)$/],
    'font-style': [/^(normal|italic)$/],
    width: LENGTH,
    height: LENGTH,
    border: [/^[\w\s#.%()-]+$/],
  },
  linkSchemes: ['https', 'mailto', 'tel'],
  imageSchemes: ['https'],
  frameHosts: FRAME_HOSTS,
  /**
   * Every frame carries this sandbox. Scripts and their own origin let the players and the
   * drive view run; presentation lets a video be cast; popups let "Watch on YouTube" and a
   * drive file open in a new tab, and escape the sandbox there so that the opened page works
   * as it would anywhere else. Frames never get forms, top navigation or modals.
   */
  frameSandbox: 'allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox',
} as const;

/** The origins of the allowed frames, for the CSP's `frame-src`. */
export const richTextFrameOrigins: readonly string[] = FRAME_HOSTS.map((host) => `https://${host}`);

/**
 * Browsers drop tab and newline anywhere in a URL and control characters around it, which
 * is how `jav&#x09;ascript:` gets past a scheme check; a URL holding any is refused.
 */
function hasControlCharacter(url: string): boolean {
  for (let index = 0; index < url.length; index += 1) {
    const code = url.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isAllowedUrl(url: string, schemes: readonly string[]): boolean {
  if (hasControlCharacter(url)) return false;
  const value = url.replace(/^ +| +$/g, '');
  // A path on this site; `//host` and `/\host` both lead browsers to another site.
  if (value.startsWith('/')) return !/^\/[/\\]/.test(value);
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme !== undefined && schemes.includes(scheme);
}

/** A link in rich text or on a dashboard tile: https, mailto, tel, or a path on this site. */
export function isSafeLink(href: string): boolean {
  return isAllowedUrl(href, richTextAllowList.linkSchemes);
}

/** An image in rich text: https or a path on this site (no data: or http:). */
export function isSafeImageSource(src: string): boolean {
  return isAllowedUrl(src, richTextAllowList.imageSchemes);
}

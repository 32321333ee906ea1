/**
 * Admin spec 5 "Content on save" (and reader spec 5): how rich text is rewritten when an editor
 * saves it, by the PWA's editors as they save and by the BFF again for whatever a client sends.
 * It rewrites only the start tags of links, images and frames and leaves the rest as it is:
 * it is not a sanitiser (the CMS sanitises every write after it), and it pulls no library into
 * the PWA.
 */

import { videoPlayerUrl } from './video-players.ts';

/** Link colour of rich text (admin spec 5). */
export const CONTENT_LINK_COLOUR = '#C41425';

/** Where the portal's uploaded files are served: an image's stored file name sits under it. */
export const UPLOADS_PATH = '/uploads/';

export const FOLDER_VIEWS = ['list', 'grid'] as const;
export type FolderView = (typeof FOLDER_VIEWS)[number];

export type ContentRuleOptions = {
  /** Host names of the portal and of the places site: links there open in the same tab. */
  internalHosts: readonly string[];
  /** Host names uploaded images are served from besides the portal's (a media bucket). */
  mediaHosts?: readonly string[];
  /** The view of an embedded shared-drive folder; without it an embed keeps its own, else list. */
  folderView?: FolderView;
};

type Attribute = { name: string; value: string | null };

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// A start tag of a, img or iframe; quoted values may hold '>'. White space before each attribute
// is required, so that no run of characters can be split into names in more than one way (which
// would make a long unclosed tag take exponential time); a tag written without it is left as it is.
const START_TAG = /<(a|img|iframe)(?=[\s/>])((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'=<>`]+))?)*)\s*(\/?)>/gi;

function decode(value: string): string {
  return value.replace(/&(amp|quot|#39|lt|gt);/g, (_, name: string) => ({ amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' })[name] ?? '');
}

function encode(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function parseAttributes(source: string): Attribute[] {
  return [...source.matchAll(ATTRIBUTE)].map((match) => {
    const raw = match[2] ?? match[3] ?? match[4];
    return { name: match[1]!.toLowerCase(), value: raw === undefined ? null : decode(raw) };
  });
}

function serialise(tag: string, attributes: Attribute[], selfClosing: string): string {
  const parts = attributes.map(({ name, value }) => (value === null ? name : `${name}="${encode(value)}"`));
  return `<${tag}${parts.length > 0 ? ` ${parts.join(' ')}` : ''}${selfClosing ? ' /' : ''}>`;
}

function get(attributes: Attribute[], name: string): string | null | undefined {
  return attributes.find((attribute) => attribute.name === name)?.value;
}

/** The attributes with one set: in its place when present (a repeated one goes), else added last. */
function set(attributes: Attribute[], name: string, value: string): Attribute[] {
  if (!attributes.some((attribute) => attribute.name === name)) return [...attributes, { name, value }];
  const first = attributes.findIndex((attribute) => attribute.name === name);
  return attributes.flatMap((attribute, index) => (attribute.name !== name ? [attribute] : index === first ? [{ name, value }] : []));
}

/** An absolute http(s) URL, or null for a path, an anchor or another scheme. */
function webUrl(href: string): URL | null {
  if (!/^https?:\/\//i.test(href.trim())) return null;
  try {
    return new URL(href.trim());
  } catch {
    return null;
  }
}

const isHostIn = (url: URL, hosts: readonly string[]) => hosts.some((host) => host.toLowerCase() === url.hostname.toLowerCase());

/** Links to other sites open in a new tab with no handle back to the portal; every link without a style gets the portal's. */
function rewriteLink(attributes: Attribute[], options: ContentRuleOptions): Attribute[] {
  let result = attributes;
  const url = webUrl(get(attributes, 'href') ?? '');
  if (url && !isHostIn(url, options.internalHosts)) {
    result = set(set(result, 'target', '_blank'), 'rel', 'noopener noreferrer');
  }
  if (!get(result, 'style')) result = set(result, 'style', `color: ${CONTENT_LINK_COLOUR}; text-decoration: none`);
  return result;
}

const DRIVE_FOLDER_ID = /^[\w-]{10,}$/;

/**
 * The embeddable view of a shared-drive folder URL (`/drive/folders/ID`, `/open?id=ID`,
 * `/embeddedfolderview?id=ID#grid`...), or null when the URL is not one. The folder id is the
 * `id` query parameter or else the longest path segment (reader spec 5).
 */
export function embeddableFolderUrl(address: string, view?: FolderView): string | null {
  const url = webUrl(address);
  const id = url ? driveFolderIdOfUrl(url) : null;
  if (!url || !id) return null;
  const chosen = view ?? (url.hash === '#grid' ? 'grid' : 'list');
  return `https://drive.google.com/embeddedfolderview?id=${id}#${chosen}`;
}

/** The folder id of a shared-drive folder URL: its `id` query parameter, else its longest path segment (reader spec 5). */
function driveFolderIdOfUrl(url: URL): string | null {
  if (url.hostname.toLowerCase() !== 'drive.google.com') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const isFolder = segments.includes('folders') || ['open', 'folderview', 'embeddedfolderview'].includes(segments[0] ?? '');
  if (!isFolder) return null;
  const id = url.searchParams.get('id') ?? segments.reduce((longest, segment) => (segment.length > longest.length ? segment : longest), '');
  return DRIVE_FOLDER_ID.test(id) ? id : null;
}

/**
 * The folder id of what an editor typed as a place page's shared folder: a folder URL as
 * above, or the bare folder id the admin's "Google Drive folder ID" field asks for.
 */
export function driveFolderId(input: string): string | null {
  const text = input.trim();
  if (DRIVE_FOLDER_ID.test(text)) return text;
  const url = webUrl(text);
  return url ? driveFolderIdOfUrl(url) : null;
}

/**
 * An uploaded image's address reduced to its stored file name under the uploads path: no host
 * (the portal's or the media bucket's), no query (a signature that expires), no fragment.
 * Images from other sites are left as they are.
 */
function storedImageSource(src: string, options: ContentRuleOptions): string {
  const url = webUrl(src);
  const ours = url ? isHostIn(url, [...options.internalHosts, ...(options.mediaHosts ?? [])]) : src.startsWith('/') && !src.startsWith('//');
  if (!ours) return src;
  const path = url ? url.pathname : src.split(/[?#]/)[0]!;
  const fileName = path.split('/').filter(Boolean).pop();
  return fileName ? `${UPLOADS_PATH}${fileName}` : src;
}

/** Rich text as it is stored: admin spec 5's rules applied to every link, image and frame. */
export function applyContentRules(html: string, options: ContentRuleOptions): string {
  return html.replace(START_TAG, (_match, rawTag: string, rawAttributes: string, selfClosing: string) => {
    const tag = rawTag.toLowerCase();
    let attributes = parseAttributes(rawAttributes);
    if (tag === 'a') attributes = rewriteLink(attributes, options);
    if (tag === 'img') {
      const src = get(attributes, 'src');
      if (src) attributes = set(attributes, 'src', storedImageSource(src, options));
    }
    if (tag === 'iframe') {
      const src = get(attributes, 'src') ?? '';
      const embedded = videoPlayerUrl(src) ?? embeddableFolderUrl(src, options.folderView);
      if (embedded) attributes = set(attributes, 'src', embedded);
    }
    return serialise(tag, attributes, selfClosing);
  });
}

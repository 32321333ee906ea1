import sanitizeHtml from 'sanitize-html';
import { isSafeImageSource, isSafeLink, richTextAllowList as allow } from './allow-list.ts';
import { embeddableFolderUrl } from './content-rules.ts';
import { semanticLists } from './semantic-lists.ts';
import { videoPlayerUrl } from './video-players.ts';

/**
 * What a frame in stored content may show: a video player or a shared-drive folder's view,
 * each in its one canonical form; null for anything else.
 */
function frameSource(src: string): string | null {
  return videoPlayerUrl(src) ?? embeddableFolderUrl(src);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...allow.tags],
  allowedAttributes: Object.fromEntries(Object.entries(allow.attributes).map(([tag, names]) => [tag, [...names]])),
  allowedClasses: { '*': [...allow.editorClasses] },
  allowedStyles: { '*': Object.fromEntries(Object.entries(allow.styles).map(([name, values]) => [name, [...values]])) },
  // sanitize-html's own scheme check stays as a second line behind isSafeLink and isSafeImageSource.
  allowedSchemes: [...allow.linkSchemes],
  allowedSchemesByTag: { img: [...allow.imageSchemes], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...allow.frameHosts],
  allowIframeRelativeUrls: false,
  transformTags: {
    a: (tagName, { href, target, rel: _rel, ...attribs }) => ({
      tagName,
      attribs: {
        ...attribs,
        // An unsafe link keeps its text and loses its destination.
        ...(href !== undefined && isSafeLink(href) ? { href } : {}),
        // A page opened in a new tab gets no handle back to the portal's window.
        ...(target?.toLowerCase() === '_blank' ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
      },
    }),
    // A frame keeps its source only as one of the allowed players or folder views (a YouTube
    // or Vimeo page link becomes its player); with none left it is dropped below.
    iframe: (tagName, attribs) => {
      const kept = Object.entries(attribs).flatMap(([name, value]): [string, string][] => {
        if (name !== 'src') return [[name, value]];
        const allowed = frameSource(value);
        return allowed ? [[name, allowed]] : [];
      });
      return { tagName, attribs: { ...Object.fromEntries(kept), sandbox: allow.frameSandbox } };
    },
  },
  // A frame whose source was refused, or an image from a refused source, has nothing left to show.
  exclusiveFilter: (frame) =>
    (frame.tag === 'iframe' && !frame.attribs.src) || (frame.tag === 'img' && !isSafeImageSource(frame.attribs.src ?? '')),
};

/**
 * Rich text reduced to the shared allow-list; markup outside it is dropped, its text kept.
 * Quill's flat lists become semantic lists first, whatever the client sent (semantic-lists.ts),
 * and the allow-list has the last word on what the conversion gives.
 */
export function sanitiseRichText(html: string): string {
  return sanitizeHtml(semanticLists(html), OPTIONS);
}

/**
 * Reader spec 7 "Rich-text embeds use an external oembed service": a YouTube or Vimeo page link
 * becomes the address of its player, the form the services' oEmbed answers carry, by a rule
 * rather than a call, so nothing outside is asked when content is saved or shown. The
 * sanitiser lets frames show these players and the shared-drive folder view, nothing else.
 */

/** A YouTube video id: eleven characters of the URL-safe base64 alphabet. */
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
/** A Vimeo video id, and the privacy hash of an unlisted video. */
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
const VIMEO_HOSTS = ['vimeo.com', 'www.vimeo.com', 'player.vimeo.com'];

/** An https (or http, as pasted) URL, or null; a host is compared whole, never by its end. */
function pageUrl(link: string): URL | null {
  const text = link.trim();
  if (!/^https?:\/\//i.test(text)) return null;
  try {
    const url = new URL(text);
    // Credentials or a port make it some other server than the service's.
    return url.username || url.password || url.port ? null : url;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined;
  if (host === 'youtu.be') id = segments.length === 1 ? segments[0] : null;
  else if (!YOUTUBE_HOSTS.includes(host)) return null;
  else if (segments.length === 1 && segments[0] === 'watch') id = url.searchParams.get('v');
  else if (segments.length === 2 && ['embed', 'shorts', 'live', 'v'].includes(segments[0]!)) id = segments[1];
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoPlayer(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  if (!VIMEO_HOSTS.includes(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  let id: string | undefined;
  let hash: string | null | undefined;
  // player.vimeo.com/video/ID?h=HASH; vimeo.com/ID, or vimeo.com/ID/HASH for an unlisted video.
  if (host === 'player.vimeo.com') {
    if (segments.length !== 2 || segments[0] !== 'video') return null;
    [id, hash] = [segments[1], url.searchParams.get('h')];
  } else {
    if (segments.length > 2) return null;
    [id, hash] = segments;
  }
  if (!id || !VIMEO_ID.test(id)) return null;
  if (hash && !VIMEO_HASH.test(hash)) return null;
  return `https://player.vimeo.com/video/${id}${hash ? `?h=${hash}` : ''}`;
}

/**
 * The player of a YouTube (watch, youtu.be, shorts, live, embed) or Vimeo page link, or null
 * when the link is not one: `https://www.youtube-nocookie.com/embed/ID` (no cookies until the
 * reader plays it) or `https://player.vimeo.com/video/ID`.
 */
export function videoPlayerUrl(link: string): string | null {
  const url = pageUrl(link);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  return vimeoPlayer(url);
}

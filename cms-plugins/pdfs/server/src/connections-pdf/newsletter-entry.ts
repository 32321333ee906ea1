import { formatSchoolDate, htmlToParagraphsAndImages } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { NewsletterEntry, PdfImage } from './render';
import { printableImage } from './printable-image';
import { NotAnUpload, readUpload, uploadPathOf, type UploadSources } from './uploads';

/** What the PDFs show of a post. */
export type PdfPost = Pick<CmsRecord<'api::post.post'>, 'title' | 'content_html' | 'featured_img_url' | 'featured_img_alt' | 'publish_start'>;

interface Log {
  warn(message: string): void;
}

/** A picture of a PDF by its address and alternative text: null when it is left out (the reason is logged). */
export type PdfImages = (src: string | null | undefined, alt: string | null | undefined) => Promise<PdfImage | null>;

/**
 * The pictures of one PDF, read from the CMS's uploads (./uploads.ts) and made printable
 * (./printable-image.ts), each one once: a picture shown twice (in two articles, or as a hero
 * and again in its text) is the same bytes, which pdfkit embeds once. A picture that is not an
 * upload, is missing or cannot be read is left out and logged: a gap, never a failed PDF (the
 * screen shows a placeholder too).
 */
export function pdfImages(sources: UploadSources, log: Log): PdfImages {
  const read = new Map<string, Promise<Buffer | null>>();
  const bytesOf = (src: string) => {
    // One file written two ways (a path, or on a portal's origin) is one picture.
    const key = uploadPathOf(src, sources) ?? src;
    let bytes = read.get(key);
    if (!bytes) {
      bytes = readUpload(sources, src)
        .then(printableImage)
        .catch((error: unknown) => {
          log.warn(`PDF: image ${src} left out: ${error instanceof NotAnUpload ? error.message : `it could not be read (${(error as Error).message})`}`);
          return null;
        });
      read.set(key, bytes);
    }
    return bytes;
  };
  return async (src, alt) => {
    const address = src?.trim();
    if (!address) return null;
    const data = await bytesOf(address);
    return data && { data, alt: alt?.trim() ?? '' };
  };
}

/** The post's publish day as the school reads it (the portal shows the same day). */
const dateLabel = (start: string | null | undefined, timeZone: string) => {
  const time = start ? Date.parse(start) : NaN;
  return Number.isNaN(time) ? null : formatSchoolDate(new Date(time), timeZone);
};

/**
 * One post as the Connections PDF lays it out: title, date, hero image (with its description,
 * `featured_img_alt`, for screen readers), then its text and the pictures in it, in reading
 * order. The pictures are read one after another, so a long issue never holds more than one
 * picture being decoded; a picture of the text that is the hero again is not shown twice.
 */
export async function newsletterEntry(post: PdfPost, images: PdfImages, timeZone: string): Promise<NewsletterEntry> {
  const image = await images(post.featured_img_url, post.featured_img_alt);
  const content: NewsletterEntry['content'] = [];
  for (const block of htmlToParagraphsAndImages(post.content_html)) {
    if (typeof block === 'string') {
      content.push(block);
      continue;
    }
    const picture = await images(block.src, block.alt);
    if (picture && picture.data !== image?.data) content.push(picture);
  }
  return { title: post.title, date: dateLabel(post.publish_start, timeZone), image, content };
}

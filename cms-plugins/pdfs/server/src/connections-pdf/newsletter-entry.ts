import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { formatSchoolDate, htmlToParagraphs } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { NewsletterEntry, PdfImage } from './render';
import { readStoredFile } from './stored-files';

/** What the PDFs show of a post. */
export type PdfPost = Pick<CmsRecord<'api::post.post'>, 'title' | 'content_html' | 'featured_img_url' | 'publish_start'>;

interface Log {
  warn(message: string): void;
}

/** pdfkit reads JPEG and PNG; other images (WebP, GIF) are turned into JPEG. */
export async function pdfImage(strapi: Core.Strapi, url: string | null | undefined, alt: string, log: Log): Promise<PdfImage | null> {
  if (!url) return null;
  try {
    const data = await readStoredFile(strapi, url);
    const isJpeg = data[0] === 0xff && data[1] === 0xd8;
    const isPng = data.subarray(0, 4).toString('latin1') === '\x89PNG';
    return { data: isJpeg || isPng ? data : await sharp(data).jpeg({ quality: 85 }).toBuffer(), alt };
  } catch (error) {
    // A missing image leaves a gap, not a failed PDF (the screen shows a placeholder too).
    log.warn(`PDF: image ${url} left out: ${(error as Error).message}`);
    return null;
  }
}

/** The post's publish day as the school reads it (the portal shows the same day). */
const dateLabel = (start: string | null | undefined, timeZone: string) => {
  const time = start ? Date.parse(start) : NaN;
  return Number.isNaN(time) ? null : formatSchoolDate(new Date(time), timeZone);
};

/** One post as the Connections PDF lays it out: title, date, hero image and paragraphs. */
export const newsletterEntry = async (strapi: Core.Strapi, post: PdfPost, log: Log, timeZone: string): Promise<NewsletterEntry> => ({
  title: post.title,
  date: dateLabel(post.publish_start, timeZone),
  image: await pdfImage(strapi, post.featured_img_url, post.title, log),
  paragraphs: htmlToParagraphs(post.content_html),
});

import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { htmlToParagraphs, isLive, latestLiveHeader } from '@portal/contract';
import { renderConnectionsPdf, type PdfImage } from '../connections-pdf/render';
import { readStoredFile } from '../connections-pdf/stored-files';
import { notoSans } from '../pdf/fonts';
import type { JobType } from '../queue/worker';
import { getService } from '../utils';

export const CONNECTIONS_PDF_JOB = 'connections-pdf';
export const CONNECTIONS_PDF_UID = 'api::connections-pdf.connections-pdf';

export interface ConnectionsPdfPayload {
  /** The Connections PDF record this job fills in. */
  documentId: string;
}

interface ConnectionsPdfRecord {
  documentId: string;
  title: string;
  status: 'Generating' | 'Completed';
  campus: string | null;
  /** The PDF's key in the private file store. */
  pdf_file: string | null;
}

/** The key (and download name) of a record's PDF: one per record, so a repeated run replaces rather than adds. */
export const pdfFileName = (documentId: string) => `connections-${documentId}.pdf`;

/** pdfkit reads JPEG and PNG; other images (WebP, GIF) are turned into JPEG. */
async function pdfImage(strapi: Core.Strapi, url: string | null | undefined, alt: string, log: { warn(message: string): void }): Promise<PdfImage | null> {
  if (!url) return null;
  try {
    const data = await readStoredFile(strapi, url);
    const isJpeg = data[0] === 0xff && data[1] === 0xd8;
    const isPng = data.subarray(0, 4).toString('latin1') === '\x89PNG';
    return { data: isJpeg || isPng ? data : await sharp(data).jpeg({ quality: 85 }).toBuffer(), alt };
  } catch (error) {
    // A missing image leaves a gap, not a failed issue (the screen shows a placeholder too).
    log.warn(`Connections PDF: image ${url} left out: ${(error as Error).message}`);
    return null;
  }
}

const dateLabel = (start: string | null | undefined) => {
  const time = start ? Date.parse(start) : NaN;
  return Number.isNaN(time) ? null : new Date(time).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: process.env.TZ || 'Australia/Sydney' });
};

/**
 * Renders the campus's current Connections issue (the live header image and the live
 * newsletters) to A4 and keeps it in the private file store, then marks the record Completed.
 * Safe to run again: a Completed record is left alone, and a PDF stored by a run that died
 * before marking it is replaced, so a record never has two.
 */
export const connectionsPdfJob = (strapi: Core.Strapi): JobType<ConnectionsPdfPayload> => ({
  type: CONNECTIONS_PDF_JOB,
  maxAttempts: 3,

  async run({ documentId }, { log }) {
    const records = strapi.documents(CONNECTIONS_PDF_UID);
    const record = (await records.findOne({ documentId })) as unknown as ConnectionsPdfRecord | null;
    if (!record || record.status === 'Completed') return;
    const campus = record.campus ?? undefined;
    const now = new Date();

    const headers = (await strapi.documents('api::connection-header.connection-header').findMany({ filters: campus ? { campus } : {}, limit: -1 } as never)) as unknown as Array<{
      caption: string | null;
      caption_location: string | null;
      alttext: string | null;
      featured_img_url: string | null;
      publish_start: string | null;
      publish_end: string | null;
      createdAt: string;
    }>;
    const header = latestLiveHeader(
      headers.map((h) => ({ ...h, created_at: String(h.createdAt) })),
      now,
    );
    const posts = (await strapi.documents('api::post.post').findMany({ filters: { type: 'newsletter', published: true, ...(campus ? { campus } : {}) }, limit: -1 } as never)) as unknown as Array<{
      title: string;
      content_html: string | null;
      featured_img_url: string | null;
      published: boolean;
      publish_start: string | null;
      publish_end: string | null;
    }>;
    const live = posts.filter((post) => isLive(post, now)).sort((a, b) => Date.parse(b.publish_start ?? '') - Date.parse(a.publish_start ?? '') || a.title.localeCompare(b.title));

    const pdf = await renderConnectionsPdf(
      {
        title: record.title,
        header: header && {
          image: await pdfImage(strapi, header.featured_img_url, header.alttext ?? '', log),
          caption: header.caption_location === 'no_caption' ? null : header.caption,
        },
        newsletters: await Promise.all(
          live.map(async (post) => ({
            title: post.title,
            date: dateLabel(post.publish_start),
            image: await pdfImage(strapi, post.featured_img_url, post.title, log),
            paragraphs: htmlToParagraphs(post.content_html),
          })),
        ),
      },
      notoSans,
    );

    const key = pdfFileName(documentId);
    await getService(strapi, 'private-files').put(key, pdf, 'application/pdf');
    await records.update({ documentId, data: { status: 'Completed', error: null, pdf_file: key } as never });
  },

  async onFailed({ documentId }, error) {
    const records = strapi.documents(CONNECTIONS_PDF_UID);
    if (await records.findOne({ documentId })) await records.update({ documentId, data: { error } as never });
  },
});

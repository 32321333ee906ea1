import type { Core } from '@strapi/strapi';
import { comparePosts, formatSchoolDate, isLive, latestLiveHeader, type Campus, type ComingUpEvent } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { newsletterEntry, pdfImages } from '../connections-pdf/newsletter-entry';
import { pdfSchoolOf } from '../pdf/school';
import { renderConnectionsPdf, type NewsletterEntry } from '../connections-pdf/render';
import { uploadSourcesOf } from '../connections-pdf/uploads';
import { privateFilesOf } from '../services/private-files';
import { getConfig } from '../utils';

export const CONNECTIONS_PDF_UID = 'api::connections-pdf.connections-pdf';

export type ConnectionsPdfRecord = CmsRecord<typeof CONNECTIONS_PDF_UID>;
type ConnectionHeader = CmsRecord<'api::connection-header.connection-header'>;
type Newsletter = CmsRecord<'api::post.post'>;

export interface ConnectionsPdfPayload {
  /** The Connections PDF record this job fills in. */
  documentId: string;
}

/** The key (and download name) of a record's PDF: one per record, so a repeated run replaces rather than adds. */
export const pdfFileName = (documentId: string) => `connections-${documentId}.pdf`;

/** The part of the email-sends plugin this job uses (its README: the coming-up service). */
type ComingUp = { events(campus: Campus, now: Date, timeZone: string): Promise<ComingUpEvent[]> };

/** The "Coming up", from the email-sends plugin, which lists the same events in the digest. */
async function comingUpEvents(strapi: Core.Strapi, campus: Campus, now: Date, timeZone: string): Promise<ComingUpEvent[]> {
  const service = strapi.plugin('email-sends')?.service<ComingUp>('coming-up');
  return service ? service.events(campus, now, timeZone) : [];
}

/**
 * Renders the campus's current Connections issue (the live header image and the live
 * newsletters) to A4 and keeps it in the private file store, then marks the record Completed.
 * Safe to run again: a Completed record is left alone, and a PDF stored by a run that died
 * before marking it is replaced, so a record never has two.
 */
export const connectionsPdfJob: JobKind<ConnectionsPdfPayload> = {
  name: 'connections-pdf',
  maxAttempts: 3,

  async run({ documentId }, { strapi, log }) {
    const records = strapi.documents(CONNECTIONS_PDF_UID);
    const record = (await records.findOne({ documentId })) as ConnectionsPdfRecord | null;
    if (!record || record.status === 'Completed') return;
    const campus = record.campus ?? undefined;
    const now = new Date();
    const timeZone = getConfig(strapi).timeZones[campus ?? 'sydney'];

    const headers = (await strapi.documents('api::connection-header.connection-header').findMany({ filters: campus ? { campus } : {}, limit: -1 })) as ConnectionHeader[];
    const header = latestLiveHeader(
      headers.map((h) => ({ ...h, created_at: h.createdAt })),
      now,
    );
    const posts = (await strapi.documents('api::post.post').findMany({ filters: { type: 'newsletter', published: true, ...(campus ? { campus } : {}) }, limit: -1 })) as Newsletter[];
    const live = posts.filter((post) => isLive(post, now)).sort(comparePosts);
    const images = pdfImages(uploadSourcesOf(strapi, Object.values(getConfig(strapi).portalUrls)), log);
    // One newsletter after another: an issue's pictures are read and converted one at a time.
    const newsletters: NewsletterEntry[] = [];
    for (const post of live) newsletters.push(await newsletterEntry(post, images, timeZone));

    const pdf = await renderConnectionsPdf(
      {
        title: record.title,
        school: await pdfSchoolOf(strapi, campus ?? 'sydney', log),
        date: formatSchoolDate(now, timeZone),
        header: header && {
          image: await images(header.featured_img_url, header.alttext),
          caption: header.caption_location === 'no_caption' ? null : header.caption,
        },
        newsletters,
        comingUp: campus ? await comingUpEvents(strapi, campus, now, timeZone) : [],
      },
    );

    const key = pdfFileName(documentId);
    await privateFilesOf(strapi).put(key, pdf, 'application/pdf');
    // Strapi's input types have no null, which clears a field (here an earlier attempt's error).
    await records.update({ documentId, data: { status: 'Completed', error: null, pdf_file: key } as never });
  },

  async onFailed({ documentId }, error, { strapi }) {
    const records = strapi.documents(CONNECTIONS_PDF_UID);
    if (await records.findOne({ documentId })) await records.update({ documentId, data: { error } });
  },
};

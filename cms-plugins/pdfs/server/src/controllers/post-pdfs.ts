import type { Core } from '@strapi/strapi';
import type { CmsRecord } from '@portal/cms/types';
import { newsletterEntry, pdfImages } from '../connections-pdf/newsletter-entry';
import { pdfSchoolOf } from '../pdf/school';
import { renderConnectionsPdf } from '../connections-pdf/render';
import { uploadSourcesOf } from '../connections-pdf/uploads';
import { getConfig } from '../utils';

interface Ctx {
  params: Record<string, string>;
  body: unknown;
  type: string;
  notFound(message?: string): void;
}

/** The heading above the post, in the words the reader screens use for its kind. */
const KIND_HEADINGS: Record<string, string> = { newsletter: 'Connections', notice: 'Notices', principal: 'Principal messages', dailyemail: 'Notices' };

/**
 * Reader spec 7 `posts/pdf/`: one post on A4, drawn by the Connections PDF's renderer so that a
 * post printed alone looks as it does in the issue. Rendered on each call (a post is a page or
 * two, well under a second) and never stored, so no file about the post outlives it. Only the
 * BFF calls this (its token's scope), after deciding that the person may read the post.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async render(ctx: Ctx) {
    const post = (await strapi.documents('api::post.post').findOne({ documentId: ctx.params.documentId })) as CmsRecord<'api::post.post'> | null;
    if (!post) return ctx.notFound();
    ctx.type = 'application/pdf';
    const campus = post.campus ?? 'sydney';
    const { portalUrls, timeZones } = getConfig(strapi);
    const entry = await newsletterEntry(post, pdfImages(uploadSourcesOf(strapi, Object.values(portalUrls)), strapi.log), timeZones[campus]);
    ctx.body = await renderConnectionsPdf({ title: KIND_HEADINGS[post.type] ?? 'Notices', school: await pdfSchoolOf(strapi, campus, strapi.log), date: entry.date, header: null, newsletters: [entry] });
  },
});

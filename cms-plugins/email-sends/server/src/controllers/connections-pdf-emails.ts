import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { campusSchema } from '@portal/contract';
import type { JobRequestContext } from '@portal/strapi-plugin-jobs/types';
import { connectionsPdfEmailsOf, NotEmailable } from '../services/connections-pdf-emails';

const emailBody = z.strictObject({
  data: z.strictObject({
    campus: campusSchema,
    subject: z.string().trim().min(1).max(500),
    html: z.string().min(1).max(500_000),
    // A template of pictures only has no text part of its own: the link's lines are then all of it.
    text: z.string().max(500_000),
    /** The PDF's signed link, which the message gives under the template's text in each subscriber's language. */
    download: z
      .strictObject({
        title: z.string().trim().min(1).max(500),
        url: z.url({ protocol: /^https?$/ }).max(2000),
        expires: z.iso.datetime({ offset: true }),
      })
      .optional(),
    sendTo: z.union([z.literal('all'), z.array(z.email().max(254).toLowerCase()).min(1).max(5000)]),
  }),
});

/** Only the BFF calls this (its token's scope); it has checked that the caller is an administrator of the campus. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** 409 with the reason when it is not Completed or was emailed already; the BFF words it for the admin. */
  async create(ctx: JobRequestContext) {
    const parsed = emailBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid Connections PDF email', { issues: parsed.error.issues });
    try {
      const record = await connectionsPdfEmailsOf(strapi).email(ctx.params.documentId, parsed.data.data);
      if (!record) return ctx.notFound();
      ctx.status = 202;
      ctx.body = { data: record };
    } catch (error) {
      if (error instanceof NotEmailable) return ctx.conflict(error.reason);
      throw error;
    }
  },
});

import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { campusSchema } from '@portal/contract';
import { connectionsPdfsOf, StillGenerating } from '../services/connections-pdfs';
import type { JobRequestContext } from '@portal/strapi-plugin-jobs/types';

const startBody = z.strictObject({
  data: z.strictObject({
    title: z.string().trim().min(1).max(255),
    campus: campusSchema,
    users_userid: z.string().max(255).optional(),
    users_username: z.string().max(255).optional(),
  }),
});

/** Only the BFF calls these (its token's scope); it has checked that the caller is an administrator of the campus. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async start(ctx: JobRequestContext) {
    const parsed = startBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid Connections PDF request', { issues: parsed.error.issues });
    ctx.status = 201;
    ctx.body = { data: await connectionsPdfsOf(strapi).start(parsed.data.data) };
  },

  async remove(ctx: JobRequestContext) {
    try {
      const removed = await connectionsPdfsOf(strapi).remove(ctx.params.documentId);
      if (!removed) return ctx.notFound();
      ctx.body = { data: removed };
    } catch (error) {
      if (error instanceof StillGenerating) return ctx.conflict(error.message);
      throw error;
    }
  },
});

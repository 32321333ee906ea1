import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { campusSchema, LEARNING_VIRTUES_GOALS_FIRST_YEAR, LEARNING_VIRTUES_GOALS_INDIVIDUAL } from '@portal/contract';
import { learningVirtuesGoalsPdfsOf, StillPending, UnknownStudent } from '../services/learning-virtues-goals-pdfs';
import type { JobRequestContext } from '@portal/strapi-plugin-jobs/types';

const startBody = z.strictObject({
  data: z
    .strictObject({
      campus: campusSchema,
      academic_year: z.number().int().min(LEARNING_VIRTUES_GOALS_FIRST_YEAR).max(9999),
      term: z.number().int().min(1).max(4),
      year: z.number().int().min(7).max(LEARNING_VIRTUES_GOALS_INDIVIDUAL),
      username: z.string().trim().min(1).max(100).optional(),
      created_by_username: z.string().min(1).max(255),
      users_userid: z.string().max(255).optional(),
    })
    .refine((data) => (data.year === LEARNING_VIRTUES_GOALS_INDIVIDUAL) === Boolean(data.username), { message: 'username is given for year 13 only, and always for it' }),
});

/** Only the BFF calls these (its token's scope); it has checked that the caller is an administrator of the campus. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async start(ctx: JobRequestContext) {
    const parsed = startBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid Learning Virtues goals PDF request', { issues: parsed.error.issues });
    try {
      ctx.status = 201;
      ctx.body = { data: await learningVirtuesGoalsPdfsOf(strapi).start(parsed.data.data) };
    } catch (error) {
      // 404 names the student as missing; the BFF tells the admin in their words.
      if (error instanceof UnknownStudent) return ctx.notFound(error.message);
      throw error;
    }
  },

  async remove(ctx: JobRequestContext) {
    try {
      const removed = await learningVirtuesGoalsPdfsOf(strapi).remove(ctx.params.documentId);
      if (!removed) return ctx.notFound();
      ctx.body = { data: removed };
    } catch (error) {
      if (error instanceof StillPending) return ctx.conflict(error.message);
      throw error;
    }
  },
});

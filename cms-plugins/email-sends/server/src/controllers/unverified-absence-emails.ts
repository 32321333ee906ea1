import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { enqueueUnverifiedAbsenceEmails, unverifiedAbsenceEmailsKey } from '../jobs/unverified-absence-emails';
import { jobsOf } from '../utils';

interface Ctx {
  request: { body?: unknown };
  body: unknown;
  status: number;
  badRequest(message: string, details?: unknown): void;
}

const enqueueBody = z.strictObject({ data: z.strictObject({ day: z.iso.date() }) });

/**
 * Queues a day's 'Unverified Absence' run now. A day already queued or run answers `created: false`
 * and sends nothing again: the queue holds one job per day.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async enqueue(ctx: Ctx) {
    const parsed = enqueueBody.safeParse(ctx.request.body);
    if (!parsed.success) return ctx.badRequest('Invalid day', { issues: parsed.error.issues });
    const jobs = jobsOf(strapi);
    const { created } = await enqueueUnverifiedAbsenceEmails(jobs, parsed.data.data.day);
    const job = await jobs.find(unverifiedAbsenceEmailsKey(parsed.data.data.day));
    ctx.status = created ? 201 : 200;
    ctx.body = { data: { created, status: job?.status ?? null } };
  },
});

import type { Core } from '@strapi/strapi';
import { z } from 'zod';
import { campusSchema, EMAIL_LOG_SORT_FIELDS, EMAIL_LOG_TYPES, SORT_ORDERS } from '@portal/contract';
import { statisticsOf } from '../services/statistics';

const instant = z.iso.datetime({ offset: true }).transform((value) => new Date(value));

/** What the BFF asks, after it has checked who asks (an admin of the campus) and turned their days into instants. */
const statisticsQuery = z
  .strictObject({
    campus: campusSchema,
    type: z.enum(EMAIL_LOG_TYPES),
    from: instant.optional(),
    to: instant.optional(),
    email: z.string().trim().min(1).max(254).optional(),
    postUid: z.string().regex(/^[A-Za-z0-9]{1,64}$/).optional(),
    page: z.coerce.number().int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(1000).default(25),
    sort: z.enum(EMAIL_LOG_SORT_FIELDS).default('SESSendTime'),
    order: z.enum(SORT_ORDERS).default('desc'),
    rowsOnly: z.enum(['true', 'false']).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'to is not before from', path: ['to'] });

interface Ctx {
  query: Record<string, unknown>;
  body: unknown;
  badRequest(message: string, details?: unknown): void;
}

/** GET /api/email-sends/statistics: the email logs' page and summary (only the BFF's token may call it). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  async find(ctx: Ctx) {
    const parsed = statisticsQuery.safeParse(ctx.query);
    if (!parsed.success) return ctx.badRequest('Invalid email statistics query', { issues: parsed.error.issues });
    const { page, pageSize, sort, order, rowsOnly, ...filter } = parsed.data;
    ctx.body = { data: await statisticsOf(strapi).find(filter, { page, pageSize, sort, order, rowsOnly: rowsOnly === 'true' }) };
  },
});

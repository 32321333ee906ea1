import { factories } from '@strapi/strapi';
import { CAMPUSES, isCampus } from '@portal/contract';
import type summariesService from '../services/summaries';
import type { Paging, VisitRange } from '../services/summaries';

const UID = 'api::web-log.web-log';
const MAX_PAGE_SIZE = 1000;
const MAX_TEXT = 200;

type Query = Record<string, unknown>;
type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const text = (query: Query, key: string): string | undefined => {
  const value = query[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

const instant = (raw: string | undefined): Date | null => {
  if (!raw || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) return null;
  const date = new Date(raw);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** campus, from and to (ISO date-times, `to` exclusive): the BFF turns the admin's days into these. */
const rangeOf = (query: Query): Parsed<VisitRange> => {
  const campus = text(query, 'campus');
  const from = instant(text(query, 'from'));
  const to = instant(text(query, 'to'));
  if (!isCampus(campus)) return { ok: false, message: `campus must be one of ${CAMPUSES.join(', ')}.` };
  if (!from || !to || to < from) return { ok: false, message: 'from and to are ISO date-times, to not before from.' };
  return { ok: true, value: { campus, from, to } };
};

const pagingOf = (query: Query): Parsed<Paging> => {
  const page = Number(text(query, 'page') ?? 1);
  const pageSize = Number(text(query, 'pageSize') ?? 25);
  if (!Number.isInteger(page) || page < 1 || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_PAGE_SIZE) {
    return { ok: false, message: `page is 1 or more, pageSize 1 to ${MAX_PAGE_SIZE}.` };
  }
  return { ok: true, value: { page, pageSize } };
};

const optionalText = (query: Query, key: string): Parsed<string | undefined> => {
  const value = text(query, key);
  return value !== undefined && value.length > MAX_TEXT ? { ok: false, message: `${key} is at most ${MAX_TEXT} characters.` } : { ok: true, value };
};

/**
 * The core web-log controller plus the admin screen's summaries, which Strapi's REST API
 * cannot express (it has no GROUP BY). Thin: parse the query, ask the summaries service.
 */
export default factories.createCoreController(UID, ({ strapi }) => {
  const summaries = () => strapi.service('api::web-log.summaries') as unknown as ReturnType<typeof summariesService>;

  return {
    /** GET /web-logs/summaries/platform?campus&from&to */
    async platformSummary(ctx) {
      const range = rangeOf(ctx.query);
      if (!range.ok) return ctx.badRequest(range.message);
      return { data: await summaries().platform(range.value) };
    },

    /** GET /web-logs/summaries/pages?campus&from&to&page&pageSize&title */
    async pageSummary(ctx) {
      const range = rangeOf(ctx.query);
      const paging = pagingOf(ctx.query);
      const title = optionalText(ctx.query, 'title');
      if (!range.ok) return ctx.badRequest(range.message);
      if (!paging.ok) return ctx.badRequest(paging.message);
      if (!title.ok) return ctx.badRequest(title.message);
      return { data: await summaries().pages(range.value, paging.value, title.value) };
    },

    /** GET /web-logs/summaries/users?campus&from&to&page&pageSize&userId */
    async userVisits(ctx) {
      const range = rangeOf(ctx.query);
      const paging = pagingOf(ctx.query);
      const userId = optionalText(ctx.query, 'userId');
      if (!range.ok) return ctx.badRequest(range.message);
      if (!paging.ok) return ctx.badRequest(paging.message);
      if (!userId.ok) return ctx.badRequest(userId.message);
      return { data: await summaries().users(range.value, paging.value, userId.value) };
    },
  };
});

import Router from '@koa/router';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, buildIcsCalendar, calendarEventIdParam, calendarQuery, calendarRange, icsFileName } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import type { Context } from 'koa';
import { noteStale } from '../../read-cache/read-cache.ts';
import { icsEventOf, presentCalendarEvent, presentCalendarFeed } from '../../presenters/calendar-event.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: calendarQuery };
const one = { params: z.object({ id: calendarEventIdParam }) };

/**
 * The calendar of the campus for the signed-in reader's audience, in their language, one event
 * (also as an .ics download), and their personal feed URL. The feed routes come before `:id`.
 */
export function calendarRoutes({ models, config, now, limits }: RouteDeps) {
  const router = new Router<SignedInState>();

  router.get('/calendar', validate(list), async (ctx) => {
    const range = calendarRange(inputOf(ctx, list).query, now(), config.timeZones[ctx.state.campus]);
    const { data, truncated } = noteStale(ctx, await models.calendarEvents.readableIn(ctx.state.user, range));
    markTruncated(ctx, truncated);
    const language = ctx.state.user.language ?? DEFAULT_LANGUAGE;
    ctx.body = data.map((event) => presentCalendarEvent(event, language));
  });

  router.get('/calendar/feed', validate({}), async (ctx) => {
    ctx.body = presentCalendarFeed(await models.calendarFeeds.current(ctx.state.user), config.portalUrls[ctx.state.campus]);
  });

  router.post('/calendar/feed/rotate', limits.writesPerPerson(), validate({}), async (ctx) => {
    ctx.body = presentCalendarFeed(await models.calendarFeeds.rotate(ctx.state.user), config.portalUrls[ctx.state.campus]);
  });

  const readable = async (ctx: Context & { state: SignedInState }) =>
    noteStale(ctx, await models.calendarEvents.findReadable(ctx.state.user, inputOf(ctx, one).params.id));

  router.get('/calendar/:id', validate(one), async (ctx) => {
    const event = await readable(ctx);
    ctx.body = [presentCalendarEvent(event, ctx.state.user.language ?? DEFAULT_LANGUAGE)];
  });

  router.get('/calendar/:id/ics', validate(one), async (ctx) => {
    const event = await readable(ctx);
    const language = ctx.state.user.language ?? DEFAULT_LANGUAGE;
    const ics = buildIcsCalendar({ events: [icsEventOf(event, config.portalUrls[ctx.state.campus], language)], now: now(), timeZone: config.timeZones[ctx.state.campus] });
    // Named from the English title: a file name keeps to Latin letters.
    ctx.set('Content-Disposition', `attachment; filename="${icsFileName(event.title)}"`);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = ics;
  });

  return router;
}

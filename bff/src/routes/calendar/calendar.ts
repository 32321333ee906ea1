import Router from '@koa/router';
import { z } from 'zod';
import { buildIcsCalendar, calendarEventIdParam, calendarQuery, calendarRange, icsFileName } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import type { Context } from 'koa';
import { eventsFor, readableEvent } from '../../calendar/events.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { createCalendarFeeds } from '../../models/calendar-feeds.ts';
import { icsEventOf, presentCalendarEvent, presentCalendarFeed } from '../../presenters/calendar-event.ts';
import type { RouteDeps, SignedInState } from '../deps.ts';

const list = { query: calendarQuery };
const one = { params: z.object({ id: calendarEventIdParam }) };

/**
 * The calendar of the campus for the signed-in reader's audience, one event (also as an
 * .ics download), and their personal feed URL. The feed routes come before `:id`.
 */
export function calendarRoutes({ cms, shared, config, now, limits }: RouteDeps) {
  const router = new Router<SignedInState>();
  const feeds = createCalendarFeeds({ cms, secret: config.calendarFeedSecret, now });

  router.get('/calendar', validate(list), async (ctx) => {
    const timeZone = config.timeZones[ctx.state.campus];
    const range = calendarRange(inputOf(ctx, list).query, now(), timeZone);
    const { data, truncated } = noteStale(ctx, await shared.events(ctx.state.campus));
    markTruncated(ctx, truncated);
    ctx.body = eventsFor(data, ctx.state.user, ctx.state.campus, range, timeZone).map(presentCalendarEvent);
  });

  router.get('/calendar/feed', validate({}), async (ctx) => {
    ctx.body = presentCalendarFeed(await feeds.current(ctx.state.user), config.portalUrls[ctx.state.campus]);
  });

  router.post('/calendar/feed/rotate', limits.writesPerPerson(), validate({}), async (ctx) => {
    ctx.body = presentCalendarFeed(await feeds.rotate(ctx.state.user), config.portalUrls[ctx.state.campus]);
  });

  const readable = async (ctx: Context & { state: SignedInState }) => {
    const { data } = noteStale(ctx, await shared.events(ctx.state.campus));
    return readableEvent(data, ctx.state.user, ctx.state.campus, inputOf(ctx, one).params.id);
  };

  router.get('/calendar/:id', validate(one), async (ctx) => {
    const event = await readable(ctx);
    ctx.body = [presentCalendarEvent(event)];
  });

  router.get('/calendar/:id/ics', validate(one), async (ctx) => {
    const event = await readable(ctx);
    const ics = buildIcsCalendar({ events: [icsEventOf(event, config.portalUrls[ctx.state.campus])], now: now(), timeZone: config.timeZones[ctx.state.campus] });
    ctx.set('Content-Disposition', `attachment; filename="${icsFileName(event.title)}"`);
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = ics;
  });

  return router;
}

import Router from '@koa/router';
import { z } from 'zod';
import { buildIcsCalendar, calendarFeedRange, calendarFeedToken } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { campusForHost, requestOrigin } from '../../config.ts';
import { findEventsFor } from '../../calendar/events.ts';
import { createCalendarFeeds } from '../../calendar/feed-tokens.ts';
import { icsEventOf } from '../../presenters/calendar-event.ts';
import { notFound } from '../../errors.ts';
import type { RouteDeps } from '../deps.ts';

const feedFile = { params: z.object({ token: z.string().max(200) }) };

/**
 * Public (the secret in the URL is the key): a person's calendar as an iCalendar feed their
 * calendar app subscribes to, from 60 days ago to a year ahead, with the same audience rules
 * as the calendar screen. An unknown, revoked or malformed token is a 404. The token is never
 * logged; only its hash reaches the CMS.
 */
export function publicCalendarFeedRoutes({ cms, config, now }: RouteDeps) {
  const router = new Router();
  const feeds = createCalendarFeeds({ cms, secret: config.calendarFeedSecret, now });

  router.get('/calendar/feed/:token.ics', validate(feedFile), async (ctx) => {
    const { token } = inputOf(ctx, feedFile).params;
    const owner = calendarFeedToken.safeParse(token).success ? await feeds.ownerOf(token) : null;
    if (!owner) throw notFound();
    const campus = campusForHost(config, ctx.host).campus;
    const at = now();
    const [events, settings] = await Promise.all([
      findEventsFor(cms, owner, campus, calendarFeedRange(at)),
      cms.find<{ school_name: string | null }>('school-settings', { filters: { campus: { $eq: campus } }, fields: ['school_name'], pagination: { pageSize: 1 } }),
    ]);
    const school = settings.data[0]?.school_name;
    const ics = buildIcsCalendar({
      events: events.map((event) => icsEventOf(event, requestOrigin(ctx))),
      now: at,
      name: school ? `${school} calendar` : 'School calendar',
      refreshInterval: 'PT1H',
    });
    ctx.set('Content-Disposition', 'inline; filename="school-calendar.ics"');
    ctx.type = 'text/calendar; charset=utf-8';
    ctx.body = ics;
  });

  return router;
}

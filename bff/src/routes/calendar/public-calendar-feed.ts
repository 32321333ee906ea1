import Router from '@koa/router';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, buildIcsCalendar, calendarFeedRange } from '@portal/contract';
import { inputOf, validate } from '../../middleware/validate.ts';
import { markTruncated } from '../../middleware/api-envelope.ts';
import { noteStale } from '../../read-cache/read-cache.ts';
import { icsEventOf } from '../../presenters/calendar-event.ts';
import type { RouteDeps } from '../deps.ts';

const feedFile = { params: z.object({ token: z.string().max(200) }) };

/**
 * Public (the secret in the URL is the key): a person's calendar as an iCalendar feed their
 * calendar app subscribes to, from 60 days ago to a year ahead, with the same audience rules
 * as the calendar screen, in the owner's language. An unknown, revoked or malformed token is a
 * 404. The token is never logged; only its hash reaches the CMS.
 */
export function publicCalendarFeedRoutes({ models, config, now, limits }: RouteDeps) {
  const router = new Router();

  router.get('/calendar/feed/:token.ics', limits.feedMissesPerIp(), limits.feedPerToken(), validate(feedFile), async (ctx) => {
    const owner = await models.calendarFeeds.findOwner(inputOf(ctx, feedFile).params.token);
    // The owner's campus, whichever host the calendar app was given.
    const { campus } = owner;
    const at = now();
    const timeZone = config.timeZones[campus];
    const [eventsRead, settingsRead] = await Promise.all([
      models.calendarEvents.readableIn(owner, calendarFeedRange(at, timeZone)),
      models.schoolSettings.readableBy(owner),
    ]);
    const { data: events, truncated } = noteStale(ctx, eventsRead);
    const settings = noteStale(ctx, settingsRead);
    const school = settings[0]?.school_name;
    const ics = buildIcsCalendar({
      events: events.map((event) => icsEventOf(event, config.portalUrls[campus], owner.language ?? DEFAULT_LANGUAGE)),
      now: at,
      name: school ? `${school} calendar` : 'School calendar',
      refreshInterval: 'PT1H',
      timeZone,
    });
    markTruncated(ctx, truncated);
    ctx.set('Content-Disposition', 'inline; filename="school-calendar.ics"');
    ctx.type = 'text/calendar; charset=utf-8';
    // The URL is a secret of one person's: their calendar app may keep it, no shared cache may.
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = ics;
  });

  return router;
}

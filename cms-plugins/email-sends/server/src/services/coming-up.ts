import type { Core } from '@strapi/strapi';
import { COMING_UP_DAYS, comingUp, comingUpEvents, type Campus, type ComingUpEvent } from '@portal/contract';
import type { CmsRecord } from '@portal/cms/types';
import { PLUGIN } from '../utils';

/** What "Coming up" shows of an event (documentId: its texts in another language are read by it). */
const EVENT_FIELDS = ['documentId', 'title', 'event_start', 'event_end', 'all_day', 'location', 'user_types'] as const;

export type ComingUpRecord = Pick<CmsRecord<'api::calendar-event.calendar-event'>, (typeof EVENT_FIELDS)[number]>;

/** Events reaching back this far may still be under way (a camp of several days). */
const UNDER_WAY_DAYS = 62;

/**
 * "Coming up": the campus's family events of the week from `now`, their times at the school
 * (contract's comingUp). The digest lists them, and the Connections PDF (the pdfs plugin) asks here too.
 */
const comingUpService = ({ strapi }: { strapi: Core.Strapi }) => {
  /** The week's family events as stored, soonest first: the English rows (the document service reads the default locale). */
  async function familyEvents(campus: Campus, now: Date, timeZone: string): Promise<ComingUpRecord[]> {
    const events = (await strapi.documents('api::calendar-event.calendar-event').findMany({
      filters: {
        campus,
        event_start: {
          $gte: new Date(now.getTime() - UNDER_WAY_DAYS * 86_400_000).toISOString(),
          $lt: new Date(now.getTime() + (COMING_UP_DAYS + 1) * 86_400_000).toISOString(),
        },
      },
      fields: [...EVENT_FIELDS],
      limit: -1,
    })) as ComingUpRecord[];
    return comingUpEvents(events, now, timeZone);
  }

  return {
    familyEvents,

    /** The week's family events in the school's English, each with its time at the school. */
    async events(campus: Campus, now: Date, timeZone: string): Promise<ComingUpEvent[]> {
      return comingUp(await familyEvents(campus, now, timeZone), now, timeZone);
    },
  };
};

export type ComingUp = ReturnType<typeof comingUpService>;

export const comingUpOf = (strapi: Core.Strapi) => strapi.plugin(PLUGIN).service<ComingUp>('coming-up');

export default comingUpService;

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { offlineRecords } from '@/app/offline-records.ts';
import { PortalDatabase } from '@/offline/database.ts';
import { readSavedList, replaceSavedList } from '@/offline/saved-list.ts';
import { buildEvent } from '@/testing/factories.ts';
import { addDays, schoolToday, wholeDays } from '../lib/calendar-dates.ts';
import { calendarEvents } from './get-calendar-events.ts';

let db: PortalDatabase;

describe('the saved calendar, offline', () => {
  beforeEach(async () => {
    db = new PortalDatabase(`portal-test-${crypto.randomUUID()}`, offlineRecords);
    await db.open();
  });
  afterEach(() => db.close());

  it("counts an event in a day by the contract's one rule, as the server does: the end is exclusive", async () => {
    // School days (Sydney's, whatever the zone the tests run in) and the moments they start.
    const day = (days: number) => addDays(schoolToday(), days);
    const start = (days: number) => wholeDays({ from: day(days), to: day(days) }).from;
    const allDay = buildEvent({
      EVENT_ID: 'allday000001',
      title: 'All-day sports day',
      event_start: start(30).toISOString(),
      event_end: start(31).toISOString(),
      all_day: true,
    });
    const lateTalk = buildEvent({
      EVENT_ID: 'latetalk0001',
      title: 'Talk at the last moment',
      event_start: new Date(start(30).getTime() - 1).toISOString(),
      event_end: start(30).toISOString(),
    });
    await replaceSavedList(db, calendarEvents, { from: day(28), to: day(32) }, [lateTalk, allDay]);

    const titlesOn = async (days: number) =>
      (await readSavedList(db, calendarEvents, { from: day(days), to: day(days) })).value.map((event) => event.title);
    expect(await titlesOn(30)).toEqual(['All-day sports day']);
    expect(await titlesOn(29)).toEqual(['Talk at the last moment']);
    expect(await titlesOn(31)).toEqual([]);
  });

  it('replaces only the saved events of the window the server answered for', async () => {
    const day = (days: number) => addDays(schoolToday(), days);
    const start = (days: number) => wholeDays({ from: day(days), to: day(days) }).from;
    const early = buildEvent({ EVENT_ID: 'early0000001', title: 'Early', event_start: start(1).toISOString(), event_end: null });
    const late = buildEvent({ EVENT_ID: 'late00000001', title: 'Late', event_start: start(40).toISOString(), event_end: null });
    await replaceSavedList(db, calendarEvents, { from: day(0), to: day(60) }, [early, late]);
    // The first days again, and the early event is cancelled: the late one stays saved.
    await replaceSavedList(db, calendarEvents, { from: day(0), to: day(10) }, []);
    expect((await readSavedList(db, calendarEvents, { from: day(0), to: day(60) })).value.map((event) => event.title)).toEqual(['Late']);
  });
});

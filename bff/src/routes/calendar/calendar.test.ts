import { describe, expect, inject, it } from 'vitest';
import { CALENDAR_RANGE_MAX_DAYS, DEFAULT_SCHOOL_TIME_ZONE, addDays, schoolDayOf, schoolDayStart, type CalendarEventRecord, type CalendarFeedRecord } from '@portal/contract';
import { callApi, fetchFile, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';

const SCHOOL_ZONE = DEFAULT_SCHOOL_TIME_ZONE;

type Events = { responceObject: { records: CalendarEventRecord[] } };
type Feed = { responceObject: { records: CalendarFeedRecord } };
type ErrorBody = { responceObject: { records: null; error: { id: string; message: string } } };

const STAFF_EVENT = 'Staff only: report moderation meeting';
const ARMIDALE_EVENT = 'Armidale agricultural show day';

async function eventIdByTitle(title: string): Promise<string> {
  const [event] = await cmsFind('calendar-events', { title: { $eq: title } });
  if (!event) throw new Error(`No seeded event titled ${title}`);
  return event.documentId;
}

/** YYYY-MM-DD of a school day (Sydney's, whatever the machine's zone), days from today, as the seed and the BFF count them. */
function localDay(days: number): string {
  return addDays(schoolDayOf(new Date(), SCHOOL_ZONE), days);
}

async function eventsFor(username: string, query = ''): Promise<CalendarEventRecord[]> {
  const answer = await callApi<Events>(`calendar/${query}`, { token: await tokenFor(username) });
  expect(answer.status).toBe(200);
  return answerOf('GET calendar', answer);
}

/** The unfolded content lines of an iCalendar text. */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

describe('GET calendar/', () => {
  it("gives a carer the campus's events for their audience, sorted by start", async () => {
    const events = await eventsFor('carer1');
    const titles = events.map((event) => event.title);
    expect(titles).toEqual(expect.arrayContaining(['Music soirée', 'Open day', 'P&F meeting', 'Athletics carnival']));
    expect(titles).not.toContain(STAFF_EVENT);
    expect(titles).not.toContain(ARMIDALE_EVENT);
    const starts = events.map((event) => Date.parse(event.event_start));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(events.find((event) => event.title === 'Athletics carnival')).toMatchObject({ all_day: true, location: 'Regional Athletics Centre', category: 'Sport' });
  });

  it('gives staff the staff-only event, and keeps carer-and-staff events from students', async () => {
    expect((await eventsFor('teacher1')).map((event) => event.title)).toContain(STAFF_EVENT);
    const student = (await eventsFor('student1')).map((event) => event.title);
    expect(student).not.toContain('P&F meeting');
    expect(student).toContain('Music soirée');
  });

  it('narrows to the days asked for', async () => {
    const tomorrow = localDay(1);
    const titles = (await eventsFor('carer1', `?from=${tomorrow}&to=${tomorrow}`)).map((event) => event.title);
    expect(titles).toContain('Music soirée');
    expect(titles).not.toContain('Open day');
    expect(titles).not.toContain('Book Week character parade');
  });

  it('counts an event in a day by the contract\'s one rule: its end is exclusive, the day\'s last moment included', async () => {
    // School days, 30 days out so no seeded event is near: an all-day event of that day ends
    // at the next midnight, and a talk starts on the last millisecond of the day before.
    const day = (days: number) => schoolDayStart(localDay(days), SCHOOL_ZONE);
    const allDay = await cmsCreate('calendar-events', {
      title: 'Edge: all-day sports day',
      event_start: day(30).toISOString(),
      event_end: day(31).toISOString(),
      all_day: true,
      campus: 'sydney',
    });
    const lateTalk = await cmsCreate('calendar-events', {
      title: 'Edge: talk at the last moment',
      event_start: new Date(day(30).getTime() - 1).toISOString(),
      event_end: day(30).toISOString(),
      campus: 'sydney',
    });
    try {
      const titlesOn = async (days: number) =>
        (await eventsFor('carer1', `?from=${localDay(days)}&to=${localDay(days)}`)).map((event) => event.title).filter((title) => title.startsWith('Edge:'));
      await eventually(() => titlesOn(30), (titles) => titles.length > 0);
      expect(await titlesOn(30)).toEqual(['Edge: all-day sports day']);
      expect(await titlesOn(29)).toEqual(['Edge: talk at the last moment']);
      expect(await titlesOn(31)).toEqual([]);
    } finally {
      await cmsDelete('calendar-events', allDay);
      await cmsDelete('calendar-events', lateTalk);
    }
  });

  it('refuses a range that ends before it starts, and a date in another format, with 400 and a message', async () => {
    const backwards = await callApi<ErrorBody>(`calendar/?from=${localDay(5)}&to=${localDay(1)}`, { token: await tokenFor('carer1') });
    expect(backwards.status).toBe(400);
    expect(backwards.body.responceObject.error.message).toBe('*Please select valid date.');
    const badDate = await callApi<ErrorBody>('calendar/?from=22/11/2026', { token: await tokenFor('carer1') });
    expect(badDate.status).toBe(400);
    expect(badDate.body.responceObject.error.message).toBe('Dates are written YYYY-MM-DD.');
  });

  it(`refuses a range longer than ${CALENDAR_RANGE_MAX_DAYS} days with 400 and a message; one side alone still answers`, async () => {
    const token = await tokenFor('carer1');
    const tooLong = await callApi<ErrorBody>(`calendar/?from=${localDay(0)}&to=${localDay(CALENDAR_RANGE_MAX_DAYS)}`, { token });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.responceObject.error.message).toBe(`Choose a calendar range of at most ${CALENDAR_RANGE_MAX_DAYS} days.`);
    expect((await callApi(`calendar/?from=${localDay(0)}&to=${localDay(CALENDAR_RANGE_MAX_DAYS - 1)}`, { token })).status).toBe(200);

    // One side alone reaches the longest range allowed from it (contract: calendarRange).
    expect((await eventsFor('carer1', `?from=${localDay(0)}`)).map((event) => event.title)).toContain('Music soirée');
    expect((await eventsFor('carer1', `?to=${localDay(5)}`)).map((event) => event.title)).toContain('Music soirée');
  });

  it('needs a token', async () => {
    expect((await callApi('calendar/')).status).toBe(401);
  });
});

describe('GET calendar/:id', () => {
  it('opens an event for its audience and answers 404 to others', async () => {
    const staffEvent = await eventIdByTitle(STAFF_EVENT);
    const carer = await callApi<ErrorBody>(`calendar/${staffEvent}`, { token: await tokenFor('carer1') });
    expect(carer.status).toBe(404);
    expect(carer.body.responceObject.error.message).toBe('No records found!');
    const staff = await callApi<Events>(`calendar/${staffEvent}`, { token: await tokenFor('teacher1') });
    expect(staff.status).toBe(200);
    expect(answerOf('GET calendar/:id', staff)).toEqual([expect.objectContaining({ EVENT_ID: staffEvent, title: STAFF_EVENT })]);
    expect((await callApi(`calendar/${await eventIdByTitle(ARMIDALE_EVENT)}`, { token: await tokenFor('carer1') })).status).toBe(404);
  });
});

describe('GET calendar/:id/ics', () => {
  it('downloads one event as an iCalendar file, outside the envelope', async () => {
    const id = await eventIdByTitle('Music soirée');
    const file = await fetchFile(`calendar/${id}/ics`, { token: await tokenFor('carer1') });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.headers.get('content-disposition')).toBe('attachment; filename="music-soiree.ics"');
    expect(file.text).not.toContain('responceObject');
    expect(file.text.endsWith('\r\n')).toBe(true);
    expect(file.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = icsLines(file.text);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('SUMMARY:Music soirée');
    expect(lines).toContain(`UID:${id}@school-portal`);
    expect(lines).toContain(`URL:${inject('stack').url}/calendar/calendar_details/${id}`);
    expect(lines.find((line) => line.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{6}Z$/);
    expect(lines.find((line) => line.startsWith('DTSTAMP:'))).toMatch(/^DTSTAMP:\d{8}T\d{6}Z$/);
    for (const line of file.text.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
  });

  it('writes an all-day event as dates', async () => {
    const file = await fetchFile(`calendar/${await eventIdByTitle('Athletics carnival')}/ics`, { token: await tokenFor('carer1') });
    const lines = icsLines(file.text);
    expect(lines.find((line) => line.startsWith('DTSTART'))).toMatch(/^DTSTART;VALUE=DATE:\d{8}$/);
    expect(lines.find((line) => line.startsWith('DTEND'))).toMatch(/^DTEND;VALUE=DATE:\d{8}$/);
  });

  it('answers 404 in the envelope for an event not meant for the reader', async () => {
    const answer = await callApi<ErrorBody>(`calendar/${await eventIdByTitle(STAFF_EVENT)}/ics`, { token: await tokenFor('carer1') });
    expect(answer.status).toBe(404);
    expect(answer.body.responceObject.error.message).toBe('No records found!');
  });
});

describe('personal calendar feed', () => {
  async function feedOf(username: string, rotate = false): Promise<CalendarFeedRecord> {
    const answer = await callApi<Feed>(rotate ? 'calendar/feed/rotate' : 'calendar/feed', { token: await tokenFor(username), method: rotate ? 'POST' : 'GET' });
    expect(answer.status).toBe(200);
    return answerOf(rotate ? 'POST calendar/feed/rotate' : 'GET calendar/feed', answer);
  }

  it('gives a stable secret URL that works without a token and holds the person’s events', async () => {
    const feed = await feedOf('carer1');
    expect(feed.url.startsWith(`${inject('stack').url}/api/calendar/feed/`)).toBe(true);
    expect(feed.url).toMatch(/\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(Date.parse(feed.created_at)).not.toBeNaN();
    expect(await feedOf('carer1')).toEqual(feed);

    const file = await fetchFile(feed.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(file.headers.get('cache-control')).toBe('private, max-age=300');
    const lines = icsLines(file.text);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT').length).toBeGreaterThanOrEqual(8);
    expect(lines).toContain('SUMMARY:Music soirée');
    expect(lines).toContain('SUMMARY:Book Week character parade');
    expect(lines).not.toContain(`SUMMARY:${STAFF_EVENT}`);
    expect(lines).not.toContain(`SUMMARY:${ARMIDALE_EVENT}`);
    expect(lines.some((line) => line.startsWith('X-WR-CALNAME:'))).toBe(true);

    const staffFeed = await feedOf('teacher1');
    expect(staffFeed.url).not.toBe(feed.url);
    expect(icsLines((await fetchFile(staffFeed.url)).text)).toContain(`SUMMARY:${STAFF_EVENT}`);
  });

  it('builds the URL from the host the portal was reached on, not from Origin or forwarded headers it does not trust', async () => {
    const answer = await callApi<Feed>('calendar/feed', {
      token: await tokenFor('carer1'),
      headers: { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    });
    expect(answer.body.responceObject.records.url.startsWith(`${inject('stack').url}/api/calendar/feed/`)).toBe(true);
  });

  it('stops the old URL at once when rotated, and the new one works', async () => {
    const old = await feedOf('student1');
    expect((await fetchFile(old.url)).status).toBe(200);
    const rotated = await feedOf('student1', true);
    expect(rotated.url).not.toBe(old.url);
    expect((await fetchFile(old.url)).status).toBe(404);
    expect((await fetchFile(rotated.url)).status).toBe(200);
    expect(await feedOf('student1')).toEqual(rotated);
  });

  it('answers 404 to an unknown or malformed token', async () => {
    expect((await callApi(`calendar/feed/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await callApi('calendar/feed/not-a-token.ics')).status).toBe(404);
  });

  it('keeps the token hash out of every CMS answer', async () => {
    await feedOf('carer1');
    const [user] = await cmsFind<Record<string, unknown>>('portal-users', { username: { $eq: 'carer1' }, campus: { $eq: 'sydney' } });
    expect(user).toBeDefined();
    expect(Object.keys(user!)).not.toContain('calendar_feed_token_hash');
    expect(Object.keys(user!)).not.toContain('calendar_feed_created_at');
  });
});

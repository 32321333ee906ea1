import type {
  CalendarEventRecord,
  ConnectionHeaderRecord,
  EmergencyBroadcastRecord,
  PostRecord,
  SettingsRecord,
  UserRecord,
} from '@portal/contract';
import type { Table } from 'dexie';
import type { CachedDocument, PortalDatabase } from './database.ts';
import { afterDatabaseOpens } from './session.ts';

/**
 * Reading and replacing cached lists. The cache is strictly a cache: a list from the server
 * replaces the saved one whole (fresh data wins), and nothing is ever merged into a server
 * answer except the person's own writes still waiting in the outbox (offline/marks.ts).
 */
export type OrderedListName = 'notices' | 'newsletters' | 'principalMessages' | 'broadcasts';

type OrderedRecords = {
  notices: PostRecord;
  newsletters: PostRecord;
  principalMessages: PostRecord;
  broadcasts: EmergencyBroadcastRecord;
};

export type CachedValue<T> = { value: T; updatedAt: number | null };

type OrderedRecord = OrderedRecords[OrderedListName] & { position: number };

/** The four ordered tables share one shape for these helpers; the callers' types are kept. */
function orderedTable(db: PortalDatabase, list: OrderedListName): Table<OrderedRecord, string> {
  return db[list] as unknown as Table<OrderedRecord, string>;
}

/** Replaces a list with the server's answer, keeping the server's order. */
export async function replaceOrderedList<L extends OrderedListName>(
  db: PortalDatabase,
  list: L,
  records: readonly OrderedRecords[L][],
): Promise<void> {
  const table = orderedTable(db, list);
  await db.transaction('rw', table, db.meta, async () => {
    await table.clear();
    await table.bulkPut(records.map((record, position): OrderedRecord => ({ ...record, position })));
    await db.meta.put({ list, updatedAt: Date.now() });
  });
}

/** The saved list in server order; updatedAt is null when it was never saved. */
export async function readOrderedList<L extends OrderedListName>(
  db: PortalDatabase,
  list: L,
): Promise<CachedValue<OrderedRecords[L][]>> {
  const table = orderedTable(db, list);
  return db.transaction('r', table, db.meta, async () => {
    const [records, meta] = await Promise.all([table.orderBy('position').toArray(), db.meta.get(list)]);
    return { value: records as unknown as OrderedRecords[L][], updatedAt: meta?.updatedAt ?? null };
  });
}

/** The table a post of this type is cached in, if any. */
export function postListOf(type: PostRecord['type']): 'notices' | 'newsletters' | 'principalMessages' | null {
  if (type === 'notice') return 'notices';
  if (type === 'newsletter') return 'newsletters';
  if (type === 'principal') return 'principalMessages';
  return null;
}

const POST_LISTS = ['notices', 'newsletters', 'principalMessages'] as const;

/** One saved post, from whichever list holds it. */
export async function readCachedPost(db: PortalDatabase, postUid: string): Promise<CachedValue<PostRecord> | null> {
  return db.transaction('r', db.notices, db.newsletters, db.principalMessages, db.meta, async () => {
    for (const list of POST_LISTS) {
      const post = await db[list].get(postUid);
      if (post) {
        // Saved on its own (opened from a link) when its list never was: still saved.
        const meta = await db.meta.get(list);
        return { value: post, updatedAt: meta?.updatedAt ?? 0 };
      }
    }
    return null;
  });
}

/** A post fetched on its own replaces its saved copy (a new one goes to the end of its list). */
export async function saveCachedPost(db: PortalDatabase, post: PostRecord): Promise<void> {
  const list = postListOf(post.type);
  if (!list) return;
  const table = db[list];
  await db.transaction('rw', table, async () => {
    const existing = await table.get(post.postUid);
    const last = existing ? null : await table.orderBy('position').last();
    await table.put({ ...post, position: existing?.position ?? (last ? last.position + 1 : 0) });
  });
}

/** The server no longer gives this post to this person (404): it goes from every list. */
export async function removeCachedPost(db: PortalDatabase, postUid: string): Promise<void> {
  await db.transaction('rw', db.notices, db.newsletters, db.principalMessages, async () => {
    await Promise.all(POST_LISTS.map((list) => db[list].delete(postUid)));
  });
}

/** The latest connection header: 0 or 1 records. */
export async function replaceConnectionHeaders(db: PortalDatabase, headers: readonly ConnectionHeaderRecord[]): Promise<void> {
  await db.transaction('rw', db.connectionHeaders, db.meta, async () => {
    await db.connectionHeaders.clear();
    await db.connectionHeaders.bulkPut([...headers]);
    await db.meta.put({ list: 'connectionHeaders', updatedAt: Date.now() });
  });
}

export async function readConnectionHeaders(db: PortalDatabase): Promise<CachedValue<ConnectionHeaderRecord[]>> {
  return db.transaction('r', db.connectionHeaders, db.meta, async () => {
    const [value, meta] = await Promise.all([db.connectionHeaders.toArray(), db.meta.get('connectionHeaders')]);
    return { value, updatedAt: meta?.updatedAt ?? null };
  });
}

/** Start and end of an event as times (an all-day 'YYYY-MM-DD' is local midnight). */
export function eventTimes(event: Pick<CalendarEventRecord, 'event_start' | 'event_end'>): { start: number; end: number } {
  const start = parseEventDate(event.event_start);
  const end = event.event_end ? parseEventDate(event.event_end) : start;
  return { start, end: Math.max(start, end) };
}

export function parseEventDate(value: string): number {
  const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (dateOnly) return new Date(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])).getTime();
  return Date.parse(value);
}

/** Whether an event overlaps [from, to] (times in ms). */
export function eventOverlaps(event: CalendarEventRecord, from: number, to: number): boolean {
  const { start, end } = eventTimes(event);
  return start <= to && end >= from;
}

/**
 * The server's events for a window replace the saved events of that window: an event
 * cancelled since the last visit disappears, events outside the window stay.
 */
export async function replaceEventsInRange(
  db: PortalDatabase,
  range: { from: number; to: number },
  events: readonly CalendarEventRecord[],
): Promise<void> {
  await db.transaction('rw', db.calendarEvents, db.meta, async () => {
    const saved = await db.calendarEvents.toArray();
    const gone = saved.filter((event) => eventOverlaps(event, range.from, range.to)).map((event) => event.EVENT_ID);
    await db.calendarEvents.bulkDelete(gone);
    await db.calendarEvents.bulkPut([...events]);
    await db.meta.put({ list: 'calendarEvents', updatedAt: Date.now() });
  });
}

/** Saved events overlapping the window, soonest first. */
export async function readEventsInRange(
  db: PortalDatabase,
  range: { from: number; to: number },
): Promise<CachedValue<CalendarEventRecord[]>> {
  return db.transaction('r', db.calendarEvents, db.meta, async () => {
    const [events, meta] = await Promise.all([db.calendarEvents.toArray(), db.meta.get('calendarEvents')]);
    const value = events
      .filter((event) => eventOverlaps(event, range.from, range.to))
      .sort((a, b) => eventTimes(a).start - eventTimes(b).start || a.title.localeCompare(b.title));
    return { value, updatedAt: meta?.updatedAt ?? null };
  });
}

export async function readCachedEvent(db: PortalDatabase, eventId: string): Promise<CachedValue<CalendarEventRecord> | null> {
  return db.transaction('r', db.calendarEvents, db.meta, async () => {
    const [event, meta] = await Promise.all([db.calendarEvents.get(eventId), db.meta.get('calendarEvents')]);
    return event ? { value: event, updatedAt: meta?.updatedAt ?? 0 } : null;
  });
}

export async function saveCachedEvent(db: PortalDatabase, event: CalendarEventRecord): Promise<void> {
  await db.calendarEvents.put(event);
}

export async function removeCachedEvent(db: PortalDatabase, eventId: string): Promise<void> {
  await db.calendarEvents.delete(eventId);
}

type Documents = { settings: SettingsRecord; user: UserRecord };

export async function saveDocument<K extends keyof Documents>(db: PortalDatabase, key: K, value: Documents[K]): Promise<void> {
  await db.documents.put({ key, value, updatedAt: Date.now() } as Extract<CachedDocument, { key: K }>);
}

export async function readDocument<K extends keyof Documents>(db: PortalDatabase, key: K): Promise<Documents[K] | null> {
  const row = await db.documents.get(key);
  return row ? (row.value as Documents[K]) : null;
}

/**
 * Runs a cache write against the person's database, now if it is open, otherwise once it
 * opens (after the first screen) without holding up the answer. A failed write (storage full)
 * is logged and never fails the screen: the fresh answer is still shown.
 */
export function writeToCache(write: (db: PortalDatabase) => Promise<void>): Promise<void> {
  return afterDatabaseOpens(async (db) => {
    try {
      await write(db);
    } catch (error) {
      console.warn('Could not save to the offline cache', error);
    }
  });
}

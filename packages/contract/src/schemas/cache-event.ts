import { z } from 'zod';
import { campusSchema } from './user.ts';

/**
 * The record types the BFF caches, by the short names change events carry. The CMS plugin
 * `cms-plugins/cache-events` maps each content type (its config lists them) to one of these.
 */
export const CACHE_EVENT_TYPES = [
  'post',
  'calendar-event',
  'school-setting',
  'connection-header',
  'post-category',
  'group',
  'emergency-broadcast',
  'portal-user',
  'read-post',
  'favourite',
  'place',
  'page',
  'page-type',
  'key-learning-area',
  'course-unit',
  'course-task',
  'classroom',
  'blog-entry',
] as const;
export const cacheEventTypeSchema = z.enum(CACHE_EVENT_TYPES);
export type CacheEventType = z.infer<typeof cacheEventTypeSchema>;

export const cacheEventActionSchema = z.enum(['create', 'update', 'delete', 'publish', 'unpublish']);
export type CacheEventAction = z.infer<typeof cacheEventActionSchema>;

/** More records than this in one event are sent as "every record of the type" (no ids). */
export const CACHE_EVENT_MAX_IDS = 500;

/**
 * A write the CMS committed. Empty `documentIds` means the records are not known (a bulk
 * write): every record of the type may have changed. Empty `campuses` means every campus (the
 * type has no campus, a record belongs to every campus, or the campus is not known); otherwise
 * the record's campus before and after the write.
 */
export const cacheEventSchema = z.object({
  type: cacheEventTypeSchema,
  action: cacheEventActionSchema,
  documentIds: z.array(z.string().min(1).max(64)).max(CACHE_EVENT_MAX_IDS),
  campuses: z.array(campusSchema).max(10),
  /**
   * The portal people whose own records these are (a read mark's or a favourite's person), when
   * the type has one and each is known: only their cached records changed. Absent: anyone's may have.
   */
  owners: z.array(z.string().min(1).max(64)).max(CACHE_EVENT_MAX_IDS).optional(),
  at: z.iso.datetime(),
});
export type CacheEvent = z.infer<typeof cacheEventSchema>;

/** What one POST to the BFF (or one Redis message) carries: the events of a few milliseconds. */
export const cacheEventBatchSchema = z.object({
  events: z.array(cacheEventSchema).min(1).max(100),
});
export type CacheEventBatch = z.infer<typeof cacheEventBatchSchema>;

/** The Redis channel events are published on when REDIS_URL is set (CACHE_EVENTS_CHANNEL changes it). */
export const CACHE_EVENTS_CHANNEL = 'portal:cache-events';

/** Unix seconds of the POST, signed with the body so that an old request cannot be replayed. */
export const CACHE_EVENTS_TIMESTAMP_HEADER = 'x-portal-timestamp';
/** `sha256=` and the hex HMAC-SHA256 of `cacheEventsSignedText(timestamp, body)` with CACHE_EVENTS_SECRET. */
export const CACHE_EVENTS_SIGNATURE_HEADER = 'x-portal-signature';

/** The text both ends sign: the timestamp header and the raw body, so neither can be swapped alone. */
export function cacheEventsSignedText(timestamp: string, body: string): string {
  return `${timestamp}.${body}`;
}

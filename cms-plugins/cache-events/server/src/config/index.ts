import type { Core } from '@strapi/strapi';
import { CACHE_EVENT_TYPES, CACHE_EVENTS_CHANNEL, type CacheEventType } from '@portal/contract';

export interface CacheEventsConfig {
  /** The BFF's invalidation endpoint (CACHE_EVENTS_URL), used when there is no Redis. */
  url: string | null;
  /** The key events are signed with for that endpoint (CACHE_EVENTS_SECRET, 32+ characters). */
  secret: string | null;
  /** With Redis (REDIS_URL), events are published on `channel` for every BFF replica instead. */
  redisUrl: string | null;
  channel: string;
  /**
   * The content types whose writes the BFF must hear of, and the name events give each: the one
   * list of cached types (the names are the contract's, CACHE_EVENT_TYPES).
   */
  contentTypes: Record<string, CacheEventType>;
  /** Writes within this many milliseconds go out in one request. */
  batchMs: number;
  /** Delay before the first retry when the BFF or Redis cannot be reached; it doubles up to `maxRetryDelayMs`. */
  firstRetryDelayMs: number;
  maxRetryDelayMs: number;
  /** How long one delivery may take before it counts as failed. */
  timeoutMs: number;
}

/** The plugin's configuration as Strapi merged it (cms/config/plugins.ts over the defaults below). */
export const getConfig = (strapi: Core.Strapi): CacheEventsConfig => strapi.config.get('plugin::cache-events') as CacheEventsConfig;

const defaults: CacheEventsConfig = {
  url: null,
  secret: null,
  redisUrl: null,
  channel: CACHE_EVENTS_CHANNEL,
  contentTypes: {
    'api::post.post': 'post',
    'api::calendar-event.calendar-event': 'calendar-event',
    'api::school-setting.school-setting': 'school-setting',
    'api::connection-header.connection-header': 'connection-header',
    'api::post-category.post-category': 'post-category',
    'api::group.group': 'group',
    'api::emergency-broadcast.emergency-broadcast': 'emergency-broadcast',
    // The BFF caches people's records (and their groups) for sign-in and authorization.
    'api::portal-user.portal-user': 'portal-user',
    'api::read-post.read-post': 'read-post',
    'api::favourite.favourite': 'favourite',
    // Places and what their pages show (the BFF caches them per campus, place and course).
    'api::place.place': 'place',
    'api::page.page': 'page',
    'api::page-type.page-type': 'page-type',
    'api::key-learning-area.key-learning-area': 'key-learning-area',
    'api::course-unit.course-unit': 'course-unit',
    'api::course-task.course-task': 'course-task',
    'api::classroom.classroom': 'classroom',
    'api::blog-entry.blog-entry': 'blog-entry',
  },
  batchMs: 10,
  firstRetryDelayMs: 250,
  maxRetryDelayMs: 30_000,
  timeoutMs: 5_000,
};

const MIN_SECRET_LENGTH = 32;

export default {
  default: defaults,
  /** Runs when Strapi loads the plugin: a wrong setting stops the start with its name. */
  validator(config: CacheEventsConfig): void {
    for (const [uid, type] of Object.entries(config.contentTypes)) {
      if (!(CACHE_EVENT_TYPES as readonly string[]).includes(type)) {
        throw new Error(`contentTypes["${uid}"] is "${type}", which the contract does not know (CACHE_EVENT_TYPES)`);
      }
    }
    if (!config.channel) throw new Error('CACHE_EVENTS_CHANNEL must not be empty');
    if (config.redisUrl || !config.url) return;
    try {
      new URL(config.url);
    } catch {
      throw new Error('CACHE_EVENTS_URL must be the absolute URL of the BFF\'s /internal/cache-events');
    }
    if (!config.secret || config.secret.length < MIN_SECRET_LENGTH) {
      throw new Error(`CACHE_EVENTS_SECRET must be set (${MIN_SECRET_LENGTH}+ characters) with CACHE_EVENTS_URL`);
    }
  },
};

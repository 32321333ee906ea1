import type { Core } from '@strapi/strapi';
import { subscribeWrites } from './lifecycles/subscribe-writes';
import { getConfig } from './config';
import { getService } from './utils';

/**
 * Subscribes before the app's own bootstrap runs (plugins bootstrap first), so the demo seed's
 * writes are reported too.
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const events = getService(strapi, 'events');
  if (!events.enabled) {
    strapi.log.warn('Cache events are off (set CACHE_EVENTS_URL and CACHE_EVENTS_SECRET, or REDIS_URL): a running BFF will not hear of writes made by this process.');
    return;
  }
  subscribeWrites(strapi, { contentTypes: getConfig(strapi).contentTypes, raise: events.raise });
};

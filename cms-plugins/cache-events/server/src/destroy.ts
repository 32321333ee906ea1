import type { Core } from '@strapi/strapi';
import { getService } from './utils';

/** On shutdown, what is still queued goes out (one attempt) and the Redis connection closes. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await getService(strapi, 'events').close();
};

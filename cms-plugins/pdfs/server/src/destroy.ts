import type { Core } from '@strapi/strapi';
import { getService } from './utils';

/** A clean stop lets the running job finish, or hands it back to the next process without counting the attempt. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await getService(strapi, 'jobs').stop();
};

import type { Core } from '@strapi/strapi';
import { getService } from './utils';

/**
 * The worker starts with the CMS and takes up whatever the table holds: jobs queued while no
 * process ran, retries that are due, and jobs of a process that died (once their lease runs out).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getService(strapi, 'jobs').start();
};

import type { Core } from '@strapi/strapi';
import { getService } from './utils';

/**
 * The statistics rows this plugin writes live in the app's email-statistic type; without it
 * nothing can be recorded. Bulk sends run as pdf-queue jobs, registered here so that the queue
 * knows them before its worker starts (and takes up a send a crash interrupted).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  if (!('api::email-statistic.email-statistic' in strapi.contentTypes)) {
    throw new Error('email-sends: the CMS has no api::email-statistic.email-statistic content type.');
  }
  if (!strapi.plugin('pdf-queue')) throw new Error('email-sends: bulk sends need the pdf-queue plugin (its durable jobs).');
  getService(strapi, 'email-sending').registerJob();
};

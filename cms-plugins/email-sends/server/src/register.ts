import type { Core } from '@strapi/strapi';

/** The statistics rows this plugin writes live in the app's email-statistic type; without it nothing can be recorded. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  if (!('api::email-statistic.email-statistic' in strapi.contentTypes)) {
    throw new Error('email-sends: the CMS has no api::email-statistic.email-statistic content type.');
  }
};

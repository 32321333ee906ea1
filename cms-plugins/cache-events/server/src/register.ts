import type { Core } from '@strapi/strapi';
import { getConfig } from './config';

/** A cached type that is not a content type (a typo, a removed type) stops the start, before any write goes unreported. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const missing = Object.keys(getConfig(strapi).contentTypes).filter((uid) => !(uid in strapi.contentTypes));
  if (missing.length > 0) {
    throw new Error(`cache-events: contentTypes names ${missing.join(', ')}, which the CMS does not have.`);
  }
};

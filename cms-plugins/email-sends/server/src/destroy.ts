import type { Core } from '@strapi/strapi';
import { getService } from './utils';

/** Lets go of the SES client's sockets so that CLI commands end. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  getService(strapi, 'sends').close();
};

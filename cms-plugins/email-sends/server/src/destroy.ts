import type { Core } from '@strapi/strapi';
import { sendsOf } from './services/sends';

/** Lets go of the SES client's sockets so that CLI commands end. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  sendsOf(strapi).close();
};

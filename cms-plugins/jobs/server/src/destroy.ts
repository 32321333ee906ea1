import type { Core } from '@strapi/strapi';
import { PLUGIN, type Jobs } from './services/jobs';

/** A clean stop lets the running job finish, or hands it back to the next process without counting the attempt. */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await strapi.plugin(PLUGIN).service<Jobs>('jobs').stop();
};

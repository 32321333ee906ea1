import type { Core } from '@strapi/strapi';
import { PLUGIN, type Jobs } from './services/jobs';

/**
 * The worker starts and takes up whatever the table holds: jobs queued while no process ran,
 * retries that are due, and jobs of a process that died (once their lease runs out). Every kind
 * is registered by now (plugins register theirs in their `register`). Plugins bootstrap in the
 * order cms/config/plugins.ts lists them, and this one comes after those whose bootstrap must
 * finish before any job runs (the pdfs plugin moves PDFs left public by an earlier version).
 */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  strapi.plugin(PLUGIN).service<Jobs>('jobs').start();
};

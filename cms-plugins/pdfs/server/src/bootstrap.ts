import type { Core } from '@strapi/strapi';
import { movePublicPdfs } from './private-files/move-public-pdfs';
import { privateFilesOf } from './services/private-files';

/**
 * PDFs an earlier version left in the public media library move to the private file store before
 * any job runs (the jobs plugin, which starts the worker, bootstraps after this one), so no job or
 * download sees a record half moved.
 */
export default async ({ strapi }: { strapi: Core.Strapi }) => {
  await movePublicPdfs(strapi, privateFilesOf(strapi));
};

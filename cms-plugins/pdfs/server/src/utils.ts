import type { Core } from '@strapi/strapi';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import type { PdfsConfig } from './config';

export const PLUGIN = 'pdfs';

export const getConfig = (strapi: Core.Strapi): PdfsConfig => strapi.config.get(`plugin::${PLUGIN}`) as PdfsConfig;

/** The job engine (cms-plugins/jobs), which makes the PDFs in the background. */
export const jobsOf = (strapi: Core.Strapi) => strapi.plugin('jobs').service<Jobs>('jobs');

import type { Core } from '@strapi/strapi';
import type { JobType } from '../queue/worker';

/** This plugin's job types, one file each. Other plugins register theirs through the `jobs` service. */
export default (_strapi: Core.Strapi): JobType[] => [];

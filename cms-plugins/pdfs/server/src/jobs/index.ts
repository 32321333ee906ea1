import type { Core } from '@strapi/strapi';
import type { JobType } from '../queue/worker';
import { connectionsPdfJob } from './connections-pdf';
import { learningVirtuesGoalsJob } from './learning-virtues-goals';
import { connectionsPdfEmailJob } from './connections-pdf-email';
import { unverifiedAbsenceEmailsJob } from './unverified-absence-emails';

/** This plugin's job types, one file each. Other plugins register theirs through the `jobs` service. */
export default (strapi: Core.Strapi): JobType[] => [
  connectionsPdfJob(strapi) as JobType,
  connectionsPdfEmailJob(strapi) as JobType,
  learningVirtuesGoalsJob(strapi) as JobType,
  unverifiedAbsenceEmailsJob(strapi) as JobType,
];

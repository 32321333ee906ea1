import type { Core } from '@strapi/strapi';
import type { Jobs } from '@portal/strapi-plugin-jobs/types';
import type { EmailSendsConfig } from './config';

export const PLUGIN = 'email-sends';

export const getConfig = (strapi: Core.Strapi): EmailSendsConfig => strapi.config.get(`plugin::${PLUGIN}`) as EmailSendsConfig;

/** The job engine (cms-plugins/jobs): bulk sends, the Connections PDF's email and the daily absence emails are its jobs. */
export const jobsOf = (strapi: Core.Strapi) => strapi.plugin('jobs').service<Jobs>('jobs');

export const STATISTIC = 'api::email-statistic.email-statistic';
export const CONNECTIONS_PDF = 'api::connections-pdf.connections-pdf';
export const SUBSCRIBER = 'api::subscribed-user.subscribed-user';
export const SUPPRESSION = `plugin::${PLUGIN}.suppression`;
export const SNS_MESSAGE = `plugin::${PLUGIN}.sns-message`;
export const SEND = `plugin::${PLUGIN}.send`;

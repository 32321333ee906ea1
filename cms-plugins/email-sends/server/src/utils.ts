import type { Core } from '@strapi/strapi';
import type services from './services';
import type { EmailSendsConfig } from './config';

type Services = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

export const PLUGIN = 'email-sends';

export const getService = <Name extends keyof Services>(strapi: Core.Strapi, name: Name): Services[Name] =>
  strapi.plugin(PLUGIN).service(name) as Services[Name];

export const getConfig = (strapi: Core.Strapi): EmailSendsConfig => strapi.config.get(`plugin::${PLUGIN}`) as EmailSendsConfig;

export const STATISTIC = 'api::email-statistic.email-statistic';
export const SUPPRESSION = `plugin::${PLUGIN}.suppression`;
export const SNS_MESSAGE = `plugin::${PLUGIN}.sns-message`;
export const SEND = `plugin::${PLUGIN}.send`;

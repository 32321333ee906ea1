import type { Core } from '@strapi/strapi';
import type services from './services';
import type { PdfQueueConfig } from './config';

type Services = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

export const PLUGIN = 'pdf-queue';

export const getService = <Name extends keyof Services>(strapi: Core.Strapi, name: Name): Services[Name] =>
  strapi.plugin(PLUGIN).service(name) as Services[Name];

export const getConfig = (strapi: Core.Strapi): PdfQueueConfig => strapi.config.get(`plugin::${PLUGIN}`) as PdfQueueConfig;

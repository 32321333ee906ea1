import type { Core } from '@strapi/strapi';
import type services from './services';

type Services = { [Name in keyof typeof services]: ReturnType<(typeof services)[Name]> };

const PLUGIN = 'cache-events';

/** A service of this plugin, typed (services import nothing from here, so the type-only import of their index makes no cycle). */
export const getService = <Name extends keyof Services>(strapi: Core.Strapi, name: Name): Services[Name] =>
  strapi.plugin(PLUGIN).service(name) as Services[Name];

import type { Core } from '@strapi/strapi';

// Strapi's usual stack (all of these are required by Strapi 5). strapi::favicon serves
// cms/favicon.png for the admin panel.
const config: Core.Config.Middlewares = [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  'strapi::cors',
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;

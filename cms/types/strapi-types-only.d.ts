/**
 * What `@strapi/strapi` means to a program outside the CMS and its plugins that imports
 * `@portal/cms/types` (tsconfig.base.json maps it here): Strapi's types package alone. The generated
 * definitions import their `Schema` and `Struct` from `@strapi/strapi`, whose declarations also
 * load @strapi/core's, and those add Strapi's methods to every Koa context (`ctx.notFound()`,
 * `ctx.badRequest()`) and retype `ctx.request.query`: true in the CMS, false in the BFF.
 * The generated registry of content types (`Public.ContentTypeSchemas`) merges in here as it
 * does into `@strapi/strapi`, which re-exports the same package. The package still declares
 * Strapi's global `strapi`; eslint.config.js refuses it outside the CMS.
 */
export type * from '@strapi/types';

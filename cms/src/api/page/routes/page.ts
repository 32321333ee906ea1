import { factories } from '@strapi/strapi';

// The standard REST routes; this folder has routes of its own (page-writes.ts), so
// register-core-apis.ts leaves them to us.
export default factories.createCoreRouter('api::page.page');

import { factories } from '@strapi/strapi';

// The standard REST routes; this folder has a route of its own (blog-entry-writes.ts), so
// register-core-apis.ts leaves them to us.
export default factories.createCoreRouter('api::blog-entry.blog-entry');

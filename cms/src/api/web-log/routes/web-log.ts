import { factories } from '@strapi/strapi';

// The standard REST routes; this folder has routes of its own (summaries.ts), so
// register-core-apis.ts leaves them to us.
export default factories.createCoreRouter('api::web-log.web-log');

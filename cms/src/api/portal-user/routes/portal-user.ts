import { factories } from '@strapi/strapi';

// The standard REST routes; this folder has routes of its own (calendar-feed.ts), so
// register-core-apis.ts leaves them to us.
export default factories.createCoreRouter('api::portal-user.portal-user');

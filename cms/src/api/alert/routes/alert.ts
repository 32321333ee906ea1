import { factories } from '@strapi/strapi';

// The standard REST routes (tests read alerts with a full-access token; the BFF's token lists none
// of them); this folder has routes of its own (reach.ts), so register-core-apis.ts leaves them to us.
export default factories.createCoreRouter('api::alert.alert');

import { factories } from '@strapi/strapi';
import type { Core, UID } from '@strapi/strapi';

/**
 * Gives every content type under src/api the standard REST Content API (find, findOne,
 * create, update, delete) with the core controller, service and router.
 *
 * Strapi only creates these from files in each API folder; with 38 content types that would
 * be 114 files holding one factory call each. A type that ships its own controller,
 * service or routes keeps them: only what is missing is registered.
 */
export const registerCoreApis = (strapi: Core.Strapi): void => {
  const controllers = strapi.get('controllers');
  const services = strapi.get('services');

  for (const [uid, contentType] of Object.entries(strapi.contentTypes)) {
    if (!uid.startsWith('api::') || !contentType.apiName) {
      continue;
    }
    const contentTypeUid = uid as UID.ContentType;

    if (!controllers.keys().includes(uid)) {
      controllers.set(uid, factories.createCoreController(contentTypeUid));
    }
    if (!services.keys().includes(uid)) {
      services.set(uid, factories.createCoreService(contentTypeUid));
    }
    const api = strapi.api(contentType.apiName);
    if (Object.keys(api.routes).length === 0) {
      // Strapi types a module's routes more narrowly than what createCoreRouter returns,
      // though route registration accepts core routers (that is what routes/*.ts export).
      const router = factories.createCoreRouter(contentTypeUid) as unknown as Core.Router;
      api.routes = { [contentType.modelName]: router };
    }
  }
};

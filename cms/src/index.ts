import type { Core } from '@strapi/strapi';
import { ensureBffApiToken } from './bff-api-token';
import { registerCoreApis } from './register-core-apis';
import { seedDemoSchoolIfEmpty } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerCoreApis(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureBffApiToken(strapi);
    if (process.env.PORTAL_SEED !== 'off') {
      await seedDemoSchoolIfEmpty(strapi);
    }
  },
};

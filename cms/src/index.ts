import type { Core } from '@strapi/strapi';
import { ensureBffApiToken } from './bff-api-token';
import { registerCoreApis } from './register-core-apis';
import { subscribeRichTextSanitising } from './rich-text/subscribe-rich-text-sanitising';
import { seedDemoSchoolIfEmpty } from './seed';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    registerCoreApis(strapi);
  },

  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    subscribeRichTextSanitising(strapi);
    await ensureBffApiToken(strapi);
    if (process.env.PORTAL_SEED !== 'off') {
      await seedDemoSchoolIfEmpty(strapi);
    }
  },
};

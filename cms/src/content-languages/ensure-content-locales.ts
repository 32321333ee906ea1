import type { Core } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@portal/contract';

/**
 * Posts and calendar events are localized with Strapi's i18n plugin (issue 28): one row per
 * language, sharing the document id. The English row is the post (audience, dates, relations,
 * counts); the other rows carry only its translated texts. The plugin's locales are the
 * portal's languages, English the default, so the Strapi panel offers exactly those.
 */
export async function ensureContentLocales(strapi: Core.Strapi): Promise<void> {
  const locales = strapi.plugin('i18n').service('locales');
  for (const code of LANGUAGES) {
    if (!(await locales.findByCode(code))) {
      await locales.create({ code, name: new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code });
    }
  }
  if ((await locales.getDefaultLocale()) !== DEFAULT_LANGUAGE) await locales.setDefaultLocale({ code: DEFAULT_LANGUAGE });
}

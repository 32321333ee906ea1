import { addCatalogPart, shownLanguage, type CatalogPart } from '@/lib/interface-language.ts';

/**
 * The admin area's translations (src/locales/<language>/admin.po), per language other than
 * English. Only this module imports them, and only the admin layout imports it, for a person
 * whose record is an admin's: readers never download them (scripts/reader-bundle.ts keeps
 * the admin folders' chunks, and what they load, out of the reader's bundle and precache).
 */
const ADMIN_CATALOGS: CatalogPart = {
  ar: () => import('@/locales/ar/admin.po'),
  'zh-Hans': () => import('@/locales/zh-Hans/admin.po'),
  vi: () => import('@/locales/vi/admin.po'),
};

/** Resolves once the admin texts are in the language shown; null when they already are. */
let adding: Promise<void> | null | undefined;

/**
 * Adds the admin area's texts to the interface: loaded now in the language shown (English
 * needs none) and with any language shown later. Returns null when the admin screens can show
 * at once, else a promise that resolves when they can. A catalog that cannot load (offline)
 * leaves the admin texts in English rather than the admin area closed; showing the language
 * again tries once more.
 */
export function addAdminTexts(): Promise<void> | null {
  if (adding === undefined) {
    const added = addCatalogPart('admin', ADMIN_CATALOGS)
      .catch((error: unknown) => console.warn('The admin texts could not be loaded in the language shown', error))
      .then(() => {
        adding = null;
      });
    adding = shownLanguage() === 'en' ? null : added;
  }
  return adding;
}

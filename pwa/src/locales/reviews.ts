import type { Language } from '@portal/contract';

/**
 * Who signed off each language's translations (issue 28): a reviewer the school names, and
 * the day. Until then a language is 'needs school review', which admins see above the admin
 * area while it is shown in that language (readers are not told). Write the reviewer here
 * when they sign the catalogs off, and the first line of the language's GLOSSARY.md with it.
 */
export const CATALOG_REVIEWS: Readonly<Record<Exclude<Language, 'en'>, { reviewer: string; on: string } | null>> = {
  ar: null,
  'zh-Hans': null,
  vi: null,
};

import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LANGUAGE } from '@portal/contract';

/**
 * A localized type (posts and calendar events, issue 28) stores one row per language of a
 * document, all under its documentId. The default language's row IS the record: audience,
 * dates, relations, counts come from it; the other rows carry only translated texts.
 *
 * The Document Service and REST read the default language's row unless asked for another, but
 * `strapi.db.query` and SQL see every row: a reader of posts or events there adds this filter
 * (or the `locale` column's equivalent), so that a translated post is never counted or listed twice.
 */
export const DEFAULT_LOCALE_ROWS = { locale: DEFAULT_LANGUAGE } as const;

/** Whether a content type is localized (its rows carry a language). */
export function isLocalizedType(strapi: Core.Strapi, uid: string): boolean {
  const contentType = strapi.contentType(uid as UID.ContentType) as
    { pluginOptions?: { i18n?: { localized?: boolean } } } | undefined;
  return contentType?.pluginOptions?.i18n?.localized === true;
}

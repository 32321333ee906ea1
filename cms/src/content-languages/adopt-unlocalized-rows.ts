import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LANGUAGE } from '@portal/contract';
import { isLocalizedType } from './default-locale-rows';

type Row = { id: number; documentId: string };

/** Rows per statement: well under SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 500;

const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

/**
 * Gives the default language to every row of a localized type that has none, on every start.
 *
 * Strapi's own migration (core/migrations/i18n.js) does it once, on the start that sees a type
 * become localized: a database made before posts and events were localized comes up with each
 * of them in English. It does not run again once the stored schema says localized, so a row
 * written later without a language by a writer that goes around the Document Service (a bulk
 * insert such as the larger school's seed before it set one, an import, SQL) would stay
 * invisible to every reader of the default language. Such a row is the record itself, written
 * in English.
 *
 * A row whose document already has a default-language row is left alone (two English rows of
 * one post would make it count twice) and logged. Through `strapi.db.query`, so the change
 * events reach the BFF's cache. Nothing to do costs one query per localized type.
 */
export async function adoptUnlocalizedRows(strapi: Core.Strapi): Promise<number> {
  let adopted = 0;
  for (const uid of Object.keys(strapi.contentTypes)) {
    if (!uid.startsWith('api::') || !isLocalizedType(strapi, uid)) continue;
    const query = strapi.db.query(uid as UID.Schema);
    const unlocalized = (await query.findMany({
      where: { locale: { $null: true } },
      select: ['id', 'documentId'],
      orderBy: { id: 'asc' },
    })) as Row[];
    if (unlocalized.length === 0) continue;
    const written = new Set<string>();
    for (const part of chunks([...new Set(unlocalized.map((row) => row.documentId))])) {
      const rows = (await query.findMany({
        where: { documentId: { $in: part }, locale: DEFAULT_LANGUAGE },
        select: ['documentId'],
      })) as Row[];
      for (const row of rows) written.add(row.documentId);
    }
    const orphans = unlocalized.filter((row) => !written.has(row.documentId));
    const clashing = unlocalized.length - orphans.length;
    if (clashing > 0)
      strapi.log.warn(
        `Content languages: ${clashing} row(s) of ${uid} have no language and a ${DEFAULT_LANGUAGE} row beside them; left as they are.`,
      );
    for (const part of chunks(orphans)) {
      const { count } = await query.updateMany({
        where: { id: { $in: part.map((row) => row.id) }, locale: { $null: true } },
        data: { locale: DEFAULT_LANGUAGE },
      });
      adopted += count;
    }
  }
  if (adopted > 0)
    strapi.log.info(
      `Content languages: ${adopted} stored row(s) without a language are now ${DEFAULT_LANGUAGE}, the language they were written in.`,
    );
  return adopted;
}

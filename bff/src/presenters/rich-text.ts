import { sanitiseRichText } from '@portal/contract/rich-text';
import type { CmsDocument } from '../cms/cms-client.ts';

type TextField<T> = { [K in keyof T]: T[K] extends string | null | undefined ? K : never }[keyof T] & string;

/**
 * Rich text as presented: sanitised again with the contract's allow-list, since what is
 * stored may predate today's rules or have reached the database around the CMS's hooks.
 * A version of a record (documentId, language + updatedAt) never changes, so each of its fields
 * is sanitised once, not on every request; the `maxEntries` most recently presented are kept.
 * A post's translations share its documentId and may share its update time (a save of the
 * English updates the other languages' rows too): their language keeps them apart.
 */
export function richTextPresenter(maxEntries: number) {
  const sanitised = new Map<string, string>();
  return function presentRichText<T extends Pick<CmsDocument, 'documentId' | 'updatedAt'> & { locale?: string | null }>(
    record: T,
    field: TextField<T>,
  ): string {
    const html = record[field] as string | null | undefined;
    if (!html) return '';
    const key = `${record.documentId} ${record.locale ?? ''} ${record.updatedAt} ${field}`;
    const clean = sanitised.get(key) ?? sanitiseRichText(html);
    // A Map iterates in insertion order: inserting again marks the version most recently used.
    sanitised.delete(key);
    sanitised.set(key, clean);
    if (sanitised.size > maxEntries) {
      const leastRecent = sanitised.keys().next().value;
      if (leastRecent !== undefined) sanitised.delete(leastRecent);
    }
    return clean;
  };
}

/** Room for the live posts and events of every campus; a version pushed out is only sanitised again. */
export const presentRichText = richTextPresenter(2_000);

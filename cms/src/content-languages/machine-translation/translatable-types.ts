import { createHash } from 'node:crypto';
import type { Core, UID } from '@strapi/strapi';
import { translationSource, type EventTextsRecord, type PostTextsRecord, type TranslatedLanguage } from '@portal/contract';
import { RICH_TEXT_FIELDS } from '../../rich-text/sanitise-rich-text';

/** A stored row of a post or event, as `strapi.db.query` reads it (every column). */
export type StoredRow = { id: number; documentId: string; locale: string; updatedAt?: unknown } & Record<string, unknown>;

type TranslatableType = {
  /** How the log names a record of the type. */
  noun: string;
  /** Its localized texts (the contract's postTextsRecord / eventTextsRecord), in that order. */
  texts: readonly string[];
  /** Whether readers see it, so that it is worth translating. */
  isPublished(english: StoredRow): boolean;
};

/** What the machine translates: posts once published, calendar events always (they have no draft state). */
export const TRANSLATABLE_TYPES = {
  'api::post.post': {
    noun: 'post',
    texts: ['title', 'excerpt', 'content_html', 'featured_img_alt'],
    isPublished: (english) => english.published === true,
  },
  'api::calendar-event.calendar-event': { noun: 'calendar event', texts: ['title', 'description'], isPublished: () => true },
} as const satisfies Record<string, TranslatableType>;

export type TranslatableUid = keyof typeof TRANSLATABLE_TYPES;

export const isTranslatableUid = (uid: string): uid is TranslatableUid => uid in TRANSLATABLE_TYPES;

export const isRichText = (uid: TranslatableUid, field: string) => RICH_TEXT_FIELDS[uid]?.includes(field) ?? false;

/**
 * The digest of a record's English texts (sha256, hex, of the contract's translationSource, as
 * the BFF computes it for an editor's translation): a row's `translated_from`. The machine
 * translates a language again only when the English it was translated from has changed.
 */
export function textsDigest(uid: TranslatableUid, english: StoredRow): string {
  const texts = Object.fromEntries(TRANSLATABLE_TYPES[uid].texts.map((field) => [field, english[field] ?? ''])) as
    PostTextsRecord | EventTextsRecord;
  return createHash('sha256').update(translationSource(texts)).digest('hex');
}

/** What the machine knows of a language's row: whose it is and what it was translated from. */
export type TranslationRow = { locale: string; machine_translated: boolean | null; translated_from: string | null };

/**
 * Whether a language needs the machine: it has no row, or the machine's row is of other English.
 * A row not marked machine_translated is a person's (an editor's, or one made in the Strapi
 * panel) and always wins.
 */
export function needsMachineTranslation(row: TranslationRow | undefined, digest: string): boolean {
  if (!row) return true;
  return row.machine_translated === true && row.translated_from !== digest;
}

/** The rows of a record's other languages, with what needsMachineTranslation reads. */
export async function translationRowsOf(
  strapi: Core.Strapi,
  uid: TranslatableUid,
  documentId: string,
  languages: readonly TranslatedLanguage[],
) {
  return (await strapi.db.query(uid as UID.Schema).findMany({
    where: { documentId, locale: { $in: languages } },
    select: ['locale', 'machine_translated', 'translated_from'],
  })) as TranslationRow[];
}

import type { TranslateClient } from '@aws-sdk/client-translate';
import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LANGUAGE, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@portal/contract';
import type { JobKind } from '@portal/strapi-plugin-jobs/types';
import { amazonTranslateClient, describeError, isTransient, translateTexts } from './amazon-translate';
import { richTextTexts } from './rich-text-texts';
import { machineTranslationSettings } from './settings';
import {
  isRichText,
  needsMachineTranslation,
  textsDigest,
  translationRowsOf,
  TRANSLATABLE_TYPES,
  type StoredRow,
  type TranslatableUid,
} from './translatable-types';

export interface MachineTranslationPayload {
  uid: TranslatableUid;
  documentId: string;
}

/** A string attribute's longest value (Strapi's columns for them hold 255 characters unless the schema says less). */
function maxLengthOf(strapi: Core.Strapi, uid: TranslatableUid, field: string): number | null {
  const attributes = strapi.contentType(uid).attributes as Record<string, { type: string; maxLength?: number }>;
  const attribute = attributes[field];
  return attribute?.type === 'string' ? (attribute.maxLength ?? 255) : null;
}

/**
 * The record's texts in one language. Plain texts and the text nodes of its rich text go to
 * Amazon Translate together; rich text comes back with every element and attribute it had (the
 * database layer sanitises it on the way in, as every rich text). A translation longer than its
 * field holds is cut to fit (Vietnamese runs longer than English). A text the English leaves
 * empty is empty here too.
 */
async function translatedTexts(
  strapi: Core.Strapi,
  client: TranslateClient,
  uid: TranslatableUid,
  english: StoredRow,
  language: TranslatedLanguage,
) {
  const written = (field: string) => typeof english[field] === 'string' && english[field] !== '';
  const { texts: fields } = TRANSLATABLE_TYPES[uid];
  const empty = Object.fromEntries(fields.filter((field) => !written(field)).map((field) => [field, english[field] ?? null]));
  const parts = fields.filter(written).map((field) => {
    const text = english[field] as string;
    if (!isRichText(uid, field)) return { field, texts: [text], put: ([translation]: readonly string[]) => translation! };
    const rich = richTextTexts(text);
    return { field, texts: rich.texts, put: rich.withTexts };
  });
  const translations = await translateTexts(
    client,
    parts.flatMap((part) => part.texts),
    language,
  );
  let next = 0;
  const translated = parts.map(({ field, texts, put }) => {
    const text = put(translations.slice(next, (next += texts.length)));
    const max = maxLengthOf(strapi, uid, field);
    return [field, max !== null ? [...text].slice(0, max).join('') : text];
  });
  return { ...empty, ...Object.fromEntries(translated) } as Record<string, string | null>;
}

/**
 * Stores the machine's translation of one language, unless a person's is there by now: an
 * existing row is claimed first with a conditional update that holds only while it is still the
 * machine's (on PostgreSQL it waits for an editor's save in progress, then sees it), as
 * src/guarded-writes.ts claims a record. The Document Service creates the row when the language
 * has none, with the record's other fields copied from English.
 */
async function storeTranslation(
  strapi: Core.Strapi,
  uid: TranslatableUid,
  documentId: string,
  language: TranslatedLanguage,
  data: Record<string, unknown>,
): Promise<boolean> {
  return strapi.db.transaction(async () => {
    const query = strapi.db.query(uid as UID.Schema);
    const existing = (await query.findOne({ where: { documentId, locale: language }, select: ['id'] })) as { id: number } | null;
    if (existing) {
      const claimed = await query.updateMany({
        where: { id: existing.id, machine_translated: true },
        data: { updatedAt: new Date() },
      });
      if (claimed.count === 0) return false;
    }
    await strapi.documents(uid).update({ documentId, locale: language, data } as never);
    return true;
  });
}

/**
 * Brings a post's or calendar event's machine translations up to its English: each language
 * with no translation, or only the machine's of other English, is translated with Amazon
 * Translate and stored marked `machine_translated`, with `translated_from` the digest of the
 * English it was made from. A person's translation is never touched. Safe to run again: a
 * language already translated from this English is skipped, so a retry (or a second job queued
 * for the same English) goes on where the last one stopped and calls the service for nothing
 * done already.
 *
 * Throttling, the service's faults and network errors fail the run, and the engine tries it
 * again later. Any other error (the service refusing the request) is logged and that language
 * left untranslated: readers see the English, marked "Not translated yet", until the next change.
 */
export const machineTranslationJob: JobKind<MachineTranslationPayload> = {
  name: 'machine-translation',
  // With the engine's backoff (5 s, doubling to 10 min), about half an hour of throttling or outage.
  maxAttempts: 10,

  async run({ uid, documentId }, { strapi, log }) {
    const settings = machineTranslationSettings(strapi);
    if (!settings) {
      log.info(`Machine translation is off (TRANSLATE_REGION unset): ${documentId} is left in English.`);
      return;
    }
    const type = TRANSLATABLE_TYPES[uid];
    const english = (await strapi.db
      .query(uid as UID.Schema)
      .findOne({ where: { documentId, locale: DEFAULT_LANGUAGE } })) as StoredRow | null;
    if (!english || !type.isPublished(english)) return;
    const digest = textsDigest(uid, english);
    const rows = await translationRowsOf(strapi, uid, documentId, TRANSLATED_LANGUAGES);
    const languages = TRANSLATED_LANGUAGES.filter((language) =>
      needsMachineTranslation(
        rows.find((row) => row.locale === language),
        digest,
      ),
    );
    if (languages.length === 0) return;

    const client = amazonTranslateClient(settings);
    try {
      for (const language of languages) {
        let texts: Record<string, string | null>;
        try {
          texts = await translatedTexts(strapi, client, uid, english, language);
        } catch (error) {
          if (isTransient(error))
            throw new Error(`Amazon Translate, ${type.noun} ${documentId} into ${language}: ${describeError(error)}`);
          log.error(
            `Machine translation of ${type.noun} ${documentId} into ${language} was refused (${describeError(error)}); readers of ${language} see it in English.`,
          );
          continue;
        }
        const stored = await storeTranslation(strapi, uid, documentId, language, {
          ...texts,
          machine_translated: true,
          translated_from: digest,
        });
        if (!stored)
          log.info(
            `Machine translation of ${type.noun} ${documentId} into ${language} not stored: an editor translated it meanwhile.`,
          );
      }
    } finally {
      client.destroy();
    }
  },
};

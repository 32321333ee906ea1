import { z } from 'zod';
import { LANGUAGES, type Language } from '../rules/languages.ts';
import { hasContent } from '../rules/excerpt.ts';
import { isoDateTime } from './common.ts';

/**
 * Notices, newsletters and events in the family's language (issue 28). A post or an event is
 * written in English; a translation per other language is written by an editor (the post
 * editor's language switch, or the Strapi panel) or, when machine translation is configured and
 * no editor has written one, by Amazon Translate. A human translation always wins.
 */

/** The languages content is translated into: every language of the portal but English, in which it is written. */
export const TRANSLATED_LANGUAGES = LANGUAGES.filter((language): language is Exclude<Language, 'en'> => language !== 'en');
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

export const CONTENT_TRANSLATION_MESSAGES = {
  language: 'Not a language posts are translated into.',
  title: '*Please enter the translated title.',
  content: '*Please enter the translated content.',
  englishFirst: 'Save the post in English first, then add its translations.',
  notFound: 'This post has no translation in that language.',
} as const;

export const translatedLanguageSchema = z.enum(TRANSLATED_LANGUAGES, { error: CONTENT_TRANSLATION_MESSAGES.language });

/**
 * How the text a reader gets came to be in their language:
 * - `original`: they read English, the language it is written in;
 * - `human`: an editor translated it into their language;
 * - `machine`: Amazon Translate did ("Machine translated — Show original"); `original` holds the English;
 * - `missing`: nothing in their language yet: the English, marked "Not translated yet".
 */
export const TRANSLATION_KINDS = ['original', 'human', 'machine', 'missing'] as const;
export type TranslationKind = (typeof TRANSLATION_KINDS)[number];

/** A post's texts that are translated (the rest of a post is the same in every language). */
export const postTextsRecord = z.strictObject({
  title: z.string(),
  excerpt: z.string(),
  content_html: z.string(),
  featured_img_alt: z.string().nullable(),
});
export type PostTextsRecord = z.infer<typeof postTextsRecord>;

/** An event's texts that are translated. */
export const eventTextsRecord = z.strictObject({
  title: z.string(),
  description: z.string(),
});
export type EventTextsRecord = z.infer<typeof eventTextsRecord>;

/** Which language a reader's post texts are in, how they came to be, and the English when a machine wrote them. */
export const postTranslationNote = z.strictObject({
  language: z.enum(LANGUAGES),
  kind: z.enum(TRANSLATION_KINDS),
  original: postTextsRecord.nullable(),
});
export type PostTranslationNote = z.infer<typeof postTranslationNote>;

/** As postTranslationNote, for a calendar event. */
export const eventTranslationNote = z.strictObject({
  language: z.enum(LANGUAGES),
  kind: z.enum(TRANSLATION_KINDS),
  original: eventTextsRecord.nullable(),
});
export type EventTranslationNote = z.infer<typeof eventTranslationNote>;

/** A post's translation as the editors see it (`GET posts/{id}/translations`). */
export const postTranslationRecord = postTextsRecord.extend({
  language: translatedLanguageSchema,
  /** Written by Amazon Translate, not yet by a person: an editor's save makes it theirs. */
  machine_translated: z.boolean(),
  updated_at: isoDateTime,
});
export type PostTranslationRecord = z.infer<typeof postTranslationRecord>;

/**
 * `PUT posts/{id}/translations/{language}`: an editor's translation of the post's texts. Saved
 * as a person's (never overwritten by the machine); its content is sanitised as every rich text.
 */
export const postTranslationInput = z
  .strictObject({
    title: z.string().max(300),
    content_html: z.string().max(500_000),
    /** Blank: the first 150 characters of the translated content, as for the English. */
    excerpt: z.string().max(1000).optional().default(''),
    featured_img_alt: z.string().max(250).nullable().optional().default(null),
  })
  .superRefine((input, ctx) => {
    if (input.title.trim() === '') ctx.addIssue({ code: 'custom', path: ['title'], message: CONTENT_TRANSLATION_MESSAGES.title });
    if (!hasContent(input.content_html))
      ctx.addIssue({ code: 'custom', path: ['content_html'], message: CONTENT_TRANSLATION_MESSAGES.content });
  });
export type PostTranslationInput = z.input<typeof postTranslationInput>;

/** The body of `PUT posts/{id}/translations/{language}`, wrapped as every admin write's is. */
export const postTranslationWriteInput = z.strictObject({ data: postTranslationInput });

/**
 * The English texts a translation is made from, as one string: `translated_from` holds its
 * SHA-256 (hex), so a translation made from texts that have changed since can be told apart.
 * Fields in this order, each as stored (an absent excerpt or picture description as '').
 */
export function translationSource(texts: PostTextsRecord | EventTextsRecord): string {
  return JSON.stringify(
    'content_html' in texts
      ? [texts.title, texts.excerpt, texts.content_html, texts.featured_img_alt ?? '']
      : [texts.title, texts.description],
  );
}

/**
 * `GET posts/translation-counts`: for each language, how many of the campus's published posts
 * that are live or still to come have no translation in it, and how many only a machine's.
 */
export const translationCountRecord = z.strictObject({
  language: translatedLanguageSchema,
  untranslated: z.number().int().min(0),
  machine_translated: z.number().int().min(0),
});
export type TranslationCountRecord = z.infer<typeof translationCountRecord>;

/** Texts as written, in English, for a reader who reads English. */
export const AS_WRITTEN = { language: 'en', kind: 'original', original: null } as const satisfies PostTranslationNote &
  EventTranslationNote;

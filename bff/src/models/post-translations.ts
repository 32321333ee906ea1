import { createHash } from 'node:crypto';
import {
  TRANSLATED_LANGUAGES,
  excerptFromHtml,
  publishWindow,
  translationSource,
  type Campus,
  type PostTranslationInput,
  type TranslatedLanguage,
  type TranslationCountRecord,
} from '@portal/contract';
import { sanitiseRichText } from '@portal/contract/rich-text';
import type { PortalUser } from '../auth/portal-users.ts';
import { translationNotFound } from '../errors.ts';
import { translationIn, translationsOf } from './translation-rows.ts';
import type { CachedRead } from '../read-cache/read-cache.ts';
import type { ModelDeps } from './model-deps.ts';
import { createPosts } from './posts.ts';
import { POST_TRANSLATION_FIELDS, type Post, type PostTranslationRow } from './records/post.ts';

/** An editor's translation, with the content rules already applied (as the English's are before it is stored). */
export type TranslationFields = Required<Pick<PostTranslationInput, 'title' | 'content_html'>> & {
  excerpt: string;
  featured_img_alt: string | null;
};

/** A post's translation as this model answers it: a row in one of the languages content is translated into. */
export type PostTranslation = PostTranslationRow & { locale: TranslatedLanguage };

/** `translated_from`: the SHA-256 of the English texts a translation was made from (the contract's translationSource). */
export function englishDigestOf(post: Post): string {
  const source = translationSource({
    title: post.title,
    excerpt: post.excerpt ?? '',
    content_html: post.content_html ?? '',
    featured_img_alt: post.featured_img_alt ?? null,
  });
  return createHash('sha256').update(source).digest('hex');
}

/** Published, and live now or still to come: the posts whose translations matter to readers. */
function liveOrToCome(post: Post, at: Date): boolean {
  const window = publishWindow(post);
  return window !== null && window.end >= at.getTime();
}

/**
 * A post's translations (issue 28), as its editors handle them: a row of the post per other
 * language, holding only its texts. Each call loads the post through `findAdministered`
 * (administrators of its campus only; any other post is 404), and each write is the admin's,
 * audited by the CMS under them, and told to the read cache so readers get it on their next call.
 */
export function createPostTranslations(deps: Pick<ModelDeps, 'cms' | 'shared' | 'now'>) {
  const { cms, shared, now } = deps;
  const posts = createPosts(deps);
  const told = (post: Post) =>
    shared.apply({ type: 'post', documentIds: [post.documentId], campuses: post.campus ? [post.campus] : [] });

  return {
    /** The post's translations, in the order of the languages. */
    async list(admin: PortalUser, postId: string): Promise<PostTranslation[]> {
      return translationsOf((await posts.findAdministered(admin, postId)).localizations);
    },

    /**
     * Stores an editor's translation of the post into a language, over whatever was there (a
     * machine's too): a person's, which the machine never writes over, made from the English as
     * it is now. A blank excerpt becomes the first characters of the translated content.
     */
    async save(
      admin: PortalUser,
      postId: string,
      language: TranslatedLanguage,
      fields: TranslationFields,
    ): Promise<PostTranslation> {
      const post = await posts.findAdministered(admin, postId);
      const stored = await cms.as(admin).update<PostTranslationRow>(
        'posts',
        post.documentId,
        {
          title: fields.title,
          content_html: fields.content_html,
          // From the text as it will be stored: what a script held is no excerpt.
          excerpt: fields.excerpt.trim() || excerptFromHtml(sanitiseRichText(fields.content_html)),
          featured_img_alt: fields.featured_img_alt,
          machine_translated: false,
          translated_from: englishDigestOf(post),
        },
        { locale: language, fields: POST_TRANSLATION_FIELDS },
      );
      told(post);
      return { ...stored, locale: language };
    },

    /** Removes the post's translation into a language (404 when it has none), answering it as it was. */
    async remove(admin: PortalUser, postId: string, language: TranslatedLanguage): Promise<PostTranslation> {
      const post = await posts.findAdministered(admin, postId);
      const row = translationIn(post.localizations, language);
      if (!row) throw translationNotFound();
      await cms.as(admin).remove('posts', post.documentId, { locale: language });
      told(post);
      return { ...row, locale: language };
    },

    /**
     * For each language, how many of the campus's published posts that are live or still to come
     * have no translation in it, and how many only a machine's: from the campus's shared posts set.
     */
    async counts(campus: Campus): Promise<CachedRead<TranslationCountRecord[]>> {
      const at = now();
      const set = await shared.posts(campus);
      const relevant = set.value.data.filter((post) => liveOrToCome(post, at));
      const value = TRANSLATED_LANGUAGES.map((language) => {
        const rows = relevant.map((post) => translationIn(post.localizations, language));
        return {
          language,
          untranslated: rows.filter((row) => row === null).length,
          machine_translated: rows.filter((row) => row?.machine_translated === true).length,
        };
      });
      return { value, staleSince: set.staleSince };
    },
  };
}

export type PostTranslations = ReturnType<typeof createPostTranslations>;

import { useLingui } from '@lingui/react';
import { AS_WRITTEN, DEFAULT_LANGUAGE, isLanguage, isRightToLeft, type Language, type TranslationKind } from '@portal/contract';
import { useCallback, useState } from 'react';

/**
 * How a post's or an event's texts came to be in the reader's language (the contract's
 * postTranslationNote and eventTranslationNote), `original` being the English of the same texts.
 */
type TranslationNoteOf<Texts> = { language: Language; kind: TranslationKind; original: Texts | null };

/**
 * A post or an event as a reader screen has it. A copy saved on the device before content was
 * translated has no note: its texts are the English as written.
 */
type Translatable<R> = { translation?: TranslationNoteOf<Partial<R>> };

/** The attributes of an element holding text in another language than the page's. */
export type LanguageAttributes = { lang?: Language; dir?: 'ltr' | 'rtl' };

/**
 * `lang` and `dir` for text in `language` on a page in `page`: none when they are the same, so
 * only English in an Arabic page (or Arabic in an English one) is marked, and a screen reader
 * reads it in its own voice and the layout runs it in its own direction.
 */
export function languageAttributes(language: Language, page: Language): LanguageAttributes {
  if (language === page) return {};
  return { lang: language, dir: isRightToLeft(language) ? 'rtl' : 'ltr' };
}

export type TextsShown<R> = {
  /** The record with the texts to show: its own, or the English a machine translated them from when the reader asked for it. */
  record: R;
  /** For every element that holds one of those texts. */
  attributes: LanguageAttributes;
  kind: TranslationKind;
  /** The reader asked for the English in place of the machine's translation. */
  showingOriginal: boolean;
};

/**
 * The texts of a post or an event to show on a page in `page`: the ones the BFF sent in the
 * reader's language (or the English when there is no translation yet), or the English original
 * of a machine's translation while the reader has asked for it ("Show original").
 */
export function textsShown<R extends Translatable<R>>(record: R, page: Language, showOriginal: boolean): TextsShown<R> {
  const note = record.translation ?? AS_WRITTEN;
  const original = showOriginal && note.kind === 'machine' ? note.original : null;
  return {
    record: original ? { ...record, ...original } : record,
    attributes: languageAttributes(original ? 'en' : note.language, page),
    kind: note.kind,
    showingOriginal: original !== null,
  };
}

/** The language the page is shown in, redrawn when it changes. */
export function usePageLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/**
 * Which records of a list a reader has asked to see in their English original, by id: one
 * state for the whole list rather than one per card (a saved list may hold hundreds).
 */
export function useOriginalsShown(): { isShown: (id: string) => boolean; toggle: (id: string) => void } {
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const toggle = useCallback((id: string) => {
    setShown((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);
  return { isShown: (id) => shown.has(id), toggle };
}

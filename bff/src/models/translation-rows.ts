import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@portal/contract';

/**
 * A localized record's translations (issue 28) are its rows in other languages, read with it as
 * its `localizations`; what each of them says about itself.
 */
type TranslationRow = { locale?: string | null; machine_translated?: boolean | null };

/** A record's row in a language it is translated into, or null when it has none. */
export function translationIn<TRow extends TranslationRow>(
  rows: readonly TRow[] | undefined,
  language: TranslatedLanguage,
): TRow | null {
  return rows?.find((row) => row.locale === language) ?? null;
}

/** A record's rows in the languages content is translated into, in their order (a row in any other language is no translation of ours). */
export function translationsOf<TRow extends TranslationRow>(
  rows: readonly TRow[] | undefined,
): (TRow & { locale: TranslatedLanguage })[] {
  return TRANSLATED_LANGUAGES.flatMap((language) => {
    const row = translationIn(rows, language);
    return row ? [{ ...row, locale: language }] : [];
  });
}

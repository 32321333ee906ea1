import { DEFAULT_LANGUAGE, type Language, type TranslatedLanguage, type TranslationKind } from '@portal/contract';
import { translationIn } from '../models/translation-rows.ts';

/**
 * What a reader in `language` gets of a record written in English (issue 28): the translation
 * row whose texts they read (null: the English ones) and how those came to be in their
 * language. The note's language is that of the texts sent: the English when there is no
 * translation ("Not translated yet"), so the page marks them as English. A row a machine wrote
 * carries the English beside it ("Show original"); a person's does not.
 */
export function readerTranslation<TRow extends { locale?: string | null; machine_translated?: boolean | null }, TTexts>(
  rows: readonly TRow[] | undefined,
  language: Language,
  english: () => TTexts,
): { row: TRow | null; note: { language: Language; kind: TranslationKind; original: TTexts | null } } {
  if (language === DEFAULT_LANGUAGE) return { row: null, note: { language, kind: 'original', original: null } };
  // Any language but the one content is written in is one it is translated into.
  const row = translationIn(rows, language as TranslatedLanguage);
  if (!row) return { row: null, note: { language: DEFAULT_LANGUAGE, kind: 'missing', original: null } };
  const machine = row.machine_translated === true;
  return { row, note: { language, kind: machine ? 'machine' : 'human', original: machine ? english() : null } };
}

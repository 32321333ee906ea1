import { i18n, type Messages } from '@lingui/core';
import {
  DEFAULT_ARABIC_DIGITS,
  DEFAULT_LANGUAGE,
  WEEK_STARTS_ON,
  formattingLocale,
  isLanguage,
  isRightToLeft,
  preferredLanguage,
  type ArabicDigits,
  type Language,
} from '@portal/contract';

/** One part of the interface's translations, per language other than English: each loads when that language is shown. */
export type CatalogPart = Record<Exclude<Language, 'en'>, () => Promise<{ messages: Messages }>>;

/**
 * The language the portal's interface is shown in (issue 28). English is compiled into the
 * code where each text is used (scripts/lingui-messages.ts); another language's translations
 * load when it is shown: the reader's part for every screen, and the admin area's, which the
 * admin area adds as it loads (addCatalogPart), so readers never download it.
 */
const READER_CATALOGS: CatalogPart = {
  ar: () => import('@/locales/ar/reader.po'),
  'zh-Hans': () => import('@/locales/zh-Hans/reader.po'),
  vi: () => import('@/locales/vi/reader.po'),
};

const parts = new Map<string, CatalogPart>([['reader', READER_CATALOGS]]);

// A text that reaches Lingui uncompiled is a contract text or one the BFF sent, shown by its
// English as its id (`i18n._(EMPTY.noRecords)`) where no catalog translates it: fixed words,
// not ICU (the macros' English is compiled at build time, catalogs by the Vite plugin). Taken
// as it is, in every build: Lingui would otherwise warn in production and read `{`, `'` and
// `#` of a server's message as ICU in development.
i18n.setMessagesCompiler((text) => [text]);

/**
 * The device remembers the language last shown, so the next visit's first screen (and the
 * signed-out page) is in it before the person's record is read. Not a secret: a display
 * preference, like the hidden categories.
 */
const STORAGE_KEY = 'portal.language';

/** The language to start in: the one this device last showed, else the browser's first the portal has. */
export function startingLanguage(): Language {
  let remembered: string | null = null;
  try {
    remembered = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  if (isLanguage(remembered)) return remembered;
  return preferredLanguage(navigator.languages ?? [navigator.language]) ?? DEFAULT_LANGUAGE;
}

const loaded = new Set<string>();

async function loadCatalogs(language: Language): Promise<void> {
  if (language === 'en') {
    i18n.load('en', {});
    return;
  }
  await Promise.all(
    [...parts]
      .filter(([name]) => !loaded.has(`${language}/${name}`))
      .map(async ([name, part]) => {
        i18n.load(language, (await part[language]()).messages);
        loaded.add(`${language}/${name}`);
      }),
  );
}

/**
 * Shows the interface in a language: its translations loaded first (English needs none),
 * then every text, `<html lang>` and the direction of the page change together.
 */
export async function showInterfaceIn(language: Language): Promise<void> {
  await loadCatalogs(language);
  activate(language);
  const page = document.documentElement;
  // The school's English is Australian English, as index.html says before any script runs.
  page.lang = language === 'en' ? 'en-AU' : language;
  page.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not remembered on this device; the person's record still has it.
  }
}

/** A part's texts in the language shown now, and in any shown later. */
export async function addCatalogPart(name: string, part: CatalogPart): Promise<void> {
  parts.set(name, part);
  const language = shownLanguage();
  if (language === 'en') return;
  await loadCatalogs(language);
  // Shown again, so what was drawn before the part arrived is redrawn in it.
  activate(language);
}

/** English at once, so texts can be read (tests, and the first moment of the app). */
export function showEnglishNow(): void {
  i18n.load('en', {});
  activate('en');
}

export const shownLanguage = (): Language => (isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE);

/** How this school writes numbers in Arabic: the campus's settings say (ARABIC_DIGITS), before any signed-in screen. */
let arabicDigits: ArabicDigits = DEFAULT_ARABIC_DIGITS;

/** The locale (Intl's tag) every date and number on screen is written in: the language shown, the school's digits. */
export const formatLocale = (): string => formattingLocale(shownLanguage(), arabicDigits);

/** The first day of a calendar week in the language shown (0 Sunday … 6 Saturday). */
export const weekStartsOn = (): number => WEEK_STARTS_ON[shownLanguage()];

/** Settings saved by an older version carry no digits: the default stands. */
export function setArabicDigits(next: ArabicDigits | undefined): void {
  arabicDigits = next ?? DEFAULT_ARABIC_DIGITS;
  if (shownLanguage() === 'ar') activate('ar');
}

/**
 * Every text in a language, and its plurals' numbers in its formatting locale; components that
 * read Lingui's context (useLingui, Trans) redraw, and with them the dates and numbers they show.
 */
function activate(language: Language): void {
  i18n.activate(language, [formattingLocale(language, arabicDigits)]);
}

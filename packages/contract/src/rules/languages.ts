/**
 * The languages the portal is written in (issue 28). A person's choice is one of these codes,
 * saved on their record; `en` is the language every text is written in first.
 * Codes are BCP 47: `zh-Hans` is Simplified Chinese, whichever country the reader is in.
 */
export const LANGUAGES = ['en', 'ar', 'zh-Hans', 'vi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as the Language control lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ar: 'العربية',
  'zh-Hans': '简体中文',
  vi: 'Tiếng Việt',
};

export const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** Languages written right to left: the page gets `dir="rtl"`. */
export const isRightToLeft = (language: Language): boolean => language === 'ar';

/** Chinese tags written in Traditional characters, which `zh-Hans` does not serve. */
const TRADITIONAL_CHINESE = /^zh-(hant|tw|hk|mo)\b/;

/**
 * The portal's language for one BCP 47 tag (`ar-AU`, `zh-CN`, `vi`, `en-GB`), or null when the
 * portal has none for it. Chinese in Traditional characters is not Simplified Chinese.
 */
export function languageOfTag(tag: string): Language | null {
  const lower = tag.trim().toLowerCase().replace(/_/g, '-');
  if (!/^[a-z]{2,3}(-[a-z0-9]{1,8})*$/.test(lower)) return null;
  if (lower === 'zh' || lower.startsWith('zh-')) return TRADITIONAL_CHINESE.test(lower) ? null : 'zh-Hans';
  const primary = lower.split('-')[0];
  return LANGUAGES.find((language) => language.toLowerCase() === primary) ?? null;
}

/**
 * Whether a value is a well-formed BCP 47 language tag (`ar`, `zh-CN`, `pa-IN`, `zh-Hant-TW`;
 * `en_AU` is taken as `en-AU`), whether or not the portal has its language. The language subtag
 * must be an ISO 639 code of two or three letters: BCP 47's longer forms are registered for no
 * language, so `Arabic` or `English` is a language's name, not a tag.
 */
export function isLanguageTag(value: string): boolean {
  const tag = value.replace(/_/g, '-');
  if (!/^[A-Za-z]{2,3}(-|$)/.test(tag)) return false;
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/** The first of a person's languages, in their order of preference, that the portal has. */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return null;
}

/**
 * The portal's language for an HTTP Accept-Language header (`ar-AU,ar;q=0.9,en;q=0.8`): the
 * tags in the order of their weights (equal weights keep the header's order), `*` and tags
 * of weight 0 left out.
 */
export function languageOfAcceptLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const weighted = header
    .split(',')
    .slice(0, 30)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.split(';').map((piece) => piece.trim());
      const q = parameters.find((parameter) => parameter.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return preferredLanguage(weighted.map(({ tag }) => tag));
}

/**
 * How a school writes numbers in Arabic: Western digits (0 1 2, `latn`, the Unicode locale data's
 * default for `ar`) or Arabic-Indic ones (٠ ١ ٢, `arab`), as families of the school read them.
 * A school setting (ARABIC_DIGITS), sent to devices with the campus's settings.
 */
export const ARABIC_DIGITS = ['latn', 'arab'] as const;
export type ArabicDigits = (typeof ARABIC_DIGITS)[number];
export const DEFAULT_ARABIC_DIGITS: ArabicDigits = 'latn';

export const isArabicDigits = (value: unknown): value is ArabicDigits => (ARABIC_DIGITS as readonly unknown[]).includes(value);

/**
 * The locale dates and numbers are written in for a language (Intl's tag): the school's English
 * is Australian English; Arabic carries the school's digits.
 */
export function formattingLocale(language: Language, arabicDigits: ArabicDigits = DEFAULT_ARABIC_DIGITS): string {
  if (language === 'en') return 'en-AU';
  if (language === 'ar') return `ar-u-nu-${arabicDigits}`;
  return language;
}

/**
 * The first day of a calendar week for each language (0 Sunday … 6 Saturday), as the Unicode
 * locale data has it for the language's main region: Saturday for Arabic, Monday for the rest
 * (Australia's too). Written out rather than read from `Intl.Locale#getWeekInfo`, which not
 * every browser the portal supports has.
 */
export const WEEK_STARTS_ON: Readonly<Record<Language, 0 | 1 | 2 | 3 | 4 | 5 | 6>> = {
  en: 1,
  ar: 6,
  'zh-Hans': 1,
  vi: 1,
};

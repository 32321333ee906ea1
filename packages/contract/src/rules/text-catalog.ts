import type { Language } from './languages.ts';

/**
 * Fixed texts written per language outside the PWA's catalogs: the emails (the email-sends
 * plugin, the BFF's absence and note emails) and the BFF's public pages. The English texts of a
 * feature are one `as const` object; each other language is checked against it by TypeScript, so
 * a language that lacks a text, or a translation that drops, adds or misspells a `{placeholder}`,
 * does not compile. Plain modules rather than Lingui catalogs: these texts live in the CMS and the
 * BFF, which have no catalog build, and the coordinator regenerates the .po files.
 */

/**
 * A text with a number in it, one form per plural category of the language (Intl.PluralRules:
 * Arabic has six, Chinese and Vietnamese only `other`); `other` always, and `{count}` in it.
 */
export type PluralText = { readonly other: string } & { readonly [Category in Exclude<Intl.LDMLPluralRule, 'other'>]?: string };

export type CatalogText = string | PluralText;

/** A feature's texts: each a string with `{placeholders}`, or a plural text. */
export type TextCatalog = { readonly [key: string]: CatalogText };

/** The placeholders of one string, gathered as it is read (tail-recursive, so long texts are fine). */
type NamesIn<Text extends string, Found = never> = string extends Text
  ? Found
  : Text extends `${string}{${infer Name}}${infer Rest}`
    ? NamesIn<Rest, Found | Name>
    : Found;

/** The names of a text's placeholders: `'Dear {name},'` → `'name'` (every form of a plural text). */
export type PlaceholdersOf<Text> = Text extends string
  ? NamesIn<Text>
  : Text extends PluralText
    ? { [Category in keyof Text]-?: NamesIn<NonNullable<Text[Category]> & string> }[keyof Text]
    : never;

/** What TypeScript says when a translation's placeholders are not the English ones. */
type PlaceholdersMustBe<Names> = { readonly placeholdersMustBe: Names };

type SameSet<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Within<A, B> = [A] extends [B] ? true : false;

/**
 * One translated text as it must be: a string with exactly the English placeholders; a plural
 * text whose `other` has exactly the English ones and whose other forms use none but those (the
 * Arabic "one" form, «غياب واحد», needs no number).
 */
type Checked<English, Translated> = English extends string
  ? Translated extends string
    ? SameSet<PlaceholdersOf<English>, PlaceholdersOf<Translated>> extends true
      ? Translated
      : PlaceholdersMustBe<PlaceholdersOf<English>>
    : string
  : Translated extends PluralText
    ? {
        [Category in keyof Translated]: Category extends 'other'
          ? SameSet<PlaceholdersOf<English>, PlaceholdersOf<Translated[Category]>> extends true
            ? Translated[Category]
            : PlaceholdersMustBe<PlaceholdersOf<English>>
          : Within<PlaceholdersOf<Translated[Category]>, PlaceholdersOf<English>> extends true
            ? Translated[Category]
            : PlaceholdersMustBe<PlaceholdersOf<English>>;
      }
    : PluralText;

/** A language's texts of a feature: every English key, each a string or a plural text as in English. */
export type Translation<English extends TextCatalog> = {
  readonly [Key in keyof English]: English[Key] extends string ? string : PluralText;
};

/**
 * The translation of a feature's English texts into one language, checked by TypeScript:
 * `translationOf(en)({ ... })`. Every key must be there; each text must carry exactly the English
 * placeholders.
 */
export function translationOf<English extends TextCatalog>(_english: English) {
  // Texts is inferred as written (any keys, any texts), so that one wrong text is the one error.
  return <const Texts extends TextCatalog>(
    texts: Texts & { readonly [Key in keyof English]: Key extends keyof Texts ? Checked<English[Key], Texts[Key]> : never },
  ): Translation<English> => texts as unknown as Translation<English>;
}

/** A feature's texts in every language of the portal. */
export type TextsByLanguage<English extends TextCatalog> = { readonly [L in Language]: Translation<English> };

/** A value put in an HTML text as it is, never escaped: markup the caller built (a link) and escaped itself. */
export type Markup = { readonly markup: string };
export const markup = (html: string): Markup => ({ markup: html });
const isMarkup = (value: unknown): value is Markup => typeof value === 'object' && value !== null && 'markup' in value;

/** Text made safe inside HTML elements and attribute values. */
export const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

type Value = string | number;
type ValuesOf<Text, V> = [PlaceholdersOf<Text>] extends [never]
  ? []
  : [values: Readonly<Record<PlaceholdersOf<Text> & string, V>>];

export interface Texts<English extends TextCatalog> {
  /** A text with its values: numbers written in the language's digits (formattingLocale), strings as they are. */
  <Key extends keyof English & string>(key: Key, ...values: ValuesOf<English[Key], Value>): string;
  /** As HTML: the text and every string value escaped, Markup values put in as they are. */
  html<Key extends keyof English & string>(key: Key, ...values: ValuesOf<English[Key], Value | Markup>): string;
  readonly language: Language;
  /** The Intl locale dates and numbers of this language are written in (formattingLocale). */
  readonly locale: string;
}

/**
 * A feature's texts in one language, `locale` the Intl tag its numbers and plural forms follow
 * (formattingLocale(language, arabicDigits)). A plural text takes its form from `count`.
 */
export function textsIn<English extends TextCatalog>(
  catalog: TextsByLanguage<English>,
  language: Language,
  locale: string,
): Texts<English> {
  const texts = catalog[language] as Readonly<Record<string, CatalogText>>;
  const numbers = new Intl.NumberFormat(locale);
  const plurals = new Intl.PluralRules(locale);
  const pick = (key: string, values: Readonly<Record<string, Value | Markup>>): string => {
    const text = texts[key];
    if (text === undefined) throw new Error(`No text ${key} in ${language}`);
    if (typeof text === 'string') return text;
    const count = values.count;
    if (typeof count !== 'number') throw new Error(`The plural text ${key} needs a number for {count}`);
    return text[plurals.select(count)] ?? text.other;
  };
  const fill = (
    text: string,
    values: Readonly<Record<string, Value | Markup>>,
    write: (value: Value | Markup | undefined, name: string) => string,
  ) => text.replace(/\{([A-Za-z][A-Za-z0-9_]*)\}/g, (_, name: string) => write(values[name], name));
  const asText = (value: Value | Markup | undefined, name: string): string => {
    if (value === undefined) throw new Error(`No value for {${name}}`);
    if (isMarkup(value)) return value.markup;
    return typeof value === 'number' ? numbers.format(value) : value;
  };

  const plain = (key: string, values: Record<string, Value> = {}) => fill(pick(key, values), values, asText);
  return Object.assign(plain, {
    html: (key: string, values: Record<string, Value | Markup> = {}) =>
      // The text's own characters escaped around its placeholders, then each value as it must be.
      pick(key, values)
        .split(/(\{[A-Za-z][A-Za-z0-9_]*\})/)
        .map((part) => {
          const name = /^\{([A-Za-z][A-Za-z0-9_]*)\}$/.exec(part)?.[1];
          if (!name) return escapeText(part);
          const value = values[name];
          return isMarkup(value) ? value.markup : escapeText(asText(value, name));
        })
        .join(''),
    language,
    locale,
  }) as unknown as Texts<English>;
}

import {
  DEFAULT_LANGUAGE,
  formattingLocale,
  isRightToLeft,
  textsIn,
  type ArabicDigits,
  type EventTimeWording,
  type Language,
  type Texts,
  type TextsByLanguage,
} from '@portal/contract';
import { ar } from './ar';
import { en, type EmailTexts } from './en';
import { vi } from './vi';
import { zhHans } from './zh-Hans';

export type { EmailTexts };

/** The emails' fixed texts in every language of the portal (one module each, checked against the English). */
export const EMAIL_TEXTS: TextsByLanguage<EmailTexts> = { en, ar, 'zh-Hans': zhHans, vi };

/** One email's texts: its language's words, with dates and numbers in its locale (formattingLocale). */
export type EmailWords = Texts<EmailTexts> & {
  /** `<html lang>`: the language, English as the school's (en-AU). */
  readonly htmlLang: string;
  readonly direction: 'ltr' | 'rtl';
};

/** The texts of an email to a person who reads `language`, numbers in the school's Arabic digits (ARABIC_DIGITS). */
export function emailWordsIn(language: Language, arabicDigits: ArabicDigits): EmailWords {
  const locale = formattingLocale(language, arabicDigits);
  return Object.assign(textsIn(EMAIL_TEXTS, language, locale), {
    htmlLang: language === 'en' ? locale : language,
    direction: isRightToLeft(language) ? ('rtl' as const) : ('ltr' as const),
  });
}

/** English, as every email was before languages (and still is for anyone whose language is not known). */
export const ENGLISH_EMAIL = emailWordsIn(DEFAULT_LANGUAGE, 'latn');

/** How an email writes an event's time (contract describeEventTime): its locale and its words for a day's time and "all day". */
export const eventTimeWording = (words: EmailWords): EventTimeWording => ({
  locale: words.locale,
  dayAndTime: EMAIL_TEXTS[words.language].eventDayAndTime,
  allDay: EMAIL_TEXTS[words.language].eventAllDay,
});

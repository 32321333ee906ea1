import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@portal/contract';
import { EMAIL_TEXTS, emailWordsIn } from '.';

describe("the emails' texts", () => {
  it('are written in every language, none left empty or in English where a translation is due', () => {
    for (const language of LANGUAGES) {
      for (const [key, text] of Object.entries(EMAIL_TEXTS[language])) {
        for (const form of typeof text === 'string' ? [text] : Object.values(text))
          expect(form?.trim(), `${language} ${key}`).toBeTruthy();
        // Placeholder-only texts ('{day}: {link}') may be the same in every language; no sentence is.
        if (
          language !== 'en' &&
          /[a-z]{4,}/i.test(String(EMAIL_TEXTS.en[key as keyof typeof EMAIL_TEXTS.en]).replace(/\{\w+\}/g, ''))
        ) {
          expect(text, `${language} ${key}`).not.toEqual(EMAIL_TEXTS.en[key as keyof typeof EMAIL_TEXTS.en]);
        }
      }
    }
  });

  it("give every plural form a language's grammar has (Arabic's six), so no count falls back to a wrong one", () => {
    for (const language of LANGUAGES) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, text] of Object.entries(EMAIL_TEXTS[language])) {
        if (typeof text === 'string') continue;
        expect(Object.keys(text).sort(), `${language} ${key}`).toEqual([...categories].sort());
      }
    }
  });

  it("write numbers in the school's Arabic digits, and Arabic right to left", () => {
    expect(emailWordsIn('ar', 'arab')('unverifiedAbsenceCount', { name: 'Mia', count: 3 })).toBe(
      'لدى Mia ٣ غيابات غير مبرَّرة في هذه السنة الدراسية.',
    );
    expect(emailWordsIn('ar', 'latn')('unverifiedAbsenceCount', { name: 'Mia', count: 11 })).toBe(
      'لدى Mia 11 غيابًا غير مبرَّر في هذه السنة الدراسية.',
    );
    const about = (words: ReturnType<typeof emailWordsIn>) => ({
      direction: words.direction,
      htmlLang: words.htmlLang,
      locale: words.locale,
    });
    expect(about(emailWordsIn('ar', 'latn'))).toEqual({ direction: 'rtl', htmlLang: 'ar', locale: 'ar-u-nu-latn' });
    expect(about(emailWordsIn('vi', 'arab'))).toEqual({ direction: 'ltr', htmlLang: 'vi', locale: 'vi' });
    expect(about(emailWordsIn('en', 'arab'))).toEqual({ direction: 'ltr', htmlLang: 'en-AU', locale: 'en-AU' });
  });
});

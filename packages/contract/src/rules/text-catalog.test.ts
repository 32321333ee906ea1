import { describe, expect, it } from 'vitest';
import { formattingLocale } from './languages.ts';
import { markup, textsIn, translationOf, type TextsByLanguage } from './text-catalog.ts';

const en = {
  greeting: 'Dear {name},',
  heading: 'Weekly Digest',
  count: { one: '{name} has {count} unverified absence.', other: '{name} has {count} unverified absences.' },
  unsubscribe: '{link} from these emails.',
} as const;

const ar = translationOf(en)({
  greeting: 'عزيزي {name}،',
  heading: 'الملخّص الأسبوعي',
  count: {
    zero: 'ليس لدى {name} أي غياب.',
    one: 'لدى {name} غياب واحد.',
    two: 'لدى {name} غيابان.',
    few: 'لدى {name} {count} غيابات.',
    other: 'لدى {name} {count} غياب.',
  },
  unsubscribe: '{link} من هذه الرسائل.',
});
const vi = translationOf(en)({
  greeting: 'Kính gửi {name},',
  heading: 'Bản tin',
  count: { other: '{name} có {count} lần vắng.' },
  unsubscribe: '{link} các email này.',
});
const catalog: TextsByLanguage<typeof en> = { en, ar, vi, 'zh-Hans': vi };

describe('texts per language', () => {
  it('fills placeholders, writing numbers in the digits of the locale', () => {
    expect(textsIn(catalog, 'en', 'en-AU')('count', { name: 'Mia', count: 1 })).toBe('Mia has 1 unverified absence.');
    expect(textsIn(catalog, 'en', 'en-AU')('count', { name: 'Mia', count: 1200 })).toBe('Mia has 1,200 unverified absences.');
    expect(textsIn(catalog, 'ar', formattingLocale('ar', 'latn'))('count', { name: 'Mia', count: 3 })).toBe('لدى Mia 3 غيابات.');
    expect(textsIn(catalog, 'ar', formattingLocale('ar', 'arab'))('count', { name: 'Mia', count: 3 })).toBe('لدى Mia ٣ غيابات.');
  });

  it("takes a plural text's form by the language's rules, `other` where it gives no other", () => {
    const arabic = textsIn(catalog, 'ar', 'ar');
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic('count', { name: 'Mia', count }))).toEqual([
      'ليس لدى Mia أي غياب.',
      'لدى Mia غياب واحد.',
      'لدى Mia غيابان.',
      'لدى Mia 3 غيابات.',
      'لدى Mia 11 غياب.',
      'لدى Mia 100 غياب.',
    ]);
    expect(textsIn(catalog, 'vi', 'vi')('count', { name: 'Mia', count: 1 })).toBe('Mia có 1 lần vắng.');
  });

  it('escapes the text and its values as HTML, putting markup values in as they are', () => {
    const english = textsIn(catalog, 'en', 'en-AU');
    expect(english.html('greeting', { name: '<b>Sam</b> & "Jo"' })).toBe('Dear &lt;b&gt;Sam&lt;/b&gt; &amp; &quot;Jo&quot;,');
    expect(english.html('unsubscribe', { link: markup('<a href="/u">Unsubscribe</a>') })).toBe(
      '<a href="/u">Unsubscribe</a> from these emails.',
    );
    expect(english.html('heading')).toBe('Weekly Digest');
  });

  it('does not compile a translation that lacks a text or breaks a placeholder', () => {
    // @ts-expect-error a text is missing
    translationOf(en)({ greeting: 'Kính gửi {name},', heading: 'Bản tin', count: { other: '{count}' } });
    translationOf(en)({
      // @ts-expect-error a placeholder is misspelt
      greeting: 'Kính gửi {nmae},',
      heading: 'Bản tin',
      count: { other: '{name} {count}' },
      unsubscribe: '{link}',
    });
    translationOf(en)({
      greeting: 'Kính gửi {name},',
      heading: 'Bản tin',
      // @ts-expect-error the other form lacks {count}
      count: { other: '{name} có vắng.' },
      unsubscribe: '{link}',
    });
    translationOf(en)({
      greeting: 'Kính gửi {name},',
      heading: 'Bản tin',
      // @ts-expect-error a plural text must stay plural
      count: '{name} {count}',
      unsubscribe: '{link}',
    });
    // @ts-expect-error a value is missing where the text is used
    expect(() => textsIn(catalog, 'en', 'en-AU')('greeting', {})).toThrow('No value for {name}');
  });
});

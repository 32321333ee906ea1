import { describe, expect, it } from 'vitest';
import { isLanguageTag, languageOfAcceptLanguage, languageOfTag, preferredLanguage } from './languages.ts';

describe('languageOfTag', () => {
  it('matches a language whatever its country', () => {
    expect(languageOfTag('ar-AU')).toBe('ar');
    expect(languageOfTag('vi')).toBe('vi');
    expect(languageOfTag('en_GB')).toBe('en');
  });
  it('serves Simplified Chinese to zh, zh-CN, zh-SG and zh-Hans-AU, not to Traditional Chinese', () => {
    expect(['zh', 'zh-CN', 'zh-SG', 'zh-Hans-AU'].map(languageOfTag)).toEqual(['zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans']);
    expect(['zh-TW', 'zh-HK', 'zh-Hant', 'zh-Hant-AU'].map(languageOfTag)).toEqual([null, null, null, null]);
  });
  it('has none for other languages or for what is not a tag', () => {
    expect(languageOfTag('pa-IN')).toBeNull();
    expect(languageOfTag('')).toBeNull();
    expect(languageOfTag('ar;drop table')).toBeNull();
  });
});

describe('isLanguageTag', () => {
  it('accepts a well-formed tag, of a language the portal has or not', () => {
    expect(
      ['ar', 'zh-CN', 'vi-VN', 'pa-IN', 'zh-TW', 'zh-Hant-HK', 'sr-Latn-RS', 'en_AU', 'AR', 'yue'].filter(
        (tag) => !isLanguageTag(tag),
      ),
    ).toEqual([]);
  });
  it("refuses what is not a tag, and a language's name", () => {
    expect(
      ['', 'not a tag!', '12345', 'x', 'ar-', 'x-private', 'i-klingon', 'Arabic', 'english', 'ar;drop table', 'ar vi'].filter(
        isLanguageTag,
      ),
    ).toEqual([]);
  });
});

describe('preferredLanguage', () => {
  it('takes the first language of the list the portal has', () => {
    expect(preferredLanguage(['pa-IN', 'zh-TW', 'vi-VN', 'en'])).toBe('vi');
    expect(preferredLanguage(['ta'])).toBeNull();
  });
});

describe('languageOfAcceptLanguage', () => {
  it('follows the weights, then the order of the header', () => {
    expect(languageOfAcceptLanguage('en;q=0.5,ar-AU,ar;q=0.9')).toBe('ar');
    expect(languageOfAcceptLanguage('vi, en')).toBe('vi');
  });
  it('skips wildcards, weight 0 and languages the portal lacks', () => {
    expect(languageOfAcceptLanguage('*,ar;q=0,ko,zh-CN;q=0.3')).toBe('zh-Hans');
    expect(languageOfAcceptLanguage(undefined)).toBeNull();
    expect(languageOfAcceptLanguage('ko')).toBeNull();
  });
});

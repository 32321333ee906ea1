import { describe, expect, it } from 'vitest';
import { LANGUAGE_CHOICE_MESSAGES, languageChoiceInput } from './user.ts';

const messageOf = (body: unknown) => {
  const parsed = languageChoiceInput.safeParse(body);
  return parsed.success ? undefined : parsed.error.issues[0]?.message;
};

describe('a choice of language', () => {
  it('takes one of the portal languages', () => {
    expect(languageChoiceInput.parse({ data: { language: 'zh-Hans' } })).toEqual({ data: { language: 'zh-Hans' } });
  });

  it('says what is wrong with any other body', () => {
    expect(messageOf({ data: { language: 'zh-CN' } })).toBe('Not a language of the portal.');
    expect(messageOf({ data: {} })).toBe('Not a language of the portal.');
    expect(messageOf({ data: { language: 'ar', is_admin: true } })).toBe(LANGUAGE_CHOICE_MESSAGES.onlyLanguage(['is_admin']));
    expect(messageOf({ data: { language: 'ar' }, username: 'admin1' })).toBe(LANGUAGE_CHOICE_MESSAGES.onlyLanguage(['username']));
    for (const body of [{}, { data: 'ar' }, [], 'ar', null])
      expect(messageOf(body), JSON.stringify(body)).toBe(LANGUAGE_CHOICE_MESSAGES.shape);
  });
});

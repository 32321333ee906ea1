import { describe, expect, it } from 'vitest';
import {
  CONSENT_FORM_MESSAGES,
  formForSignerRecord,
  formResponseInput,
  publicSigningInput,
  signingLinkQuery,
} from './consent-form.ts';

// A permission form shown machine-translated (issue 30): the signer's record carries the
// translation beside the English, and the signature names the translation it was shown.

const HASH = 'a'.repeat(64);
const TRANSLATION_HASH = 'b'.repeat(64);

/** The record's `translation` field: the rest of the record is the signer's form as before. */
const translationField = formForSignerRecord.shape.translation;

const vietnamese = {
  language: 'vi',
  title: 'Chuyến tham quan lớp 9',
  body: '<p>Khởi hành lúc 9 giờ.</p>',
  questions: [
    { id: 'consent', label: 'Tôi cho phép' },
    { id: 'home', label: 'Về nhà bằng', options: ['Xe buýt của trường', 'Người chăm sóc đón'] },
  ],
  content_hash: TRANSLATION_HASH,
};

const signature = (extra: Record<string, unknown>) => ({
  data: {
    client_id: '3f0c4a8e-9d5b-4c1e-8a7f-2b6d9e0c1a34',
    answers: { consent: 'yes', home: 'School bus' },
    signer_name: 'Jordan Taylor',
    agreed: true,
    content_hash: HASH,
    device_time: '2026-12-01T09:00:00.000Z',
    ...extra,
  },
});

describe('the form a signer reads, machine-translated', () => {
  it('carries the translation, its questions by id, and its own hash', () => {
    expect(translationField.parse(vietnamese)).toEqual(vietnamese);
  });

  it('carries none when there is no translation in the signer’s language', () => {
    expect(translationField.parse(null)).toBeNull();
    // Always said: a record without it is not the contract's.
    expect(translationField.safeParse(undefined).success).toBe(false);
  });

  it('is only ever into a language content is translated into, never English', () => {
    expect(translationField.safeParse({ ...vietnamese, language: 'en' }).success).toBe(false);
    expect(translationField.safeParse({ ...vietnamese, language: 'fr' }).success).toBe(false);
  });

  it('gives translated questions no kind of their own: the English question decides how it is answered', () => {
    const withKind = { ...vietnamese, questions: [{ id: 'consent', kind: 'text', label: 'Tôi cho phép' }] };
    expect(translationField.safeParse(withKind).success).toBe(false);
  });
});

describe('a signature sent from a translated form', () => {
  it('names the translation shown, by language and hash', () => {
    const { data } = signature({ translation: { language: 'vi', content_hash: TRANSLATION_HASH } });
    const parsed = formResponseInput.parse({ data: { ...data, students: ['mia0000000001'] } });
    expect(parsed.data.translation).toEqual({ language: 'vi', content_hash: TRANSLATION_HASH });
    expect(publicSigningInput.parse(signature({ translation: null })).data.translation).toBeNull();
  });

  it('may leave it out (an answer queued on a device before translations existed)', () => {
    expect(publicSigningInput.parse(signature({})).data.translation).toBeUndefined();
  });

  it('refuses a translation hash that is not a SHA-256, in words', () => {
    const result = publicSigningInput.safeParse(signature({ translation: { language: 'vi', content_hash: 'not-a-hash' } }));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(CONSENT_FORM_MESSAGES.translation);
  });

  it('refuses a translation into a language forms are not translated into', () => {
    expect(
      publicSigningInput.safeParse(signature({ translation: { language: 'en', content_hash: TRANSLATION_HASH } })).success,
    ).toBe(false);
  });
});

describe('the query of an emailed link’s page', () => {
  const t = 'abcdefghijklmnopqrstuvwxyz.0123456789';

  it('may name the language the page is shown in', () => {
    expect(signingLinkQuery.parse({ t, language: 'ar' })).toEqual({ t, language: 'ar' });
    expect(signingLinkQuery.parse({ t })).toEqual({ t });
  });

  it('takes only the portal’s languages', () => {
    expect(signingLinkQuery.safeParse({ t, language: 'fr' }).success).toBe(false);
  });
});

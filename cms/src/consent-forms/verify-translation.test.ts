import { consentStatement, type FormQuestion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  CHAIN_START,
  canonicalJson,
  contentHashOf,
  eventHashOf,
  responseEvidenceOf,
  responseHashOf,
  sha256Hex,
  shownHashOf,
  translationHashOf,
} from './evidence';
import type { FormEventRecord, FormResponseRecord, FormTranslationRecord, FormVersionRecord } from './records';
import { verifyFormEvidence, type FormEvidence } from './verify';

// A form shown machine-translated (issue 30): the version, its Vietnamese translation with its
// own hash, and a carer's answer given beside it, keeping both hashes; built in memory as the CMS
// stores them. Then the ways someone with the database could change the translation.

const FORM = 'form1';
const stamps = { id: 0, createdAt: '2025-05-01T00:00:00.000Z', updatedAt: '2025-05-01T00:00:00.000Z' };
const questions: FormQuestion[] = [
  { id: 'consent', kind: 'consent', label: 'I give permission', required: true },
  { id: 'home', kind: 'choice', label: 'Home by', required: true, options: ['School bus', 'Collected by a carer'] },
];

function versionOne(): FormVersionRecord {
  const shown = { title: 'Year 9 excursion', body: '<p>The museum</p>', questions };
  return {
    ...stamps,
    documentId: 'version1',
    form: FORM,
    number: 1,
    ...shown,
    attachments: null,
    content_hash: contentHashOf(shown),
    asks_again: false,
    created_by: 'admin1',
  };
}

function vietnameseOf(version: FormVersionRecord): FormTranslationRecord {
  const texts = {
    source_hash: version.content_hash,
    language: 'vi' as const,
    title: '[vi] Year 9 excursion',
    body: '<p>[vi] The museum</p>',
    questions: [
      { id: 'consent', label: '[vi] I give permission' },
      { id: 'home', label: '[vi] Home by', options: ['[vi] School bus', '[vi] Collected by a carer'] },
    ],
  };
  return {
    ...stamps,
    documentId: 'translation1',
    form: FORM,
    version: version.number,
    ...texts,
    content_hash: translationHashOf(texts),
  };
}

/** An answer as signForm stores it; `translation` the one shown beside the English, if any. */
function answerOf(version: FormVersionRecord, translation: FormTranslationRecord | null): FormResponseRecord {
  const statement = consentStatement('Jordan Taylor', 'Mia Taylor', version.title);
  const shown = translation ? { shown_language: translation.language, translation_hash: translation.content_hash } : {};
  const row = {
    ...stamps,
    documentId: 'response1',
    campus: 'sydney' as const,
    form: FORM,
    version: 1,
    content_hash: version.content_hash,
    shown_hash: shownHashOf({ content_hash: version.content_hash, statement, translation_hash: translation?.content_hash }),
    statement,
    student: 'student1',
    student_number: '20230141',
    signer: 'carer1',
    signer_email: null,
    signer_name: 'Jordan Taylor',
    // The English option, whatever language it was chosen in.
    answers: { consent: 'yes', home: 'School bus' },
    declined: false,
    method: 'campus-sign-in' as const,
    signed_at: '2025-05-03T09:00:00.000Z',
    device_time: '2025-05-03T09:00:00.000Z',
    ip: '203.0.113.10',
    user_agent: 'Safari',
    client_key: 'client-carer1:student1',
    invitation: null,
    withdrawn_at: null,
    superseded_by: null,
    recorded_by: null,
    note: null,
    signed_copy: null,
    ...shown,
  };
  return { ...row, response_hash: responseHashOf(responseEvidenceOf(row)) };
}

function chained(response: FormResponseRecord): FormEventRecord[] {
  const entries = [
    { kind: 'published' as const, actor: 'admin1', details: { version: 1, content_hash: response.content_hash } },
    {
      kind: 'signed' as const,
      actor: 'carer1',
      details: { response: response.documentId, response_hash: response.response_hash, student: response.student },
    },
  ];
  let previous = CHAIN_START;
  return entries.map((entry, index) => {
    const seq = index + 1;
    const at = `2025-05-0${seq}T08:00:00.000Z`;
    const hash = eventHashOf(previous, { form: FORM, seq, kind: entry.kind, at, actor: entry.actor, details: entry.details });
    const event = { ...stamps, documentId: `event${seq}`, form: FORM, seq, at, ...entry, previous_hash: previous, hash };
    previous = hash;
    return event;
  });
}

function translatedForm(): FormEvidence {
  const version = versionOne();
  const vietnamese = vietnameseOf(version);
  const response = answerOf(version, vietnamese);
  return {
    form: { documentId: FORM, title: version.title, version: 1, content_hash: version.content_hash },
    versions: [version],
    translations: [vietnamese],
    responses: [response],
    events: chained(response),
  };
}

describe('the hashes of an answer given beside a machine translation', () => {
  it('keeps the translation’s hash and language in the answer’s evidence and in what the signer was shown', () => {
    const version = versionOne();
    const vietnamese = vietnameseOf(version);
    const withTranslation = answerOf(version, vietnamese);
    const without = answerOf(version, null);
    expect(responseEvidenceOf(withTranslation)).toMatchObject({
      shown_language: 'vi',
      translation_hash: vietnamese.content_hash,
    });
    expect(withTranslation.response_hash).not.toBe(without.response_hash);
    expect(withTranslation.shown_hash).not.toBe(without.shown_hash);
  });

  it('hashes an answer given without one exactly as answers were hashed before translations', () => {
    const version = versionOne();
    const without = answerOf(version, null);
    const stored = { ...without, shown_language: null, translation_hash: null };
    const evidence = responseEvidenceOf(stored);
    expect(Object.keys(evidence)).not.toContain('translation_hash');
    expect(Object.keys(evidence)).not.toContain('shown_language');
    expect(shownHashOf(stored)).toBe(
      sha256Hex(canonicalJson({ content_hash: without.content_hash, statement: without.statement })),
    );
    expect(responseHashOf(evidence)).toBe(without.response_hash);
  });

  it('ties a translation to its language and the English version it was made from', () => {
    const version = versionOne();
    const vietnamese = vietnameseOf(version);
    expect(translationHashOf({ ...vietnamese, language: 'ar' })).not.toBe(vietnamese.content_hash);
    expect(translationHashOf({ ...vietnamese, source_hash: 'f'.repeat(64) })).not.toBe(vietnamese.content_hash);
    // The order a database hands JSON keys back in does not matter.
    const reordered = vietnamese.questions.map(({ options, label, id }) => (options ? { options, label, id } : { label, id }));
    expect(translationHashOf({ ...vietnamese, questions: reordered })).toBe(vietnamese.content_hash);
  });
});

describe('verifying a form shown machine-translated', () => {
  it('finds nothing wrong with the evidence as stored', () => {
    expect(verifyFormEvidence(translatedForm())).toEqual([]);
  });

  it('catches a translation whose text was changed after it was signed beside', () => {
    const evidence = translatedForm();
    const translations = evidence.translations.map((translation) => ({ ...translation, body: '<p>[vi] The zoo</p>' }));
    expect(verifyFormEvidence({ ...evidence, translations })).toEqual([
      expect.stringMatching(/^The machine translation into vi of version 1 has been changed since it was made/),
    ]);
  });

  it('catches a changed translation whose hash was recomputed, by the answer that keeps the hash it was shown with', () => {
    const evidence = translatedForm();
    const translations = evidence.translations.map((translation) => {
      const changed = {
        ...translation,
        questions: [{ id: 'consent', label: '[vi] I refuse permission' }, translation.questions[1]!],
      };
      return { ...changed, content_hash: translationHashOf(changed) };
    });
    expect(verifyFormEvidence({ ...evidence, translations })).toEqual([
      expect.stringMatching(
        /^The answer response1 .* was signed beside a machine translation into vi that is no longer stored with the hash it was shown with/,
      ),
    ]);
  });

  it('catches a translation removed, or one that was not made from the version it is stored for', () => {
    const evidence = translatedForm();
    expect(verifyFormEvidence({ ...evidence, translations: [] })).toEqual([
      expect.stringMatching(/was signed beside a machine translation into vi that is no longer stored/),
    ]);
    const moved = evidence.translations.map((translation) => {
      const other = { ...translation, source_hash: 'e'.repeat(64) };
      return { ...other, content_hash: translationHashOf(other) };
    });
    expect(verifyFormEvidence({ ...evidence, translations: moved })).toEqual([
      'The machine translation into vi of version 1 was not made from that version as stored.',
      expect.stringMatching(/was signed beside a machine translation into vi that is no longer stored/),
    ]);
  });

  it('catches an answer stripped of the translation it was shown', () => {
    const evidence = translatedForm();
    const responses = evidence.responses.map((response) => ({ ...response, shown_language: null, translation_hash: null }));
    expect(verifyFormEvidence({ ...evidence, responses })).toEqual([
      expect.stringMatching(/^The answer response1 .* has been changed since it was signed/),
      expect.stringMatching(/^The answer response1 .* no longer records what the signer was shown/),
    ]);
  });
});

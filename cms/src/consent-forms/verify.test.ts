import { consentStatement, type FormQuestion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CHAIN_START, contentHashOf, eventHashOf, responseEvidenceOf, responseHashOf, shownHashOf } from './evidence';
import type { FormEventKind, FormEventRecord, FormResponseRecord, FormVersionRecord } from './records';
import { parseReceipt, verifyFormEvidence, type FormEvidence, type Receipt } from './verify';

// A form's evidence as the CMS stores it, built in memory: a published version, two carers'
// answers each with its `signed` event, and the receipt each carer was emailed. Then the ways
// someone with the database could tamper with it.

const FORM = 'form1';
const stamps = { id: 0, createdAt: '2025-05-01T00:00:00.000Z', updatedAt: '2025-05-01T00:00:00.000Z' };
const questions: FormQuestion[] = [
  { id: 'consent', kind: 'consent', label: 'I give permission', required: true },
  { id: 'health', kind: 'health', label: 'Medical needs', required: false },
];

function versionOne(): FormVersionRecord {
  const shown = { title: 'Year 9 excursion', body: '<p>The museum</p>', questions };
  return {
    ...stamps,
    documentId: 'version1',
    form: FORM,
    number: 1,
    ...shown,
    content_hash: contentHashOf(shown),
    asks_again: false,
    created_by: 'admin1',
  };
}

function answerOf(
  version: FormVersionRecord,
  signer: string,
  signerName: string,
  student: string,
  at: string,
): FormResponseRecord {
  const statement = consentStatement(signerName, 'Mia Taylor', version.title);
  const row = {
    ...stamps,
    documentId: `response-${signer}`,
    campus: 'sydney' as const,
    form: FORM,
    version: 1,
    content_hash: version.content_hash,
    shown_hash: shownHashOf({ content_hash: version.content_hash, statement }),
    statement,
    student,
    student_number: '20230141',
    signer,
    signer_email: null,
    signer_name: signerName,
    answers: { consent: 'yes', health: 'Asthma: carries a puffer' },
    declined: false,
    method: 'campus-sign-in' as const,
    signed_at: at,
    device_time: at,
    ip: '203.0.113.10',
    user_agent: 'Safari',
    client_key: `client-${signer}:${student}`,
    invitation: null,
    withdrawn_at: null,
    superseded_by: null,
    recorded_by: null,
    note: null,
    signed_copy: null,
  };
  return { ...row, response_hash: responseHashOf(responseEvidenceOf(row)) };
}

type Entry = { kind: FormEventKind; actor: string; details: Record<string, unknown> };

/** Events numbered from 1 and chained, as appendFormEvent writes them (or as a tamperer would rewrite them). */
function chained(entries: readonly Entry[]): FormEventRecord[] {
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

const entriesOf = (events: readonly FormEventRecord[]): Entry[] =>
  events.map(({ kind, actor, details }) => ({ kind, actor, details }));

const signedEntry = (response: FormResponseRecord): Entry => ({
  kind: 'signed',
  actor: response.signer!,
  details: { response: response.documentId, response_hash: response.response_hash, student: response.student },
});

/** The stored evidence and each carer's receipt (their answer's hash, the chain head right after their event). */
function signedForm(): { evidence: FormEvidence; receipts: Record<'first' | 'second', Receipt> } {
  const version = versionOne();
  const first = answerOf(version, 'carer1', 'Jordan Taylor', 'student1', '2025-05-03T09:00:00.000Z');
  const second = answerOf(version, 'carer2', 'Sam Wilson', 'student1', '2025-05-04T09:00:00.000Z');
  const events = chained([
    { kind: 'created', actor: 'admin1', details: { title: version.title } },
    { kind: 'published', actor: 'admin1', details: { version: 1, content_hash: version.content_hash } },
    signedEntry(first),
    signedEntry(second),
    { kind: 'viewed', actor: 'carer1', details: { student: 'student1', method: 'campus-sign-in' } },
  ]);
  return {
    evidence: {
      form: { documentId: FORM, title: version.title, version: 1, content_hash: version.content_hash },
      versions: [version],
      translations: [],
      responses: [first, second],
      events,
    },
    receipts: {
      first: { responseHash: first.response_hash, chainHead: events[2]!.hash },
      second: { responseHash: second.response_hash, chainHead: events[3]!.hash },
    },
  };
}

describe('verifying a form’s evidence', () => {
  it('finds nothing wrong with the evidence as stored, receipts and all', () => {
    const { evidence, receipts } = signedForm();
    expect(verifyFormEvidence(evidence, [receipts.first, receipts.second])).toEqual([]);
  });

  it('catches an answer changed in its row', () => {
    const { evidence } = signedForm();
    const [first, second] = evidence.responses;
    const tampered = { ...evidence, responses: [{ ...first!, answers: { consent: 'no' }, declined: true }, second!] };
    const problems = verifyFormEvidence(tampered);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^The answer response-carer1 .* has been changed since it was signed/);
  });

  it('catches an event changed in the log, and every event after it', () => {
    const { evidence } = signedForm();
    const events = evidence.events.map((event) => (event.seq === 2 ? { ...event, actor: 'someone else' } : event));
    expect(verifyFormEvidence({ ...evidence, events })).toEqual([
      expect.stringMatching(/^Event 2 \(published at .*\) has been changed/),
    ]);
  });

  it('catches a changed answer whose hash, event and whole chain were recomputed, by its receipt', () => {
    const { evidence, receipts } = signedForm();
    const [first, second] = evidence.responses;
    const changed = { ...first!, answers: { consent: 'no' }, declined: true };
    const rehashed = { ...changed, response_hash: responseHashOf(responseEvidenceOf(changed)) };
    const entries = entriesOf(evidence.events).map((entry) =>
      entry.details.response === first!.documentId ? signedEntry(rehashed) : entry,
    );
    const rewritten = { ...evidence, responses: [rehashed, second!], events: chained(entries) };

    // The database alone is consistent again: only what left it, the receipt, tells.
    expect(verifyFormEvidence(rewritten)).toEqual([]);
    const problems = verifyFormEvidence(rewritten, [receipts.first, receipts.second]);
    expect(problems).toEqual([
      expect.stringMatching(/^The receipt of the answer with hash .*no stored answer has this hash any more/),
      expect.stringMatching(/^The receipt of the answer with hash .*its chain head .* is no longer in the form's log/),
      // The second carer signed after the first: their receipt's chain head went with the rewrite too.
      expect.stringMatching(/^The receipt of the answer with hash .*its chain head .* is no longer in the form's log/),
    ]);
    expect(problems[0]).toContain(receipts.first.responseHash.slice(0, 12));
  });

  it('catches a removed answer whose event was removed and the chain renumbered, by its receipt', () => {
    const { evidence, receipts } = signedForm();
    const [first, second] = evidence.responses;
    const entries = entriesOf(evidence.events).filter((entry) => entry.details.response !== first!.documentId);
    const rewritten = { ...evidence, responses: [second!], events: chained(entries) };

    expect(verifyFormEvidence(rewritten)).toEqual([]);
    expect(verifyFormEvidence(rewritten, [receipts.first])).toEqual([
      expect.stringMatching(/no stored answer has this hash any more, so the answer it proves has been changed or removed/),
      expect.stringMatching(/its chain head .* is no longer in the form's log/),
    ]);
  });

  it('catches a removed answer and event when the chain was left as it was', () => {
    const { evidence } = signedForm();
    const [first, second] = evidence.responses;
    const rewritten = { ...evidence, responses: [second!], events: evidence.events.filter((event) => event.seq !== 3) };
    expect(verifyFormEvidence(rewritten)).toEqual([
      'The log skips from event 2 to event 4: the events between have been removed.',
      expect.stringMatching(/^Event 4 \(signed\) does not follow the event before it/),
    ]);
    const withoutAnswerOnly = { ...evidence, responses: [second!] };
    expect(verifyFormEvidence(withoutAnswerOnly)).toEqual([
      `The log records the answer ${first!.documentId} (hash ${first!.response_hash.slice(0, 12)}…), which is no longer stored: it has been removed.`,
    ]);
  });

  it('catches a version whose text was changed after it was signed', () => {
    const { evidence } = signedForm();
    const versions = evidence.versions.map((version) => ({ ...version, body: '<p>The zoo</p>' }));
    expect(verifyFormEvidence({ ...evidence, versions })).toEqual([
      expect.stringMatching(/^Version 1 of the form has been changed since it was published/),
    ]);
  });
});

const rehashed = (row: FormResponseRecord): FormResponseRecord => ({
  ...row,
  response_hash: responseHashOf(responseEvidenceOf(row)),
});

/**
 * A form with a history: Jordan signs yes, then changes to no; staff record a paper answer for a
 * second student; Sam signs, then withdraws. Sam's receipt quotes the chain head after their signature.
 */
function formWithHistory() {
  const version = versionOne();
  const first = answerOf(version, 'carer1', 'Jordan Taylor', 'student1', '2025-05-03T09:00:00.000Z');
  const change = rehashed({
    ...answerOf(version, 'carer1', 'Jordan Taylor', 'student1', '2025-05-04T09:00:00.000Z'),
    documentId: 'response-carer1-change',
    client_key: 'client-carer1-change:student1',
    answers: { consent: 'no' },
    declined: true,
  });
  const statement = consentStatement('Alex Nguyen', 'Mia Taylor', version.title);
  const paper = rehashed({
    ...answerOf(version, 'carer3', 'Alex Nguyen', 'student2', '2025-05-05T09:00:00.000Z'),
    documentId: 'response-paper',
    signer: null,
    method: 'paper',
    statement,
    shown_hash: shownHashOf({ content_hash: version.content_hash, statement }),
    device_time: null,
    ip: null,
    user_agent: null,
    recorded_by: 'admin1',
    note: 'Handed in at the office',
  });
  const second = answerOf(version, 'carer2', 'Sam Wilson', 'student1', '2025-05-06T09:00:00.000Z');
  const logged = (kind: FormEventKind, actor: string, row: FormResponseRecord, extra: Record<string, unknown> = {}): Entry => ({
    kind,
    actor,
    details: { response: row.documentId, response_hash: row.response_hash, student: row.student, ...extra },
  });
  const events = chained([
    { kind: 'created', actor: 'admin1', details: { title: version.title } },
    { kind: 'published', actor: 'admin1', details: { version: 1, content_hash: version.content_hash } },
    signedEntry(first),
    logged('changed', 'carer1', change, { replaces: first.documentId }),
    logged('paper', 'admin1', paper, { recorded_by: 'admin1', note: 'Handed in at the office' }),
    signedEntry(second),
    { kind: 'withdrawn', actor: 'carer2', details: { response: second.documentId, student: 'student1', client_id: 'c2' } },
  ]);
  const evidence: FormEvidence = {
    form: { documentId: FORM, title: version.title, version: 1, content_hash: version.content_hash },
    versions: [version],
    translations: [],
    responses: [
      { ...first, superseded_by: change.documentId },
      change,
      paper,
      { ...second, withdrawn_at: String(events[6]!.at) },
    ],
    events,
  };
  return { evidence, receipt: { responseHash: second.response_hash, chainHead: events[5]!.hash } };
}

/** The evidence with one stored answer's fields replaced (fields its hash leaves out). */
const withAnswer = (evidence: FormEvidence, documentId: string, fields: Partial<FormResponseRecord>): FormEvidence => ({
  ...evidence,
  responses: evidence.responses.map((row) => (row.documentId === documentId ? { ...row, ...fields } : row)),
});

describe('verifying what staff read of an answer (signed yes or no, withdrawn, replaced, recorded on paper)', () => {
  it('finds nothing wrong with a change, a paper answer and a withdrawal as stored', () => {
    const { evidence, receipt } = formWithHistory();
    expect(verifyFormEvidence(evidence, [receipt])).toEqual([]);
  });

  it('catches "signed no" turned into "signed yes", and the reverse', () => {
    const { evidence } = formWithHistory();
    expect(verifyFormEvidence(withAnswer(evidence, 'response-carer1-change', { declined: false }))).toEqual([
      expect.stringMatching(/^The answer response-carer1-change .* is marked "signed yes", but its answers refuse consent/),
    ]);
    expect(verifyFormEvidence(withAnswer(evidence, 'response-paper', { declined: true }))).toEqual([
      expect.stringMatching(/^The answer response-paper .* is marked "signed no", but its answers give consent/),
    ]);
  });

  it('catches an answer marked withdrawn that was not, and a withdrawal taken back', () => {
    const { evidence } = formWithHistory();
    expect(verifyFormEvidence(withAnswer(evidence, 'response-paper', { withdrawn_at: '2025-05-09T08:00:00.000Z' }))).toEqual([
      expect.stringMatching(
        /^The answer response-paper .* is marked withdrawn at 2025-05-09T08:00:00.000Z, but the form's log has no withdrawal of it\.$/,
      ),
    ]);
    expect(verifyFormEvidence(withAnswer(evidence, 'response-carer2', { withdrawn_at: null }))).toEqual([
      expect.stringMatching(/^The answer response-carer2 .* was withdrawn \(event 7\), but is no longer marked withdrawn\.$/),
    ]);
  });

  it('catches a withdrawal slipped into the log with the chain recomputed, by a later receipt', () => {
    const { evidence, receipt } = formWithHistory();
    const entries = entriesOf(evidence.events);
    const forged: Entry = {
      kind: 'withdrawn',
      actor: 'carer1',
      details: { response: 'response-carer1-change', student: 'student1' },
    };
    const events = chained([...entries.slice(0, 4), forged, ...entries.slice(4)]);
    const rewritten = withAnswer({ ...evidence, events }, 'response-carer1-change', { withdrawn_at: String(events[4]!.at) });
    // The log explains the mark; Sam's receipt quotes a head the rewrite removed.
    expect(
      verifyFormEvidence(withAnswer(rewritten, 'response-carer2', { withdrawn_at: String(events[7]!.at) }), [receipt]),
    ).toEqual([expect.stringMatching(/^The receipt of the answer with hash .*its chain head .* is no longer in the form's log/)]);
  });

  it('catches a "signed yes" brought back by unmarking the change that replaced it, and a replacement never logged', () => {
    const { evidence } = formWithHistory();
    expect(verifyFormEvidence(withAnswer(evidence, 'response-carer1', { superseded_by: null }))).toEqual([
      expect.stringMatching(
        /^The answer response-carer1 .* was replaced by the answer response-carer1-change \(event 4\), but is no longer marked replaced\.$/,
      ),
    ]);
    expect(verifyFormEvidence(withAnswer(evidence, 'response-paper', { superseded_by: 'response-carer1' }))).toEqual([
      expect.stringMatching(
        /^The answer response-paper .* is marked replaced by the answer response-carer1, but the form's log records no such change\.$/,
      ),
    ]);
  });

  it("catches a paper answer's recorder or note changed, and a note whose event was rewritten with the chain recomputed", () => {
    const { evidence, receipt } = formWithHistory();
    expect(
      verifyFormEvidence(withAnswer(evidence, 'response-paper', { recorded_by: 'admin2', note: 'Signed by phone' })),
    ).toEqual([
      "The answer response-paper (student 20230141, signed by Alex Nguyen at 2025-05-05T09:00:00.000Z) names admin2 as recording it, but the form's log names admin1.",
      "The answer response-paper (student 20230141, signed by Alex Nguyen at 2025-05-05T09:00:00.000Z) has another note than the one the form's log recorded with it: the note was changed.",
    ]);
    const entries = entriesOf(evidence.events).map((entry) =>
      entry.kind === 'paper' ? { ...entry, details: { ...entry.details, note: 'Signed by phone' } } : entry,
    );
    const rewritten = withAnswer({ ...evidence, events: chained(entries) }, 'response-paper', { note: 'Signed by phone' });
    expect(verifyFormEvidence(rewritten, [receipt])).toEqual([
      expect.stringMatching(/^The receipt of the answer with hash .*its chain head .* is no longer in the form's log/),
    ]);
  });

  it('catches a version rewritten with its hash recomputed, by the hash its publication logged', () => {
    const { evidence } = formWithHistory();
    const [version] = evidence.versions;
    const body = '<p>The zoo</p>';
    const rewritten = { ...version!, body, content_hash: contentHashOf({ ...version!, body }) };
    const problems = verifyFormEvidence({
      ...evidence,
      form: { ...evidence.form, content_hash: rewritten.content_hash },
      versions: [rewritten],
    });
    expect(problems[0]).toBe(
      'Version 1 of the form is stored with another hash than the one the log recorded when it was published: it was rewritten.',
    );
  });
});

describe('a receipt on the command line', () => {
  const response = 'a'.repeat(64);
  const head = 'B'.repeat(64);

  it('is the answer’s hash and the chain head, as the email gives them', () => {
    expect(parseReceipt(`${response}:${head}`)).toEqual({ responseHash: response, chainHead: 'b'.repeat(64) });
  });

  it('is nothing else', () => {
    for (const text of [
      response,
      `${response}:${head}:x`,
      `${response}:${head.slice(1)}`,
      `${response.replace('a', 'g')}:${head}`,
    ]) {
      expect(parseReceipt(text), text).toBeNull();
    }
  });
});

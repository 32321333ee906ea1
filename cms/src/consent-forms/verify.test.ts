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
    const tampered = { ...evidence, responses: [{ ...first!, answers: { consent: 'no' } }, second!] };
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
    const changed = { ...first!, answers: { consent: 'no' } };
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

import { describe, expect, it } from 'vitest';
import { pdfTextLines } from '../pdf/pdf-text.test-helper';
import { renderFormSignedCopyPdf } from './render';
import { signedCopyName, signedCopySheetOf, type SignedCopyFacts } from './signed-copy';

const CONTENT_HASH = 'c'.repeat(64);
const SHOWN_HASH = '5'.repeat(64);
const RESPONSE_HASH = 'a1b2'.repeat(16);
const CHAIN_HEAD = 'e9f0'.repeat(16);

/** Jordan Taylor's answer for Mia, signed in, at 3:04:05 pm in Sydney on 27 November 2026 (daylight time). */
function facts(changes: Partial<SignedCopyFacts> = {}, response: Partial<SignedCopyFacts['response']> = {}): SignedCopyFacts {
  return {
    response: {
      version: 2,
      content_hash: CONTENT_HASH,
      shown_hash: SHOWN_HASH,
      statement:
        'I agree: I, Jordan Taylor, give the answers above for Mia Taylor to "Year 9 excursion", and I may act for Mia Taylor.',
      student_number: '1001',
      signer_name: 'Jordan Taylor',
      signer_email: null,
      answers: { consent: 'yes', health: 'Asthma: carries a puffer', home: 'School bus' },
      method: 'campus-sign-in',
      signed_at: '2026-11-27T04:04:05.000Z',
      device_time: '2026-11-27T04:04:01.000Z',
      ip: '203.0.113.10',
      user_agent: 'Mozilla/5.0 (iPhone) Safari/604.1',
      response_hash: RESPONSE_HASH,
      note: null,
      shown_language: null,
      translation_hash: null,
      ...response,
    },
    version: {
      title: 'Year 9 excursion',
      body: '<p>We leave at 9 am.</p><ul><li>Bring a hat</li><li>Bring lunch</li></ul>',
      questions: [
        { id: 'consent', kind: 'consent', label: 'May your child go?', required: true },
        { id: 'health', kind: 'health', label: 'Medical or dietary needs', required: false },
        { id: 'home', kind: 'choice', label: 'Going home', required: true, options: ['School bus', 'Picked up'] },
        { id: 'note', kind: 'text', label: 'Anything else', required: false },
      ],
      content_hash: CONTENT_HASH,
    },
    student: 'Mia Taylor',
    account: { username: 'carer1', email: 'jordan.taylor@example.com' },
    recordedBy: null,
    chainHead: CHAIN_HEAD,
    eventSeq: 7,
    timeZone: 'Australia/Sydney',
    ...changes,
  };
}

const textOf = async (sheet: SignedCopyFacts) =>
  pdfTextLines(await renderFormSignedCopyPdf(signedCopySheetOf(sheet), { name: 'Portal Demo School', logo: null })).map(
    (line) => line.text,
  );

/** The line after a label: the evidence prints each value under its label. */
const valueAfter = (lines: string[], label: string) => lines[lines.indexOf(label) + 1];

describe('the signed copy of an answer', () => {
  it('shows the form as it was shown, each question with the answer given, and the statement', async () => {
    const lines = await textOf(facts());
    expect(lines.slice(0, 5)).toEqual([
      'Portal Demo School',
      'Year 9 excursion',
      'Signed copy, 27 November 2026',
      'For Mia Taylor',
      'Confidential: this copy holds health information. Keep it safe.',
    ]);
    expect(lines.slice(lines.indexOf('The form'), lines.indexOf('Answers'))).toEqual([
      'The form',
      'We leave at 9 am.',
      '• Bring a hat',
      '• Bring lunch',
    ]);
    expect(valueAfter(lines, 'May your child go?')).toBe('Yes');
    expect(valueAfter(lines, 'Medical or dietary needs (health: confidential)')).toBe('Asthma: carries a puffer');
    expect(valueAfter(lines, 'Going home')).toBe('School bus');
    expect(valueAfter(lines, 'Anything else')).toBe('Not answered');
    expect(lines.join(' ')).toContain('I agree: I, Jordan Taylor, give the answers above for Mia Taylor');
  });

  it('prints the evidence: who and how, both clocks on the school’s time, the address, the version and every hash', async () => {
    const lines = await textOf(facts());
    expect(valueAfter(lines, 'Student')).toBe('Mia Taylor (student number 1001)');
    expect(valueAfter(lines, 'Signed by (name as typed)')).toBe('Jordan Taylor');
    expect(valueAfter(lines, 'Signer')).toBe('Portal account carer1 (jordan.taylor@example.com)');
    expect(valueAfter(lines, 'How')).toBe('Signed in to the portal');
    expect(valueAfter(lines, 'Server time')).toMatch(
      /^Friday 27 November 2026 at 3:04:05 pm AEDT \(2026-11-27T04:04:05\.000Z\)$/,
    );
    expect(valueAfter(lines, 'Device time')).toMatch(/^Friday 27 November 2026 at 3:04:01 pm AEDT/);
    expect(valueAfter(lines, 'IP address')).toBe('203.0.113.10');
    expect(valueAfter(lines, 'Form version')).toBe('Version 2');
    expect(valueAfter(lines, 'Version content hash (SHA-256)')).toBe(CONTENT_HASH);
    expect(valueAfter(lines, 'Shown hash (SHA-256)')).toBe(SHOWN_HASH);
    expect(valueAfter(lines, 'Response hash (SHA-256)')).toBe(RESPONSE_HASH);
    expect(valueAfter(lines, "The form log's chain head at signing (event 7)")).toBe(CHAIN_HEAD);
    expect(lines.some((line) => line.includes('read before signing'))).toBe(false);
  });

  it('names each PDF the signer was asked to read, by name, size and SHA-256', async () => {
    const attachments = [
      { name: 'Itinerary.pdf', size: 245_760, sha256: 'a'.repeat(64) },
      { name: 'Medical form.pdf', size: 1_572_864, sha256: 'b'.repeat(64) },
    ];
    const lines = await textOf(facts({ version: { ...facts().version, attachments } }));
    expect(valueAfter(lines, 'Attachment 1 read before signing')).toBe('Itinerary.pdf (PDF, 240 kB)');
    expect(valueAfter(lines, 'Attachment 1 hash (SHA-256)')).toBe('a'.repeat(64));
    expect(valueAfter(lines, 'Attachment 2 read before signing')).toBe('Medical form.pdf (PDF, 1.5 MB)');
    expect(valueAfter(lines, 'Attachment 2 hash (SHA-256)')).toBe('b'.repeat(64));
  });

  it('names an emailed link’s recipient (and the translation it was shown), and a paper answer’s recorder and note', async () => {
    const emailed = await textOf(
      facts(
        { account: null },
        { method: 'emailed-link', signer_email: 'gran@example.com', shown_language: 'ar', translation_hash: 'd'.repeat(64) },
      ),
    );
    expect(valueAfter(emailed, 'Signer')).toBe('The recipient of the signing link emailed to gran@example.com');
    expect(valueAfter(emailed, 'How')).toBe('Emailed signing link');
    expect(valueAfter(emailed, 'Machine translation shown beside the English')).toBe('Arabic (ar)');
    expect(valueAfter(emailed, 'Translation hash (SHA-256)')).toBe('d'.repeat(64));

    const paper = await textOf(
      facts(
        { account: null, recordedBy: 'Daniel Okafor' },
        { method: 'paper', device_time: null, ip: null, user_agent: null, note: 'Handed in at reception' },
      ),
    );
    expect(valueAfter(paper, 'Signer')).toBe('Named on the paper form; recorded by Daniel Okafor');
    expect(valueAfter(paper, 'Note of the school')).toBe('Handed in at reception');
    expect(valueAfter(paper, 'Device time')).toBe('Not given');
    expect(valueAfter(paper, 'IP address')).toBe('Not recorded');
  });

  it('numbers its pages, and is one file per answer', async () => {
    const long = facts({
      version: {
        ...facts().version,
        body: Array.from({ length: 60 }, (_, n) => `<p>Paragraph ${n + 1} of what to bring and when.</p>`).join(''),
      },
    });
    const lines = pdfTextLines(await renderFormSignedCopyPdf(signedCopySheetOf(long)));
    const pages = Math.max(...lines.map((line) => line.page));
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1)
      expect(lines.filter((line) => line.page === page).at(-1)?.text).toBe(`Page ${page} of ${pages}`);
    expect(signedCopyName('k2ljz8w7q0b1c3d4e5f6g7h8')).toBe('form-response-k2ljz8w7q0b1c3d4e5f6g7h8.pdf');
  });
});

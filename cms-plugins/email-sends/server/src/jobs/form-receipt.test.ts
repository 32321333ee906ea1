import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FormQuestion } from '@portal/contract';
import { emailWordsIn } from '../email-texts';
import { schoolBrand } from '../email-layout/school-brand';
import type { FormResponseRow } from '../email-sending/form-records';
import type { TransactionalInput } from '../services/sends';
import { person } from './form-emails-fakes';
import {
  FORM_RECEIPT_KIND,
  formReceiptKey,
  formReceiptMessage,
  sendFormReceipts,
  type FormReceiptRun,
  type ReceiptEntry,
} from './form-receipt';

const sydney = schoolBrand(
  { school_name: 'Wattle Grove School', ribbon_logo: null, theme_colours: null },
  'https://portal.example',
);
const SYDNEY = 'Australia/Sydney';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const QUESTIONS: FormQuestion[] = [
  { id: 'go', kind: 'consent', label: 'May Mia go to the zoo?', required: true },
  { id: 'health', kind: 'health', label: 'Allergies & <medication>', required: false },
  { id: 'bus', kind: 'choice', label: 'Which bus?', required: false, options: ['Early', 'Late'] },
  { id: 'note', kind: 'text', label: 'Anything else?', required: false },
];

const entry = (child: string, answers: Record<string, string>, responseHash: string): ReceiptEntry => ({
  child,
  signerName: "Ann O'Neil",
  signedAt: '2026-11-20T01:02:03.000Z',
  questions: QUESTIONS,
  answers,
  responseHash,
});

describe("a signer's receipt (issue 30)", () => {
  const mia = sha256('response of Mia');
  const leo = sha256('response of Leo');
  const head = sha256('chain head');

  it('quotes every answer with its question, who signed and when at the school, each response hash and the chain head', () => {
    const message = formReceiptMessage(
      {
        title: 'Zoo excursion',
        entries: [
          entry('Mia Smith', { go: 'yes', health: 'Asthma: puffer in her bag', bus: 'Early', note: '' }, mia),
          entry('Leo Smith', { go: 'no' }, leo),
        ],
        chainHead: head,
      },
      sydney,
      emailWordsIn('en', 'latn'),
      SYDNEY,
    );
    expect(message.subject).toBe('Your signed answer: Zoo excursion');
    for (const part of [message.html, message.text]) {
      expect(part).toContain(mia);
      expect(part).toContain(leo);
      expect(part).toContain(head);
      // The health answer is the signer's own: it is in their receipt.
      expect(part).toContain('Asthma: puffer in her bag');
    }
    expect(message.text).toContain(
      'For Mia Smith\nMay Mia go to the zoo?: Yes\nAllergies & <medication>: Asthma: puffer in her bag\nWhich bus?: Early\nAnything else?: No answer',
    );
    expect(message.text).toContain('For Leo Smith\nMay Mia go to the zoo?: No\nAllergies & <medication>: No answer');
    expect(message.text).toContain("Signed by Ann O'Neil on Friday 20 November 2026 at 12:02:03 pm AEDT.");
    expect(message.text).toContain(`Fingerprint of this answer (SHA-256): ${mia}`);
    expect(message.text).toContain(`Fingerprint of the form's record when you signed (SHA-256): ${head}`);
    expect(message.text).toContain('Keep this email: it is your proof of what you signed.');
    expect(message.html).toContain('Keep this email: it is your proof of what you signed.');
    // A receipt is not a newsletter: nothing to unsubscribe from.
    expect(message.html).not.toMatch(/unsubscribe<\/a>/i);
  });

  it('escapes every word the school or the signer wrote', () => {
    const message = formReceiptMessage(
      {
        title: 'Zoo <script>alert(1)</script> & "more"',
        entries: [
          {
            ...entry('Mia <b>Smith</b>', { go: 'yes', health: '<img src=x onerror=alert(2)> & bees' }, mia),
            signerName: 'Ann <i>O</i>',
          },
        ],
        chainHead: head,
      },
      sydney,
      emailWordsIn('en', 'latn'),
      SYDNEY,
    );
    expect(message.html).not.toContain('<script>alert(1)</script>');
    expect(message.html).not.toContain('<img src=x');
    expect(message.html).not.toContain('<b>Smith</b>');
    expect(message.html).not.toContain('<i>O</i>');
    expect(message.html).not.toContain('<medication>');
    expect(message.html).toContain('&lt;img src=x onerror=alert(2)&gt; &amp; bees');
    expect(message.html).toContain('Zoo &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;more&quot;');
    expect(message.html).toContain('For Mia &lt;b&gt;Smith&lt;/b&gt;');
    expect(message.html).toContain('Allergies &amp; &lt;medication&gt;');
  });

  it("is written in the signer's language, Arabic right to left, the consent answered in its words", () => {
    const message = formReceiptMessage(
      { title: 'Zoo excursion', entries: [entry('Mia Smith', { go: 'yes' }, mia)], chainHead: head },
      sydney,
      emailWordsIn('ar', 'latn'),
      SYDNEY,
    );
    expect(message.subject).toBe('إجابتكم الموقَّعة: Zoo excursion');
    expect(message.html).toMatch(/<html[^>]+dir="rtl"/);
    expect(message.text).toContain('May Mia go to the zoo?: نعم');
    expect(message.text).toContain(mia);
  });

  it('is keyed by its responses, in any order, so a replayed signature is not receipted twice', () => {
    expect(formReceiptKey(['b', 'a'])).toBe(formReceiptKey(['a', 'b', 'a']));
    expect(formReceiptKey(['a'])).not.toBe(formReceiptKey(['a', 'b']));
    expect(formReceiptKey(['a'])).toMatch(/^[0-9a-f]{40}$/);
  });
});

describe("sending a signature's receipts (issue 30)", () => {
  const head = sha256('chain head after the signature');
  const answer = (documentId: string, fields: Partial<FormResponseRow>): FormResponseRow => ({
    documentId,
    campus: 'sydney',
    form: 'form1',
    version: 1,
    student: 'mia',
    student_number: 'S100',
    signer: null,
    signer_email: null,
    signer_name: "Ann O'Neil",
    answers: { go: 'yes' },
    method: 'campus-sign-in',
    signed_at: '2026-11-20T01:02:03.000Z',
    response_hash: sha256(`response ${documentId}`),
    ...fields,
  });

  /** A run over the answers given: Ann's account has ann@example.com; what it sent is kept. */
  function receiptRun(answers: FormResponseRow[]) {
    const sent: TransactionalInput[] = [];
    const ann = person('ann', { email: 'Ann@Example.com' });
    const run: FormReceiptRun = {
      records: {
        responses: async (ids) => answers.filter((row) => ids.includes(row.documentId)),
        people: async (ids) => new Map(ids.includes('ann') ? [['ann', ann]] : []),
        version: async (form, number) => ({ form, number, title: 'Zoo excursion', questions: QUESTIONS }),
        studentNames: async () => new Map([['mia', 'Mia Smith']]),
      },
      sendTransactional: async (input) => {
        sent.push(input);
        return { status: 'sent', statisticId: `s${sent.length}` };
      },
      brandOf: async () => sydney,
      languagesOf: async () => new Map(),
      settings: { throttleRetries: 0, timeZones: { sydney: SYDNEY, armidale: SYDNEY } },
      arabicDigits: 'latn',
      log: { info: () => {}, warn: () => {}, error: () => {} },
    };
    return { run, sent };
  }

  it("goes to the signer's account address, quoting the answer's hash and the chain head after it", async () => {
    const signed = answer('r1', { signer: 'ann' });
    const { run, sent } = receiptRun([signed]);
    await sendFormReceipts({ responseIds: ['r1'], chainHead: head }, run);
    expect(sent.map((input) => [input.kind, input.to])).toEqual([[FORM_RECEIPT_KIND, 'ann@example.com']]);
    expect(sent[0]!.text).toContain(`Fingerprint of this answer (SHA-256): ${signed.response_hash}`);
    expect(sent[0]!.text).toContain(`Fingerprint of the form's record when you signed (SHA-256): ${head}`);
    expect(sent[0]!.html).toContain(signed.response_hash);
    expect(sent[0]!.html).toContain(head);
  });

  it("of an emailed link goes to the address the link was sent to, even when the signer's account has another", async () => {
    const linked = answer('r2', { signer: 'ann', signer_email: 'ann.home@example.net', method: 'emailed-link' });
    const stranger = answer('r3', { student: 'mia', signer_email: 'Sam@Example.net', method: 'emailed-link' });
    const { run, sent } = receiptRun([linked, stranger]);
    await sendFormReceipts({ responseIds: ['r2'], chainHead: head }, run);
    await sendFormReceipts({ responseIds: ['r3'], chainHead: head }, run);
    expect(sent.map((input) => input.to)).toEqual(['ann.home@example.net', 'sam@example.net']);
    expect(sent[0]!.text).toContain(linked.response_hash);
    expect(sent[1]!.text).toContain(stranger.response_hash);
  });
});

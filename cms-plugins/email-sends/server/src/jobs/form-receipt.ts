import { createHash } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  markup,
  type ArabicDigits,
  type Campus,
  type FormQuestion,
  type Language,
} from '@portal/contract';
import type { JobContext, JobKind } from '@portal/strapi-plugin-jobs/types';
import type { EmailSendsConfig } from '../config';
import { sendsOf, type TransactionalInput, type TransactionalResult } from '../services/sends';
import { getConfig } from '../utils';
import { withThrottleRetry } from '../email-sending/pacer';
import {
  formRecords,
  type FormPerson,
  type FormRecords,
  type FormResponseRow,
  type FormVersionRow,
} from '../email-sending/form-records';
import { formTime, listed } from '../email-sending/form-signer-emails';
import { bodySection, EMAIL_COLOURS, escapeHtml, renderEmail } from '../email-layout/layout';
import { campusBrandOf, type SchoolBrand } from '../email-layout/school-brand';
import { emailWordsIn, type EmailWords } from '../email-texts';
import { languagesOfAddresses, recipientIdOf } from './connections-pdf-email';

/** The email type the logs list receipts under (the contract's EMAIL_LOG_TYPES). */
export const FORM_RECEIPT_KIND = 'Form Receipt';

export interface FormReceiptPayload {
  /** The form-responses one signature stored (one per child). */
  responseIds: string[];
  /** The form's event chain's head hash right after they were stored: quoted in the receipt. */
  chainHead: string;
}

/**
 * The key of one signature's receipts, from its responses: its job's dedupe key and its emails'
 * `send_id`, so that a replayed signature (the same responses) is never receipted twice.
 */
export const formReceiptKey = (responseIds: readonly string[]) =>
  createHash('sha256')
    .update([...new Set(responseIds)].sort().join(','))
    .digest('hex')
    .slice(0, 40);

/** One child's answer as the receipt quotes it. */
export interface ReceiptEntry {
  child: string;
  /** The name as the signer typed it. */
  signerName: string;
  /** The server's time of the signature (ISO). */
  signedAt: string;
  /** The questions of the version signed, in order. */
  questions: readonly FormQuestion[];
  answers: Readonly<Record<string, string>>;
  responseHash: string;
}

/** An answer as the signer gave it: a consent's yes or no in their words, anything else as typed. */
function answerText(question: FormQuestion, answers: Readonly<Record<string, string>>, words: EmailWords): string {
  const answer = answers[question.id]?.trim();
  if (!answer) return words('noAnswer');
  if (question.kind === 'consent' && answer === 'yes') return words('answerYes');
  if (question.kind === 'consent' && answer === 'no') return words('answerNo');
  return answer;
}

const HASH_STYLE = 'font-family:Menlo,Consolas,monospace;font-size:12px;word-break:break-all';

/**
 * The signer's receipt, in their language: the form's title, per child every question with the
 * answer given (health notes too: they are the signer's own), who signed and when at the school,
 * each answer's hash, and the hash of the form's event chain right after: with those, the school's
 * stored answers and log can be checked against this email (`npm run verify-forms`). Every word
 * the school or the signer wrote is escaped.
 */
export function formReceiptMessage(
  receipt: { title: string; entries: readonly ReceiptEntry[]; chainHead: string },
  brand: SchoolBrand,
  words: EmailWords,
  timeZone: string,
) {
  const subject = words('formReceiptSubject', { title: receipt.title });
  const intro = words('formReceiptIntro', { title: receipt.title });
  const signedAt = (entry: ReceiptEntry) =>
    formTime(entry.signedAt, timeZone, words, { second: '2-digit', timeZoneName: 'short' });
  const hashHtml = (hash: string) => markup(`<code style="${HASH_STYLE}">${escapeHtml(hash)}</code>`);

  const entriesHtml = receipt.entries.map((entry) => {
    const rows = entry.questions
      .map(
        (question) =>
          `<tr><td style="padding:4px 12px 4px 0;vertical-align:top;color:${EMAIL_COLOURS.muted}" dir="auto">${escapeHtml(question.label)}</td><td style="padding:4px 0;vertical-align:top;white-space:pre-wrap" dir="auto">${escapeHtml(answerText(question, entry.answers, words))}</td></tr>`,
      )
      .join('');
    return [
      `<h2 style="font-size:18px;margin:16px 0 4px">${words.html('formReceiptFor', { child: entry.child })}</h2>`,
      `<table role="presentation" style="border-collapse:collapse;width:100%">${rows}</table>`,
      `<p>${words.html('formReceiptSigned', { name: entry.signerName, time: signedAt(entry) })}</p>`,
      `<p style="font-size:13px">${words.html('formReceiptResponseHash', { hash: hashHtml(entry.responseHash) })}</p>`,
    ].join('');
  });
  const html = [
    `<p>${words.html('formReceiptIntro', { title: receipt.title })}</p>`,
    ...entriesHtml,
    `<p style="font-size:13px">${words.html('formReceiptChainHead', { hash: hashHtml(receipt.chainHead) })}</p>`,
    `<p><strong>${words.html('formReceiptKeep')}</strong></p>`,
  ].join('');

  const entriesText = receipt.entries.flatMap((entry) => [
    '',
    words('formReceiptFor', { child: entry.child }),
    ...entry.questions.map((question) =>
      words('formReceiptAnswerText', { question: question.label, answer: answerText(question, entry.answers, words) }),
    ),
    words('formReceiptSigned', { name: entry.signerName, time: signedAt(entry) }),
    words('formReceiptResponseHash', { hash: entry.responseHash }),
  ]);
  const text = [
    intro,
    ...entriesText,
    '',
    words('formReceiptChainHead', { hash: receipt.chainHead }),
    '',
    words('formReceiptKeep'),
  ].join('\n');
  return {
    subject,
    ...renderEmail(brand, {
      words,
      subject,
      heading: subject,
      preview: intro,
      body: bodySection(`<mj-text>${html}</mj-text>`),
      text,
      unsubscribeUrl: null,
    }),
  };
}

/**
 * Where an answer's receipt goes: an emailed link's to the address the link was sent to (which
 * signed it), even when that carer's account has another (its address only when the answer has
 * none); any other to the signer's account's address.
 */
export function receiptAddressOf(
  response: Pick<FormResponseRow, 'method' | 'signer_email'>,
  person: Pick<FormPerson, 'email'> | null | undefined,
): string | null {
  const address =
    response.method === 'emailed-link' ? response.signer_email || person?.email : person ? person.email : response.signer_email;
  return address?.trim().toLowerCase() || null;
}

/** What sending a signature's receipts works with: the records, the transactional path, the school's look and the settings. */
export interface FormReceiptRun {
  records: Pick<FormRecords, 'responses' | 'people' | 'version' | 'studentNames'>;
  sendTransactional(input: TransactionalInput): Promise<TransactionalResult>;
  brandOf(campus: Campus): Promise<SchoolBrand>;
  /** The languages of the campus's people with these addresses (for a signer without an account). */
  languagesOf(campus: Campus, addresses: readonly string[]): Promise<Map<string, Language>>;
  settings: Pick<EmailSendsConfig['emailSending'], 'throttleRetries' | 'timeZones'>;
  arabicDigits: ArabicDigits;
  log: JobContext['log'];
}

/**
 * The receipts of one signature: one email per distinct signer address among its responses
 * (receiptAddressOf), listing the children it answered for, through the transactional path,
 * type 'Form Receipt', once per (signature, address).
 */
export async function sendFormReceipts({ responseIds, chainHead }: FormReceiptPayload, run: FormReceiptRun): Promise<void> {
  const { records, settings, log } = run;
  const responses = await records.responses(responseIds);
  if (responses.length === 0) return;
  const people = await records.people([...new Set(responses.flatMap((response) => (response.signer ? [response.signer] : [])))]);
  const byAddress = new Map<string, { language: Language | null; responses: FormResponseRow[] }>();
  for (const response of responses) {
    const person = response.signer ? people.get(response.signer) : null;
    const address = receiptAddressOf(response, person);
    if (!address) {
      log.warn(`Response ${response.documentId}: its signer has no address, no receipt sent.`);
      continue;
    }
    const receipt = byAddress.get(address) ?? {
      language: person && isLanguage(person.language) ? person.language : null,
      responses: [],
    };
    receipt.responses.push(response);
    byAddress.set(address, receipt);
  }

  const versions = new Map<string, FormVersionRow | null>();
  for (const response of responses) {
    const key = `${response.form}:${response.version}`;
    if (!versions.has(key)) versions.set(key, await records.version(response.form, response.version));
  }
  const children = await records.studentNames([...new Set(responses.map((response) => response.student))]);
  const sendId = `form-receipt-${formReceiptKey(responseIds)}`;
  let sent = 0;
  for (const [address, receipt] of byAddress) {
    const entries = receipt.responses.flatMap((response) => {
      const version = versions.get(`${response.form}:${response.version}`);
      if (!version) return [];
      return [
        {
          version,
          entry: {
            child: children.get(response.student) ?? response.student_number,
            signerName: response.signer_name,
            signedAt: response.signed_at,
            questions: version.questions,
            answers: response.answers ?? {},
            responseHash: response.response_hash,
          },
        },
      ];
    });
    if (entries.length === 0) {
      log.warn(`Receipt ${sendId}: no version of the form signed, nothing sent to ${recipientIdOf(address)}.`);
      continue;
    }
    const campus = receipt.responses[0]!.campus;
    const language = receipt.language ?? (await run.languagesOf(campus, [address])).get(address) ?? DEFAULT_LANGUAGE;
    const message = formReceiptMessage(
      { title: entries[0]!.version.title, entries: entries.map(({ entry }) => entry), chainHead },
      await run.brandOf(campus),
      emailWordsIn(language, run.arabicDigits),
      settings.timeZones[campus],
    );
    const result = await withThrottleRetry(
      () =>
        run.sendTransactional({
          kind: FORM_RECEIPT_KIND,
          campus,
          to: address,
          ...message,
          tags: { send_id: sendId, recipient_id: recipientIdOf(address) },
          details: {
            ...(receipt.responses[0]!.signer ? { user_id: receipt.responses[0]!.signer } : {}),
            user_name: receipt.responses[0]!.signer_name,
            student_id: listed(receipt.responses.map((response) => response.student_number)),
            student_name: listed(entries.map(({ entry }) => entry.child)),
          },
        }),
      settings.throttleRetries,
    );
    if (result.status === 'sent') sent += 1;
  }
  log.info(`Receipt ${sendId}: ${sent} of ${byAddress.size} address(es) emailed.`);
}

/** The receipts of one signature, queued with it (services/email-sending.ts queueFormReceipt). */
export const formReceiptJob: JobKind<FormReceiptPayload> = {
  name: 'form-receipt',
  maxAttempts: 5,

  async run(payload, { strapi, log }) {
    const { emailSending: settings, arabicDigits } = getConfig(strapi);
    const sends = sendsOf(strapi);
    await sendFormReceipts(payload, {
      records: formRecords(strapi),
      sendTransactional: (input) => sends.sendTransactional(input),
      brandOf: (campus) => campusBrandOf(strapi, campus),
      languagesOf: (campus, addresses) => languagesOfAddresses(strapi, campus, addresses),
      settings,
      arabicDigits,
      log,
    });
  },
};

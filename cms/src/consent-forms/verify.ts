import type { Core } from '@strapi/strapi';
import { declines } from '@portal/contract';
import {
  CHAIN_START,
  contentHashOf,
  eventHashOf,
  responseEvidenceOf,
  responseHashOf,
  shownHashOf,
  translationHashOf,
} from './evidence';
import {
  CONSENT_FORM,
  FORM_EVENT,
  FORM_RESPONSE,
  FORM_TRANSLATION,
  FORM_VERSION,
  isoOf,
  type ConsentFormRecord,
  type FormEventRecord,
  type FormResponseRecord,
  type FormTranslationRecord,
  type FormVersionRecord,
} from './records';

/**
 * The check behind `npm run verify-forms` (issue 30): recompute every hash of a form's evidence
 * from the stored rows, and hold it against the receipts signers were emailed.
 *
 * The chain alone proves nothing to someone who could rewrite the database: they could change an
 * answer, recompute its hash, its event and every event after it. A receipt is the copy outside
 * the database: the answer's hash and the chain's head when it was signed. Its answer must still
 * be stored with that very hash, and its head must still be an event of the chain.
 */

/** A signer's receipt: the answer's hash and the chain head it quoted. */
export type Receipt = { responseHash: string; chainHead: string };

export type FormEvidence = {
  form: Pick<ConsentFormRecord, 'documentId' | 'title' | 'version' | 'content_hash'>;
  versions: FormVersionRecord[];
  /** The versions' machine translations (none when machine translation was off). */
  translations: FormTranslationRecord[];
  responses: FormResponseRecord[];
  events: FormEventRecord[];
};

const HASH = /^[0-9a-f]{64}$/;

/** `<response_hash>:<chain_head>` as the receipt email gives them; null when it is not two SHA-256 hashes. */
export function parseReceipt(text: string): Receipt | null {
  const [responseHash, chainHead, ...rest] = text.trim().toLowerCase().split(':');
  if (rest.length > 0 || !responseHash || !chainHead || !HASH.test(responseHash) || !HASH.test(chainHead)) return null;
  return { responseHash, chainHead };
}

/** A hash as people compare it by eye: its first 12 characters. */
const short = (hash: string) => `${hash.slice(0, 12)}…`;

/** The events that log an answer with its hash: a signature, a change, a paper answer staff recorded. */
const SIGNING_KINDS = new Set(['signed', 'changed', 'paper']);

/** What a signature's event says it logged: the answer and its hash. */
const loggedAnswerOf = (event: FormEventRecord): { response: string; responseHash: string } | null => {
  if (!SIGNING_KINDS.has(event.kind)) return null;
  const { response, response_hash: responseHash } = (event.details ?? {}) as { response?: unknown; response_hash?: unknown };
  return typeof response === 'string' && typeof responseHash === 'string' ? { response, responseHash } : null;
};

/** The events that log a version with its hash: its publication, and each edit of the published form. */
const VERSION_KINDS = new Set(['published', 'edited']);

/** What a publication or an edit says it logged: the version's number and hash (a draft's edits log no hash). */
const loggedVersionOf = (event: FormEventRecord): { version: number; contentHash: string } | null => {
  if (!VERSION_KINDS.has(event.kind)) return null;
  const { version, content_hash: contentHash } = (event.details ?? {}) as { version?: unknown; content_hash?: unknown };
  return typeof version === 'number' && typeof contentHash === 'string' ? { version, contentHash } : null;
};

/** A detail of an event that names a row (`response`, `replaces`), when it is a string. */
const namedIn = (event: FormEventRecord, detail: string): string | null => {
  const value = (event.details ?? {})[detail];
  return typeof value === 'string' ? value : null;
};

/** Every problem found with a form's evidence, each a sentence; none when it all holds. */
export function verifyFormEvidence(evidence: FormEvidence, receipts: readonly Receipt[] = []): string[] {
  const problems: string[] = [];
  const { form, versions, responses } = evidence;
  const events = [...evidence.events].sort((a, b) => a.seq - b.seq);

  const versionByNumber = new Map(versions.map((version) => [version.number, version]));
  for (const version of versions) {
    if (contentHashOf(version) !== version.content_hash) {
      problems.push(
        `Version ${version.number} of the form has been changed since it was published: its text, questions or attachments no longer match its hash.`,
      );
    }
  }
  // A version rewritten with its hash recomputed still matches itself: the log's copy of the hash tells.
  const loggedVersions = new Map(
    events.map(loggedVersionOf).flatMap((logged) => (logged ? [[logged.version, logged.contentHash] as const] : [])),
  );
  for (const version of versions) {
    const logged = loggedVersions.get(version.number);
    if (logged === undefined) {
      problems.push(`Version ${version.number} of the form is not in the form's log: it was added afterwards.`);
    } else if (logged !== version.content_hash) {
      problems.push(
        `Version ${version.number} of the form is stored with another hash than the one the log recorded when it was published: it was rewritten.`,
      );
    }
  }
  for (const number of loggedVersions.keys()) {
    if (!versionByNumber.has(number))
      problems.push(`The log records version ${number} of the form, which is no longer stored: it has been removed.`);
  }
  if (form.version > 0 && versionByNumber.get(form.version)?.content_hash !== form.content_hash) {
    problems.push(`The form's current hash is not that of its version ${form.version} as stored.`);
  }

  // Each machine translation: its texts still those it was made with, made from its version's English.
  const translationOfAnswer = new Map<string, FormTranslationRecord>();
  for (const translation of evidence.translations) {
    const name = `The machine translation into ${translation.language} of version ${translation.version}`;
    if (translationHashOf(translation) !== translation.content_hash)
      problems.push(`${name} has been changed since it was made: its text or questions no longer match its hash.`);
    if (versionByNumber.get(translation.version)?.content_hash !== translation.source_hash)
      problems.push(`${name} was not made from that version as stored.`);
    translationOfAnswer.set(`${translation.version}:${translation.language}:${translation.content_hash}`, translation);
  }

  // The chain: numbered 1, 2, 3…, each event naming the hash of the one before, each hash its contents'.
  let previous = CHAIN_START;
  let previousSeq = 0;
  for (const event of events) {
    if (event.seq !== previousSeq + 1) {
      problems.push(`The log skips from event ${previousSeq} to event ${event.seq}: the events between have been removed.`);
    }
    if (event.previous_hash !== previous) {
      problems.push(
        `Event ${event.seq} (${event.kind}) does not follow the event before it: the log has been changed or reordered there.`,
      );
    }
    const recomputed = eventHashOf(event.previous_hash, {
      form: event.form,
      seq: event.seq,
      kind: event.kind,
      at: isoOf(event.at),
      actor: event.actor,
      details: event.details,
    });
    if (recomputed !== event.hash) {
      problems.push(
        `Event ${event.seq} (${event.kind} at ${isoOf(event.at)}) has been changed: its contents no longer match its hash.`,
      );
    }
    previous = event.hash;
    previousSeq = event.seq;
  }

  const logged = events.map(loggedAnswerOf).filter((answer) => answer !== null);
  const loggedHashes = new Set(logged.map((answer) => answer.responseHash));
  const storedIds = new Set(responses.map((response) => response.documentId));
  const recomputedHashes = new Set<string>();
  // What the log says happened to each answer since: the event that logged it, its withdrawal, its replacement.
  const loggingEvent = new Map<string, FormEventRecord>();
  const withdrawal = new Map<string, FormEventRecord>();
  const replacement = new Map<string, FormEventRecord>();
  for (const event of events) {
    const response = namedIn(event, 'response');
    if (!response) continue;
    if (SIGNING_KINDS.has(event.kind)) {
      loggingEvent.set(response, event);
      const replaced = namedIn(event, 'replaces');
      if (replaced) replacement.set(replaced, event);
    } else if (event.kind === 'withdrawn') {
      withdrawal.set(response, event);
    }
  }

  for (const response of responses) {
    const who = `The answer ${response.documentId} (student ${response.student_number || response.student}, signed by ${response.signer_name} at ${isoOf(response.signed_at)})`;
    const recomputed = responseHashOf(responseEvidenceOf(response));
    recomputedHashes.add(recomputed);
    if (recomputed !== response.response_hash)
      problems.push(`${who} has been changed since it was signed: its contents no longer match its hash.`);
    if (shownHashOf(response) !== response.shown_hash)
      problems.push(`${who} no longer records what the signer was shown: its statement or version hash was changed.`);
    if (
      response.translation_hash &&
      !translationOfAnswer.has(`${response.version}:${response.shown_language}:${response.translation_hash}`)
    ) {
      problems.push(
        `${who} was signed beside a machine translation into ${response.shown_language} that is no longer stored with the hash it was shown with.`,
      );
    }
    if (versionByNumber.get(response.version)?.content_hash !== response.content_hash) {
      problems.push(
        `${who} names version ${response.version} of the form, which is not stored with the hash it was signed with.`,
      );
    }
    if (!logged.some((answer) => answer.response === response.documentId && answer.responseHash === response.response_hash)) {
      problems.push(`${who} is not in the form's log with its hash: it was changed or added afterwards.`);
    }
    problems.push(
      ...markProblemsOf(response, who, versionByNumber.get(response.version), { loggingEvent, withdrawal, replacement }),
    );
  }
  for (const answer of logged) {
    if (!storedIds.has(answer.response)) {
      problems.push(
        `The log records the answer ${answer.response} (hash ${short(answer.responseHash)}), which is no longer stored: it has been removed.`,
      );
    }
  }

  const eventHashes = new Set(events.map((event) => event.hash));
  for (const receipt of receipts) {
    const name = `The receipt of the answer with hash ${short(receipt.responseHash)}`;
    if (!recomputedHashes.has(receipt.responseHash)) {
      problems.push(`${name}: no stored answer has this hash any more, so the answer it proves has been changed or removed.`);
    } else if (!loggedHashes.has(receipt.responseHash)) {
      problems.push(`${name}: the answer is stored but its signature is not in the form's log.`);
    }
    if (!eventHashes.has(receipt.chainHead)) {
      problems.push(
        `${name}: its chain head ${short(receipt.chainHead)} is no longer in the form's log, so the log has been rewritten since it was signed.`,
      );
    }
  }
  return problems;
}

/**
 * The fields of an answer its hash leaves out but staff read (signed yes or no, withdrawn,
 * replaced, who recorded a paper and their note), held against its answers and the form's log:
 * each was written with an event, or follows from the answers, so none can be changed alone.
 */
function markProblemsOf(
  response: FormResponseRecord,
  who: string,
  version: FormVersionRecord | undefined,
  log: Record<'loggingEvent' | 'withdrawal' | 'replacement', ReadonlyMap<string, FormEventRecord>>,
): string[] {
  const problems: string[] = [];
  const id = response.documentId;
  if (version && declines(version.questions, response.answers) !== response.declined) {
    problems.push(
      `${who} is marked "signed ${response.declined ? 'no' : 'yes'}", but its answers ${response.declined ? 'give' : 'refuse'} consent: the mark was changed.`,
    );
  }

  const withdrawn = log.withdrawal.get(id);
  if (response.withdrawn_at && !withdrawn) {
    problems.push(`${who} is marked withdrawn at ${isoOf(response.withdrawn_at)}, but the form's log has no withdrawal of it.`);
  } else if (response.withdrawn_at && withdrawn && isoOf(withdrawn.at) !== isoOf(response.withdrawn_at)) {
    problems.push(
      `${who} is marked withdrawn at ${isoOf(response.withdrawn_at)}, but the form's log has it withdrawn at ${isoOf(withdrawn.at)}.`,
    );
  } else if (!response.withdrawn_at && withdrawn) {
    problems.push(`${who} was withdrawn (event ${withdrawn.seq}), but is no longer marked withdrawn.`);
  }

  const replaced = log.replacement.get(id);
  const replacedBy = replaced && namedIn(replaced, 'response');
  if (response.superseded_by && replacedBy !== response.superseded_by) {
    problems.push(
      `${who} is marked replaced by the answer ${response.superseded_by}, but the form's log records no such change.`,
    );
  } else if (!response.superseded_by && replaced) {
    problems.push(`${who} was replaced by the answer ${replacedBy} (event ${replaced.seq}), but is no longer marked replaced.`);
  }

  // Only a paper answer's event names who recorded it and their note; every other answer has neither.
  const logging = log.loggingEvent.get(id);
  if (logging) {
    const recordedBy = namedIn(logging, 'recorded_by');
    const note = namedIn(logging, 'note');
    if ((response.recorded_by ?? null) !== recordedBy)
      problems.push(
        `${who} names ${response.recorded_by ?? 'nobody'} as recording it, but the form's log names ${recordedBy ?? 'nobody'}.`,
      );
    if ((response.note ?? null) !== note)
      problems.push(`${who} has another note than the one the form's log recorded with it: the note was changed.`);
  }
  return problems;
}

/** A form's evidence as stored: the form, its versions and their translations, its answers (all of them, private evidence included) and its log. */
export async function loadFormEvidence(strapi: Core.Strapi, formId: string): Promise<FormEvidence | null> {
  const form = (await strapi.db.query(CONSENT_FORM).findOne({
    where: { documentId: formId },
    select: ['documentId', 'title', 'version', 'content_hash'],
  })) as FormEvidence['form'] | null;
  if (!form) return null;
  const versions = (await strapi.db
    .query(FORM_VERSION)
    .findMany({ where: { form: formId }, orderBy: { number: 'asc' } })) as FormVersionRecord[];
  const translations = (await strapi.db
    .query(FORM_TRANSLATION)
    .findMany({ where: { form: formId }, orderBy: [{ version: 'asc' }, { language: 'asc' }] })) as FormTranslationRecord[];
  const responses = (await strapi.db
    .query(FORM_RESPONSE)
    .findMany({ where: { form: formId }, orderBy: { id: 'asc' } })) as FormResponseRecord[];
  const events = (await strapi.db
    .query(FORM_EVENT)
    .findMany({ where: { form: formId }, orderBy: { seq: 'asc' } })) as FormEventRecord[];
  return { form, versions, translations, responses, events };
}

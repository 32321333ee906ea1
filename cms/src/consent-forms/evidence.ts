import { createHash } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import type { FormAttachment, FormQuestion } from '@portal/contract';
import { FORM_EVENT, isoOf, type FormEventKind, type FormEventRecord, type FormResponseRecord } from './records';

/**
 * The evidence of permission forms (issue 30): what makes a signature count. Everything hashed
 * is canonical JSON (keys sorted at every depth, no spaces), so a hash can be recomputed from
 * the stored rows by anyone, in any language, and comes out the same whatever order a database
 * hands JSON keys back in. Hashes are SHA-256, in lower-case hex.
 */

/** The previous hash of a form's first event. */
export const CHAIN_START = '0'.repeat(64);

/** JSON with every object's keys in code-unit order and no spaces; undefined members are left out, as JSON.stringify does. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

function sortedKeys(value: unknown): unknown {
  if (value && typeof value === 'object' && 'toJSON' in value && typeof value.toJSON === 'function')
    return sortedKeys(value.toJSON());
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, member]) => member !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([key, member]) => [key, sortedKeys(member)]));
  }
  return value;
}

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** The part of an attachment a version's hash covers: its name, size and the SHA-256 of its bytes (nothing a database adds). */
const attachmentEvidenceOf = ({ name, size, sha256 }: FormAttachment) => ({ name, size, sha256 });

/**
 * A version's hash: exactly the text, questions and PDF attachments a signer is shown. The
 * attachments (in their order, each by the hash of its bytes) enter only when there are some:
 * a version without any hashes exactly as versions did before forms had attachments, so the
 * evidence of those still verifies.
 */
export const contentHashOf = (version: {
  title: string;
  body: string;
  questions: readonly FormQuestion[];
  attachments?: readonly FormAttachment[] | null;
}): string =>
  sha256Hex(
    canonicalJson({
      title: version.title,
      body: version.body,
      questions: version.questions,
      attachments: version.attachments?.length ? version.attachments.map(attachmentEvidenceOf) : undefined,
    }),
  );

/**
 * A version's machine translation's hash: its texts as shown (title, body, each question's id,
 * label and options), the language, and the hash of the English version they were made from, so
 * that a translation names the very English it stands beside.
 */
export const translationHashOf = (translation: {
  source_hash: string;
  language: string;
  title: string;
  body: string;
  questions: readonly { id: string; label: string; options?: readonly string[] | undefined }[];
}): string =>
  sha256Hex(
    canonicalJson({
      source_hash: translation.source_hash,
      language: translation.language,
      title: translation.title,
      body: translation.body,
      questions: translation.questions,
    }),
  );

/**
 * What one signer saw: the version's hash and the statement naming them and the child, and the
 * hash of the machine translation shown beside them when there was one. Without one, the hash is
 * exactly what it was before translations were shown (the member is left out, not null).
 */
export const shownHashOf = (shown: { content_hash: string; statement: string; translation_hash?: string | null }): string =>
  sha256Hex(
    canonicalJson({
      content_hash: shown.content_hash,
      statement: shown.statement,
      translation_hash: shown.translation_hash ?? undefined,
    }),
  );

/** The fields of an answer its hash covers, times as ISO strings. */
export type ResponseEvidence = {
  form: string;
  version: number;
  content_hash: string;
  shown_hash: string;
  student: string;
  signer: string | null;
  signer_email: string | null;
  signer_name: string;
  answers: Readonly<Record<string, string>>;
  method: string;
  signed_at: string;
  device_time: string | null;
  ip: string | null;
  user_agent: string | null;
  client_key: string;
  /** The machine translation shown beside the English: only on an answer given with one. */
  shown_language?: string;
  translation_hash?: string;
};

/** The evidence of a stored answer (or of one about to be stored), its times normalised as they are hashed. */
export const responseEvidenceOf = (
  row: Pick<
    FormResponseRecord,
    Exclude<keyof ResponseEvidence, 'signed_at' | 'device_time' | 'shown_language' | 'translation_hash'>
  > & {
    signed_at: Date | string;
    device_time: Date | string | null;
    shown_language?: string | null;
    translation_hash?: string | null;
  },
): ResponseEvidence => ({
  form: row.form,
  version: row.version,
  content_hash: row.content_hash,
  shown_hash: row.shown_hash,
  student: row.student,
  signer: row.signer ?? null,
  signer_email: row.signer_email ?? null,
  signer_name: row.signer_name,
  answers: row.answers,
  method: row.method,
  signed_at: isoOf(row.signed_at),
  device_time: row.device_time === null || row.device_time === undefined ? null : isoOf(row.device_time),
  ip: row.ip ?? null,
  user_agent: row.user_agent ?? null,
  client_key: row.client_key,
  // Only when a translation was shown: an answer without one hashes as answers did before translations.
  ...(row.translation_hash ? { shown_language: row.shown_language ?? '', translation_hash: row.translation_hash } : {}),
});

export const responseHashOf = (evidence: ResponseEvidence): string => sha256Hex(canonicalJson(evidence));

/** The fields of an event its hash covers, its time as an ISO string. */
export type EventEvidence = { form: string; seq: number; kind: FormEventKind; at: string; actor: string; details: unknown };

/** An event's hash chains it to the one before: changing, removing or reordering any earlier event changes every hash after it. */
export const eventHashOf = (previousHash: string, event: EventEvidence): string =>
  sha256Hex(
    `${previousHash}\n${canonicalJson({ form: event.form, seq: event.seq, kind: event.kind, at: event.at, actor: event.actor, details: event.details })}`,
  );

export type NewFormEvent = { form: string; kind: FormEventKind; actor: string; details: Record<string, unknown>; at: Date };

/** Appends tried before giving up: each retry follows another writer's append to the same form (where nothing queues them). */
const APPEND_ATTEMPTS = 20;

/** A unique index refused the row (PostgreSQL's unique violation; SQLite's unique or primary key constraint). */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
};

/**
 * Appends an event to its form's chain, in the caller's transaction (or a transaction of its own).
 * The next number and the previous hash are read from the form's last event; two writers that
 * read the same last event both try the same number, and the unique index (form, seq) lets only
 * one in: the other, once the first has committed, reads again and appends after it. Each try
 * runs under a savepoint, so that a refused insert leaves the caller's transaction usable
 * (PostgreSQL aborts a whole transaction on an error otherwise).
 *
 * On PostgreSQL the form's writers queue instead (a lock per form, held until the transaction
 * ends): under a burst of views and signatures of one form, a writer racing the others could lose
 * more often than it retries, and a signer would be answered with an error. SQLite has one writer
 * at a time already.
 */
export async function appendFormEvent(strapi: Core.Strapi, event: NewFormEvent): Promise<FormEventRecord> {
  return strapi.db.transaction(async ({ trx }) => {
    if (strapi.db.dialect.client === 'postgres')
      await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`form-event:${event.form}`]);
    const events = strapi.db.query(FORM_EVENT);
    for (let attempt = 1; ; attempt += 1) {
      await trx.raw('SAVEPOINT form_event_append');
      try {
        const last = (await events.findOne({
          where: { form: event.form },
          select: ['seq', 'hash'],
          orderBy: { seq: 'desc' },
        })) as Pick<FormEventRecord, 'seq' | 'hash'> | null;
        const seq = (last?.seq ?? 0) + 1;
        const previousHash = last?.hash ?? CHAIN_START;
        const at = event.at.toISOString();
        const hash = eventHashOf(previousHash, {
          form: event.form,
          seq,
          kind: event.kind,
          at,
          actor: event.actor,
          details: event.details,
        });
        const row = (await events.create({
          data: {
            form: event.form,
            seq,
            kind: event.kind,
            at: event.at,
            actor: event.actor,
            details: event.details,
            previous_hash: previousHash,
            hash,
          },
        })) as FormEventRecord;
        await trx.raw('RELEASE SAVEPOINT form_event_append');
        return row;
      } catch (error) {
        await trx.raw('ROLLBACK TO SAVEPOINT form_event_append');
        if (!isUniqueViolation(error) || attempt >= APPEND_ATTEMPTS) throw error;
      }
    }
  });
}

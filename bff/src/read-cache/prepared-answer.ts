import { createHash } from 'node:crypto';
import { wrapRecords } from '@portal/contract';

/**
 * An answer already in its envelope, serialised and tagged: what the envelope and
 * jsonAnswers would otherwise do on every request. Routes whose answer depends only on a
 * cached set and a few request values keep these, so a hot read costs a lookup.
 */
/** A weak ETag of exactly these bytes (jsonAnswers tags answers not prepared the same way). */
export function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url')}"`;
}

export class PreparedAnswer {
  readonly json: string;
  readonly etag: string;
  #bytes: Buffer | undefined;

  constructor(records: unknown) {
    this.json = JSON.stringify(wrapRecords(records));
    this.etag = etagOf(this.json);
  }

  /** The JSON as UTF-8, encoded on first use: an answer sent as it is (not compressed) is sent many times. */
  get bytes(): Buffer {
    this.#bytes ??= Buffer.from(this.json);
    return this.#bytes;
  }
}

const MAX_PER_SOURCE = 500;

type Kept = { answer: PreparedAnswer; validUntil: number };

/**
 * Prepared answers per cached set: a set is replaced (not changed) when a change event
 * reloads it, so keying by the set object drops every answer made from an old one, and the
 * garbage collector takes them with it. `validUntil` covers what time changes without an
 * event (a post whose window opens or closes).
 */
export function createAnswerMemo() {
  const bySource = new WeakMap<object, Map<string, Kept>>();
  return function answerFor(source: object, key: string, now: number, build: () => { records: unknown; validUntil?: number }): PreparedAnswer {
    let answers = bySource.get(source);
    if (!answers) {
      answers = new Map();
      bySource.set(source, answers);
    }
    const kept = answers.get(key);
    if (kept && kept.validUntil > now) return kept.answer;
    const { records, validUntil = Infinity } = build();
    const answer = new PreparedAnswer(records);
    if (answers.size >= MAX_PER_SOURCE) answers.delete(answers.keys().next().value!);
    answers.set(key, { answer, validUntil });
    return answer;
  };
}

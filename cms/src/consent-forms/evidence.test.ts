import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  CHAIN_START,
  canonicalJson,
  contentHashOf,
  eventHashOf,
  isUniqueViolation,
  responseEvidenceOf,
  responseHashOf,
  shownHashOf,
} from './evidence';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('canonical JSON', () => {
  it('sorts the keys of every object, at every depth, and has no spaces', () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: true, y: null }], c: 'x y' } })).toBe(
      '{"a":{"c":"x y","d":[3,{"y":null,"z":true}]},"b":1}',
    );
  });

  it('is the same whatever order the keys come in, as a database may hand JSON back', () => {
    expect(canonicalJson({ title: 'T', questions: [{ label: 'L', id: 'q' }] })).toBe(
      canonicalJson({ questions: [{ id: 'q', label: 'L' }], title: 'T' }),
    );
  });

  it('keeps the order of arrays, leaves undefined members out and writes dates as ISO strings', () => {
    expect(canonicalJson({ list: ['b', 'a'], gone: undefined, at: new Date('2025-03-04T05:06:07.089Z') })).toBe(
      '{"at":"2025-03-04T05:06:07.089Z","list":["b","a"]}',
    );
  });

  it('orders keys by code unit, not by locale', () => {
    expect(canonicalJson({ b: 1, B: 2, ä: 3, a: 4 })).toBe('{"B":2,"a":4,"b":1,"ä":3}');
  });
});

describe('the hashes of a form', () => {
  const questions = [{ id: 'consent', kind: 'consent' as const, label: 'I agree', required: true }];

  it('hash a version as SHA-256 of its canonical title, body and questions', () => {
    expect(contentHashOf({ title: 'Excursion', body: '<p>Museum</p>', questions })).toBe(
      sha256(
        '{"body":"<p>Museum</p>","questions":[{"id":"consent","kind":"consent","label":"I agree","required":true}],"title":"Excursion"}',
      ),
    );
  });

  it('hash what a signer saw: the version and the statement naming them', () => {
    const contentHash = contentHashOf({ title: 'Excursion', body: '<p>Museum</p>', questions });
    expect(shownHashOf({ content_hash: contentHash, statement: 'I agree: I, Jordan Taylor…' })).toBe(
      sha256(`{"content_hash":"${contentHash}","statement":"I agree: I, Jordan Taylor…"}`),
    );
    expect(shownHashOf({ content_hash: contentHash, statement: 'I agree: I, Sam Wilson…' })).not.toBe(
      shownHashOf({ content_hash: contentHash, statement: 'I agree: I, Jordan Taylor…' }),
    );
  });
});

describe('the hash of an answer', () => {
  const answer = {
    form: 'form1',
    version: 1,
    content_hash: 'c'.repeat(64),
    shown_hash: 's'.repeat(64),
    student: 'student1',
    signer: 'carer1',
    signer_email: null,
    signer_name: 'Jordan Taylor',
    answers: { consent: 'yes' },
    method: 'campus-sign-in' as const,
    signed_at: new Date('2025-05-01T09:30:00.000Z'),
    device_time: '2025-05-01T19:29:58.120+10:00',
    ip: '203.0.113.10',
    user_agent: 'Safari',
    client_key: 'client:student1',
  };

  it('covers the times as instants, however they were written', () => {
    const stored = { ...answer, signed_at: '2025-05-01T09:30:00.000Z', device_time: new Date('2025-05-01T09:29:58.120Z') };
    expect(responseHashOf(responseEvidenceOf(stored))).toBe(responseHashOf(responseEvidenceOf(answer)));
  });

  it('changes with any answer, the signer, the time or where it came from', () => {
    const hash = responseHashOf(responseEvidenceOf(answer));
    for (const changed of [
      { answers: { consent: 'no' } },
      { signer_name: 'Jordan Tailor' },
      { signed_at: new Date('2025-05-01T09:30:00.001Z') },
      { ip: '203.0.113.11' },
      { user_agent: 'Chrome' },
      { client_key: 'other:student1' },
    ]) {
      expect(responseHashOf(responseEvidenceOf({ ...answer, ...changed })), JSON.stringify(changed)).not.toBe(hash);
    }
  });
});

describe('the chain of a form’s events', () => {
  const event = (seq: number, kind: 'created' | 'published' | 'signed', details: Record<string, unknown> = {}) => ({
    form: 'form1',
    seq,
    kind,
    at: `2025-05-0${seq}T00:00:00.000Z`,
    actor: 'admin1',
    details,
  });

  it('starts from 64 zeros and hashes the previous hash, a newline and the canonical event', () => {
    const first = event(1, 'created', { title: 'Excursion' });
    expect(CHAIN_START).toBe('0'.repeat(64));
    expect(eventHashOf(CHAIN_START, first)).toBe(
      sha256(
        `${CHAIN_START}\n{"actor":"admin1","at":"2025-05-01T00:00:00.000Z","details":{"title":"Excursion"},"form":"form1","kind":"created","seq":1}`,
      ),
    );
  });

  it('changes every later hash when an earlier event changes', () => {
    const chain = (firstTitle: string) => {
      const first = eventHashOf(CHAIN_START, event(1, 'created', { title: firstTitle }));
      const second = eventHashOf(first, event(2, 'published'));
      return eventHashOf(second, event(3, 'signed', { response: 'r1' }));
    };
    expect(chain('Excursion')).not.toBe(chain('Excursion!'));
  });
});

describe('a unique index refusing a row', () => {
  it('is recognised on PostgreSQL and SQLite, and nothing else is', () => {
    expect(isUniqueViolation(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }))).toBe(
      true,
    );
    expect(isUniqueViolation(Object.assign(new Error('not null'), { code: '23502' }))).toBe(false);
    expect(isUniqueViolation(new Error('timeout'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});

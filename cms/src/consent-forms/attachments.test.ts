import { createHash } from 'node:crypto';
import type { FormAttachment, FormQuestion } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CHAIN_START, contentHashOf, eventHashOf } from './evidence';
import type { FormEventRecord, FormVersionRecord } from './records';
import { verifyFormEvidence } from './verify';

// The PDFs attached to a form are part of what its signers are shown: a version's hash covers
// each one's name, size and the SHA-256 of its bytes. A version without any must hash exactly as
// versions did before attachments, or the evidence already stored would stop verifying.

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const questions: FormQuestion[] = [{ id: 'consent', kind: 'consent', label: 'I agree', required: true }];
const text = { title: 'Excursion', body: '<p>Museum</p>', questions };
/** The canonical JSON of that text, as versions were hashed before attachments. */
const TEXT_JSON =
  '"body":"<p>Museum</p>","questions":[{"id":"consent","kind":"consent","label":"I agree","required":true}],"title":"Excursion"';

const itinerary: FormAttachment = { name: 'Itinerary.pdf', size: 245_760, sha256: 'a'.repeat(64) };
const medical: FormAttachment = { name: 'Medical form.pdf', size: 98_304, sha256: 'b'.repeat(64) };

describe('the hash of a version with attachments', () => {
  it('is the hash of before when there are none: no attachments, null (a row written before them) or an empty list', () => {
    const before = sha256(`{${TEXT_JSON}}`);
    expect(contentHashOf(text)).toBe(before);
    expect(contentHashOf({ ...text, attachments: null })).toBe(before);
    expect(contentHashOf({ ...text, attachments: [] })).toBe(before);
  });

  it('covers each attachment’s name, size and SHA-256, in their order', () => {
    expect(contentHashOf({ ...text, attachments: [itinerary] })).toBe(
      sha256(`{"attachments":[{"name":"Itinerary.pdf","sha256":"${'a'.repeat(64)}","size":245760}],${TEXT_JSON}}`),
    );
    const hashes = [
      contentHashOf(text),
      contentHashOf({ ...text, attachments: [itinerary] }),
      contentHashOf({ ...text, attachments: [itinerary, medical] }),
      contentHashOf({ ...text, attachments: [medical, itinerary] }),
      contentHashOf({ ...text, attachments: [{ ...itinerary, name: 'Itinerary v2.pdf' }] }),
      contentHashOf({ ...text, attachments: [{ ...itinerary, size: itinerary.size + 1 }] }),
      contentHashOf({ ...text, attachments: [{ ...itinerary, sha256: 'c'.repeat(64) }] }),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('covers nothing else a stored attachment may carry, whatever order its keys come back in', () => {
    const asStored = { sha256: itinerary.sha256, id: 7, size: itinerary.size, name: itinerary.name } as FormAttachment;
    expect(contentHashOf({ ...text, attachments: [asStored] })).toBe(contentHashOf({ ...text, attachments: [itinerary] }));
  });
});

describe('verifying a form with attachments', () => {
  const stamps = { id: 1, createdAt: '2025-05-01T00:00:00.000Z', updatedAt: '2025-05-01T00:00:00.000Z' };
  const version = (attachments: FormAttachment[] | null | undefined, number = 1): FormVersionRecord => {
    const shown = { ...text, attachments };
    return {
      ...stamps,
      documentId: `version${number}`,
      form: 'form1',
      number,
      ...shown,
      content_hash: contentHashOf(shown),
      asks_again: false,
      created_by: 'admin1',
    };
  };
  /** The form's log as publishing and editing wrote it: each version's number and hash as it was then. */
  const logOf = (published: FormVersionRecord[]): FormEventRecord[] => {
    let previous = CHAIN_START;
    return published.map((version, index) => {
      const seq = index + 1;
      const entry = {
        kind: seq === 1 ? ('published' as const) : ('edited' as const),
        actor: 'admin1',
        details: { version: version.number, content_hash: version.content_hash },
      };
      const at = `2025-05-0${seq}T08:00:00.000Z`;
      const hash = eventHashOf(previous, { form: 'form1', seq, at, ...entry });
      const event = { ...stamps, documentId: `event${seq}`, form: 'form1', seq, at, ...entry, previous_hash: previous, hash };
      previous = hash;
      return event;
    });
  };
  const evidenceOf = (versions: FormVersionRecord[], published = versions) => ({
    form: { documentId: 'form1', title: text.title, version: versions.length, content_hash: versions.at(-1)!.content_hash },
    versions,
    responses: [],
    events: logOf(published),
    translations: [],
  });

  it('finds nothing wrong with versions before and after attachments were added', () => {
    expect(verifyFormEvidence(evidenceOf([version(undefined, 1), version([itinerary, medical], 2)]))).toEqual([]);
  });

  it('finds a version whose attachment was swapped for another file, or removed, in the database', () => {
    const published = [version([itinerary]), version([itinerary, medical], 2)];
    const swapped = { ...published[0]!, attachments: [{ ...itinerary, sha256: 'd'.repeat(64) }] };
    const removed = { ...published[1]!, attachments: [itinerary] };
    const problems = verifyFormEvidence(evidenceOf([swapped, removed], published));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('Version 1 of the form has been changed since it was published');
    expect(problems[1]).toContain('Version 2 of the form has been changed since it was published');
  });
});

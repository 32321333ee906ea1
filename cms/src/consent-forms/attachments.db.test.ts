import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CONSENT_FORM_MESSAGES, FORM_LIMITS, formAttachmentKey } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// A permission form's PDF attachments (issue 30) in the compiled CMS: stored in the pdfs plugin's
// private file store, listed on the form, kept by each version and covered by its hash. The
// forms' code is called as the controllers call it. Needs `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-form-attachments');

const ITINERARY = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n% the excursion itinerary\n%%EOF\n';
const MEDICAL = '%PDF-1.4\n% the venue medical form\n%%EOF\n';
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

const SCRIPT = cmsScript(
  `
    const store = (text, campus = 'sydney') => attachments.storeAttachment(strapi, { campus, bytes: Buffer.from(text, 'utf8') });
    const versionsOf = async (form) => (await strapi.db.query('api::consent-form-version.consent-form-version').findMany({ where: { form: form.documentId }, orderBy: { number: 'asc' } }))
      .map(({ number, attachments, content_hash, title, body, questions }) => ({ number, attachments, content_hash, recomputed: evidence.contentHashOf({ title, body, questions, attachments }), withoutAttachments: evidence.contentHashOf({ title, body, questions }) }));

    const itinerary = await store(${JSON.stringify(ITINERARY)});
    const again = await store(${JSON.stringify(ITINERARY)});
    const medical = await store(${JSON.stringify(MEDICAL)});
    result.stored = { itinerary, again, medical };
    result.refusedUploads = {
      png: await refusal(store('\\u0089PNG\\r\\n\\u001a\\n')),
      pdfLater: await refusal(store(' %PDF-1.7')),
      tooLarge: await refusal(attachments.storeAttachment(strapi, { campus: 'sydney', bytes: Buffer.concat([Buffer.from('%PDF-1.7\\n'), Buffer.alloc(${FORM_LIMITS.attachmentBytes})]) })),
    };

    const listed = [
      // The size sent is not taken on trust: the stored file's is.
      { name: 'Itinerary.pdf', size: 1, sha256: itinerary.sha256 },
      { name: 'Medical form.pdf', size: medical.size, sha256: medical.sha256 },
    ];
    const draft = await draftOf(strapi, excursion(listed));
    result.draft = draft.attachments;
    result.refusedForms = {
      neverUploaded: await refusal(draftOf(strapi, excursion([{ name: 'Ghost.pdf', size: 10, sha256: 'f'.repeat(64) }]))),
      otherCampus: await refusal(forms.createForm(strapi, { campus: 'armidale', author: 'admin1', author_name: 'Daniel Okafor', form: excursion(listed) })),
    };

    const published = await forms.publishForm(strapi, draft.documentId, { actor: 'admin1' }, { emails: false });
    result.copy = (await forms.copyForm(strapi, published.documentId, { actor: 'admin1', author_name: 'Daniel Okafor' })).attachments;
    // The medical form taken off: a published form's edit is a new version.
    const edited = await forms.updateForm(strapi, draft.documentId, { actor: 'admin1', form: { ...excursion([listed[0]]), asks_again: false } });
    const removed = await forms.updateForm(strapi, draft.documentId, { actor: 'admin1', form: { ...excursion([]), asks_again: false } });
    result.published = { version: published.version, content_hash: published.content_hash };
    result.edited = { version: edited.version, content_hash: edited.content_hash, attachments: edited.attachments };
    result.removed = { version: removed.version, content_hash: removed.content_hash, attachments: removed.attachments };
    result.versions = await versionsOf(draft);
    result.problems = await evidenceProblemsOf(strapi, draft.documentId);

    const plain = await forms.publishForm(strapi, (await draftOf(strapi, excursion(undefined))).documentId, { actor: 'admin1' }, { emails: false });
    result.plain = { attachments: plain.attachments, versions: await versionsOf(plain) };`,
  `${FORM_SCRIPT_HELPERS}
const attachments = dist('attachments.js');
const evidence = dist('evidence.js');
const forms = dist('forms.js');
/** The form of these tests, with \`attachments\` listed (none given: no list at all, as a form before attachments). */
const excursion = (attachments) =>
  formInput({
    body: '<p>Leaves at 9 am. Read the itinerary and the venue’s medical form.</p>',
    ...(attachments === undefined ? {} : { attachments }),
  });`,
);

type Refusal = { status: string | null; message: string } | null;
type Attachment = { name: string; size: number; sha256: string };
type Version = {
  number: number;
  attachments: Attachment[] | null;
  content_hash: string;
  recomputed: string;
  withoutAttachments: string;
};
type Outcome = {
  stored: Record<'itinerary' | 'again' | 'medical', { size: number; sha256: string }>;
  refusedUploads: Record<'png' | 'pdfLater' | 'tooLarge', Refusal>;
  draft: Attachment[];
  refusedForms: Record<'neverUploaded' | 'otherCampus', Refusal>;
  published: { version: number; content_hash: string };
  edited: { version: number; content_hash: string; attachments: Attachment[] };
  removed: { version: number; content_hash: string; attachments: Attachment[] };
  versions: Version[];
  copy: Attachment[];
  problems: string[];
  plain: { attachments: Attachment[] | null; versions: Version[] };
};

let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/attachments.js');
  outcome = JSON.parse((await cms.run(SCRIPT, { JOBS_WORKER: 'false' })).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

const itinerary = { name: 'Itinerary.pdf', size: Buffer.byteLength(ITINERARY), sha256: sha256(ITINERARY) };
const medical = { name: 'Medical form.pdf', size: Buffer.byteLength(MEDICAL), sha256: sha256(MEDICAL) };

describe('storing a form’s PDF', () => {
  it('keeps it once per campus and content in the private file store, named by its SHA-256', () => {
    expect(outcome.stored.itinerary).toEqual({ size: itinerary.size, sha256: itinerary.sha256 });
    expect(outcome.stored.again).toEqual(outcome.stored.itinerary);
    const dir = cms.database.PRIVATE_FILES_DIR;
    expect(
      fs
        .readdirSync(dir)
        .filter((name) => name.startsWith('form-attachment-'))
        .sort(),
    ).toEqual([formAttachmentKey('sydney', itinerary.sha256), formAttachmentKey('sydney', medical.sha256)].sort());
    expect(fs.readFileSync(path.join(dir, formAttachmentKey('sydney', itinerary.sha256)), 'utf8')).toBe(ITINERARY);
  });

  it('refuses a file that does not start as a PDF, or is larger than a form takes, in words', () => {
    expect(outcome.refusedUploads).toEqual({
      png: { status: 'badRequest', message: CONSENT_FORM_MESSAGES.attachmentType },
      pdfLater: { status: 'badRequest', message: CONSENT_FORM_MESSAGES.attachmentType },
      tooLarge: { status: 'badRequest', message: CONSENT_FORM_MESSAGES.attachmentSize },
    });
  });
});

describe('a form with attachments', () => {
  it('lists them as stored, the size the stored file’s, and refuses one never uploaded or of another campus', () => {
    expect(outcome.draft).toEqual([itinerary, medical]);
    expect(outcome.refusedForms).toEqual({
      neverUploaded: { status: 'badRequest', message: CONSENT_FORM_MESSAGES.attachmentMissing },
      otherCampus: { status: 'badRequest', message: CONSENT_FORM_MESSAGES.attachmentMissing },
    });
  });

  it('keeps them in each version, covered by its hash; changing them makes a new version with a new hash', () => {
    const [first, second, third] = outcome.versions;
    expect(outcome.versions.map((version) => [version.number, version.attachments])).toEqual([
      [1, [itinerary, medical]],
      [2, [itinerary]],
      [3, []],
    ]);
    for (const version of outcome.versions) expect(version.content_hash).toBe(version.recomputed);
    expect(first!.content_hash).not.toBe(first!.withoutAttachments);
    expect(second!.content_hash).not.toBe(first!.content_hash);
    // With the last one removed, the version hashes as the same text without attachments always did.
    expect(third!.content_hash).toBe(third!.withoutAttachments);
    expect([outcome.published.version, outcome.edited.version, outcome.removed.version]).toEqual([1, 2, 3]);
    expect(outcome.edited).toMatchObject({ content_hash: second!.content_hash, attachments: [itinerary] });
    expect(outcome.removed).toMatchObject({ content_hash: third!.content_hash, attachments: [] });
  });

  it('goes with its attachments into a copy for next year, and its evidence verifies', () => {
    expect(outcome.copy).toEqual([itinerary, medical]);
    expect(outcome.problems).toEqual([]);
  });

  it('written without any, hashes as a form did before attachments', () => {
    expect(outcome.plain.attachments).toEqual([]);
    const [version] = outcome.plain.versions;
    expect(version!.content_hash).toBe(version!.withoutAttachments);
  });
});

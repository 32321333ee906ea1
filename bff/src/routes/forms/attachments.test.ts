import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_FORM_MESSAGES, FORM_LIMITS, formAttachmentKey, type FormAttachment } from '@portal/contract';
import { callApi, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';

// A permission form's PDF attachments (issue 30) through the BFF on the real stack: an admin
// uploads one (refused in words when it is not a PDF by its bytes, or too large), the form lists
// it, and the file is handed only to those who may see the form: the carer of a child in its
// audience, an emailed link's recipient while the link signs, the campus's admins. Nobody else,
// and no address without a token, reaches it.

type ErrorBody = { responceObject: { error: { id: string; message: string } } };
type StoredEmail = { destination: { to: string[] }; body: { text?: string; html?: string } };

const RUN = randomUUID().slice(0, 8);
const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const dataUrl = (bytes: Buffer) => `data:application/pdf;base64,${bytes.toString('base64')}`;

/** A small PDF of this run's own (its bytes, and so its hash, are no other run's). */
const PDF = Buffer.from(`%PDF-1.7\n% Swimming carnival itinerary ${RUN}\n%%EOF\n`);

let mia: { documentId: string; STUDENT_NUMBER: string };

beforeAll(async () => {
  const [student] = await cmsFind<{ documentId: string; STUDENT_NUMBER: string }>('students', { username: { $eq: 'student1' } });
  if (!student) throw new Error('No seeded student1');
  mia = student;
});

async function upload(username: string, name: string, bytes: Buffer) {
  return callApi<ErrorBody>('consent-forms/attachments', {
    method: 'POST',
    token: await tokenFor(username),
    body: { data: { name, base64File: dataUrl(bytes) } },
  });
}

async function errorOf(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  return { status, message: (body as ErrorBody).responceObject.error.message };
}

/** A GET of a file through the BFF: status, type, the name it is saved under, and the bytes. */
async function download(pathAndQuery: string, username?: string) {
  const response = await fetch(`${inject('stack').url}/api/${pathAndQuery}`, {
    headers: username ? { authorization: `Bearer ${await tokenFor(username)}` } : {},
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    disposition: response.headers.get('content-disposition'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

/** The records of an answer, read without the contract's check (only `attachments` is looked at). */
async function recordsOf<T>(pathAndQuery: string, username: string): Promise<T> {
  const { status, body } = await callApi<{ responceObject: { records: T } }>(pathAndQuery, { token: await tokenFor(username) });
  if (status !== 200) throw new Error(`GET ${pathAndQuery} answered ${status}`);
  return body.responceObject.records;
}

async function inbox(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${inject('stack').sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

describe('uploading a form’s PDF', () => {
  it('refuses a file that is not a PDF by its bytes, or is too large, in words, and anyone but the campus’s admins', async () => {
    // A PNG, named and sent as a PDF.
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await errorOf(upload('admin1', 'plan.pdf', png))).toEqual({
      status: 415,
      message: CONSENT_FORM_MESSAGES.attachmentType,
    });
    const tooLarge = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(FORM_LIMITS.attachmentBytes)]);
    expect(await errorOf(upload('admin1', 'big.pdf', tooLarge))).toEqual({
      status: 413,
      message: CONSENT_FORM_MESSAGES.attachmentSize,
    });

    const carers = Buffer.from(`%PDF-1.7\n% a carer's ${RUN}\n%%EOF\n`);
    for (const username of ['carer1', 'teacher1'])
      expect((await upload(username, 'mine.pdf', carers)).status, username).toBe(404);
    const { privateFilesDir } = inject('stack');
    for (const bytes of [png, tooLarge, carers]) {
      expect(existsSync(path.join(privateFilesDir, formAttachmentKey('sydney', sha256(bytes))))).toBe(false);
    }
  });
});

describe('a form’s PDF, as its readers get it', () => {
  it(
    'is listed on the form and handed only to those who may see it, never at an address without a token',
    { timeout: 90_000 },
    async () => {
      const uploaded = answerOf('POST consent-forms/attachments', await upload('admin1', 'Carnival itinerary.pdf', PDF));
      expect(uploaded).toEqual({ name: 'Carnival itinerary.pdf', size: PDF.length, sha256: sha256(PDF) });
      const key = formAttachmentKey('sydney', uploaded.sha256);
      expect(existsSync(path.join(inject('stack').privateFilesDir, key))).toBe(true);

      const form = {
        title: `Swimming carnival ${RUN}`,
        body: '<p>Read the itinerary first.</p>',
        questions: [{ id: 'consent', kind: 'consent', label: 'May your child swim?', required: true }],
        attachments: [uploaded],
        audience: { years: [], groups: [], students: [mia.STUDENT_NUMBER] },
        due_at: inDays(30),
        signers: 'any_carer',
        student_from_year: null,
        changes_allowed: true,
        reminder_days: [3, 1],
      };
      const admin = await tokenFor('admin1');
      const draft = answerOf(
        'POST consent-forms',
        await callApi('consent-forms', { method: 'POST', token: admin, body: { data: form } }),
      );
      expect(draft.attachments).toEqual([uploaded]);
      const id = draft.formUid;
      const published = answerOf(
        'POST consent-forms/:id/publication',
        await callApi(`consent-forms/${id}/publication`, { method: 'POST', token: admin }),
      );

      // The carer of a child in the audience: listed on the form, and the bytes as uploaded.
      expect((await recordsOf<{ attachments: FormAttachment[] }>(`forms/${id}`, 'carer1')).attachments).toEqual([uploaded]);
      const read = await download(`forms/${id}/attachments/${uploaded.sha256}`, 'carer1');
      expect(read).toMatchObject({ status: 200, type: 'application/pdf' });
      expect(read.disposition).toContain('Carnival itinerary.pdf');
      expect(read.bytes.equals(PDF)).toBe(true);
      // The form's admins too (its preview).
      expect((await download(`consent-forms/${id}/attachments/${uploaded.sha256}`, 'admin1')).bytes.equals(PDF)).toBe(true);

      // A carer of no child in the audience, staff, no token, a file the form does not list: 404 (or 401), no bytes.
      for (const username of ['carer2', 'teacher1']) {
        expect((await download(`forms/${id}/attachments/${uploaded.sha256}`, username)).status, username).toBe(404);
      }
      expect((await download(`consent-forms/${id}/attachments/${uploaded.sha256}`, 'carer1')).status).toBe(404);
      expect((await download(`forms/${id}/attachments/${uploaded.sha256}`)).status).toBe(401);
      expect((await download(`forms/${id}/attachments/${'0'.repeat(64)}`, 'carer1')).status).toBe(404);
      // Not in the media library's public folder, and the private store's own route wants the BFF's token.
      expect((await fetch(`${inject('stack').url}/uploads/${key}`)).status).toBe(404);
      expect([401, 403]).toContain((await fetch(`${inject('stack').cmsUrl}/api/pdfs/private-files/${key}`)).status);

      // A second carer's emailed link: the token is the permission, while it opens the form to sign.
      const email = `attachments-${RUN}@example.org`;
      const invited = await callApi(`forms/${id}/invitations`, {
        method: 'POST',
        token: await tokenFor('carer1'),
        body: { data: { student: mia.documentId, email } },
      });
      expect(invited.status).toBe(201);
      const [message] = await eventually(
        () => inbox(email),
        (emails) => emails.length > 0,
        30_000,
      );
      const token = /\/docusign\?t=([\w.-]+)/.exec(`${message!.body.text ?? ''}\n${message!.body.html ?? ''}`)?.[1];
      expect(token, 'the email links to /docusign?t=…').toBeDefined();
      const opened = await callApi<{ responceObject: { records: { form: { attachments: FormAttachment[] } } } }>(
        `docusign?t=${token}`,
      );
      expect(opened.body.responceObject.records.form.attachments).toEqual([uploaded]);
      const byLink = await download(`docusign/attachments/${uploaded.sha256}?t=${token}`);
      expect(byLink.status).toBe(200);
      expect(byLink.bytes.equals(PDF)).toBe(true);
      // One character of the signature changed (its first: every bit of it is signature).
      const [campus, invitation, expires, mac] = token!.split('.');
      const altered = `${campus}.${invitation}.${expires}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`;
      expect(await errorOf(callApi(`docusign/attachments/${uploaded.sha256}?t=${altered}`))).toEqual({
        status: 403,
        message: CONSENT_FORM_MESSAGES.linkAltered,
      });

      // Taking the PDF off the published form is a new version with another hash; the file is no longer handed out for it.
      const edited = answerOf(
        'PUT consent-forms/:id',
        await callApi(`consent-forms/${id}`, {
          method: 'PUT',
          token: admin,
          body: { data: { ...form, attachments: [], asks_again: false } },
        }),
      );
      expect(edited).toMatchObject({ version: 2, attachments: [] });
      expect(edited.content_hash).not.toBe(published.content_hash);
      expect((await download(`forms/${id}/attachments/${uploaded.sha256}`, 'carer1')).status).toBe(404);
      expect((await download(`docusign/attachments/${uploaded.sha256}?t=${token}`)).status).toBe(404);
    },
  );
});

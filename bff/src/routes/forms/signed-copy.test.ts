import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ADMIN_API_MESSAGES, type FormForSignerRecord } from '@portal/contract';
import { signedLinks } from '../../signed-links/signed-links.ts';
import { callApi, fetchFile, requestWithHost, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsFind } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';
import { stackBffConfig } from '../../test/own-bff.ts';
import { signedCopyLink } from './signed-copy.ts';

// The signed copy of an answer to a permission form (issue 30, step 3), on the real stack: a job
// of the CMS makes the PDF once the answer is stored, and the signer and the form's admins
// download it through a signed link that opens without a token.

const RUN = randomUUID().slice(0, 8);
const DAY_MS = 24 * 60 * 60 * 1000;
/** Sydney's carer1, as their account names them: the name a signature must match. */
const CARER1_NAME = 'Jordan Taylor';

type Student = { documentId: string; STUDENT_NUMBER: string };
let mia: Student;

beforeAll(async () => {
  const [student] = await cmsFind<Student>('students', { username: { $eq: 'student1' } });
  if (!student) throw new Error('No seeded student1');
  mia = student;
});

async function adminCall(path: string, method = 'GET', body?: unknown) {
  return callApi(path, { method, token: await tokenFor('admin1'), body });
}

async function formFor(username: string, id: string) {
  return answerOf('GET forms/:id', await callApi(`forms/${id}`, { token: await tokenFor(username) }));
}

/** The envelope's error message of a refused download. */
const messageOf = (text: string) =>
  (JSON.parse(text) as { responceObject: { error: { message: string } } }).responceObject.error.message;

/** A published form for Mia alone, with a health question, that carer1 signs (yes, with a health note). */
async function signedForMia(): Promise<{ id: string; responseUid: string }> {
  const created = answerOf(
    'POST consent-forms',
    await adminCall('consent-forms', 'POST', {
      data: {
        title: `Rock climbing day ${RUN}`,
        body: '<p>Harnesses and helmets are provided.</p>',
        questions: [
          { id: 'consent', kind: 'consent', label: 'May your child climb?', required: true },
          { id: 'health', kind: 'health', label: 'Medical or dietary needs', required: false },
        ],
        audience: { years: [], groups: [], students: [mia.STUDENT_NUMBER] },
        due_at: new Date(Date.now() + 30 * DAY_MS).toISOString(),
        signers: 'any_carer',
        student_from_year: null,
        changes_allowed: true,
        reminder_days: [3, 1],
      },
    }),
  );
  const id = created.formUid;
  answerOf('POST consent-forms/:id/publication', await adminCall(`consent-forms/${id}/publication`, 'POST'));
  const form = await formFor('carer1', id);
  const signed = await callApi(`forms/${id}/responses`, {
    method: 'POST',
    token: await tokenFor('carer1'),
    body: {
      data: {
        client_id: randomUUID(),
        answers: { consent: 'yes', health: 'Asthma: carries a puffer' },
        signer_name: CARER1_NAME,
        agreed: true,
        content_hash: form.content_hash,
        device_time: new Date().toISOString(),
        students: [mia.documentId],
      },
    },
  });
  const [response] = answerOf('POST forms/:id/responses', signed);
  // Just stored: its copy is still being made.
  expect(response!.signed_copy_url).toBeNull();
  return { id, responseUid: response!.responseUid };
}

describe('the signed copy of an answer', () => {
  it(
    'is made after signing and downloads through its signed link, for the signer and the form’s admins; an altered, moved or expired link is refused in words',
    { timeout: 120_000 },
    async () => {
      const { id, responseUid } = await signedForMia();

      // Every half second: each read of the form is logged in its chain as a view.
      const form = await eventually(
        () => new Promise((resolve) => setTimeout(resolve, 500)).then(() => formFor('carer1', id)),
        (read: FormForSignerRecord) => read.children[0]?.response?.signed_copy_url != null,
        60_000,
      );
      const link = form.children[0]!.response!.signed_copy_url!;
      expect(new URL(link).searchParams.get('response')).toBe(responseUid);

      const download = await fetch(link);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(`attachment; filename="rock-climbing-day-${RUN}-signed-copy.pdf"`);
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(
        Buffer.from(await download.arrayBuffer())
          .subarray(0, 5)
          .toString('latin1'),
      ).toBe('%PDF-');

      // The staff matrix links the same copy where it shows the answer.
      const matrix = answerOf('GET consent-forms/:id/matrix', await adminCall(`consent-forms/${id}/matrix`));
      if (typeof matrix === 'string') throw new Error('The matrix answered a link, not the matrix');
      const signer = matrix.rows
        .find((row) => row.studentUid === mia.documentId)
        ?.signers.find((one) => one.status === 'signed_yes');
      expect(signer?.signed_copy_url).toEqual(expect.stringContaining(`response=${responseUid}`));
      expect((await fetchFile(signer!.signed_copy_url!)).status).toBe(200);

      // One character of the signature changed.
      const altered = new URL(link);
      const signature = altered.searchParams.get('signature')!;
      altered.searchParams.set('signature', `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`);
      const refused = await fetchFile(altered.toString());
      expect({ status: refused.status, message: messageOf(refused.text) }).toEqual({
        status: 403,
        message: ADMIN_API_MESSAGES.linkExpired,
      });
      // The link moved to another answer (the seeded excursion's, say): its signature does not cover it.
      const moved = new URL(link);
      moved.searchParams.set('response', 'abcdefghijklmnopqrstuvwx');
      expect((await fetchFile(moved.toString())).status).toBe(403);
      // Genuine, but made more than an hour ago.
      const anHourAgo = signedLinks(stackBffConfig().calendarFeedSecret, () => new Date(Date.now() - 61 * 60_000));
      const expired = await fetchFile(anHourAgo.make(signedCopyLink, inject('stack').url, 'sydney', { response: responseUid }));
      expect({ status: expired.status, message: messageOf(expired.text) }).toEqual({
        status: 403,
        message: ADMIN_API_MESSAGES.linkExpired,
      });
      // A Sydney link is the Sydney portal's: the Armidale portal's host does not answer it.
      const onArmidale = await requestWithHost(new URL(link).pathname + new URL(link).search, 'armidale.localhost');
      expect(onArmidale.status).toBe(403);
    },
  );

  it('is never handed to another carer: the form answers them 404, so there is no link to their copy', async () => {
    const { id } = await signedForMia();
    const other = await callApi(`forms/${id}`, { token: await tokenFor('carer2') });
    expect(other.status).toBe(404);
    expect(JSON.stringify(other.body)).not.toContain('form-signed-copy');
    // Nor to a teacher, who is not the form's campus's admin.
    expect((await callApi(`consent-forms/${id}/matrix`, { token: await tokenFor('teacher1') })).status).toBe(404);
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_FORM_MESSAGES, consentStatement, type FormForSignerRecord } from '@portal/contract';
import { callApi, callArmidale, fetchFile, tokenFor } from '../../test/api.ts';
import { answerOf } from '../../test/answer-shape.ts';
import { cmsCreate, cmsDelete, cmsFind } from '../../test/cms-records.ts';
import { eventually } from '../../test/eventually.ts';

type ErrorBody = { responceObject: { error: { id: string; message: string } } };
type StoredEmail = { subject: string; destination: { to: string[] }; body: { text?: string; html?: string } };

/** Every form and address this file makes carries it, so that it finds only its own. */
const RUN = randomUUID().slice(0, 8);
const DAY_MS = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const HASH = /^[0-9a-f]{64}$/;

/** The demo seed's Sydney forms (cms/src/seed). */
const YEAR_9_EXCURSION = 'Year 9 excursion to the Australian Museum';
const YEAR_10_CARNIVAL = 'Year 10 sports carnival';
const YEAR_11_PLACEMENT = 'Year 11 work experience placement';

/** Sydney's carer1, as their account names them: the name a signature must match. */
const CARER1_NAME = 'Jordan Taylor';

type Student = { documentId: string; STUDENT_NUMBER: string };
let mia: Student;
let noah: Student;
let ethan: Student;

async function studentNamed(username: string): Promise<Student> {
  const [student] = await cmsFind<Student>('students', { username: { $eq: username } });
  if (!student) throw new Error(`No seeded student ${username}`);
  return student;
}

beforeAll(async () => {
  [mia, noah, ethan] = await Promise.all([studentNamed('student1'), studentNamed('student2'), studentNamed('student7')]);
});

/** A form an admin writes, for nobody unless the audience says otherwise (no request emails go out). */
function formInput(changes: Record<string, unknown> = {}) {
  return {
    data: {
      title: `Swimming gala ${RUN}`,
      body: '<p>Bring a towel and a hat.</p><script>alert("x")</script>',
      questions: [
        { id: 'consent', kind: 'consent', label: 'May your child take part?', required: true },
        { id: 'health', kind: 'health', label: 'Medical or dietary needs', required: false },
        { id: 'home', kind: 'choice', label: 'Going home', required: true, options: ['School bus', 'Picked up'] },
      ],
      audience: { years: [], groups: [], students: ['00000000'] },
      due_at: inDays(30),
      signers: 'any_carer',
      student_from_year: null,
      changes_allowed: true,
      reminder_days: [3, 1],
      ...changes,
    },
  };
}

/** Answers every question as a consenting family would: yes, the first option, a short note. */
function answersTo(form: Pick<FormForSignerRecord, 'questions'>): Record<string, string> {
  return Object.fromEntries(
    form.questions.map((question) => [
      question.id,
      question.kind === 'consent' ? 'yes' : question.kind === 'choice' ? question.options![0]! : 'None',
    ]),
  );
}

function signature(form: Pick<FormForSignerRecord, 'questions' | 'content_hash'>, changes: Record<string, unknown> = {}) {
  return {
    client_id: randomUUID(),
    answers: answersTo(form),
    signer_name: CARER1_NAME,
    agreed: true,
    content_hash: form.content_hash,
    device_time: new Date().toISOString(),
    ...changes,
  };
}

async function adminCall(path: string, method = 'GET', body?: unknown) {
  return callApi(path, { method, token: await tokenFor('admin1'), body });
}

async function entriesOf(username: string) {
  return answerOf('GET forms', await callApi('forms', { token: await tokenFor(username) }));
}

/** The id of a seeded form, from the signer's own list. */
async function seededFormId(username: string, title: string): Promise<string> {
  const entry = (await entriesOf(username)).find((one) => one.title === title);
  if (!entry) throw new Error(`${username} has no entry for "${title}"`);
  return entry.formUid;
}

async function formFor(username: string, id: string) {
  return answerOf('GET forms/:id', await callApi(`forms/${id}`, { token: await tokenFor(username) }));
}

async function respond(username: string, id: string, data: Record<string, unknown>) {
  return callApi<ErrorBody>(`forms/${id}/responses`, { method: 'POST', token: await tokenFor(username), body: { data } });
}

async function errorOf(answer: Promise<{ status: number; body: unknown }>) {
  const { status, body } = await answer;
  return { status, message: (body as ErrorBody).responceObject.error.message };
}

async function inbox(address: string): Promise<StoredEmail[]> {
  const { emails } = (await (await fetch(`${inject('stack').sesUrl}/store`)).json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}

describe('the admin area writes its campus’s forms', () => {
  it('creates a draft with its text sanitised, edits it, publishes it, edits it as a new version, closes, copies and deletes', async () => {
    const created = await adminCall('consent-forms', 'POST', formInput());
    expect(created.status).toBe(201);
    const draft = answerOf('POST consent-forms', created);
    expect(draft).toMatchObject({
      campus: 'sydney',
      status: 'draft',
      version: 0,
      content_hash: null,
      published_at: null,
      answered: 0,
    });
    expect(draft.body).toContain('Bring a towel and a hat.');
    expect(draft.body).not.toContain('<script');
    const id = draft.formUid;
    expect(answerOf('GET consent-forms', await adminCall('consent-forms')).map((form) => form.formUid)).toContain(id);
    expect(answerOf('GET consent-forms/:id', await adminCall(`consent-forms/${id}`)).title).toBe(`Swimming gala ${RUN}`);

    const edited = answerOf(
      'PUT consent-forms/:id',
      await adminCall(`consent-forms/${id}`, 'PUT', formInput({ title: `Swimming gala ${RUN}, Term 4` })),
    );
    expect(edited).toMatchObject({ formUid: id, status: 'draft', version: 0, title: `Swimming gala ${RUN}, Term 4` });

    const published = answerOf('POST consent-forms/:id/publication', await adminCall(`consent-forms/${id}/publication`, 'POST'));
    expect(published).toMatchObject({ status: 'published', version: 1 });
    expect(published.content_hash).toMatch(HASH);
    expect(published.published_at).not.toBeNull();
    expect(await errorOf(adminCall(`consent-forms/${id}/publication`, 'POST'))).toEqual({
      status: 409,
      message: CONSENT_FORM_MESSAGES.notDraft,
    });

    // A published form's edit is a new version with a new hash.
    const versionTwo = answerOf(
      'PUT consent-forms/:id',
      await adminCall(
        `consent-forms/${id}`,
        'PUT',
        formInput({ title: `Swimming gala ${RUN}, Term 4`, body: '<p>Bring a towel, a hat and lunch.</p>', asks_again: false }),
      ),
    );
    expect(versionTwo).toMatchObject({ status: 'published', version: 2 });
    expect(versionTwo.content_hash).toMatch(HASH);
    expect(versionTwo.content_hash).not.toBe(published.content_hash);

    const closed = answerOf('POST consent-forms/:id/closure', await adminCall(`consent-forms/${id}/closure`, 'POST'));
    expect(closed.status).toBe('closed');
    expect(closed.closed_at).not.toBeNull();
    expect(await errorOf(adminCall(`consent-forms/${id}/closure`, 'POST'))).toEqual({
      status: 409,
      message: CONSENT_FORM_MESSAGES.notPublished,
    });
    expect((await adminCall(`consent-forms/${id}`, 'PUT', formInput())).status).toBe(409);

    const copied = await adminCall(`consent-forms/${id}/copies`, 'POST');
    expect(copied.status).toBe(201);
    const copy = answerOf('POST consent-forms/:id/copies', copied);
    expect(copy).toMatchObject({ status: 'draft', version: 0, title: `Swimming gala ${RUN}, Term 4 (copy)` });
    expect(copy.formUid).not.toBe(id);
    expect(Date.parse(copy.due_at)).toBeGreaterThan(Date.now());

    expect(answerOf('DELETE consent-forms/:id', await adminCall(`consent-forms/${copy.formUid}`, 'DELETE')).formUid).toBe(
      copy.formUid,
    );
    expect((await adminCall(`consent-forms/${copy.formUid}`)).status).toBe(404);
    expect(answerOf('DELETE consent-forms/:id', await adminCall(`consent-forms/${id}`, 'DELETE')).formUid).toBe(id);
    expect((await adminCall(`consent-forms/${id}`)).status).toBe(404);
  });

  it('publishes only a form due in the future, and takes a form’s text from the contract’s rules', async () => {
    const late = answerOf(
      'POST consent-forms',
      await adminCall('consent-forms', 'POST', formInput({ title: `Late form ${RUN}`, due_at: inDays(-1) })),
    );
    expect(await errorOf(adminCall(`consent-forms/${late.formUid}/publication`, 'POST'))).toEqual({
      status: 400,
      message: CONSENT_FORM_MESSAGES.dueAt,
    });
    await adminCall(`consent-forms/${late.formUid}`, 'DELETE');

    expect(await errorOf(adminCall('consent-forms', 'POST', formInput({ questions: [] })))).toEqual({
      status: 400,
      message: CONSENT_FORM_MESSAGES.questions,
    });
    expect(
      await errorOf(adminCall('consent-forms', 'POST', formInput({ audience: { years: [], groups: [], students: [] } }))),
    ).toEqual({
      status: 400,
      message: CONSENT_FORM_MESSAGES.audience,
    });
    // A body that is nothing once sanitised is no body.
    expect(await errorOf(adminCall('consent-forms', 'POST', formInput({ body: '<script>alert(1)</script>' })))).toEqual({
      status: 400,
      message: CONSENT_FORM_MESSAGES.body,
    });
  });

  it('answers 404 to anyone but the campus’s administrators: a teacher, a carer, the other campus’s admin', async () => {
    const form = answerOf(
      'POST consent-forms',
      await adminCall('consent-forms', 'POST', formInput({ title: `Not theirs ${RUN}` })),
    );
    const id = form.formUid;
    try {
      for (const username of ['teacher1', 'carer1']) {
        const token = await tokenFor(username);
        const answers = await Promise.all([
          callApi(`consent-forms/${id}`, { token }),
          callApi(`consent-forms/${id}`, { method: 'PUT', token, body: formInput() }),
          callApi(`consent-forms/${id}`, { method: 'DELETE', token }),
          callApi(`consent-forms/${id}/publication`, { method: 'POST', token }),
          callApi(`consent-forms/${id}/copies`, { method: 'POST', token }),
          callApi('consent-forms', { token }),
          callApi('consent-forms', { method: 'POST', token, body: formInput() }),
        ]);
        expect({ username, statuses: answers.map((answer) => answer.status) }).toEqual({
          username,
          statuses: answers.map(() => 404),
        });
      }
      expect((await callArmidale(`consent-forms/${id}`, { username: 'admin1' })).status).toBe(404);
      expect((await callArmidale(`consent-forms/${id}`, { username: 'admin1', method: 'DELETE' })).status).toBe(404);
      const armidaleList = answerOf('GET consent-forms', await callArmidale('consent-forms', { username: 'admin1' }));
      expect(armidaleList.map((one) => one.formUid)).not.toContain(id);
      // Still there: nobody else's call touched it.
      expect(answerOf('GET consent-forms/:id', await adminCall(`consent-forms/${id}`)).status).toBe('draft');
    } finally {
      await adminCall(`consent-forms/${id}`, 'DELETE');
    }
  });
});

describe('a carer answers for their child', () => {
  it('lists each seeded form for the child it is for, with its status', async () => {
    const carer1 = await entriesOf('carer1');
    const excursion = carer1.filter((entry) => entry.title === YEAR_9_EXCURSION);
    expect(excursion.map((entry) => [entry.studentUid, entry.status, entry.signed_at])).toEqual([
      [mia.documentId, 'to_do', null],
    ]);
    expect(carer1.filter((entry) => entry.title === YEAR_11_PLACEMENT).map((entry) => entry.studentUid)).toEqual([
      noah.documentId,
    ]);
    // Neither of carer1's children is in Year 10.
    expect(carer1.map((entry) => entry.title)).not.toContain(YEAR_10_CARNIVAL);
    // Newest due first.
    const due = carer1.map((entry) => Date.parse(entry.due_at));
    expect(due).toEqual([...due].sort((a, b) => b - a));

    const carer2 = await entriesOf('carer2');
    expect(carer2.filter((entry) => entry.title === YEAR_10_CARNIVAL).map((entry) => [entry.studentUid, entry.status])).toEqual([
      [ethan.documentId, 'closed'],
    ]);
    expect(carer2.map((entry) => entry.title)).not.toContain(YEAR_9_EXCURSION);
    // Mia signs nothing on a form for her carers.
    expect((await entriesOf('student1')).map((entry) => entry.title)).not.toContain(YEAR_9_EXCURSION);
  });

  it('opens the Year 9 form for Mia, refuses a wrong name or a changed text, signs once however often it is sent, then shows it done', async () => {
    const id = await seededFormId('carer1', YEAR_9_EXCURSION);
    const form = await formFor('carer1', id);
    expect(form).toMatchObject({ formUid: id, title: YEAR_9_EXCURSION, open: true, version: 1, signer_name: CARER1_NAME });
    expect(form.content_hash).toMatch(HASH);
    expect(form.children).toHaveLength(1);
    const [child] = form.children;
    expect(child).toMatchObject({ studentUid: mia.documentId, status: 'to_do', response: null, awaiting_me: true });
    expect(child!.statement).toBe(consentStatement(CARER1_NAME, child!.student_name, YEAR_9_EXCURSION));

    expect(
      await errorOf(respond('carer1', id, signature(form, { students: [mia.documentId], signer_name: 'Sam Wilson' }))),
    ).toEqual({
      status: 400,
      message: CONSENT_FORM_MESSAGES.signerName,
    });
    expect(
      await errorOf(respond('carer1', id, signature(form, { students: [mia.documentId], content_hash: '0'.repeat(64) }))),
    ).toEqual({
      status: 409,
      message: CONSENT_FORM_MESSAGES.contentHash,
    });
    expect(await errorOf(respond('carer1', id, signature(form, { students: [mia.documentId], agreed: false })))).toEqual({
      status: 400,
      message: CONSENT_FORM_MESSAGES.agreed,
    });

    const answeredBefore = answerOf('GET consent-forms/:id', await adminCall(`consent-forms/${id}`)).answered;
    // Case and spacing aside, the name is the account's.
    const signed = signature(form, { students: [mia.documentId], signer_name: 'jordan taylor' });
    const first = await respond('carer1', id, signed);
    expect(first.status).toBe(201);
    const [response] = answerOf('POST forms/:id/responses', first);
    expect(response).toMatchObject({
      formUid: id,
      studentUid: mia.documentId,
      version: 1,
      method: 'campus-sign-in',
      withdrawn_at: null,
      content_hash: form.content_hash,
      answers: signed.answers,
    });
    expect(response!.response_hash).toMatch(HASH);

    // The same answer again (a retry, a replayed outbox): the one stored the first time.
    const replayed = answerOf('POST forms/:id/responses', await respond('carer1', id, signed));
    expect(replayed.map((one) => one.responseUid)).toEqual([response!.responseUid]);
    expect(answerOf('GET consent-forms/:id', await adminCall(`consent-forms/${id}`)).answered).toBe(answeredBefore + 1);

    const after = await formFor('carer1', id);
    expect(after.children[0]).toMatchObject({
      status: 'done',
      awaiting_me: false,
      response: { responseUid: response!.responseUid },
    });
    const entry = (await entriesOf('carer1')).find((one) => one.formUid === id && one.studentUid === mia.documentId);
    expect(entry?.status).toBe('done');
    expect(Date.parse(entry!.signed_at!)).toBe(Date.parse(response!.signed_at));
  });

  it('answers 404 to anyone who is not a required signer of the child, and signs nothing for them', async () => {
    const id = await seededFormId('carer1', YEAR_9_EXCURSION);
    const form = await formFor('carer1', id);
    for (const username of ['carer2', 'student1', 'teacher1', 'admin1']) {
      expect({ username, status: (await callApi(`forms/${id}`, { token: await tokenFor(username) })).status }).toEqual({
        username,
        status: 404,
      });
    }
    // carer2 signing for carer1's child, in carer2's own name.
    const stranger = await respond('carer2', id, signature(form, { students: [mia.documentId], signer_name: 'Sam Wilson' }));
    expect(stranger.status).toBe(404);
    // carer1 for a child of theirs and one who is not.
    expect((await respond('carer1', id, signature(form, { students: [mia.documentId, ethan.documentId] }))).status).toBe(404);
    expect(
      (
        await callApi(`forms/${id}/invitations`, {
          method: 'POST',
          token: await tokenFor('carer2'),
          body: { data: { student: mia.documentId, email: `stranger-${RUN}@example.org` } },
        })
      ).status,
    ).toBe(404);
  });

  it('refuses an answer on a closed form', async () => {
    const id = await seededFormId('carer2', YEAR_10_CARNIVAL);
    const form = await formFor('carer2', id);
    expect(form.open).toBe(false);
    expect(form.children.map((child) => [child.studentUid, child.status, child.awaiting_me])).toEqual([
      [ethan.documentId, 'closed', false],
    ]);
    expect(
      await errorOf(respond('carer2', id, signature(form, { students: [ethan.documentId], signer_name: 'Sam Wilson' }))),
    ).toEqual({
      status: 409,
      message: CONSENT_FORM_MESSAGES.closed,
    });
  });

  it('withdraws an answer while the form allows changes, and an answered form cannot be deleted', async () => {
    const created = answerOf(
      'POST consent-forms',
      await adminCall(
        'consent-forms',
        'POST',
        formInput({ title: `Photo day ${RUN}`, audience: { years: [], groups: [], students: [mia.STUDENT_NUMBER] } }),
      ),
    );
    const id = created.formUid;
    answerOf('POST consent-forms/:id/publication', await adminCall(`consent-forms/${id}/publication`, 'POST'));
    const form = await formFor('carer1', id);
    const [response] = answerOf(
      'POST forms/:id/responses',
      await respond('carer1', id, signature(form, { students: [mia.documentId] })),
    );

    const withdrawal = await callApi(`forms/${id}/withdrawals`, {
      method: 'POST',
      token: await tokenFor('carer1'),
      body: { data: { student: mia.documentId, client_id: randomUUID() } },
    });
    const withdrawn = answerOf('POST forms/:id/withdrawals', withdrawal);
    expect(withdrawn.responseUid).toBe(response!.responseUid);
    expect(withdrawn.withdrawn_at).not.toBeNull();
    expect((await formFor('carer1', id)).children[0]).toMatchObject({ status: 'to_do', response: null, awaiting_me: true });

    // Withdrawn answers are evidence too: the form can only be closed.
    expect(await errorOf(adminCall(`consent-forms/${id}`, 'DELETE'))).toEqual({
      status: 409,
      message: CONSENT_FORM_MESSAGES.answered,
    });
    answerOf('POST consent-forms/:id/closure', await adminCall(`consent-forms/${id}/closure`, 'POST'));
  });
});

describe('a second carer signs from an emailed link, without signing in', () => {
  it(
    'opens the link, signs, then shows only that it was signed; an altered link is refused in words',
    { timeout: 60_000 },
    async () => {
      const id = await seededFormId('carer1', YEAR_11_PLACEMENT);
      const form = await formFor('carer1', id);
      const [child] = form.children;
      const email = `second.carer-${RUN}@example.org`;
      const invited = await callApi(`forms/${id}/invitations`, {
        method: 'POST',
        token: await tokenFor('carer1'),
        body: { data: { student: noah.documentId, email, name: 'Alex Taylor' } },
      });
      expect(invited.status).toBe(201);
      expect(Date.parse(answerOf('POST forms/:id/invitations', invited).expires_at)).toBe(Date.parse(form.due_at));

      const [message] = await eventually(
        () => inbox(email),
        (emails) => emails.length > 0,
        30_000,
      );
      const token = /\/docusign\?t=([\w.-]+)/.exec(`${message!.body.text ?? ''}\n${message!.body.html ?? ''}`)?.[1];
      expect(token, 'the email links to /docusign?t=…').toBeDefined();

      // No token: the link is the permission.
      const opened = answerOf('GET docusign', await callApi(`docusign?t=${token}`));
      expect(opened).toMatchObject({
        state: 'open',
        studentUid: noah.documentId,
        student_name: child!.student_name,
        statement: consentStatement('Alex Taylor', child!.student_name, YEAR_11_PLACEMENT),
        form: { formUid: id, title: YEAR_11_PLACEMENT, content_hash: form.content_hash, open: true },
      });
      if (opened.state !== 'open') throw new Error('The link did not open the form');

      const signing = {
        client_id: randomUUID(),
        answers: answersTo(opened.form),
        signer_name: 'Alex Taylor',
        agreed: true,
        content_hash: opened.form.content_hash,
        device_time: new Date().toISOString(),
      };
      const signed = answerOf('POST docusign', await callApi(`docusign?t=${token}`, { method: 'POST', body: { data: signing } }));
      expect(Date.parse(signed.signed_at)).not.toBeNaN();

      // The recipient has no other way back to their answer: the page offers its signed copy, made by a job within moments.
      const copy = await eventually(
        () => new Promise((resolve) => setTimeout(resolve, 500)).then(() => fetchFile(signed.signed_copy_url)),
        (download: { status: number }) => download.status !== 409,
        60_000,
      );
      expect(copy.status).toBe(200);
      expect(copy.text.startsWith('%PDF-')).toBe(true);

      // A used (or forwarded) link shows that it was signed and when, and nothing of the answers.
      const again = answerOf('GET docusign', await callApi(`docusign?t=${token}`));
      expect(again).toEqual({ state: 'signed', signed_at: expect.any(String) });
      if (again.state !== 'signed') throw new Error('The used link did not say it was signed');
      expect(Date.parse(again.signed_at)).toBe(Date.parse(signed.signed_at));

      // One character of the signature changed (its first: every bit of it is signature).
      const [campus, invitation, expires, mac] = token!.split('.');
      const altered = `${campus}.${invitation}.${expires}.${mac![0] === 'A' ? 'B' : 'A'}${mac!.slice(1)}`;
      for (const call of ['docusign', 'docusignpk', 'docusignpkkps', 'docusign-interview']) {
        expect({ call, ...(await errorOf(callApi(`${call}?t=${altered}`))) }).toEqual({
          call,
          status: 403,
          message: CONSENT_FORM_MESSAGES.linkAltered,
        });
      }
    },
  );
});

describe('what the screens are told: whose turn it is, and whether a form may go', () => {
  async function sydneyPerson(username: string): Promise<string> {
    const [person] = await cmsFind('portal-users', { username: { $eq: username }, campus: { $eq: 'sydney' } });
    if (!person) throw new Error(`No seeded Sydney ${username}`);
    return person.documentId;
  }

  it('tells each carer of an "every carer" form whether it still waits on them: no more for the one who signed, until the other signs too', async () => {
    // A Year 7 child no other test asks about, linked to both Sydney carers for this test only.
    const child = await studentNamed('student4');
    const links = await Promise.all(
      ['carer1', 'carer2'].map(async (username) =>
        cmsCreate('carer-students', { carer: await sydneyPerson(username), student: child.documentId, relationship: 'Parent' }),
      ),
    );
    let id: string | undefined;
    try {
      const input = formInput({
        title: `Museum night ${RUN}`,
        signers: 'every_carer',
        audience: { years: [], groups: [], students: [child.STUDENT_NUMBER] },
      });
      id = answerOf('POST consent-forms', await adminCall('consent-forms', 'POST', input)).formUid;
      answerOf('POST consent-forms/:id/publication', await adminCall(`consent-forms/${id}/publication`, 'POST'));
      const entryOf = async (username: string) => (await entriesOf(username)).find((entry) => entry.formUid === id);
      expect(await entryOf('carer1')).toMatchObject({ studentUid: child.documentId, status: 'to_do', awaiting_me: true });
      expect(await entryOf('carer2')).toMatchObject({ studentUid: child.documentId, status: 'to_do', awaiting_me: true });

      const form = await formFor('carer1', id);
      answerOf('POST forms/:id/responses', await respond('carer1', id, signature(form, { students: [child.documentId] })));
      // The child's entry is still to do (carer2 must sign too), but no longer carer1's to do.
      expect(await entryOf('carer1')).toMatchObject({ status: 'to_do', awaiting_me: false, signed_at: expect.any(String) });
      expect(await entryOf('carer2')).toMatchObject({ status: 'to_do', awaiting_me: true, signed_at: null });

      const theirs = await formFor('carer2', id);
      const signed = await respond(
        'carer2',
        id,
        signature(theirs, { students: [child.documentId], signer_name: theirs.signer_name }),
      );
      answerOf('POST forms/:id/responses', signed);
      expect(await entryOf('carer1')).toMatchObject({ status: 'done', awaiting_me: false });
      expect(await entryOf('carer2')).toMatchObject({ status: 'done', awaiting_me: false });
    } finally {
      if (id) await adminCall(`consent-forms/${id}/closure`, 'POST');
      await Promise.all(links.map((link) => cmsDelete('carer-students', link)));
    }
  });

  it('lets a published form no one answered be deleted; once anyone answered, even withdrawn, it is not deletable', async () => {
    const forMia = (title: string) =>
      formInput({ title: `${title} ${RUN}`, audience: { years: [], groups: [], students: [mia.STUDENT_NUMBER] } });
    const publish = async (title: string) => {
      const draft = answerOf('POST consent-forms', await adminCall('consent-forms', 'POST', forMia(title)));
      expect(draft.deletable).toBe(true);
      return answerOf(
        'POST consent-forms/:id/publication',
        await adminCall(`consent-forms/${draft.formUid}/publication`, 'POST'),
      );
    };

    const unanswered = await publish('Book week parade');
    expect(unanswered).toMatchObject({ status: 'published', answered: 0, deletable: true });
    expect(answerOf('GET consent-forms/:id', await adminCall(`consent-forms/${unanswered.formUid}`)).deletable).toBe(true);
    expect(answerOf('DELETE consent-forms/:id', await adminCall(`consent-forms/${unanswered.formUid}`, 'DELETE')).formUid).toBe(
      unanswered.formUid,
    );
    expect((await adminCall(`consent-forms/${unanswered.formUid}`)).status).toBe(404);

    const { formUid: id } = await publish('Harmony day');
    try {
      const form = await formFor('carer1', id);
      answerOf('POST forms/:id/responses', await respond('carer1', id, signature(form, { students: [mia.documentId] })));
      const withdrawal = await callApi(`forms/${id}/withdrawals`, {
        method: 'POST',
        token: await tokenFor('carer1'),
        body: { data: { student: mia.documentId, client_id: randomUUID() } },
      });
      answerOf('POST forms/:id/withdrawals', withdrawal);
      // No answer stands, but the withdrawn one is evidence: the list says what the server does.
      const listed = answerOf('GET consent-forms', await adminCall('consent-forms')).find((one) => one.formUid === id);
      expect(listed).toMatchObject({ answered: 0, deletable: false });
      expect((await adminCall(`consent-forms/${id}`, 'DELETE')).status).toBe(409);
    } finally {
      await adminCall(`consent-forms/${id}/closure`, 'POST');
    }
  });
});

describe('links, answers for several children, and answering again', () => {
  /** A second carer's invitation to sign for Noah on the seeded Year 11 form, and the token its email links to. */
  async function invitedToken(email: string): Promise<string> {
    const id = await seededFormId('carer1', YEAR_11_PLACEMENT);
    const invited = await callApi(`forms/${id}/invitations`, {
      method: 'POST',
      token: await tokenFor('carer1'),
      body: { data: { student: noah.documentId, email, name: 'Alex Taylor' } },
    });
    expect(invited.status).toBe(201);
    const [message] = await eventually(
      () => inbox(email),
      (emails) => emails.length > 0,
      30_000,
    );
    const token = /\/docusign\?t=([\w.-]+)/.exec(`${message!.body.text ?? ''}\n${message!.body.html ?? ''}`)?.[1];
    if (!token) throw new Error(`The email to ${email} has no signing link`);
    return token;
  }

  it(
    'opens and signs a link through each of the other public calls: docusignpk, docusignpkkps, docusign-interview',
    { timeout: 90_000 },
    async () => {
      const calls = ['docusignpk', 'docusignpkkps', 'docusign-interview'] as const;
      const tokens = await Promise.all(calls.map((call) => invitedToken(`${call}.carer-${RUN}@example.org`)));
      for (const [index, call] of calls.entries()) {
        const token = tokens[index]!;
        const opened = answerOf('GET docusign', await callApi(`${call}?t=${token}`));
        expect({ call, state: opened.state }).toEqual({ call, state: 'open' });
        if (opened.state !== 'open') throw new Error(`${call} did not open the form`);
        expect(opened).toMatchObject({ studentUid: noah.documentId, form: { title: YEAR_11_PLACEMENT } });
        const signing = signature(opened.form, { signer_name: 'Alex Taylor' });
        const signed = await callApi(`${call}?t=${token}`, { method: 'POST', body: { data: signing } });
        expect({ call, status: signed.status }).toEqual({ call, status: 200 });
        const signedAt = answerOf('POST docusign', signed).signed_at;
        expect(answerOf('GET docusign', await callApi(`${call}?t=${token}`))).toEqual({ state: 'signed', signed_at: signedAt });
      }
    },
  );

  it(
    'carer1 answers once for both their children: two answers, each statement naming its child; a replay stores nothing; asked again, they are emailed and it is to do again',
    { timeout: 90_000 },
    async () => {
      const title = `Twins day ${RUN}`;
      const written = formInput({
        title,
        audience: { ...formInput().data.audience, students: [mia.STUDENT_NUMBER, noah.STUDENT_NUMBER] },
      });
      const id = answerOf('POST consent-forms', await adminCall('consent-forms', 'POST', written)).formUid;
      answerOf('POST consent-forms/:id/publication', await adminCall(`consent-forms/${id}/publication`, 'POST'));
      const carer1Email = answerOf('GET users/:username', await adminCall('users/carer1'))[0]!.email!;
      // The requests alone: the receipt of carer1's answer names the form too.
      const requests = () =>
        inbox(carer1Email).then((emails) => emails.filter((email) => email.subject === `Form to answer: ${title}`));
      await eventually(requests, (emails) => emails.length === 1, 30_000);

      const form = await formFor('carer1', id);
      const children = new Map(form.children.map((child) => [child.studentUid, child]));
      expect([...children.keys()].sort()).toEqual([mia.documentId, noah.documentId].sort());
      for (const child of children.values()) {
        expect(child.statement).toBe(consentStatement(CARER1_NAME, child.student_name, title));
      }
      expect(children.get(mia.documentId)!.student_name).not.toBe(children.get(noah.documentId)!.student_name);

      const signed = signature(form, { students: [mia.documentId, noah.documentId] });
      const first = await respond('carer1', id, signed);
      expect(first.status).toBe(201);
      const responses = answerOf('POST forms/:id/responses', first);
      expect(responses.map((response) => response.studentUid).sort()).toEqual([mia.documentId, noah.documentId].sort());
      expect(new Set(responses.map((response) => response.responseUid)).size).toBe(2);

      const replayed = answerOf('POST forms/:id/responses', await respond('carer1', id, signed));
      expect(replayed.map((response) => response.responseUid).sort()).toEqual(
        responses.map((response) => response.responseUid).sort(),
      );
      expect(answerOf('GET consent-forms/:id', await adminCall(`consent-forms/${id}`)).answered).toBe(2);
      expect((await formFor('carer1', id)).children.map((child) => child.status)).toEqual(['done', 'done']);

      // The school changes the form and asks everyone again: carer1 is emailed, and both children are to do again.
      const edited = answerOf(
        'PUT consent-forms/:id',
        await adminCall(
          `consent-forms/${id}`,
          'PUT',
          formInput({ ...written.data, body: '<p>Bring lunch too.</p>', asks_again: true }),
        ),
      );
      expect(edited).toMatchObject({ version: 2, answered: 0 });
      await eventually(requests, (emails) => emails.length === 2, 30_000);
      expect((await formFor('carer1', id)).children.map((child) => child.status)).toEqual(['to_do', 'to_do']);
    },
  );
});

describe('a form chosen by user type', () => {
  it(
    'for Carers reaches every carer of the campus, whatever year their children are in, and is emailed to them',
    { timeout: 90_000 },
    async () => {
      const title = `Whole school photo ${RUN}`;
      // Neither of carer1's children is in Year 10: the user type alone brings them in.
      const written = formInput({ title, audience: { user_types: ['carers'], years: [10], groups: [], students: [] } });
      const created = answerOf('POST consent-forms', await adminCall('consent-forms', 'POST', written));
      expect(created.audience).toEqual({ user_types: ['carers'], years: [10], groups: [], students: [] });
      const { formUid: id } = created;
      answerOf('POST consent-forms/:id/publication', await adminCall(`consent-forms/${id}/publication`, 'POST'));
      try {
        const entries = (await entriesOf('carer1')).filter((entry) => entry.formUid === id);
        expect(entries.map((entry) => [entry.studentUid, entry.status]).sort()).toEqual(
          [
            [mia.documentId, 'to_do'],
            [noah.documentId, 'to_do'],
          ].sort(),
        );
        const form = await formFor('carer1', id);
        expect(form.children.map((child) => child.awaiting_me)).toEqual([true, true]);
        // Carers answer it: Mia has nothing to sign.
        expect((await entriesOf('student1')).map((entry) => entry.formUid)).not.toContain(id);
        const carer1Email = answerOf('GET users/:username', await adminCall('users/carer1'))[0]!.email!;
        // The requests alone: the receipt of carer1's answer names the form too.
        const requests = () =>
          inbox(carer1Email).then((emails) => emails.filter((email) => email.subject === `Form to answer: ${title}`));
        await eventually(requests, (emails) => emails.length === 1, 30_000);
      } finally {
        // No one answered: it goes, so no other test finds a whole-campus form open.
        await adminCall(`consent-forms/${id}`, 'DELETE');
      }
    },
  );

  it('refuses, in words beside the user types, Students while carers must sign', async () => {
    const refused = await adminCall(
      'consent-forms',
      'POST',
      formInput({ audience: { user_types: ['students'], years: [], groups: [], students: [] } }),
    );
    expect(refused.status).toBe(400);
    const { error } = (refused.body as { responceObject: { error: { message: string; fields: Record<string, string> } } })
      .responceObject;
    expect(error.message).toBe(CONSENT_FORM_MESSAGES.studentsSignThemselves);
    expect(error.fields).toEqual({ 'data.audience.user_types': CONSENT_FORM_MESSAGES.studentsSignThemselves });
  });
});

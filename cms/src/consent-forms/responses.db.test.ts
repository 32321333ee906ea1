import { CONSENT_FORM_MESSAGES, consentStatement } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { shownHashOf } from './evidence';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// Signing permission forms (issue 30) in the compiled CMS, on SQLite or, with
// TEST_DATABASE=postgres, a PostgreSQL database of its own (where two signatures at once really
// run side by side). The forms' code is called as the controllers call it; the job worker is
// off, so the receipts' jobs stay queued where they can be counted. Needs
// `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-forms');

const SCRIPT = cmsScript(
  `
    const miaRow = await sydneyStudent(strapi, '1001', 'Mia Taylor', 9);
    const mia = miaRow.documentId;
    const other = (await sydneyStudent(strapi, '1002', 'Ava Patel', 7)).documentId;

    const published = async (changesAllowed) => {
      const draft = await draftOf(strapi, excursion(changesAllowed));
      return forms.publishForm(strapi, draft.documentId, { actor: 'admin1' });
    };
    const signature = (form, changes) => signatureFor(form, miaRow, { answers: { consent: 'yes', home: 'School bus' }, ...changes });
    const rowsOf = async (form) => (await strapi.db.query('api::form-response.form-response').findMany({ where: { form: form.documentId }, orderBy: { id: 'asc' } }))
      .map(({ documentId, signer, client_key, superseded_by, withdrawn_at }) => ({ documentId, signer, client_key, superseded_by, withdrawn_at }));
    const kindsOf = (form) => eventKindsOf(strapi, form.documentId);
    const receiptJobs = async () => (await strapi.db.connection('jobs').where({ kind: 'form-receipt' })).length;
    const problemsOf = (form) => evidenceProblemsOf(strapi, form.documentId);

    const form = await published(false);
    result.stored = { status: form.status, version: form.version, content_hash: form.content_hash, body: form.body };

    const first = signature(form);
    const signed = await responses.signForm(strapi, first);
    const replayed = await responses.signForm(strapi, first);
    const racing = signature(form, { signer: 'carer-r', client_id: randomUUID() });
    const raced = await Promise.all([responses.signForm(strapi, racing), responses.signForm(strapi, racing)]);
    result.replay = {
      signed: signed.map((row) => row.documentId),
      replayed: replayed.map((row) => row.documentId),
      raced: raced.map((rows) => rows.map((row) => row.documentId)),
      signedHasNoPrivateEvidence: !('ip' in signed[0]) && !('user_agent' in signed[0]),
      rows: (await rowsOf(form)).length,
      receipts: await receiptJobs(),
    };

    const together = await Promise.all([
      responses.signForm(strapi, signature(form, { signer: 'carer-b', signer_name: 'Sam Wilson' })),
      responses.signForm(strapi, signature(form, { signer: 'carer-c', signer_name: 'Lee Wilson' })),
    ]);
    result.together = { signers: together.map(([row]) => row.signer), standing: (await standing.standingResponsesOf(strapi, [form.documentId], [mia])).map((row) => row.signer).sort() };

    result.refused = {
      contentHash: await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d', content_hash: 'f'.repeat(64) }))),
      answers: await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d', answers: { consent: 'maybe', home: 'School bus' } }))),
      notInAudience: await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d', students: [{ student: other, student_number: '1002', student_name: 'Ava Patel' }] }))),
      change: await refusal(responses.signForm(strapi, signature(form, { answers: { consent: 'no', home: 'School bus' } }))),
      withdrawal: await refusal(responses.withdrawResponse(strapi, { form: form.documentId, student: mia, signer: 'carer-a', signer_email: null, client_id: randomUUID() })),
    };
    result.refused.someoneElsesClientId = await refusal(responses.signForm(strapi, { ...first, signer: 'carer-z' }));
    await forms.closeForm(strapi, form.documentId, { actor: 'admin1' });
    result.refused.closed = await refusal(responses.signForm(strapi, signature(form, { signer: 'carer-d' })));
    // The device sent it, the reply was lost, the form closed, the device sends it again: it was stored.
    result.replayAfterClosing = (await responses.signForm(strapi, first)).map((row) => row.documentId);
    result.rowsAfterRefusals = (await rowsOf(form)).length;
    result.kinds = await kindsOf(form);
    result.problems = await problemsOf(form);

    const open = await published(true);
    const before = await responses.signForm(strapi, signature(open));
    const after = await responses.signForm(strapi, signature(open, { answers: { consent: 'no', home: 'Collected by a carer' } }));
    const withdrawn = await responses.withdrawResponse(strapi, { form: open.documentId, student: mia, signer: 'carer-a', signer_email: null, client_id: randomUUID() });
    result.changed = {
      rows: await rowsOf(open),
      before: before[0].documentId,
      after: after[0].documentId,
      declined: after[0].declined,
      withdrawn: withdrawn.documentId,
      standing: (await standing.standingResponsesOf(strapi, [open.documentId], [mia])).length,
      kinds: await kindsOf(open),
      problems: await problemsOf(open),
    };

    // Edits of a published form: one that does not ask again leaves the answer standing; one that
    // does makes it an earlier answer, read apart, until the carer answers the new version.
    const asked = await published(true);
    const [toVersionOne] = await responses.signForm(strapi, signature(asked));
    const answersOf = async () => ({
      standing: (await standing.standingResponsesOf(strapi, [asked.documentId], [mia])).map((row) => [row.signer, row.version]),
      earlier: (await standing.earlierResponsesOf(strapi, [asked.documentId], [mia])).map((row) => [row.documentId, row.version]),
    });
    const edit = (body, asks_again) =>
      forms.updateForm(strapi, asked.documentId, { actor: 'admin1', form: { ...excursion(true), body, asks_again } });
    await edit('<p>Leaves at 9:15 am.</p>', false);
    const quietly = await answersOf();
    const versionThree = await edit('<p>Leaves at 10 am: bring a hat.</p>', true);
    const askedAgain = await answersOf();
    await responses.signForm(strapi, signature(versionThree));
    result.askedAgain = { first: toVersionOne.documentId, quietly, askedAgain, answeredAgain: await answersOf() };

    // What a signer was shown: the statement names them as the screen did, whatever name they typed.
    const shownForm = await published(true);
    const jordan = await strapi.db.query('api::portal-user.portal-user')
      .create({ data: { username: 'jordan', firstname: 'Jordan', surname: 'Taylor', email: 'jordan@example.com', type: 'affiliate', campus: 'sydney' } });
    const deviceTime = '2030-01-02T03:04:05.678Z';
    const [portalAnswer] = await responses.signForm(strapi, signature(shownForm, {
      signer: jordan.documentId, signer_name: '  jordan   TAYLOR ', device_time: deviceTime, ip: '198.51.100.7', user_agent: 'Mozilla/5.0 (iPhone)',
    }));
    const storedEvidence = async (documentId) => {
      const row = await strapi.db.query('api::form-response.form-response').findOne({ where: { documentId } });
      const { statement, shown_hash, content_hash, signer_name, signer_email, method, ip, user_agent, device_time } = row;
      return { statement, shown_hash, content_hash, signer_name, signer_email, method, ip, user_agent, device_time: new Date(device_time).toISOString() };
    };
    const dueMs = new Date(shownForm.due_at).getTime();
    const invite = (email, name) => strapi.db.query('api::form-invitation.form-invitation').create({
      data: { campus: 'sydney', form: shownForm.documentId, student: mia, email, name, invited_by: jordan.documentId, expires_at: new Date(dueMs), opened_at: null },
    });
    const tokenOf = (invitation) =>
      new URL(strapi.plugin('email-sends').service('email-sending').signingLinkUrl('sydney', invitation.documentId, dueMs)).searchParams.get('t');
    const named = await invite('sam@example.net', 'Sam Carer');
    const unnamed = await invite('lee@example.net', null);
    const page = await invitations.readSigningPage(strapi, tokenOf(named));
    const [viewed] = await strapi.db.query('api::form-event.form-event').findMany({ where: { form: shownForm.documentId }, orderBy: { seq: 'desc' }, limit: 1 });
    const opened = await strapi.db.query('api::form-invitation.form-invitation').findOne({ where: { documentId: named.documentId } });
    const linkSignature = (signerName) => ({
      answers: { consent: 'yes', home: 'School bus' }, signer_name: signerName, content_hash: shownForm.content_hash, translation: null,
      device_time: deviceTime, client_id: randomUUID(), ip: '192.0.2.44', user_agent: 'Firefox/128.0',
    });
    const byNamedLink = await invitations.signByLink(strapi, tokenOf(named), linkSignature('Whoever Typed This'));
    const byUnnamedLink = await invitations.signByLink(strapi, tokenOf(unnamed), linkSignature('Lee'));
    result.shown = {
      title: shownForm.title,
      portal: await storedEvidence(portalAnswer.documentId),
      view: {
        page: page.state,
        event: { kind: viewed.kind, details: viewed.details },
        invitation: named.documentId,
        child: mia,
        opened: opened.opened_at !== null,
      },
      namedLink: await storedEvidence(byNamedLink.response),
      unnamedLink: await storedEvidence(byUnnamedLink.response),
      problems: await problemsOf(shownForm),
    };

    // A burst on one form's chain: carers opening it while others sign, every one appended, none refused.
    const busy = await published(true);
    const evidence = dist('evidence.js');
    const burst = await Promise.allSettled([
      ...Array.from({ length: 40 }, (_, index) => evidence.appendFormEvent(strapi, {
        form: busy.documentId, kind: 'viewed', actor: 'carer-v' + index, details: { student: mia, method: 'campus-sign-in' }, at: new Date(),
      })),
      ...Array.from({ length: 8 }, (_, index) => responses.signForm(strapi, signature(busy, { signer: 'carer-s' + index }))),
    ]);
    result.burst = {
      refused: burst.filter((outcome) => outcome.status === 'rejected').map((outcome) => String(outcome.reason)).slice(0, 3),
      kinds: (await kindsOf(busy)).filter((kind) => kind === 'viewed' || kind === 'signed').length,
      problems: await problemsOf(busy),
    };`,
  `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const responses = dist('responses.js');
const standing = dist('standing.js');
const invitations = dist('invitations.js');
/** The form of these tests: it asks how the student gets home, and its body has a script the CMS takes out. */
const excursion = (changesAllowed) =>
  formInput({
    body: '<p>Leaves at 9 am.</p><script>alert(1)</script>',
    questions: [QUESTIONS.consent, QUESTIONS.health, QUESTIONS.home],
    changes_allowed: changesAllowed,
  });`,
);

type Refusal = { status: string | null; message: string } | null;
type StoredEvidence = Record<
  'statement' | 'shown_hash' | 'content_hash' | 'signer_name' | 'signer_email' | 'method' | 'ip' | 'user_agent' | 'device_time',
  string | null
>;
type Row = { documentId: string; signer: string; client_key: string; superseded_by: string | null; withdrawn_at: string | null };
type Outcome = {
  stored: { status: string; version: number; content_hash: string; body: string };
  replay: {
    signed: string[];
    replayed: string[];
    raced: string[][];
    signedHasNoPrivateEvidence: boolean;
    rows: number;
    receipts: number;
  };
  together: { signers: string[]; standing: string[] };
  refused: Record<'contentHash' | 'answers' | 'notInAudience' | 'change' | 'withdrawal' | 'closed', Refusal>;
  rowsAfterRefusals: number;
  kinds: string[];
  problems: string[];
  changed: {
    rows: Row[];
    before: string;
    after: string;
    declined: boolean;
    withdrawn: string;
    standing: number;
    kinds: string[];
    problems: string[];
  };
  shown: {
    title: string;
    portal: StoredEvidence;
    view: {
      page: string;
      event: { kind: string; details: Record<string, unknown> };
      invitation: string;
      child: string;
      opened: boolean;
    };
    namedLink: StoredEvidence;
    unnamedLink: StoredEvidence;
    problems: string[];
  };
  burst: { refused: string[]; kinds: number; problems: string[] };
  askedAgain: Record<
    'quietly' | 'askedAgain' | 'answeredAgain',
    { standing: [string, number][]; earlier: [string, number][] }
  > & {
    first: string;
  };
};

let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/responses.js');
  outcome = JSON.parse((await cms.run(SCRIPT, { JOBS_WORKER: 'false' })).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

describe('publishing a form', () => {
  it('stores version 1 with its hash, the body sanitised', () => {
    expect(outcome.stored).toEqual({
      status: 'published',
      version: 1,
      content_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
      body: '<p>Leaves at 9 am.</p>',
    });
  });
});

describe('signing a form', () => {
  it('stores one answer for a submission however often it is replayed, and queues one receipt', () => {
    const { signed, replayed, raced, signedHasNoPrivateEvidence, rows, receipts } = outcome.replay;
    expect(replayed).toEqual(signed);
    expect(raced[1]).toEqual(raced[0]);
    expect(rows).toBe(2);
    expect(receipts).toBe(2);
    expect(signedHasNoPrivateEvidence).toBe(true);
  });

  it('stores both of two carers signing at the same moment for an any-carer form', () => {
    expect(outcome.together.signers).toEqual(['carer-b', 'carer-c']);
    expect(outcome.together.standing).toEqual(['carer-a', 'carer-b', 'carer-c', 'carer-r']);
  });

  it('refuses a form changed since it was opened, answers that do not fit, and a student the form is not for', () => {
    expect(outcome.refused.contentHash).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.contentHash });
    expect(outcome.refused.answers).toEqual({ status: 'badRequest', message: CONSENT_FORM_MESSAGES.answers });
    expect(outcome.refused.notInAudience).toEqual({ status: 'notFound', message: CONSENT_FORM_MESSAGES.students });
  });

  it('refuses a change or a withdrawal when the form does not allow changes', () => {
    expect(outcome.refused.change).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.notOpenForChanges });
    expect(outcome.refused.withdrawal).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.notOpenForChanges });
  });

  it('refuses an answer once the form is closed, but answers a replay of one stored before with what was stored', () => {
    expect(outcome.refused.closed).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.closed });
    expect(outcome.replayAfterClosing).toEqual(outcome.replay.signed);
  });

  it("refuses another signer's submission that reuses a client id, rather than answering with the first signer's answer", () => {
    expect(outcome.refused.someoneElsesClientId).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.clientIdUsed });
  });

  it('stores nothing for a refused answer, logs each step, and leaves evidence that verifies', () => {
    expect(outcome.rowsAfterRefusals).toBe(4);
    expect(outcome.kinds).toEqual(['created', 'published', 'signed', 'signed', 'signed', 'signed', 'closed']);
    expect(outcome.problems).toEqual([]);
  });
});

describe('changing and withdrawing an answer where the form allows it', () => {
  it('keeps the first answer, superseded by the change, and withdraws the change', () => {
    const { rows, before, after, declined, withdrawn, standing, kinds, problems } = outcome.changed;
    expect(rows).toEqual([
      expect.objectContaining({ documentId: before, superseded_by: after, withdrawn_at: null }),
      expect.objectContaining({ documentId: after, superseded_by: null, withdrawn_at: expect.any(String) }),
    ]);
    expect(declined).toBe(true);
    expect(withdrawn).toBe(after);
    expect(standing).toBe(0);
    expect(kinds).toEqual(['created', 'published', 'signed', 'changed', 'withdrawn']);
    expect(problems).toEqual([]);
  });
});

describe('an edit of a published form', () => {
  it('leaves an answer standing unless it asks again; then the answer is earlier, until the carer answers the new version', () => {
    const { first, quietly, askedAgain, answeredAgain } = outcome.askedAgain;
    expect(quietly).toEqual({ standing: [['carer-a', 1]], earlier: [] });
    expect(askedAgain).toEqual({ standing: [], earlier: [[first, 1]] });
    // The new answer supersedes the earlier one: nothing earlier is left to tell.
    expect(answeredAgain).toEqual({ standing: [['carer-a', 3]], earlier: [] });
  });
});

describe('what a signer was shown, and the evidence of their request', () => {
  /** The statement a screen showed for Mia, naming the signer as given, and its hash with the version's. */
  const shownAs = (name: string, stored: StoredEvidence) => {
    const statement = consentStatement(name, 'Mia Taylor', outcome.shown.title);
    return { statement, shown_hash: shownHashOf({ content_hash: stored.content_hash!, statement }) };
  };

  it("names a signed-in signer by their account's full name, whatever case and spacing they typed, keeping what they typed", () => {
    const { portal } = outcome.shown;
    expect(portal).toMatchObject({ ...shownAs('Jordan Taylor', portal), signer_name: '  jordan   TAYLOR ' });
  });

  it("names a link's signer by the invitation's name, or its address when it has none, whatever they typed", () => {
    const { namedLink, unnamedLink } = outcome.shown;
    expect(namedLink).toMatchObject({ ...shownAs('Sam Carer', namedLink), signer_name: 'Whoever Typed This' });
    expect(unnamedLink).toMatchObject({ ...shownAs('lee@example.net', unnamedLink), signer_name: 'Lee' });
    expect(outcome.shown.problems).toEqual([]);
  });

  it("keeps each answer's address, browser, device time, way of signing and the link's address", () => {
    const { portal, namedLink } = outcome.shown;
    expect(portal).toMatchObject({
      ip: '198.51.100.7',
      user_agent: 'Mozilla/5.0 (iPhone)',
      device_time: '2030-01-02T03:04:05.678Z',
      method: 'campus-sign-in',
      signer_email: null,
    });
    expect(namedLink).toMatchObject({
      ip: '192.0.2.44',
      user_agent: 'Firefox/128.0',
      device_time: '2030-01-02T03:04:05.678Z',
      method: 'emailed-link',
      signer_email: 'sam@example.net',
    });
  });

  it('logs the opening of a signing link as a view of the form, naming the child and the invitation', () => {
    const { view } = outcome.shown;
    expect(view).toEqual({
      page: 'open',
      event: {
        kind: 'viewed',
        details: { student: view.child, method: 'emailed-link', invitation: view.invitation },
      },
      invitation: view.invitation,
      child: expect.any(String),
      opened: true,
    });
  });
});

describe('one answer for two children of the same carer', () => {
  const TWO_CHILDREN = cmsScript(
    `
    const ella = await sydneyStudent(strapi, '2001', 'Ella Nguyen', 9);
    const finn = await sydneyStudent(strapi, '2002', 'Finn Nguyen', 11);
    const draft = await draftOf(strapi, formInput({ audience: { ...formInput({}).audience, years: [9, 11] } }));
    const form = await forms.publishForm(strapi, draft.documentId, { actor: 'admin1' });
    const both = signatureFor(form, ella, {
      students: [ella, finn].map((row) => ({ student: row.documentId, student_number: row.STUDENT_NUMBER, student_name: row.student })),
    });
    const signed = await responses.signForm(strapi, both);
    const replayed = await responses.signForm(strapi, both);
    const rows = await strapi.db.query('api::form-response.form-response').findMany({ where: { form: form.documentId }, orderBy: { id: 'asc' } });
    result.twoChildren = {
      signed: signed.map((row) => row.documentId),
      replayed: replayed.map((row) => row.documentId),
      stored: rows.map((row) => ({ documentId: row.documentId, student: row.student, statement: row.statement })),
      students: { ella: ella.documentId, finn: finn.documentId },
      title: form.title,
    };`,
    `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const responses = dist('responses.js');`,
  );

  type TwoChildren = {
    signed: string[];
    replayed: string[];
    stored: { documentId: string; student: string; statement: string }[];
    students: { ella: string; finn: string };
    title: string;
  };
  let twoChildren: TwoChildren;

  beforeAll(async () => {
    twoChildren = (JSON.parse((await cms.run(TWO_CHILDREN, { JOBS_WORKER: 'false' })).last) as { twoChildren: TwoChildren })
      .twoChildren;
  }, 300_000);

  it('stores an answer per child, each statement naming its own child; a replay answers both and stores nothing new', () => {
    const { signed, replayed, stored, students, title } = twoChildren;
    expect(stored).toEqual([
      { documentId: signed[0], student: students.ella, statement: consentStatement('Jordan Taylor', 'Ella Nguyen', title) },
      { documentId: signed[1], student: students.finn, statement: consentStatement('Jordan Taylor', 'Finn Nguyen', title) },
    ]);
    expect(replayed).toEqual(signed);
  });
});

describe("a form's chain under a burst of views and signatures", () => {
  it('appends every one of them, in one unbroken chain', () => {
    expect(outcome.burst).toEqual({ refused: [], kinds: 48, problems: [] });
  });
});

import { describe, expect, it } from 'vitest';
import { addSigners, type FormSigner } from '../email-sending/form-signer-emails';
import { DUE, PORTAL, excursionForm, fakeSchoolRun, links, person, student } from './form-emails-fakes';
import type { StandingAnswer } from '../email-sending/form-records';
import { FORM_REQUEST_KIND, formRequestSendId, sendFormRequests, sendFormRequestsAgain } from './form-requests';

const NOW = new Date('2026-11-01T00:00:00Z');

const excursion = excursionForm({ years: [9], groups: ['Camp'], students: ['S300'] });

/**
 * A school of five students: Mia and Leo (Year 9) have Ann, who has signed in; Mia also has Bob,
 * who never has (and reads Vietnamese), as has Ivy (Year 8, in the Camp group); Zoe is named by
 * number and her carer has no address; Max (Year 10) is not in the audience.
 */
function school(form = excursion) {
  const ann = person('ann', { subject: 'sub-ann' });
  const bob = person('bob', { language: 'vi' });
  const students = [
    student('mia', 'S100', 9),
    student('leo', 'S200', 9),
    student('zoe', 'S300', 7),
    student('max', 'S400', 10),
    student('ivy', 'S500', 8, { groupNames: ['Camp'] }),
  ];
  return fakeSchoolRun({
    form,
    // The campus's students in two pages, as the records module reads them.
    studentPages: [students.slice(0, 3), students.slice(3)],
    carers: {
      mia: [ann, bob],
      leo: [ann],
      zoe: [person('cat', { email: null })],
      max: [person('dan', { subject: 'sub-dan' })],
      ivy: [bob],
    },
    now: NOW,
  });
}

const tokensIn = (text: string) => [...text.matchAll(/\/docusign\?t=([\w.-]+)/g)].map((match) => match[1]!);

describe("a published form's requests (issue 30)", () => {
  it('send a carer who has signed in one email for all their children, linking to the form in the portal', async () => {
    const { run, sent } = school();
    await sendFormRequests('form1', run);
    const toAnn = sent.filter((input) => input.to === 'ann@example.com');
    expect(toAnn).toHaveLength(1);
    const [email] = toAnn;
    expect(email!.kind).toBe(FORM_REQUEST_KIND);
    expect(email!.tags).toEqual({ send_id: formRequestSendId('form1'), recipient_id: 'ann' });
    expect(email!.subject).toBe('Form to answer: Zoo <excursion> & picnic');
    expect(email!.text).toContain(
      'The school asks you to answer the form "Zoo <excursion> & picnic" for Mia Smith and Leo Smith by Friday 27 November 2026 at 6:00 pm.',
    );
    expect(email!.text).toContain(`Answer the form in the portal: ${PORTAL}/forms/form1`);
    expect(email!.html).toContain(`href="${PORTAL}/forms/form1"`);
    expect(email!.html).not.toContain('/docusign');
    // The title as the school wrote it, escaped.
    expect(email!.html).toContain('Zoo &lt;excursion&gt; &amp; picnic');
    expect(email!.html).not.toContain('<excursion>');
  });

  it('send a carer who never signed in a signing link per child, each an invitation until the due time, in their language', async () => {
    const { run, sent, invitations } = school();
    await sendFormRequests('form1', run);
    const toBob = sent.filter((input) => input.to === 'bob@example.com');
    expect(toBob).toHaveLength(1);
    expect(toBob[0]!.subject).toBe('Biểu mẫu cần trả lời: Zoo <excursion> & picnic');
    expect(
      invitations.map(({ form, student, email, invited_by, expires_at, campus }) => ({
        form,
        student,
        email,
        invited_by,
        expires_at,
        campus,
      })),
    ).toEqual([
      { form: 'form1', student: 'mia', email: 'bob@example.com', invited_by: 'system', expires_at: DUE, campus: 'sydney' },
      { form: 'form1', student: 'ivy', email: 'bob@example.com', invited_by: 'system', expires_at: DUE, campus: 'sydney' },
    ]);
    expect(invitations.map((row) => row.name)).toEqual(['Bob Smith', 'Bob Smith']);
    const tokens = tokensIn(toBob[0]!.text);
    expect(tokens.map((token) => links.read(token))).toEqual([
      { campus: 'sydney', invitation: 'invitation1', expiresAtMs: Date.parse(DUE) },
      { campus: 'sydney', invitation: 'invitation2', expiresAtMs: Date.parse(DUE) },
    ]);
    expect(toBob[0]!.text).toContain(`Trả lời cho Mia Smith: ${PORTAL}/docusign?t=${tokens[0]}`);
    expect(toBob[0]!.html).not.toContain('/forms/form1');
  });

  it('leave out students outside the audience and carers without an address', async () => {
    const { run, sent } = school();
    await sendFormRequests('form1', run);
    expect(sent.map((input) => input.to).sort()).toEqual(['ann@example.com', 'bob@example.com']);
  });

  it('send nothing again on a second run, and make no second invitation', async () => {
    const { run, sent, invitations } = school();
    await sendFormRequests('form1', run);
    expect(sent).toHaveLength(2);
    await sendFormRequests('form1', run);
    expect(sent).toHaveLength(2);
    expect(invitations).toHaveLength(2);
  });

  it('send nothing for a form closed or past due by the time the job runs', async () => {
    const closed = school({ ...excursion, status: 'closed' });
    await sendFormRequests('form1', closed.run);
    const late = school();
    await sendFormRequests('form1', { ...late.run, now: new Date(Date.parse(DUE) + 1) });
    expect([...closed.sent, ...late.sent, ...closed.invitations, ...late.invitations]).toEqual([]);
  });
});

describe('the requests after an edit that asked everyone to answer again (issue 30)', () => {
  /** Ann answered version 1 for Mia in the portal, Bob for Ivy through his link; nobody answered for Leo. */
  const EARLIER: StandingAnswer[] = [
    { student: 'mia', signer: 'ann', signer_email: null },
    { student: 'ivy', signer: null, signer_email: 'Bob@Example.com' },
  ];

  function askedAgain(standing: StandingAnswer[] = []) {
    const fake = school();
    const run = {
      ...fake.run,
      records: {
        ...fake.run.records,
        answersBefore: async (_form: string, version: number) => (version === 3 ? EARLIER : []),
        standingAnswers: async () => standing,
      },
    };
    return { ...fake, run };
  }

  it('ask only those whose answers stopped counting, for the children they answered, reusing their signing links', async () => {
    const { run, sent, invitations } = askedAgain();
    await sendFormRequestsAgain('form1', 3, run);
    expect(sent.map((input) => [input.to, input.tags])).toEqual([
      ['ann@example.com', { send_id: formRequestSendId('form1', 3), recipient_id: 'ann' }],
      ['bob@example.com', { send_id: formRequestSendId('form1', 3), recipient_id: 'bob' }],
    ]);
    expect(sent[0]!.text).toContain('for Mia Smith by');
    expect(sent[0]!.text).not.toContain('Leo Smith');
    expect(tokensIn(sent[1]!.text).map((token) => links.read(token)?.invitation)).toEqual(['invitation1']);
    expect(invitations.map((row) => row.student)).toEqual(['ivy']);
  });

  it('ask nobody twice for the same version, and nobody who has answered the new version already', async () => {
    const { run, sent } = askedAgain([{ student: 'mia', signer: 'ann', signer_email: null }]);
    await sendFormRequestsAgain('form1', 3, run);
    await sendFormRequestsAgain('form1', 3, run);
    expect(sent.map((input) => input.to)).toEqual(['bob@example.com']);
  });
});

describe('who must answer for a student', () => {
  it('is the student themself from the year the form says, else their carers', () => {
    const signers = new Map<string, FormSigner>();
    const rule = { signers: 'student', student_from_year: 11 } as const;
    const sam = person('sam', { subject: 'sub-sam' });
    addSigners(signers, rule, student('sam', 'S600', 12, { portalUser: sam }), [person('pat')]);
    addSigners(signers, rule, student('mia', 'S100', 9, { portalUser: person('miauser') }), [person('ann')]);
    expect([...signers.entries()].map(([id, signer]) => [id, signer.children.map((child) => child.studentNumber)])).toEqual([
      ['sam', ['S600']],
      ['ann', ['S100']],
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { SendInput } from '../services/sends';
import type { StandingAnswer } from '../email-sending/form-records';
import { DUE, PORTAL, excursionForm, fakeSchoolRun, links, person, student } from './form-emails-fakes';
import {
  FORM_REMINDER_KIND,
  formReminderPlan,
  formReminderSendId,
  sendFormReminders,
  type FormLog,
  type FormRemindersRun,
} from './form-reminders';

// DUE is Friday 27 November 2026, 6 pm at the school (Sydney, UTC+11); reminders 3 and 1 days before.
// Tuesday 24 November, 11 pm at the school: the 3-day reminder's day, still.
const TUESDAY_NIGHT = new Date('2026-11-24T12:00:00Z');
// Ninety minutes later: 00:30 on Wednesday at the school, though the same date in UTC.
const WEDNESDAY_MORNING = new Date('2026-11-24T13:30:00Z');

const excursion = excursionForm({ years: [9], groups: [], students: [] });

/**
 * Year 9 of a school: Mia has Ann (who has signed in) and Bob (who never has, and was invited
 * for Mia when the form was published); Leo has Ann; Ivy has Bob; Kim has Cal, who has signed in.
 */
function school(form = excursion) {
  const ann = person('ann', { subject: 'sub-ann' });
  const bob = person('bob');
  const cal = person('cal', { subject: 'sub-cal' });
  const answers: StandingAnswer[] = [];
  const fake = fakeSchoolRun({
    form,
    studentPages: [[student('mia', 'S100', 9), student('leo', 'S200', 9), student('ivy', 'S300', 9), student('kim', 'S400', 9)]],
    carers: { mia: [ann, bob], leo: [ann], ivy: [bob], kim: [cal] },
    invitations: [
      {
        documentId: 'invitation1',
        campus: 'sydney',
        form: 'form1',
        student: 'mia',
        email: 'bob@example.com',
        name: 'Bob Smith',
        invited_by: 'system',
        expires_at: DUE,
      },
    ],
    now: TUESDAY_NIGHT,
  });
  // Reminders also read who has answered, and log the automatic ones in the form's log.
  const logged: Parameters<FormLog['append']>[0][] = [];
  const run: FormRemindersRun = {
    ...fake.run,
    records: { ...fake.run.records, standingAnswers: async () => answers },
    formLog: { append: async (event) => logged.push(event) },
  };
  return { run, sent: fake.sent, answers, invitations: fake.invitations, logged };
}

const manual = { formId: 'form1', manual: true };
const tokensIn = (text: string) => [...text.matchAll(/\/docusign\?t=([\w.-]+)/g)].map((match) => match[1]!);
const to = (sent: readonly SendInput[], address: string) => sent.filter((input) => input.to === address);

describe("a form's reminders (issue 30)", () => {
  it('leave out a carer who answered, and remind one still to answer once, with the link to the form in the portal', async () => {
    const { run, sent, answers } = school();
    answers.push({ student: 'kim', signer: 'cal', signer_email: 'cal@example.com' });
    await sendFormReminders(manual, run);
    expect(to(sent, 'cal@example.com')).toEqual([]);
    const toAnn = to(sent, 'ann@example.com');
    expect(toAnn).toHaveLength(1);
    const [email] = toAnn;
    expect(email!.kind).toBe(FORM_REMINDER_KIND);
    expect(email!.tags).toEqual({ send_id: formReminderSendId('form1', '2026-11-24'), recipient_id: 'ann' });
    expect(email!.subject).toBe('Reminder: Zoo <excursion> & picnic is due Friday 27 November 2026 at 6:00 pm');
    expect(email!.text).toContain(
      'The school is still waiting for your answer to the form "Zoo <excursion> & picnic" for Mia Smith and Leo Smith. It is due Friday 27 November 2026 at 6:00 pm.',
    );
    expect(email!.text).toContain(`Answer the form in the portal: ${PORTAL}/forms/form1`);
    expect(email!.html).toContain('Zoo &lt;excursion&gt; &amp; picnic');
    expect(email!.html).not.toContain('<excursion>');
  });

  it('send a carer who never signed in a signing link per child still to answer, reusing their invitation', async () => {
    const { run, sent, invitations } = school();
    await sendFormReminders(manual, run);
    const toBob = to(sent, 'bob@example.com');
    expect(toBob).toHaveLength(1);
    expect(toBob[0]!.html).not.toContain('/forms/form1');
    expect(invitations.map(({ documentId, student, email }) => [documentId, student, email])).toEqual([
      ['invitation1', 'mia', 'bob@example.com'],
      ['invitation2', 'ivy', 'bob@example.com'],
    ]);
    expect(tokensIn(toBob[0]!.text).map((token) => links.read(token)?.invitation)).toEqual(['invitation1', 'invitation2']);
  });

  it("count a child of any one carer's form as answered when the other carer answered, by sign-in or emailed link", async () => {
    const { run, sent, answers } = school();
    answers.push(
      { student: 'mia', signer: 'ann', signer_email: 'ann@example.com' },
      { student: 'ivy', signer: null, signer_email: 'Bob@Example.com' },
    );
    await sendFormReminders(manual, run);
    expect(to(sent, 'bob@example.com')).toEqual([]);
    expect(to(sent, 'ann@example.com')[0]!.text).toContain('for Leo Smith. It is due');
  });

  it("still remind every carer who has not answered themself when the form needs each carer's answer", async () => {
    const { run, sent, answers } = school({ ...excursion, signers: 'every_carer' });
    answers.push(
      { student: 'mia', signer: 'ann', signer_email: 'ann@example.com' },
      { student: 'ivy', signer: null, signer_email: 'bob@example.com' },
    );
    await sendFormReminders(manual, run);
    expect(to(sent, 'ann@example.com')[0]!.text).toContain('for Leo Smith. It is due');
    const toBob = to(sent, 'bob@example.com');
    expect(toBob).toHaveLength(1);
    expect(tokensIn(toBob[0]!.text).map((token) => links.read(token)?.invitation)).toEqual(['invitation1']);
  });

  it("send nothing more on a second run the same school day, and again on the next (the school's date, not UTC's)", async () => {
    const { run, sent } = school();
    await sendFormReminders(manual, run);
    expect(sent.map((input) => input.to).sort()).toEqual(['ann@example.com', 'bob@example.com', 'cal@example.com']);
    await sendFormReminders(manual, run);
    expect(sent).toHaveLength(3);
    await sendFormReminders(manual, { ...run, now: WEDNESDAY_MORNING });
    expect(sent).toHaveLength(6);
    expect(new Set(sent.slice(3).map((input) => input.tags!.send_id))).toEqual(
      new Set([formReminderSendId('form1', '2026-11-25')]),
    );
  });

  it('plan what a manual reminder sends: the pending signers not reminded today, and those who were', async () => {
    const { run, answers } = school();
    answers.push({ student: 'kim', signer: 'cal', signer_email: 'cal@example.com' });
    const before = await formReminderPlan('form1', run);
    expect([before!.toRemind.length, before!.remindedToday.length]).toEqual([2, 0]);
    await sendFormReminders(manual, run);
    const after = await formReminderPlan('form1', run);
    expect([after!.toRemind.length, after!.remindedToday.length]).toEqual([0, 2]);
  });

  it("send an automatic reminder only on one of the form's reminder days (the defaults, 3 and 1, when it sets none)", async () => {
    const onTheDay = school();
    await sendFormReminders({ formId: 'form1', manual: false }, onTheDay.run);
    expect(onTheDay.sent).toHaveLength(3);
    const defaultDays = school({ ...excursion, reminder_days: null });
    await sendFormReminders({ formId: 'form1', manual: false }, defaultDays.run);
    expect(defaultDays.sent).toHaveLength(3);
    const dayAfter = school();
    await sendFormReminders({ formId: 'form1', manual: false }, { ...dayAfter.run, now: WEDNESDAY_MORNING });
    const editedDays = school({ ...excursion, reminder_days: [1] });
    await sendFormReminders({ formId: 'form1', manual: false }, editedDays.run);
    expect([...dayAfter.sent, ...editedDays.sent]).toEqual([]);
  });

  it("write an automatic reminder in the form's log with what it sent, and leave an admin's to the CMS, which logged it already", async () => {
    const { run, sent, logged, answers } = school();
    answers.push({ student: 'kim', signer: 'cal', signer_email: 'cal@example.com' });
    // Bob's address is on the suppression list: SES is not asked, the log counts it apart.
    const send: FormRemindersRun['send'] = async (input) =>
      input.to === 'bob@example.com' ? { status: 'suppressed' } : run.send(input);
    await sendFormReminders({ formId: 'form1', manual: false }, { ...run, send });
    expect(sent.map((input) => input.to)).toEqual(['ann@example.com']);
    expect(logged).toEqual([
      {
        form: 'form1',
        kind: 'reminded',
        actor: 'system',
        details: { manual: false, day: '2026-11-24', sent: 1, suppressed: 1, refused: 0, skipped_today: 0 },
        at: TUESDAY_NIGHT,
      },
    ]);
    // The same day again: Ann was reminded already, and the log says so.
    await sendFormReminders({ formId: 'form1', manual: false }, { ...run, send });
    expect(logged[1]!.details).toEqual({
      manual: false,
      day: '2026-11-24',
      sent: 0,
      suppressed: 1,
      refused: 0,
      skipped_today: 1,
    });
    await sendFormReminders(manual, run);
    await sendFormReminders({ formId: 'form1', manual: false }, { ...run, now: WEDNESDAY_MORNING });
    expect(logged).toHaveLength(2);
  });

  it('send nothing for a form closed or past due by the time the job runs', async () => {
    const closed = school({ ...excursion, status: 'closed' });
    await sendFormReminders(manual, closed.run);
    const late = school();
    await sendFormReminders(manual, { ...late.run, now: new Date(Date.parse(DUE) + 1) });
    expect([...closed.sent, ...late.sent]).toEqual([]);
    expect(await formReminderPlan('form1', closed.run)).toBeNull();
  });
});

import { CONSENT_FORM_MESSAGES } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmsScript, compiledCmsTest } from '../testing/compiled-cms';
import { FORM_SCRIPT_HELPERS } from './testing/form-script';

// Emailed signing links of permission forms (issue 30) in the compiled CMS: a link after an edit
// that asks everyone again, after an edit that moves the due time, and after a court order. The
// forms' code is called as the controllers call it; the job worker is off, so the emails' jobs
// stay queued where they can be read. Needs the email-sends plugin and `npm run build --workspace cms` first.

const cms = compiledCmsTest('consent-form-signing-links');

const SCRIPT = cmsScript(
  `
    const mia = await sydneyStudent(strapi, '1001', 'Mia Taylor', 9);
    const people = strapi.db.query('api::portal-user.portal-user');
    const carer = (username, firstname) =>
      people.create({ data: { username, firstname, surname: 'Taylor', email: username + '@example.com', type: 'affiliate', is_carer: true, campus: 'sydney' } });
    const jordan = await carer('jordan', 'Jordan');
    const riley = await carer('riley', 'Riley');
    const links = strapi.db.query('api::carer-student.carer-student');
    await links.create({ data: { carer: jordan.id, student: mia.id } });

    const published = async (fields) =>
      forms.publishForm(strapi, (await draftOf(strapi, formInput(fields))).documentId, { actor: 'admin1' });
    /** A second carer's link to sign \`form\` for Mia, as the invitation's email gives it. */
    const linkFor = async (form, email) => {
      await invitations.inviteSigner(strapi, { campus: 'sydney', form: form.documentId, student: mia.documentId, student_name: 'Mia Taylor', email, name: 'Alex Taylor', invited_by: jordan.documentId });
      const invitation = await strapi.db.query('api::form-invitation.form-invitation').findOne({ where: { form: form.documentId, email } });
      const url = strapi.plugin('email-sends').service('email-sending').signingLinkUrl('sydney', invitation.documentId, new Date(invitation.expires_at).getTime());
      return new URL(url).searchParams.get('t');
    };
    const stateOf = async (token, now) => {
      try {
        return (await invitations.readSigningPage(strapi, token, now ? { now } : {})).state;
      } catch (error) {
        return { status: error.status ?? null, message: error.message };
      }
    };
    const sign = (form, token, now) =>
      invitations.signByLink(strapi, token, {
        answers: { consent: 'yes' }, signer_name: 'Alex Taylor', content_hash: form.content_hash,
        device_time: new Date().toISOString(), client_id: randomUUID(), ip: '203.0.113.10', user_agent: 'Safari',
      }, now ? { now } : {});
    const requestJobs = async (form) => (await strapi.db.connection('jobs').where({ kind: 'form-requests' }).select('dedupe_key', 'payload'))
      .filter((row) => row.dedupe_key.startsWith('form-requests:' + form.documentId))
      .map((row) => ({ key: row.dedupe_key, payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload }));
    const edit = (form, fields) => forms.updateForm(strapi, form.documentId, { actor: 'admin1', form: { ...formInput({ due_at: form.due_at }), ...fields } });

    // Asked again: the used link opens the new version to sign, and those whose answers stopped counting are emailed.
    const asked = await published({});
    const askedLink = await linkFor(asked, 'alex@example.org');
    const opened = await stateOf(askedLink);
    await sign(asked, askedLink);
    const used = await stateOf(askedLink);
    await edit(asked, { body: '<p>Leaves at 9:15 am.</p>', asks_again: false });
    const afterQuietEdit = { page: await stateOf(askedLink), jobs: await requestJobs(asked) };
    const versionThree = await edit(asked, { body: '<p>Leaves at 10 am: bring a hat.</p>', asks_again: true });
    const afterAskingAgain = { page: await stateOf(askedLink), jobs: await requestJobs(asked) };
    const signedAgain = await sign(versionThree, askedLink);
    result.askedAgain = { opened, used, afterQuietEdit, afterAskingAgain, signedAgain: typeof signedAgain.signed_at, afterSigningAgain: await stateOf(askedLink) };

    // The due time moved: the link's expiry moves with it, whatever the token was sent with.
    const dueAt = Date.now() + 7 * DAY;
    const moved = await published({ due_at: new Date(dueAt).toISOString() });
    const movedLink = await linkFor(moved, 'alex@example.org');
    const [campus, invitationId, expires, mac] = movedLink.split('.');
    const altered = [campus, invitationId, String(Number(expires) + 14 * DAY), mac].join('.');
    await edit(moved, { due_at: new Date(dueAt + 14 * DAY).toISOString() });
    const laterStored = (await strapi.db.query('api::form-invitation.form-invitation').findOne({ where: { documentId: invitationId } })).expires_at;
    const dayAfterFirstDue = new Date(dueAt + DAY);
    const later = { stored: new Date(laterStored).toISOString(), page: await stateOf(movedLink, dayAfterFirstDue), altered: await stateOf(altered, dayAfterFirstDue) };
    later.signed = typeof (await sign(moved, movedLink, dayAfterFirstDue)).signed_at;
    const earlierForm = await published({ due_at: new Date(dueAt).toISOString() });
    const earlierLink = await linkFor(earlierForm, 'alex@example.org');
    await edit(earlierForm, { due_at: new Date(dueAt - 4 * DAY).toISOString() });
    const dayAfterNewDue = new Date(dueAt - 3 * DAY);
    result.dueMoved = {
      later,
      earlier: {
        beforeNewDue: await stateOf(earlierLink, new Date(dueAt - 5 * DAY)),
        page: await stateOf(earlierLink, dayAfterNewDue),
        sign: await refusal(sign(earlierForm, earlierLink, dayAfterNewDue)),
      },
      due: new Date(dueAt + 14 * DAY).toISOString(),
    };

    // A court order made after Riley's link was sent: every use of it is refused, and no new one is made.
    const ordered = await published({});
    const rileyLink = await linkFor(ordered, 'riley@example.com');
    const beforeOrder = await stateOf(rileyLink);
    await strapi.db.query('api::carer-restriction.carer-restriction').create({
      data: { carer_sourced_id: 'c-riley', student_sourced_id: 's-1001', campus: 'sydney', carer: riley.id, student: mia.id },
    });
    const rileyRows = async () => strapi.db.query('api::form-response.form-response').count({ where: { form: ordered.documentId } });
    result.courtOrder = {
      beforeOrder,
      page: await stateOf(rileyLink),
      sign: await refusal(sign(ordered, rileyLink)),
      attachment: await refusal(invitations.signingLinkAttachment(strapi, rileyLink, 'a'.repeat(64))),
      invite: await refusal(linkFor(ordered, 'Riley@Example.com')),
      answers: await rileyRows(),
    };

    // Nor may the pair be linked by hand (the admin panel writes through the Document Service).
    const other = await sydneyStudent(strapi, '1002', 'Ava Taylor', 7);
    const rileyAndAva = await links.create({ data: { carer: riley.id, student: other.id } });
    const linksOfRiley = async () => (await links.findMany({ where: { carer: { id: riley.id } }, populate: { student: { select: ['documentId'] } } })).map((link) => link.student?.documentId);
    result.linking = {
      created: await refusal(links.create({ data: { carer: riley.id, student: mia.id } })),
      inThePanel: await refusal(strapi.documents('api::carer-student.carer-student').create({ data: { carer: riley.documentId, student: mia.documentId } })),
      movedToMia: await refusal(strapi.documents('api::carer-student.carer-student').update({ documentId: rileyAndAva.documentId, data: { student: mia.documentId } })),
      unrestricted: (await strapi.documents('api::carer-student.carer-student').create({ data: { carer: jordan.documentId, student: other.documentId } })).documentId.length > 0,
      linksOfRiley: await linksOfRiley(),
      students: { mia: mia.documentId, ava: other.documentId },
    };`,
  `${FORM_SCRIPT_HELPERS}
const forms = dist('forms.js');
const invitations = dist('invitations.js');`,
);

type Refusal = { status: string | null; message: string } | null;
type PageState = string | Refusal;
type RequestJob = { key: string; payload: { formId: string; askedAgainIn?: number } };
type Outcome = {
  askedAgain: {
    opened: PageState;
    used: PageState;
    afterQuietEdit: { page: PageState; jobs: RequestJob[] };
    afterAskingAgain: { page: PageState; jobs: RequestJob[] };
    signedAgain: string;
    afterSigningAgain: PageState;
  };
  dueMoved: {
    later: { stored: string; page: PageState; altered: PageState; signed: string };
    earlier: { beforeNewDue: PageState; page: PageState; sign: Refusal };
    due: string;
  };
  courtOrder: Record<'beforeOrder' | 'page', PageState> & Record<'sign' | 'attachment' | 'invite', Refusal> & { answers: number };
  linking: Record<'created' | 'inThePanel' | 'movedToMia', Refusal> & {
    unrestricted: boolean;
    linksOfRiley: string[];
    students: { mia: string; ava: string };
  };
};

const RESTRICTED_LINK =
  'A court order (carerRestrictions.csv) keeps this carer from acting for this student: they cannot be linked.';

let outcome: Outcome;

beforeAll(async () => {
  await cms.setUp('consent-forms/invitations.js');
  outcome = JSON.parse((await cms.run(SCRIPT, { JOBS_WORKER: 'false' })).last) as Outcome;
}, 300_000);

afterAll(() => cms.tearDown());

describe('a signing link after an edit that asks everyone to answer again', () => {
  it('opens the new version to sign, where before it said only that it was signed, and signs it', () => {
    const { opened, used, afterQuietEdit, afterAskingAgain, signedAgain, afterSigningAgain } = outcome.askedAgain;
    expect([opened, used]).toEqual(['open', 'signed']);
    expect(afterQuietEdit.page).toBe('signed');
    expect(afterAskingAgain.page).toBe('open');
    expect(signedAgain).toBe('string');
    expect(afterSigningAgain).toBe('signed');
  });

  it('queues the request to answer again with the edit, and none for an edit that does not ask again', () => {
    const { afterQuietEdit, afterAskingAgain } = outcome.askedAgain;
    const publication = afterQuietEdit.jobs;
    expect(publication).toHaveLength(1);
    expect(publication[0]!.payload).not.toHaveProperty('askedAgainIn');
    const formId = publication[0]!.payload.formId;
    expect(afterAskingAgain.jobs).toEqual([
      ...publication,
      { key: `form-requests:${formId}:v3`, payload: { formId, askedAgainIn: 3 } },
    ]);
  });
});

describe('a signing link after an edit that moves the due time', () => {
  it('moved later: the link still opens and signs after the first due time; an altered token is still refused', () => {
    const { later, due } = outcome.dueMoved;
    expect(later.stored).toBe(due);
    expect(later.page).toBe('open');
    expect(later.signed).toBe('string');
    expect(later.altered).toEqual({ status: 'forbidden', message: CONSENT_FORM_MESSAGES.linkAltered });
  });

  it('moved earlier: the link has expired once the new due time has passed (410 in words), to open and to sign', () => {
    const { earlier } = outcome.dueMoved;
    expect(earlier.beforeNewDue).toBe('open');
    expect(earlier.page).toEqual({ status: 'gone', message: CONSENT_FORM_MESSAGES.linkExpired });
    expect(earlier.sign).toEqual({ status: 'gone', message: CONSENT_FORM_MESSAGES.linkExpired });
  });
});

describe('a court order made after a link was sent', () => {
  it('refuses every use of the link in words (403): its page, signing, its attachments; and a new invitation (409)', () => {
    const { beforeOrder, page, sign, attachment, invite, answers } = outcome.courtOrder;
    const refused = { status: 'forbidden', message: CONSENT_FORM_MESSAGES.restrictedRecipient };
    expect(beforeOrder).toBe('open');
    expect(page).toEqual(refused);
    expect(sign).toEqual(refused);
    expect(attachment).toEqual(refused);
    expect(invite).toEqual({ status: 'conflict', message: CONSENT_FORM_MESSAGES.restrictedRecipient });
    expect(answers).toBe(0);
  });

  it('refuses a carer link of the restricted pair, made or changed by hand, and links any other pair', () => {
    const { created, inThePanel, movedToMia, unrestricted, linksOfRiley, students } = outcome.linking;
    for (const refusal of [created, inThePanel, movedToMia]) expect(refusal).toEqual({ status: null, message: RESTRICTED_LINK });
    expect(unrestricted).toBe(true);
    expect(linksOfRiley).toEqual([students.ava]);
  });
});

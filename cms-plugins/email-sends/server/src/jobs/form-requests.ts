import {
  DEFAULT_LANGUAGE,
  formatSchoolTime,
  formPaths,
  fullNameOf,
  isFormOpen,
  isInFormAudience,
  isLanguage,
  requiredSignersOf,
  type ArabicDigits,
  type Campus,
} from '@portal/contract';
import type { JobContext, JobKind } from '@portal/strapi-plugin-jobs/types';
import type { EmailSendsConfig } from '../config';
import { sendsOf, type SendInput, type SendResult } from '../services/sends';
import { getConfig } from '../utils';
import { createPacer, isMessageRejected, withThrottleRetry } from '../email-sending/pacer';
import { formRecords, type CampusStudent, type FormPerson, type FormRecords, type FormRow } from '../email-sending/form-records';
import { signingLinks } from '../email-sending/signing-link';
import { bodySection, EMAIL_COLOURS, escapeHtml, renderEmail } from '../email-layout/layout';
import { campusBrandOf, type SchoolBrand } from '../email-layout/school-brand';
import { emailWordsIn, type EmailWords } from '../email-texts';

/** The email type the logs list form requests and invitations under (the contract's EMAIL_LOG_TYPES). */
export const FORM_REQUEST_KIND = 'Form Request';

export interface FormRequestsPayload {
  /** The consent form (api::consent-form.consent-form) just published. */
  formId: string;
}

/** The `send_id` tag of a form's requests: with the person as `recipient_id`, one email per (form, person), ever. */
export const formRequestSendId = (formId: string) => `form-request-${formId}`;

/** A child a signer answers for. */
export interface FormChild {
  documentId: string;
  studentNumber: string;
  name: string;
}

/** A person who must answer a form, with the children they answer it for. */
export interface FormSigner {
  person: FormPerson;
  children: FormChild[];
}

/**
 * Adds a student of the form's audience to the people who must answer for them (contract
 * requiredSignersOf: their linked carers, or the student themself when the form lets their year sign).
 */
export function addSigners(
  signers: Map<string, FormSigner>,
  form: Pick<FormRow, 'signers' | 'student_from_year'>,
  student: CampusStudent,
  carers: readonly FormPerson[],
): void {
  const people = new Map(carers.map((carer) => [carer.documentId, carer]));
  if (student.portalUser) people.set(student.portalUser.documentId, student.portalUser);
  const required = requiredSignersOf(
    form,
    { form_run: student.form_run, portalUserId: student.portalUser?.documentId ?? null },
    carers.map((carer) => carer.documentId),
  );
  for (const id of required.people) {
    const person = people.get(id);
    if (!person) continue;
    const signer = signers.get(id) ?? { person, children: [] };
    signer.children.push({ documentId: student.documentId, studentNumber: student.STUDENT_NUMBER, name: student.name });
    signers.set(id, signer);
  }
}

/** Several children in one field of the statistics row (the Email Logs show it), within its 255 characters. */
export const listed = (values: readonly string[]) => values.join(', ').slice(0, 255);

/** A form's due time (or a signature's time) as the school reads it, in the reader's words: "Friday 27 November 2026, 6:00 pm". */
export const formTime = (at: string, timeZone: string, words: EmailWords, options: Intl.DateTimeFormatOptions = {}) =>
  formatSchoolTime(
    new Date(at),
    timeZone,
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', ...options },
    words.locale,
  );

/**
 * Where a request sends its reader: a person who has signed in to the portal answers there, for
 * all their children at once; anyone else gets a signing link per child, which opens without sign-in.
 */
export type FormRequestLinks =
  { portal: string; children: readonly string[] } | { signing: readonly { child: string; url: string }[] };

/**
 * The request to answer a form, in the reader's language: which form, for which children, by
 * when, and the way to answer. Every word the school or a family wrote (the title, names) is escaped.
 * `invitedBy`: the carer who asked for this invitation, if one did.
 */
export function formRequestMessage(
  form: Pick<FormRow, 'title' | 'due_at'>,
  recipientName: string | null,
  links: FormRequestLinks,
  brand: SchoolBrand,
  words: EmailWords,
  timeZone: string,
  invitedBy: string | null = null,
) {
  const children = 'portal' in links ? links.children : links.signing.map((link) => link.child);
  const values = {
    title: form.title,
    children: new Intl.ListFormat(words.locale, { type: 'conjunction' }).format(children),
    due: formTime(form.due_at, timeZone, words),
  };
  const subject = words('formRequestSubject', { title: form.title });
  const greeting = recipientName ? words('greeting', { name: recipientName }) : null;
  const intro = words('formRequestIntro', values);
  const invited = invitedBy ? words('formInvitedBy', { name: invitedBy }) : null;
  const linkHtml =
    'portal' in links
      ? `<p><a href="${escapeHtml(links.portal)}" style="font-weight:bold">${words.html('formAnswerInPortal')}</a></p>`
      : `<ul>${links.signing
          .map(
            (link) =>
              `<li style="margin-bottom:8px"><a href="${escapeHtml(link.url)}" style="font-weight:bold">${words.html('formAnswerFor', { child: link.child })}</a></li>`,
          )
          .join('')}</ul><p style="color:${EMAIL_COLOURS.muted};font-size:14px">${words.html('formSigningLinkNote')}</p>`;
  const linkText =
    'portal' in links
      ? [words('formAnswerInPortalText', { url: links.portal })]
      : [
          ...links.signing.map((link) => words('formAnswerForText', { child: link.child, url: link.url })),
          '',
          words('formSigningLinkNote'),
        ];
  const html = [
    greeting ? `<p>${escapeHtml(greeting)}</p>` : '',
    `<p>${words.html('formRequestIntro', values)}</p>`,
    invited ? `<p>${escapeHtml(invited)}</p>` : '',
    linkHtml,
  ].join('');
  return {
    subject,
    ...renderEmail(brand, {
      words,
      subject,
      heading: subject,
      preview: intro,
      body: bodySection(`<mj-text>${html}</mj-text>`),
      text: [...(greeting ? [greeting, ''] : []), intro, ...(invited ? ['', invited] : []), '', ...linkText].join('\n'),
      footerNote: words('formMailNote'),
      unsubscribeUrl: null,
    }),
  };
}

/** What a run of form-requests works with: the records, the bulk path, the school's look and the settings. */
export interface FormRequestsRun {
  records: Pick<FormRecords, 'form' | 'campusStudents' | 'carersOf' | 'sentTo' | 'invitationFor'>;
  send(input: SendInput): Promise<SendResult>;
  brandOf(campus: Campus): Promise<SchoolBrand>;
  signingUrl(campus: Campus, invitation: string, expiresAtMs: number): string;
  settings: Pick<EmailSendsConfig['emailSending'], 'perSecond' | 'inFlight' | 'throttleRetries' | 'timeZones'>;
  arabicDigits: ArabicDigits;
  log: JobContext['log'];
  now?: Date;
}

/**
 * A published form's requests: one email per person who must answer for a child of its audience
 * and has an address, listing their children in it. A person who has signed in to the portal is
 * sent to the form there; anyone else gets, per child, an invitation (reused if there is one for
 * the same form, child and address) and its signing link. Through the bulk path (SES v2, paced as
 * the digest), tagged (form, person): a run after a crash, or a second run, sends only to those
 * not reached yet, and creates no second invitation. A form closed or past due sends nothing.
 */
export async function sendFormRequests(formId: string, run: FormRequestsRun): Promise<void> {
  const { records, settings, log } = run;
  const form = await records.form(formId);
  if (!form || !isFormOpen(form, run.now ?? new Date())) {
    log.info(`Form ${formId}: not open (${form ? form.status : 'deleted'}), no request sent.`);
    return;
  }
  const signers = new Map<string, FormSigner>();
  for await (const page of records.campusStudents(form.campus, form.audience.groups)) {
    const inAudience = page.filter((student) => isInFormAudience(form.audience, student));
    if (inAudience.length === 0) continue;
    const carers = await records.carersOf(
      form.campus,
      inAudience.map((student) => student.documentId),
    );
    for (const student of inAudience) addSigners(signers, form, student, carers.get(student.documentId) ?? []);
  }

  const sendId = formRequestSendId(form.documentId);
  const reached = await records.sentTo(sendId);
  const brand = await run.brandOf(form.campus);
  const timeZone = settings.timeZones[form.campus];
  const portalLink = `${brand.portalUrl}${formPaths.formDetails.href({ id: form.documentId })}`;
  const pacer = createPacer(settings);
  const counts = { sent: 0, skipped: 0, failed: 0, invited: 0 };
  for (const { person, children } of signers.values()) {
    const to = person.email?.trim().toLowerCase();
    if (!to || person.active === false || reached.has(person.documentId)) continue;
    const name = fullNameOf(person) || person.username;
    const words = emailWordsIn(isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE, run.arabicDigits);
    let links: FormRequestLinks;
    if (person.subject) {
      links = { portal: portalLink, children: children.map((child) => child.name) };
    } else {
      const signing = [];
      for (const child of children) {
        const invitation = await records.invitationFor({
          campus: form.campus,
          form: form.documentId,
          student: child.documentId,
          email: to,
          name,
          invited_by: 'system',
          expires_at: form.due_at,
        });
        counts.invited += 1;
        signing.push({
          child: child.name,
          url: run.signingUrl(form.campus, invitation.documentId, Date.parse(invitation.expires_at)),
        });
      }
      links = { signing };
    }
    const message = formRequestMessage(form, name, links, brand, words, timeZone);
    await pacer.run(async () => {
      try {
        const result = await withThrottleRetry(
          () =>
            run.send({
              kind: FORM_REQUEST_KIND,
              campus: form.campus,
              to,
              ...message,
              tags: { send_id: sendId, recipient_id: person.documentId },
              details: {
                user_id: person.documentId,
                user_name: name,
                student_id: listed(children.map((child) => child.studentNumber)),
                student_name: listed(children.map((child) => child.name)),
              },
            }),
          settings.throttleRetries,
        );
        counts[result.status === 'suppressed' ? 'skipped' : 'sent'] += 1;
      } catch (error) {
        if (!isMessageRejected(error)) throw error;
        counts.failed += 1;
        log.warn(`Form ${formId}: SES refused the request to person ${person.documentId}: ${(error as Error).message}`);
      }
    });
  }
  await pacer.drain();
  log.info(
    `Form ${formId} (${form.campus}): ${signers.size} signer(s); ${counts.sent} emailed, ${counts.skipped} suppressed, ${counts.failed} refused; ${counts.invited} signing link(s).`,
  );
}

/** The requests of a form just published (queued with its publication: services/email-sending.ts queueFormRequests). */
export const formRequestsJob: JobKind<FormRequestsPayload> = {
  name: 'form-requests',
  maxAttempts: 5,

  async run({ formId }, { strapi, log }) {
    const { emailSending: settings, arabicDigits } = getConfig(strapi);
    const sends = sendsOf(strapi);
    const links = signingLinks(settings.unsubscribeSecret);
    await sendFormRequests(formId, {
      records: formRecords(strapi),
      send: (input) => sends.send(input),
      brandOf: (campus) => campusBrandOf(strapi, campus),
      signingUrl: (campus, invitation, expiresAtMs) => links.url(settings.portalUrls[campus], campus, invitation, expiresAtMs),
      settings,
      arabicDigits,
      log,
    });
  },
};

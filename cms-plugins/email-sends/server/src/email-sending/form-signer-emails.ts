import {
  DEFAULT_LANGUAGE,
  formatSchoolTime,
  formPaths,
  fullNameOf,
  isInFormAudience,
  isLanguage,
  requiredSignersOf,
  type ArabicDigits,
  type Campus,
} from '@portal/contract';
import type { Core } from '@strapi/strapi';
import type { JobContext } from '@portal/strapi-plugin-jobs/types';
import type { EmailSendsConfig } from '../config';
import { sendsOf, type SendInput, type SendResult } from '../services/sends';
import { getConfig } from '../utils';
import { createPacer, isMessageRejected, rejectionOf, withThrottleRetry } from './pacer';
import {
  formRecords,
  type CampusStudent,
  type FormPerson,
  type FormRecords,
  type FormRow,
  type StandingAnswer,
} from './form-records';
import { signingLinks } from './signing-link';
import { bodySection, EMAIL_COLOURS, escapeHtml, renderEmail } from '../email-layout/layout';
import { campusBrandOf, type SchoolBrand } from '../email-layout/school-brand';
import { emailWordsIn, type EmailWords } from '../email-texts';

/**
 * The emails a permission form's signers get through the bulk path (issue 30): who must answer
 * for which children, the way each of them answers (the portal, or a signing link per child),
 * the message, and the paced send. The requests (jobs/form-requests.ts) and the reminders
 * (jobs/form-reminders.ts) differ only in whom they write to and in their words.
 */

/** A child a signer answers for. */
export interface FormChild {
  documentId: string;
  studentNumber: string;
  name: string;
  /**
   * Whether the form needs this signer's own answer for the child (every carer, or the student
   * themself) rather than any one of the child's carers'.
   */
  ownAnswer: boolean;
}

/** A person who must answer a form, with the children they answer it for. */
export interface FormSigner {
  person: FormPerson;
  children: FormChild[];
}

/**
 * Whether a person gave an answer of their own for a student among `answers`: as a portal person,
 * or through a link sent to their address (any case).
 */
export function ownAnswerAmong(answers: readonly StandingAnswer[]): (person: FormPerson, student: string) => boolean {
  const answeredBy = new Set(
    answers.flatMap((answer) => [
      ...(answer.signer ? [`${answer.student} ${answer.signer}`] : []),
      ...(answer.signer_email ? [`${answer.student} email:${answer.signer_email.trim().toLowerCase()}`] : []),
    ]),
  );
  return (person, student) => {
    const email = person.email?.trim().toLowerCase();
    return answeredBy.has(`${student} ${person.documentId}`) || (!!email && answeredBy.has(`${student} email:${email}`));
  };
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
    signer.children.push({
      documentId: student.documentId,
      studentNumber: student.STUDENT_NUMBER,
      name: student.name,
      ownAnswer: required.everyOne,
    });
    signers.set(id, signer);
  }
}

/** Everyone who must answer a form, by person: its audience's students read a page at a time, with their carers. */
export async function signersOfForm(
  records: Pick<FormRecords, 'campusStudents' | 'carersOf'>,
  form: FormRow,
): Promise<Map<string, FormSigner>> {
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
  return signers;
}

/** The address a signer's emails go to, or null for a person without one or no longer active. */
export function addressOf(person: FormPerson): string | null {
  if (person.active === false) return null;
  return person.email?.trim().toLowerCase() || null;
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
 * Where an email sends its reader: a person who has signed in to the portal answers there, for
 * all their children at once; anyone else gets a signing link per child, which opens without sign-in.
 */
export type FormLinks = { portal: string; children: readonly string[] } | { signing: readonly { child: string; url: string }[] };

/** What an email to a signer is for: the first request to answer, or a reminder of what is still unanswered. */
export type FormEmailPurpose = 'request' | 'reminder';

const WORDS_OF_PURPOSE = {
  request: { subject: 'formRequestSubject', intro: 'formRequestIntro' },
  reminder: { subject: 'formReminderSubject', intro: 'formReminderIntro' },
} as const;

/**
 * An email to answer a form, in the reader's language: which form, for which children, by when,
 * and the way to answer. Every word the school or a family wrote (the title, names) is escaped.
 * `invitedBy`: the carer who asked for this invitation, if one did.
 */
export function formSignerMessage(
  purpose: FormEmailPurpose,
  form: Pick<FormRow, 'title' | 'due_at'>,
  recipientName: string | null,
  links: FormLinks,
  brand: SchoolBrand,
  words: EmailWords,
  timeZone: string,
  invitedBy: string | null = null,
) {
  const texts = WORDS_OF_PURPOSE[purpose];
  const children = 'portal' in links ? links.children : links.signing.map((link) => link.child);
  const values = {
    title: form.title,
    children: new Intl.ListFormat(words.locale, { type: 'conjunction' }).format(children),
    due: formTime(form.due_at, timeZone, words),
  };
  const subject = words(texts.subject, values);
  const greeting = recipientName ? words('greeting', { name: recipientName }) : null;
  const intro = words(texts.intro, values);
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
    `<p>${words.html(texts.intro, values)}</p>`,
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

/** What a run of the signers' emails works with: the records, the bulk path, the school's look and the settings. */
export interface FormSignersRun {
  records: Pick<FormRecords, 'form' | 'campusStudents' | 'carersOf' | 'sentTo' | 'invitationFor'>;
  send(input: SendInput): Promise<SendResult>;
  brandOf(campus: Campus): Promise<SchoolBrand>;
  signingUrl(campus: Campus, invitation: string, expiresAtMs: number): string;
  settings: Pick<EmailSendsConfig['emailSending'], 'perSecond' | 'inFlight' | 'throttleRetries' | 'timeZones'>;
  arabicDigits: ArabicDigits;
  log: JobContext['log'];
  now?: Date;
}

/** A run on the CMS's tables, its bulk path (SES v2) and settings: what the forms' jobs run with. */
export function formSignersRunOf(strapi: Core.Strapi, log: JobContext['log']): FormSignersRun & { records: FormRecords } {
  const { emailSending: settings, arabicDigits } = getConfig(strapi);
  const sends = sendsOf(strapi);
  const links = signingLinks(settings.unsubscribeSecret);
  return {
    records: formRecords(strapi),
    send: (input) => sends.send(input),
    brandOf: (campus) => campusBrandOf(strapi, campus),
    signingUrl: (campus, invitation, expiresAtMs) => links.url(settings.portalUrls[campus], campus, invitation, expiresAtMs),
    settings,
    arabicDigits,
    log,
  };
}

/** How one run's emails went. */
export interface FormEmailCounts {
  sent: number;
  suppressed: number;
  refused: number;
  /** Signing links written (one per child of a signer who never signed in to the portal). */
  links: number;
}

/**
 * One email per signer (those with an address), listing the children given, through the bulk
 * path (SES v2, paced as the digest), tagged (`sendId`, person): the caller leaves out those the
 * send reached already. A person who has signed in to the portal is sent to the form there;
 * anyone else gets, per child, an invitation (reused if there is one for the same form, child and
 * address) and its signing link.
 */
export async function emailFormSigners(
  form: FormRow,
  signers: Iterable<FormSigner>,
  email: { purpose: FormEmailPurpose; kind: SendInput['kind']; sendId: string },
  run: FormSignersRun,
): Promise<FormEmailCounts> {
  const { records, settings, log } = run;
  const brand = await run.brandOf(form.campus);
  const timeZone = settings.timeZones[form.campus];
  const portalLink = `${brand.portalUrl}${formPaths.formDetails.href({ id: form.documentId })}`;
  const pacer = createPacer(settings);
  const counts: FormEmailCounts = { sent: 0, suppressed: 0, refused: 0, links: 0 };
  for (const { person, children } of signers) {
    const to = addressOf(person);
    if (!to) continue;
    const name = fullNameOf(person) || person.username;
    const words = emailWordsIn(isLanguage(person.language) ? person.language : DEFAULT_LANGUAGE, run.arabicDigits);
    let links: FormLinks;
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
        counts.links += 1;
        signing.push({
          child: child.name,
          url: run.signingUrl(form.campus, invitation.documentId, Date.parse(invitation.expires_at)),
        });
      }
      links = { signing };
    }
    const message = formSignerMessage(email.purpose, form, name, links, brand, words, timeZone);
    await pacer.run(async () => {
      try {
        const result = await withThrottleRetry(
          () =>
            run.send({
              kind: email.kind,
              campus: form.campus,
              to,
              ...message,
              tags: { send_id: email.sendId, recipient_id: person.documentId },
              details: {
                user_id: person.documentId,
                user_name: name,
                student_id: listed(children.map((child) => child.studentNumber)),
                student_name: listed(children.map((child) => child.name)),
              },
            }),
          settings.throttleRetries,
        );
        counts[result.status === 'suppressed' ? 'suppressed' : 'sent'] += 1;
      } catch (error) {
        if (!isMessageRejected(error)) throw error;
        counts.refused += 1;
        log.warn(
          `Form ${form.documentId}: SES refused the ${email.purpose} to person ${person.documentId}: ${rejectionOf(error)}`,
        );
      }
    });
  }
  await pacer.drain();
  return counts;
}
